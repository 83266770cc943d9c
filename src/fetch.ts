// Astro 7's request entry point (https://docs.astro.build/en/guides/routing/#advanced-routing): every
// request that reaches the server build. In production only the query layer runs here (pages and
// API files are prerendered and served as files), so it answers everything, unknown paths included,
// with the JSON contract. Under `astro dev`, pages render on demand, so non-API paths go to Astro.
import { astro, FetchState } from 'astro/fetch';
import { createRequestHandler } from './core/dispatch.ts';
import { routeTable } from './core/routing/route-table.ts';
import { isApiPath } from './core/routing/api-paths.ts';
import { rateLimiterFromEnv } from './core/rate-limit/limiter-settings.ts';

// Per function instance: each keeps its own counts, so the platform's WAF is the real guard (README).
const handleRequest = createRequestHandler({ routes: routeTable, rateLimiter: rateLimiterFromEnv(process.env) });

/**
 * The client address Vercel's edge sets. It overwrites `X-Forwarded-For` and sets
 * `X-Vercel-Forwarded-For` (the same value, which a proxy of yours in front of Vercel cannot
 * overwrite) and `X-Real-IP`, whatever the client sent, "to prevent IP spoofing"
 * (https://vercel.com/docs/headers/request-headers). The function is reachable only through the edge.
 */
const clientAddressOf = (request: Request) =>
  (request.headers.get('x-vercel-forwarded-for') ?? request.headers.get('x-real-ip'))?.split(',')[0]?.trim();

/** The query layer's answer; `clientAddress` (Astro's endpoint context) when the edge set no header. */
export const answerApi = (request: Request, clientAddress?: string): Promise<Response> =>
  handleRequest(request, { clientAddress: clientAddressOf(request) ?? clientAddress });

export default {
  fetch(request: Request): Promise<Response> {
    if (import.meta.env.DEV && !isApiPath(new URL(request.url).pathname)) return astro(new FetchState(request));
    return answerApi(request);
  },
};
