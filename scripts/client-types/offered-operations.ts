// The operations the clients offer, read from the OpenAPI document (itself generated from the route
// table): what both generators, the TypeScript one and the Python one, build their methods from.
import { type JsonSchema, refsOf } from './schema-type.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  deprecated?: boolean;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** The document as buildOpenApiDocument makes it (and /v2/openapi.json holds it). */
export interface OpenApiDocumentLike {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OfferedOperation {
  path: string;
  method: 'GET' | 'POST';
  operation: Operation;
  /** The 200 answer's media types and their schemas. */
  content: Record<string, { schema: JsonSchema }>;
}

/**
 * What the clients offer: the GET operations of v2 and the system routes, and the POST operations of v2
 * that take a JSON body (POST /v2/addresses/parse); not the deprecated v1 surface, nor POST /mcp (an MCP
 * client's).
 */
const offered = (method: string, operation: Operation, path: string) =>
  operation.deprecated !== true && (method === 'get' || (method === 'post' && path.startsWith('/v2/') && operation.requestBody?.content['application/json'] !== undefined));

export function offeredOperations(document: OpenApiDocumentLike): OfferedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    // The generators read the document the route table generated: its operations have this shape.
    (Object.entries(item) as Array<[string, Operation]>)
      .filter(([method, operation]) => offered(method, operation, path))
      .map(([method, operation]) => ({ path, method: method === 'post' ? 'POST' : 'GET', operation, content: operation.responses['200']!.content ?? {} })),
  );
}

export const isJsonMediaType = (type: string) => /^application\/(?:[a-z.+-]+\+)?json$/.test(type);

/** Text answers (CSV, NDJSON, SHA256SUMS) a client reads as a string; other media types that are not JSON (SQLite) are bytes. */
export const isTextMediaType = (type: string) => type.startsWith('text/') || type === 'application/x-ndjson';

/** `^\s*(?:id|name)\s*(?:,…)*$` (a comma-separated list of known names, as param.ts writes it): the names. */
export function listNames(pattern: unknown): string[] | undefined {
  if (typeof pattern !== 'string') return undefined;
  const match = /^\^(?:\\s\*)?\(\?:([A-Za-z0-9_|\\-]+)\)(?:\\s\*)?\(\?:,/.exec(pattern);
  return match ? match[1]!.split('|').map((name) => name.replace(/\\(.)/g, '$1')) : undefined;
}

/** The spec's booleans are the strings `true` and `false`; a client sends a boolean as one of them. */
export const isBooleanText = (schema: JsonSchema) => Array.isArray(schema.enum) && schema.enum.join() === 'true,false';

/**
 * The parameters a client method takes: the path's, then the query's. A nested list's query takes its
 * parent's id filter too (`provinceId` on /v2/provinces/{provinceId}/districts, which may only repeat
 * the path's); the path already fixes it, so the name is the path's alone.
 */
export function methodParameters(parameters: readonly Parameter[]): Parameter[] {
  const pathNames = new Set(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
  return parameters.filter((parameter) => parameter.in === 'path' || !pathNames.has(parameter.name));
}

/** A list with `limit` and `offset`: the clients can walk its pages. */
export const isPaged = (operation: Operation) =>
  ['limit', 'offset'].every((name) => operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === name));

/** Components reachable from `roots`, in the document's order. */
export function reachable(document: OpenApiDocumentLike, roots: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const pending = roots.flatMap(refsOf);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    pending.push(...refsOf(document.components.schemas[name]));
  }
  return Object.keys(document.components.schemas).filter((name) => seen.has(name));
}
