// The framework-neutral core: a Web `Request` in, a `Response` out. Everything every route shares is
// here, once: method handling (HEAD, OPTIONS, 405), routing and the JSON 404, rate limiting, query
// validation, ETag and If-None-Match, CORS and security headers, request ids, and turning any error
// into the envelope. Astro's endpoint and the local server only translate to and from it.
import { randomUUID } from 'node:crypto';
import { getStore, type Store } from '../data/store.ts';
import { ApiError, fixedError } from './errors.ts';
import { alwaysHeaders, errorHeaders, jsonContentType, preflightHeaders } from './http/headers.ts';
import { ifNoneMatchMatches, strongEtag } from './http/etag.ts';
import { joinChunks } from './http/chunks.ts';
import { messages } from './messages.ts';
import { clientKey } from './rate-limit/client-key.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { errorStyleOfPath, errorBody, v1Headers } from './error-envelope.ts';
import { createRouteMatcher } from './routing/match-route.ts';
import { allowedMethodsOf, methodOf, rowForMethod, type RequestLike, type Route, type RouteResult } from './routing/route.ts';
import { readBoundedBody, RequestAborted } from './http/read-body.ts';
import { abortedRequestCounter } from './http/aborted-requests.ts';
import type { AnswerCache } from './http/answer-cache.ts';


export interface RequestInfo {
  /** The peer address, for rate limiting. */
  clientAddress?: string;
}

/** An answer as plain data: what both the Web `Response` wrapper and the local server write out. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The body in chunks (written out with one writev, or joined), or null for 204, 304 and HEAD. */
  body: readonly Buffer[] | null;
}

/** Answers at once when the route does (most do), or with a promise (a POST body to read, an async route). */
export type RawRequestHandler = (request: RequestLike, info?: RequestInfo) => RawResponse | Promise<RawResponse>;
export type RequestHandler = (request: Request, info?: RequestInfo) => Promise<Response>;

export interface HandlerOptions {
  store?: Store;
  /** The routes to answer (routing/route-table.ts in the service; a few test routes in unit tests). */
  routes: readonly Route[];
  rateLimiter?: RateLimiter;
  /** Where the one structured line about an unexpected error goes. */
  logError?: (line: Record<string, unknown>) => void;
  /** Longest accepted request target (path and query), in characters. */
  maxUrlLength?: number;
  /** Largest accepted body of a POST route, in bytes. */
  maxBodyBytes?: number;
  /** Where recent 200 answers of GET routes are kept, to be given again (http/answer-cache.ts); none by default. */
  answerCache?: AnswerCache;
}

/** Long enough for any real query (every parameter at its longest), short enough to bound the work. */
export const defaultMaxUrlLength = 2048;

/**
 * A POST body bound: one MCP message is a few hundred bytes, a batch of them a few KB; 100 address
 * lines of 300 characters, the most POST /v2/addresses/parse takes, about 30–60 KB (DESIGN §6.6).
 */
export const defaultMaxBodyBytes = 64 * 1024;

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

const bodyChunks = (body: RouteResult['body']): readonly Buffer[] => (typeof body === 'string' ? [Buffer.from(body, 'utf8')] : Array.isArray(body) ? body : [body as Buffer]);

/** Decodes and parses the path parameters; the first invalid one is the answer. */
function parsePathParams(route: Route, raw: Record<string, string>): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(route.pathParams)) {
    let value: string;
    try {
      value = decodeURIComponent(raw[name]!);
    } catch {
      throw new ApiError('BAD_REQUEST', messages.malformedPath());
    }
    const result = param.parse(value, name);
    if (!result.ok) throw result.error;
    parsed[name] = result.value;
  }
  return parsed;
}

/** The core as a Web handler: `Request` in, `Response` out (Astro's endpoint and src/fetch.ts). */
export function createRequestHandler(options: HandlerOptions): RequestHandler {
  const handle = createRawRequestHandler(options);
  return async (request, info) => {
    const { status, headers, body } = await handle(request, info);
    // Our buffers never wrap a SharedArrayBuffer, which is all the cast rules out.
    return new Response(body && (joinChunks(body) as Uint8Array<ArrayBuffer>), { status, headers });
  };
}

export function createRawRequestHandler(options: HandlerOptions): RawRequestHandler {
  const { routes } = options;
  const matchRoute = createRouteMatcher(routes);
  const maxUrlLength = options.maxUrlLength ?? defaultMaxUrlLength;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const logError = options.logError ?? ((line) => console.error(JSON.stringify(line)));
  const countAborted = abortedRequestCounter(logError);
  const store = () => options.store ?? getStore();

  function respond(status: number, body: readonly Buffer[] | null, headers: Record<string, string>, head: boolean): RawResponse {
    // HEAD: the headers of the GET, Content-Length included, without the body (RFC 9110 §9.3.2).
    if (body) headers['Content-Length'] = String(body.reduce((length, chunk) => length + chunk.length, 0));
    return { status, headers, body: head ? null : body };
  }

  function errorResponse(error: ApiError, style: 'v1' | 'v2', base: Record<string, string>, head: boolean): RawResponse {
    const body = [Buffer.from(JSON.stringify(errorBody(style, error)))];
    return respond(error.status, body, { ...base, ...errorHeaders, ...error.headers }, head);
  }

  return function handleRequest(request, info = {}) {
    const incomingId = request.headers.get('x-request-id');
    const requestId = incomingId && requestIdPattern.test(incomingId) ? incomingId : randomUUID();
    const base: Record<string, string> = { ...alwaysHeaders, 'X-Request-Id': requestId };
    const method = request.method;
    const head = method === 'HEAD';
    const url = new URL(request.url);
    const style = errorStyleOfPath(url.pathname);
    if (style === 'v1') Object.assign(base, v1Headers);
    const match = matchRoute(url.pathname);

    /** A GET route's 200, or its 304 when If-None-Match holds the ETag. */
    function conditionalAnswer(own: Readonly<Record<string, string>>, chunks: readonly Buffer[]): RawResponse {
      const headers = Object.assign(base, own);
      // RFC 9110 §15.4.5: a 304 carries the headers a 200 would have had, except content ones.
      if (ifNoneMatchMatches(request.headers.get('if-none-match'), headers.ETag!)) {
        delete headers['Content-Type'];
        return respond(304, null, headers, true);
      }
      return respond(200, chunks, headers, head);
    }

    function failed(error: unknown): RawResponse {
      if (error instanceof ApiError) return errorResponse(error, style, base, head);
      // No one reads this answer; it is counted, not logged on its own (aborted-requests.ts).
      if (error instanceof RequestAborted) {
        countAborted();
        return errorResponse(new ApiError('BAD_REQUEST', messages.bodyAborted()), style, base, head);
      }
      // One line, no query values (they may be personal data), never the stack in the body.
      logError({
        level: 'error',
        event: 'unexpected_error',
        requestId,
        method,
        path: url.pathname,
        route: match?.route.id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return errorResponse(fixedError('INTERNAL_SERVER_ERROR'), style, base, head);
    }

    try {
      if (url.pathname.length + url.search.length > maxUrlLength) {
        throw new ApiError('URI_TOO_LONG', messages.uriTooLong(maxUrlLength));
      }
      // A path answers the methods of its rows (a GET row HEAD too); unknown paths answer as GET routes do.
      const rows = match?.rows ?? [];
      const allow = allowedMethodsOf(rows);
      if (method === 'OPTIONS') return respond(204, null, { ...base, ...preflightHeaders(allow) }, false);
      const row = match ? rowForMethod(rows, method) : undefined;
      if (match ? !row : method !== 'GET' && !head) throw new ApiError('METHOD_NOT_ALLOWED', messages.methodNotAllowedHere(method, allow), { Allow: allow });
      const post = row !== undefined && methodOf(row) === 'POST';
      const limited = options.rateLimiter?.consume(clientKey(info.clientAddress));
      if (limited) {
        Object.assign(base, limited.headers);
        if (!limited.allowed) throw new ApiError('RATE_LIMIT_EXCEEDED', messages.rateLimited(limited.retryAfterSeconds), { 'Retry-After': String(limited.retryAfterSeconds) });
      }
      if (!match || !row) throw fixedError('ROUTE_NOT_FOUND');
      const route = row;
      const target = url.pathname + url.search;
      const cached = post ? undefined : options.answerCache?.get(target);
      if (cached) return conditionalAnswer(cached.headers, cached.chunks);
      const pathParams = parsePathParams(route, match.rawParams);
      const query = route.params.parse(url.searchParams);
      if (!query.ok) throw query.error;

      if (post) {
        // An exchange, not a resource: no validator, no conditional answer, never cached.
        const exchange = async (): Promise<RawResponse> => {
          const body = await readBoundedBody(request, maxBodyBytes);
          if (!body) throw new ApiError('CONTENT_TOO_LARGE', messages.bodyTooLarge(maxBodyBytes / 1024));
          const result = await route.handler({ request, url, pathParams, query: query.value, store: store(), routes, body });
          return respond(result.status ?? 200, bodyChunks(result.body), { ...base, 'Content-Type': jsonContentType, 'Cache-Control': route.cacheControl, ...result.headers }, false);
        };
        return exchange().catch(failed);
      }

      const answered = (result: RouteResult): RawResponse => {
        const chunks = bodyChunks(result.body);
        const own: Record<string, string> = { 'Content-Type': jsonContentType, 'Cache-Control': result.cacheControl ?? route.cacheControl, ...result.headers };
        // Every 200 has a strong ETag, the static files' too, so any answer can be revalidated.
        own.ETag = result.etag ?? strongEtag(joinChunks(chunks));
        options.answerCache?.set(target, { headers: own, chunks });
        return conditionalAnswer(own, chunks);
      };
      const result = route.handler({ request, url, pathParams, query: query.value, store: store(), routes, body: undefined });
      // Most routes answer at once: no promise is made for them, which the local server notices and
      // writes the answer in the same turn (issue 31: two awaits per request cost more than a record).
      return result instanceof Promise ? result.then(answered).catch(failed) : answered(result);
    } catch (error) {
      return failed(error);
    }
  };
}
