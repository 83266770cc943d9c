// The OpenAPI 3.1 document, generated from the route table and the zod schemas the API validates
// with, so it cannot drift from what the service does. Zod writes JSON Schema draft 2020-12 (OpenAPI
// 3.1's dialect); schemas with a `.meta({ id })` become components and are referenced.
import { z } from 'zod';
import type { Store } from '../../data/store.ts';
import { type ErrorCode, errorCodes, statusOf } from '../errors.ts';
import type { Param } from '../params/param.ts';
import { allowedMethodsOf, methodOf, type Route } from '../routing/route.ts';
import { knownQueryKeysOf } from '../routing/static-rules.ts';
import { apiVersion } from '../system/meta.ts';
import type { Text } from '../text.ts';
import { exampleAnswer } from './example-answer.ts';
import { errorStyleOfPath } from '../error-envelope.ts';
import { v1ErrorSchema } from '../v1/v1-schemas.ts';

type JsonSchema = Record<string, unknown>;

const errorComponent = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]).meta({ description: 'Stable machine-readable code.' }),
      message: z.string().min(1).meta({ description: 'What went wrong and how to fix it.' }),
      status: z.int().min(400).max(599).meta({ description: 'The HTTP status, repeated.' }),
    }),
  })
  .meta({ id: 'Error', title: 'Error' });

/** Error codes every route can answer, whatever it is. */
const sharedErrors: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  'RATE_LIMIT_EXCEEDED',
  'INTERNAL_SERVER_ERROR',
  // Behind nginx (npm run serve, the container) any route can meet every query-layer worker restarting.
  'SERVICE_UNAVAILABLE',
];

export const statusText: Record<number, string> = {
  400: 'Bad request: a parameter is unknown, repeated or invalid.',
  404: 'Not found.',
  405: 'Method not allowed: the API is read-only.',
  408: 'The request line and headers did not arrive in time.',
  413: 'The request body is too large.',
  414: 'The URL is too long.',
  415: 'Unsupported media type: send the body as application/json.',
  431: 'The request headers are too large.',
  429: 'Too many requests from this client; see Retry-After.',
  500: 'Unexpected server error.',
  503: 'No query-layer process can answer for a moment (behind nginx); see Retry-After.',
};

const tagDescriptions: Record<string, string> = {
  System: 'Health, metadata and this document.',
  Datasets: 'Whole datasets as downloadable JSON files.',
  Geography: 'Province outlines as GeoJSON and the point lookup: which province is this point in?',
  Provinces: 'The 81 provinces (il).',
  Districts: 'The 973 districts (ilçe).',
  Municipalities: 'Municipalities (belediye): province centres, district centres and towns.',
  Neighborhoods: 'Neighborhoods (mahalle), with postal codes.',
  Villages: 'Villages (köy), with postal codes.',
  'Postal codes': 'Postal codes (posta kodu), each with the neighborhoods and villages that carry it.',
  Changes: 'What changed between releases (added, removed, renamed, moved, postal codes) and the curated history before them, for the whole dataset and for each record.',
  Search: 'Place search as people type, ranked across every kind.',
  Addresses: 'A typed address line read into verified places: neighborhood or village, district, province and postal code.',
  'Legacy v1': 'The deprecated v1 surface, served from the same data.',
  'AI assistants': 'The Model Context Protocol server: the API as tools for AI assistants.',
};

class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  /** JSON Schema of `schema`, its identified parts moved into components. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema, $defs, ...root } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    for (const [id, definition] of Object.entries($defs ?? {})) this.components[id] = toComponentRefs(definition);
    return toComponentRefs(root);
  }
}

const toComponentRefs = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: unknown;
}

function parameterObject([name, param]: [string, Param], location: 'path' | 'query', collector: SchemaCollector, example?: unknown): ParameterObject {
  const { description, examples, ...schema } = collector.convert(param.schema, 'input');
  const shown = example ?? (Array.isArray(examples) ? examples[0] : undefined);
  return {
    name,
    in: location,
    required: location === 'path' || param.required === true,
    description: description as string,
    schema,
    ...(shown === undefined ? {} : { example: shown }),
  };
}

/**
 * A path parameter's example: the value of the route's own example request (the one its example
 * answer shows, real data), typed as the parameter parses it (`34`, not `"34"`).
 */
function pathExampleOf(route: Route, name: string, param: Param): unknown {
  const text = route.docs.example?.pathParams?.[name];
  if (text === undefined) throw new Error(`${route.id}: its example gives no value for the path parameter ${name}`);
  const parsed = param.parse(text, name);
  if (!parsed.ok) throw new Error(`${route.id}: the example ${name} is invalid: ${parsed.error.message}`);
  return parsed.value;
}

/**
 * What a nested list's query filter named as its path parameter means (`provinceId` of
 * /v2/provinces/{provinceId}/districts, DESIGN §3: the parent filters of the top-level list, which
 * must agree with the path's parent); clients offer the path's alone.
 */
export const repeatsPathParameter: Text = {
  en: 'Here the path gives it already: the query may only repeat the path’s id (another existing id answers 400 INVALID_HIERARCHY_FILTER, an id that does not exist an empty list), so clients send the path’s alone.',
  tr: 'Burada yol bunu zaten veriyor: sorgu yalnızca yoldaki id’yi tekrarlayabilir (var olan başka bir id 400 INVALID_HIERARCHY_FILTER, var olmayan bir id boş liste döndürür); istemciler yalnızca yoldakini gönderir.',
};

/** A route's path and query parameters as OpenAPI parameter objects, in order. */
export function parameterObjectsOf(route: Route, collector: SchemaCollector = new SchemaCollector()): ParameterObject[] {
  const query = Object.entries(route.params.params).map((param) => parameterObject(param, 'query', collector));
  return [
    ...Object.entries(route.pathParams).map(([name, param]) => parameterObject([name, param], 'path', collector, pathExampleOf(route, name, param))),
    ...query.map((parameter) => (parameter.name in route.pathParams ? { ...parameter, description: `${parameter.description} ${repeatsPathParameter.en}` } : parameter)),
  ];
}

/** The error statuses a route can answer, ascending, each with its codes. */
export function errorStatusesOf(route: Route): Array<[status: number, codes: ErrorCode[]]> {
  const codes = [...new Set([...sharedErrors, ...route.docs.errorCodes])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return [...byStatus.entries()].sort(([a], [b]) => a - b);
}

/** The document's tags, in the order the route table first names them. */
export const tagsOf = (routes: readonly Route[]): string[] => [...new Set(routes.flatMap((route) => route.docs.tags))];

function errorResponses(route: Route, collector: SchemaCollector, routes: readonly Route[]) {
  const v1 = errorStyleOfPath(route.path) === 'v1';
  return Object.fromEntries(
    errorStatusesOf(route)
      .map(([status, statusCodes]) => {
        // v1 errors carry only a sentence (and its status as the HTTP status).
        // v2: the shared Error component, narrowed to this status's codes.
        const schema = v1
          ? collector.convert(v1ErrorSchema, 'output')
          : {
              allOf: [
                { $ref: '#/components/schemas/Error' },
                { properties: { error: { properties: { code: { enum: statusCodes }, status: { const: status } } } } },
              ],
            };
        return [
          String(status),
          {
            description: v1 ? statusText[status] : `${statusText[status]} Codes: ${statusCodes.join(', ')}.`,
            ...(status === 405 ? { headers: { Allow: { schema: { type: 'string', const: allowedMethodsOf(routes.filter((row) => row.path === route.path)) } } } } : {}),
            ...(status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
            content: { 'application/json': { schema } },
          },
        ];
      }),
  );
}

const okHeaders = (route: Route, store: Store) => ({
  'Cache-Control': { description: `\`${route.cacheControl}\``, schema: { type: 'string' } },
  ETag: { description: 'Strong validator (quoted sha256); send it back in If-None-Match.', schema: { type: 'string' } },
  ...('Last-Modified' in (route.static?.headers(store.meta) ?? {})
    ? { 'Last-Modified': { description: 'The date of the dataset.', schema: { type: 'string' } } }
    : {}),
});

/**
 * A POST route's answers besides its 200 (POST /mcp: 202 for notifications, the SDK transport's own
 * JSON-RPC errors). Where the dispatcher can answer the same status with the error envelope (400), the
 * body is either.
 */
function otherAnswers(route: Route, errors: Record<string, { description?: string; content: { 'application/json': { schema: JsonSchema } } }>, collector: SchemaCollector) {
  const answers: Record<string, unknown> = { ...errors };
  for (const [status, { description, schema }] of Object.entries(route.docs.otherAnswers ?? {})) {
    const error = errors[status];
    const converted = schema && collector.convert(schema, 'output');
    answers[status] = {
      description: error ? `${error.description} Or: ${description}` : description,
      ...(converted ? { content: { 'application/json': { schema: error ? { anyOf: [error.content['application/json'].schema, converted] } : converted } } } : {}),
    };
  }
  return Object.fromEntries(Object.entries(answers).sort(([a], [b]) => Number(a) - Number(b)));
}

/** A POST route: a request body, and answers that are exchanges (no validator, no 304). */
function postOperation(route: Route, collector: SchemaCollector, routes: readonly Route[]) {
  const body = route.docs.requestBody;
  return {
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: collector.convert(body.schema, 'input'), example: body.example } } } } : {}),
    responses: {
      '200': {
        description: 'OK.',
        headers: { 'Cache-Control': { description: `\`${route.cacheControl}\``, schema: { type: 'string' } } },
        content: { 'application/json': { schema: collector.convert(route.docs.response, 'output') } },
      },
      ...otherAnswers(route, errorResponses(route, collector, routes), collector),
    },
  };
}

/**
 * DESIGN §3: unknown parameters are a 400, except where the platform decides first. Vercel's routing
 * can test a query for known names only, so a prebuilt URL whose query holds none of them is answered
 * by its file on every host; the names are the route table's, listed here from it.
 */
function unknownParametersRule(routes: readonly Route[]): string {
  const names = knownQueryKeysOf(routes).map((name) => `\`${name}\``);
  return (
    'An unknown or repeated query parameter is a 400 BAD_REQUEST that names it, with one exception the platform forces: ' +
    'an operation marked as a prebuilt file (a record, the default page of a nested list, a postal code, a boundary, a dataset file) ' +
    'answers from its file when the query holds only names that no operation of this API takes, and the file ignores them ' +
    '(a CDN can route a request to the query layer only on names it knows). ' +
    `The names this API takes, any of which sends such a request to the query layer: ${names.join(', ')}.`
  );
}

const prebuiltNote =
  ' This URL is also a prebuilt file: a query that holds only names the API does not know (see the API description) is answered by the file, which ignores them.';

/** The 200's example answer, or its named examples when the route has several. */
function examplesOf(route: Route, store: Store, routes: readonly Route[]) {
  const { example, examples } = route.docs;
  if (examples) return { examples: Object.fromEntries(examples.map((named) => [named.name, { summary: named.summary, value: exampleAnswer(route, store, routes, named) }])) };
  return { example: example === null ? undefined : exampleAnswer(route, store, routes) };
}

function operation(route: Route, store: Store, routes: readonly Route[], collector: SchemaCollector) {
  const common = {
    operationId: route.id,
    summary: route.docs.summary.en,
    description: route.docs.description.en,
    tags: [...route.docs.tags],
    parameters: parameterObjectsOf(route, collector),
  };
  if (methodOf(route) === 'POST') return { ...common, ...postOperation(route, collector, routes) };
  return {
    ...common,
    description: route.docs.description.en + (route.static ? prebuiltNote : ''),
    ...(route.docs.deprecated ? { deprecated: true } : {}),
    responses: {
      '200': {
        description: 'OK.',
        headers: okHeaders(route, store),
        content: {
          [route.docs.contentType ?? 'application/json']: { schema: collector.convert(route.docs.response, 'output'), ...examplesOf(route, store, routes) },
          ...Object.fromEntries(Object.entries(route.docs.mediaTypes ?? {}).map(([type, description]) => [type, { schema: { type: 'string', description } }])),
          ...Object.fromEntries(Object.entries(route.docs.otherContent ?? {}).map(([type, schema]) => [type, { schema: collector.convert(schema, 'output') }])),
        },
      },
      '304': { description: 'Not modified: If-None-Match matched the current ETag. No body.' },
      ...errorResponses(route, collector, routes),
    },
  };
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

export function buildOpenApiDocument(routes: readonly Route[], store: Store): OpenApiDocument {
  const collector = new SchemaCollector();
  collector.convert(errorComponent, 'output');
  collector.convert(v1ErrorSchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  // A path with a GET and a POST row is one path item with both operations.
  for (const route of routes) paths[route.path] = { ...paths[route.path], [methodOf(route).toLowerCase()]: operation(route, store, routes, collector) };
  const tags = tagsOf(routes);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Türkiye Administrative Divisions API',
      version: apiVersion,
      summary: "Provinces, districts, municipalities, neighborhoods and villages of Türkiye.",
      description:
        `Read-only API over Türkiye's administrative divisions (dataset ${store.meta.datasetVersion}, updated ${store.meta.lastUpdated}): ` +
        'lists with search, filters, sorting and pagination, single records with related records embedded, nested collections, and whole datasets as files. ' +
        'Every operation is a GET (HEAD and CORS preflight are answered too), except POST /mcp for AI assistants; every GET 200 carries a strong ETag for conditional requests. ' +
        unknownParametersRule(routes),
      // No absolute URL is known at build time (the same document serves every deployment).
      contact: { name: 'Türkiye Administrative Divisions API: see the guide at /en/guide/ of this deployment' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // A public API: no operation needs credentials. An empty requirement says so explicitly
    // (OpenAPI 3.1 §4.8.1: "To make security optional, an empty security requirement ({}) can be
    // included"; an empty list at the root removes every requirement).
    security: [],
    servers: [{ url: '/', description: 'This deployment' }],
    tags: tags.map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    paths,
    components: { schemas: collector.components },
  };
}
