// What a route is. The route table (route-table.ts) is an array of these; from it come the dispatcher's
// matching, the Vercel routing config, the local server's static rules, the prerendered files, the
// OpenAPI paths and the URL lists the tests walk.
import type { z } from 'zod';
import type { Store } from '../../data/store.ts';
import type { Text } from '../text.ts';
import type { StoreMeta } from '../../data/store-layout.ts';
import type { ErrorCode } from '../errors.ts';
import type { Param } from '../params/param.ts';
import type { ParamSet, Query } from '../params/param-set.ts';

/** What the core reads of a request; a Web `Request` is one, and so is the local server's view of Node's. */
export interface RequestLike {
  method: string;
  /** Absolute URL. */
  url: string;
  headers: { get(name: string): string | null };
  /**
   * The body's bytes as they arrive (a Web `Request`'s stream, or Node's request itself); read only
   * for routes whose method is POST, up to the dispatcher's bound.
   */
  body?: AsyncIterable<Uint8Array> | null;
}

/** A route's context: `Q` is its query's type, `P` its path parameters' (both from its parameter definitions). */
export interface RequestContext<Q = Query, P = Query> {
  request: RequestLike;
  url: URL;
  /** Path parameters, percent-decoded and parsed by the route's path parameter definitions. */
  pathParams: P;
  /** The query, validated by the route's parameter set. */
  query: Q;
  store: Store;
  /** The route table this request was dispatched with (the OpenAPI document describes it). */
  routes: readonly Route[];
  /** The request body, read whole (and bounded) by the dispatcher: POST routes only. */
  body?: Buffer;
}

export interface RouteResult {
  /** A POST route's status (202 for an MCP notification, say); a GET route always answers 200. */
  status?: number;
  /** Serialized JSON body: a string, bytes, or byte chunks in order. */
  body: string | Buffer | readonly Buffer[];
  /** A strong ETag computed more cheaply than hashing the body (see listEnvelope). */
  etag?: string;
  /** Overrides the route's Cache-Control (the dataset routes differ by version). */
  cacheControl?: string;
  headers?: Record<string, string>;
}

/** A request to show: path parameter values and query, from the real data. */
export interface RouteExample {
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
}

/** One of several examples of a route: its key in the OpenAPI `examples` map, and what it shows. */
export interface NamedRouteExample extends RouteExample {
  name: string;
  summary: string;
}

export interface RouteDocs {
  summary: Text;
  description: Text;
  tags: readonly string[];
  /** Zod schema of the `data` of a 200 answer (or the whole body for non-enveloped routes). */
  response: z.ZodType;
  /** Content types a 200 can have besides JSON (a dataset as CSV), each with what it holds. */
  mediaTypes?: Readonly<Record<string, string>>;
  /** Media type of a 200 answer when it is not JSON's (GeoJSON's `application/geo+json`). */
  contentType?: string;
  /** Other media types a 200 can have, with their schemas (the GeoJSON file among the JSON datasets). */
  otherContent?: Readonly<Record<string, z.ZodType>>;
  /** Marks a legacy route (v1) in the OpenAPI document. */
  deprecated?: boolean;
  /** Error codes this route can answer besides the ones every route can (400, 404 route, 405, 429, 500). */
  errorCodes: readonly ErrorCode[];
  /** Example request: path parameter values and query, from the real data; null when the answer is no useful example (the OpenAPI document itself). */
  example?: RouteExample | null;
  /**
   * A POST route's request body: its schema, an example, and what to send instead when it is over the
   * dispatcher's bound (the end of the 413's sentence).
   */
  requestBody?: { schema: z.ZodType; example: unknown };
  /** A POST route's answers other than 200, by status, each with what it means and its body's schema (none for 202). */
  otherAnswers?: Readonly<Record<number, { description: string; schema?: z.ZodType }>>;
  /**
   * Several answers worth showing (a full address line, an ambiguous one …): the OpenAPI operation
   * lists these, named, instead of `example`, which stays the route's own example (the reference
   * page, the explorer and the tests use it).
   */
  examples?: readonly NamedRouteExample[];
}

export interface StaticOutput {
  /**
   * Where the prebuilt file is, as a path template with the route's parameters
   * (`/v2/provinces/{provinceId}.json`). It answers the route's URL when the request carries none of
   * the query parameters the service knows.
   */
  file: string;
  /** Every set of path parameter values that has a file. */
  paths(store: Store): Array<Record<string, string>>;
  /** Headers of the static answer, beside the ones every answer has. */
  headers(meta: StoreMeta): Record<string, string>;
  /**
   * Headers that differ from file to file (the dataset files' Content-Type), by the file's path
   * parameters; they add to `headers`.
   */
  fileHeaders?(params: Readonly<Record<string, string>>): Record<string, string>;
  /**
   * Behind nginx (npm run serve), the URL is answered by the query layer, never from the file: the
   * answer itself says a worker can answer (GET /health; with none up, nginx's 503). Where the process
   * that serves the file is the one that answers queries (the embedded server), the file is as true.
   */
  answeredByQueryLayerBehindFront?: true;
}

export type RouteMethod = 'GET' | 'POST';

/** The method a route answers. */
export const methodOf = (route: Pick<Route, 'method'>): RouteMethod => route.method ?? 'GET';

/**
 * The `Allow` value of a path from its rows (one per method): a GET row brings HEAD, and every path
 * takes the CORS preflight. A path the table does not know answers as a GET route does.
 */
export function allowedMethodsOf(rows: readonly Pick<Route, 'method'>[]): string {
  const methods = rows.length === 0 ? ['GET'] : rows.map(methodOf);
  return [...(methods.includes('GET') ? ['GET', 'HEAD'] : []), ...(methods.includes('POST') ? ['POST'] : []), 'OPTIONS'].join(', ');
}

/** The row of a path that answers `method` (HEAD is answered by the GET row), if any. */
export const rowForMethod = <R extends Pick<Route, 'method'>>(rows: readonly R[], method: string): R | undefined =>
  rows.find((row) => methodOf(row) === (method === 'HEAD' ? 'GET' : method));

/**
 * A route. `Q` and `P` type the handler's query and path parameters; the route table holds routes as
 * plain `Route` (see defineRoute).
 */
export interface Route<Q = Query, P = Query> {
  /** Unique; the OpenAPI operationId. */
  id: string;
  /** Path template, OpenAPI style: `/v2/provinces/{provinceId}`. */
  path: string;
  /** The `{name}` parameters of `path` keyed by name, in order; checked before anything else (DESIGN §3). */
  pathParams: { readonly [K in keyof P]: Param<P[K]> };
  params: ParamSet<Q>;
  /**
   * `GET` (the default: HEAD, conditional requests and static files come with it) or `POST`, whose
   * handler receives the body (POST /mcp). A route answers only its own method; others get 405. A
   * path may have one row of each (GET and POST /v2/addresses/parse): two rows, one path.
   */
  method?: RouteMethod;
  /** Default Cache-Control of a 200. */
  cacheControl: string;
  handler(context: RequestContext<Q, P>): RouteResult | Promise<RouteResult>;
  static?: StaticOutput;
  docs: RouteDocs;
}

/**
 * Infers a route's query and path types from its parameter definitions, so the handler is typed by
 * them, and hands it to the table as a plain `Route`. The dispatcher only ever calls the handler with
 * what `params` and `pathParams` parsed, so the handler's narrower context is the one it receives; the
 * table's view is wider because its routes differ (a method parameter is compared both ways, which is
 * what lets the narrower handler stand in the wider table without a cast).
 */
export const defineRoute = <Q extends Query, P extends Query>(route: Route<Q, P>): Route => route;
