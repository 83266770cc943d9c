// What a route is. The route table (route-table.ts) is an array of these; from it come the dispatcher's
// matching, the Vercel routing config, the local server's static rules, the prerendered files, the
// OpenAPI paths and the URL lists the tests walk.
import type { z } from 'zod';
import type { Store } from '../../data/store.ts';
import type { RequestLike } from '../dispatch.ts';
import type { Text } from '../text.ts';
import type { StoreMeta } from '../../data/store-layout.ts';
import type { Param } from '../params/param.ts';
import type { ParamSet } from '../params/param-set.ts';

export interface RequestContext<Q = Record<string, unknown>> {
  request: RequestLike;
  url: URL;
  /** Path parameters, percent-decoded and parsed by the route's path parameter definitions. */
  pathParams: Readonly<Record<string, unknown>>;
  /** The query, validated by the route's parameter set. */
  query: Q;
  store: Store;
  /** The route table this request was dispatched with (the OpenAPI document describes it). */
  routes: readonly Route[];
}

export interface RouteResult {
  /** Serialized JSON body: a string, bytes, or byte chunks in order. */
  body: string | Buffer | readonly Buffer[];
  /** A strong ETag computed more cheaply than hashing the body (see listEnvelope). */
  etag?: string;
  /** Overrides the route's Cache-Control (the dataset routes differ by version). */
  cacheControl?: string;
  headers?: Record<string, string>;
}

export interface RouteDocs {
  summary: Text;
  description: Text;
  tags: readonly string[];
  /** Zod schema of the `data` of a 200 answer (or the whole body for non-enveloped routes). */
  response: z.ZodType;
  /** Media type of a 200 answer when it is not JSON's (GeoJSON's `application/geo+json`). */
  contentType?: string;
  /** Other media types a 200 can have, with their schemas (the GeoJSON file among the JSON datasets). */
  otherContent?: Readonly<Record<string, z.ZodType>>;
  /** Marks a legacy route (v1) in the OpenAPI document. */
  deprecated?: boolean;
  /** Error codes this route can answer besides the ones every route can (400, 404 route, 405, 429, 500). */
  errorCodes: readonly string[];
  /** Example request: path parameter values and query, from the real data; null when the answer is no useful example (the OpenAPI document itself). */
  example?: { pathParams?: Record<string, string>; query?: Record<string, string> } | null;
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
}

export interface Route {
  /** Unique; the OpenAPI operationId. */
  id: string;
  /** Path template, OpenAPI style: `/v2/provinces/{provinceId}`. */
  path: string;
  /** The `{name}` parameters of `path`, in order; checked before anything else (DESIGN §3). */
  pathParams: readonly Param[];
  params: ParamSet;
  /** Default Cache-Control of a 200. */
  cacheControl: string;
  handler(context: RequestContext): RouteResult | Promise<RouteResult>;
  static?: StaticOutput;
  docs: RouteDocs;
}
