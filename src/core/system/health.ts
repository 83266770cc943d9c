// GET /health: the service is up (behind nginx: a query-layer worker answers). The body is fixed by the spec; the only allowed status is `ok`.
import { z } from 'zod';
import { cachePolicies } from '../http/headers.ts';
import { noParams } from '../params/param-set.ts';
import type { Route } from '../routing/route.ts';

const healthBody = JSON.stringify({ status: 'ok' });

export const healthRoute: Route = {
  id: 'getHealth',
  path: '/health',
  pathParams: {},
  params: noParams,
  cacheControl: cachePolicies.health,
  handler: () => ({ body: healthBody }),
  static: {
    file: '/health.json',
    paths: () => [{}],
    headers: () => ({ 'Cache-Control': cachePolicies.health }),
    // A front whose file said ok while every worker was down sent a load balancer's traffic to errors (issue 40).
    answeredByQueryLayerBehindFront: true,
  },
  docs: {
    summary: { en: 'Health check', tr: 'Sağlık kontrolü' },
    description: {
      en: 'Answers `{"status":"ok"}` while the service is up. Never cached.',
      tr: 'Servis çalıştığı sürece `{"status":"ok"}` döner. Önbelleğe alınmaz.',
    },
    tags: ['System'],
    response: z.strictObject({ status: z.literal('ok') }).meta({ id: 'Health' }),
    errorCodes: [],
  },
};
