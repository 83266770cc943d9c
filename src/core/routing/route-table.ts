// The route table: every URL the service answers, as data. Order matters only where two templates
// could match the same path; none do.
import { healthRoute } from '../system/health.ts';
import type { Route } from './route.ts';

export const routeTable: readonly Route[] = [healthRoute];
