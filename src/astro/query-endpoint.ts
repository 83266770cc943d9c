// The on-demand endpoint of the Vercel build (injected by astro.config.mjs). Its existence is what
// makes Astro build the function; src/fetch.ts routes every request of the function to the same
// handler, including paths that collide with prerendered pages (a POST to a docs page, a query on
// /v2/openapi.json), which Astro's own router would answer with its HTML 404.
import type { APIRoute } from 'astro';
import { createRequestHandler } from '../core/dispatch.ts';
import { rateLimiterFromEnv } from '../core/rate-limit/limiter-settings.ts';

const handleRequest = createRequestHandler({ rateLimiter: rateLimiterFromEnv(process.env) });

export const prerender = false;
export const ALL: APIRoute = ({ request, clientAddress }) => handleRequest(request, { clientAddress });
