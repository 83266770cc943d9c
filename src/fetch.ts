// Astro 7's request entry point (https://docs.astro.build/en/guides/routing/#advanced-routing): every
// request that reaches the server build. In production only the query layer runs here (pages and
// API files are prerendered and served as files), so it answers everything, unknown paths included,
// with the JSON contract. Under `astro dev`, pages render on demand, so non-API paths go to Astro.
import { astro, FetchState } from 'astro/fetch';
import { createRequestHandler } from './core/dispatch.ts';
import { isApiPath } from './core/routing/api-paths.ts';
import { rateLimiterFromEnv } from './core/rate-limit/limiter-settings.ts';

// Per function instance: each keeps its own counts, so the platform's WAF is the real guard (README).
const handleRequest = createRequestHandler({ rateLimiter: rateLimiterFromEnv(process.env) });

/** Vercel's edge sets X-Forwarded-For to the client address; nothing else reaches the function. */
const clientAddressOf = (request: Request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();

export default {
  fetch(request: Request): Promise<Response> {
    if (import.meta.env.DEV && !isApiPath(new URL(request.url).pathname)) return astro(new FetchState(request));
    return handleRequest(request, { clientAddress: clientAddressOf(request) });
  },
};
