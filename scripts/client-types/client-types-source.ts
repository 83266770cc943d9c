// The typed client's types, as the text of src/client/api-types.ts, generated from the OpenAPI
// document (itself generated from the route table and its zod schemas): for every operation the client
// offers, its parameters (path and query in one object) and its answer, the schemas those answers use,
// and the data the client builds requests from (path template, path parameters, whether it pages).
import { docComment, type JsonSchema, propertyKey, refsOf, schemaType } from './schema-type.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  deprecated?: boolean;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** Where the generated types live (committed; checked by a test). */
export const clientTypesFile = 'src/client/api-types.ts';

/** The document as buildOpenApiDocument makes it (and /v2/openapi.json holds it). */
export interface OpenApiDocumentLike {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

/**
 * What the client offers: the GET operations of v2 and the system routes, and the POST operations of v2
 * that take a JSON body (POST /v2/addresses/parse); not the deprecated v1 surface, nor POST /mcp (an MCP
 * client's).
 */
const offered = (method: string, operation: Operation, path: string) =>
  operation.deprecated !== true && (method === 'get' || (method === 'post' && path.startsWith('/v2/') && operation.requestBody?.content['application/json'] !== undefined));

const isJsonMediaType = (type: string) => /^application\/(?:[a-z.+-]+\+)?json$/.test(type);

/** `^\s*(?:id|name)\s*(?:,…)*$` (a comma-separated list of known names, as param.ts writes it): the names. */
function listNames(pattern: unknown): string[] | undefined {
  if (typeof pattern !== 'string') return undefined;
  const match = /^\^(?:\\s\*)?\(\?:([A-Za-z0-9_|\\-]+)\)(?:\\s\*)?\(\?:,/.exec(pattern);
  return match ? match[1]!.split('|').map((name) => name.replace(/\\(.)/g, '$1')) : undefined;
}

/** A parameter's type: the schema's, plus what the client turns into it (a boolean, a list as an array). */
function parameterType(schema: JsonSchema): string {
  // The spec's booleans are the strings `true` and `false`; a boolean is sent as one of them.
  if (Array.isArray(schema.enum) && schema.enum.join() === 'true,false') return "boolean | 'true' | 'false'";
  const names = listNames(schema.pattern);
  if (names) return `string | readonly (${names.map((name) => JSON.stringify(name)).join(' | ')})[]`;
  return schemaType(schema);
}

function parametersType(parameters: readonly Parameter[], indent: string): string {
  const pathNames = new Set(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
  // A nested list's query takes its parent's id filter too; the path already fixes it, so the name is the path's.
  const shown = parameters.filter((parameter) => parameter.in === 'path' || !pathNames.has(parameter.name));
  if (shown.length === 0) return 'Record<string, never>';
  const inner = `${indent}  `;
  const lines = shown.map((parameter) => {
    const defaultText = parameter.schema.default === undefined ? '' : ` Default: \`${String(parameter.schema.default)}\`.`;
    const where = parameter.in === 'path' ? ' (In the path.)' : '';
    const doc = docComment(`${parameter.description ?? ''}${defaultText}${where}`.trim(), inner);
    return `${doc}${inner}${propertyKey(parameter.name)}${parameter.required ? '' : '?'}: ${parameterType(parameter.schema)};\n`;
  });
  return `{\n${lines.join('')}${indent}}`;
}

/** The 200 answer: JSON media types as their schema, text as a string, anything else (SQLite) as bytes. */
function answerType(content: Record<string, { schema: JsonSchema }>, indent: string): string {
  const types = Object.entries(content).map(([type, { schema }]) =>
    isJsonMediaType(type) ? schemaType(schema, indent) : type.startsWith('text/') || type === 'application/x-ndjson' ? 'string' : 'ArrayBuffer',
  );
  return [...new Set(types)].join(' | ');
}

/** Components reachable from `roots`, in the document's order. */
function reachable(document: OpenApiDocumentLike, roots: readonly unknown[]): string[] {
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

export function clientTypesSource(document: OpenApiDocumentLike): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    // The generator reads the document the route table generated: its operations have this shape.
    (Object.entries(item) as Array<[string, Operation]>)
      .filter(([method, operation]) => offered(method, operation, path))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation, content: operation.responses['200']!.content ?? {} })),
  );
  const components = reachable(document, [...operations.map(({ content }) => content), ...operations.map(({ operation }) => operation.requestBody ?? {})]);
  // A POST operation's parameters are its JSON body.
  const paramsType = (operation: Operation) => {
    const body = operation.requestBody?.content['application/json'];
    return body ? schemaType(body.schema, '    ') : parametersType(operation.parameters, '    ');
  };
  const out: string[] = [
    '// Generated by `npm run client:types` from the OpenAPI document the service publishes (/v2/openapi.json,\n',
    '// itself generated from the route table). Do not edit: `npm test` fails when this file differs from\n',
    '// what the generator writes.\n\n',
    '/** The schemas the answers use, by their name in the OpenAPI document. */\n',
    'export interface Schemas {\n',
    ...components.map(
      (name) =>
        `${docComment(document.components.schemas[name]!.description, '  ')}  ${propertyKey(name)}: ${schemaType(document.components.schemas[name]!, '  ')};\n`,
    ),
    '}\n\n',
    ...components.map((name) => `export type ${name} = Schemas[${JSON.stringify(name)}];\n`),
    '\n/** Every operation the client offers, by operationId: its parameters (path and query in one object) and its answer. */\n',
    'export interface Operations {\n',
    ...operations.map(
      ({ path, method, operation, content }) =>
        `${docComment(`${operation.summary}: \`${method} ${path}\`.\n\n${operation.description}`, '  ')}  ${operation.operationId}: {\n` +
        `    params: ${paramsType(operation)};\n` +
        `    answer: ${answerType(content, '    ')};\n  };\n`,
    ),
    '}\n\n',
    '/** How the client builds an operation’s request. */\n',
    'export interface OperationInfo {\n  readonly path: string;\n  readonly pathParams: readonly string[];\n  /** A list with `limit` and `offset`: the client can walk its pages. */\n  readonly paged: boolean;\n  /** POST: the parameters are sent as the JSON body. GET when absent. */\n  readonly method?: \'POST\';\n}\n\n',
    'export const operations = {\n',
    ...operations.map(({ path, method, operation }) => {
      if (method === 'POST') return `  ${operation.operationId}: { path: ${JSON.stringify(path)}, pathParams: [], paged: false, method: "POST" },\n`;
      const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => JSON.stringify(parameter.name));
      const query = new Set(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
      return `  ${operation.operationId}: { path: ${JSON.stringify(path)}, pathParams: [${pathParams.join(', ')}], paged: ${query.has('limit') && query.has('offset')} },\n`;
    }),
    '} as const satisfies Record<keyof Operations, OperationInfo>;\n',
  ];
  return out.join('');
}
