// The OpenAPI 3.1 document, generated from the route table and the zod schemas the API validates
// with, so it cannot drift from what the service does. Zod writes JSON Schema draft 2020-12 (OpenAPI
// 3.1's dialect); schemas with a `.meta({ id })` become components and are referenced.
import { z } from 'zod';
import type { Store } from '../../data/store.ts';
import { type ErrorCode, errorCodes, statusOf } from '../errors.ts';
import type { Param } from '../params/param.ts';
import type { Route } from '../routing/route.ts';
import { apiVersion } from '../system/meta.ts';
import { exampleAnswer } from './example-answer.ts';
import { errorStyleOfPath } from '../error-envelope.ts';
import { v1ErrorSchema } from '../v1/v1-schemas.ts';

type JsonSchema = Record<string, unknown>;

export const errorComponent = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]).meta({ description: 'Stable machine-readable code.' }),
      message: z.string().min(1).meta({ description: 'What went wrong and how to fix it.' }),
      status: z.int().min(400).max(599).meta({ description: 'The HTTP status, repeated.' }),
    }),
  })
  .meta({ id: 'Error', title: 'Error' });

/** Error codes every route can answer, whatever it is. */
const sharedErrors: readonly ErrorCode[] = ['BAD_REQUEST', 'METHOD_NOT_ALLOWED', 'URI_TOO_LONG', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_SERVER_ERROR'];

const statusText: Record<number, string> = {
  400: 'Bad request: a parameter is unknown, repeated or invalid.',
  404: 'Not found.',
  405: 'Method not allowed: the API is read-only.',
  414: 'The URL is too long.',
  429: 'Too many requests from this client; see Retry-After.',
  500: 'Unexpected server error.',
};

const tagDescriptions: Record<string, string> = {
  System: 'Health, metadata and this document.',
  Datasets: 'Whole datasets as downloadable JSON files.',
  Provinces: 'The 81 provinces (il).',
  Districts: 'The 973 districts (ilçe).',
  Municipalities: 'Municipalities (belediye): province centres, district centres and towns.',
  Neighborhoods: 'Neighborhoods (mahalle), with postal codes.',
  Villages: 'Villages (köy), with postal codes.',
  Search: 'Place search as people type, ranked across every kind.',
  'Legacy v1': 'The deprecated v1 surface, served from the same data.',
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

function parameterObject(param: Param, location: 'path' | 'query', collector: SchemaCollector) {
  const { description, examples, ...schema } = collector.convert(param.schema, 'input');
  return {
    name: param.name,
    in: location,
    required: location === 'path' || param.required === true,
    description: description as string,
    schema,
    ...(Array.isArray(examples) ? { example: examples[0] } : {}),
  };
}

function errorResponses(route: Route, collector: SchemaCollector) {
  const v1 = errorStyleOfPath(route.path) === 'v1';
  const codes = [...new Set([...sharedErrors, ...(route.docs.errorCodes as ErrorCode[])])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => {
        // v1 errors carry only a sentence (and its status as the HTTP status).
        const schema = v1
          ? v1ErrorSchema
          : z.strictObject({
              error: z.strictObject({ code: z.enum(statusCodes as [ErrorCode, ...ErrorCode[]]), message: z.string().min(1), status: z.literal(status) }),
            });
        return [
          String(status),
          {
            description: v1 ? statusText[status] : `${statusText[status]} Codes: ${statusCodes.join(', ')}.`,
            ...(status === 405 ? { headers: { Allow: { schema: { type: 'string', const: 'GET, HEAD, OPTIONS' } } } } : {}),
            ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
            content: { 'application/json': { schema: collector.convert(schema, 'output') } },
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

function operation(route: Route, store: Store, routes: readonly Route[], collector: SchemaCollector) {
  const example = route.docs.example === null ? undefined : exampleAnswer(route, store, routes);
  return {
    operationId: route.id,
    summary: route.docs.summary.en,
    description: route.docs.description.en,
    tags: [...route.docs.tags],
    ...(route.docs.deprecated ? { deprecated: true } : {}),
    parameters: [
      ...route.pathParams.map((param) => parameterObject(param, 'path', collector)),
      ...route.params.params.map((param) => parameterObject(param, 'query', collector)),
    ],
    responses: {
      '200': {
        description: 'OK.',
        headers: okHeaders(route, store),
        content: { 'application/json': { schema: collector.convert(route.docs.response, 'output'), example } },
      },
      '304': { description: 'Not modified: If-None-Match matched the current ETag. No body.' },
      ...errorResponses(route, collector),
    },
  };
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
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
  for (const route of routes) paths[route.path] = { get: operation(route, store, routes, collector) };
  const tags = [...new Set(routes.flatMap((route) => route.docs.tags))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Türkiye Administrative Divisions API',
      version: apiVersion,
      summary: "Provinces, districts, municipalities, neighborhoods and villages of Türkiye.",
      description:
        `Read-only API over Türkiye's administrative divisions (dataset ${store.meta.datasetVersion}, updated ${store.meta.lastUpdated}): ` +
        'lists with search, filters, sorting and pagination, single records with related records embedded, nested collections, and whole datasets as files. ' +
        'Every operation is a GET (HEAD and CORS preflight are answered too); every 200 carries a strong ETag for conditional requests.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This deployment' }],
    tags: tags.map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    paths,
    components: { schemas: collector.components },
  };
}
