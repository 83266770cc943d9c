// The Python client's types, as the text of clients/python/src/turkiye_divisions/_api_types.py,
// generated from the OpenAPI document like the TypeScript client's (client-types-source.ts): a
// TypedDict for every record, answer and error the offered operations use, a Literal for every
// enumeration, and per operation its answer (`GetProvinceAnswer`), the record its pages hold
// (`ListProvincesRecord`) and, for a batch POST, one item of its answer (`ParseAddressesItem`).
import { isJsonMediaType, isPaged, isTextMediaType, type OfferedOperation, type OpenApiDocumentLike, offeredOperations, reachable } from './offered-operations.ts';
import { PythonTypes, pascalCase, snakeCase, union } from './python-type.ts';
import type { JsonSchema } from './schema-type.ts';

export const pythonTypesFile = 'clients/python/src/turkiye_divisions/_api_types.py';

export const answerName = (operationId: string) => `${pascalCase(operationId)}Answer`;
export const recordName = (operationId: string) => `${pascalCase(operationId)}Record`;
export const batchItemName = (operationId: string) => `${pascalCase(operationId)}Item`;
export const wholeAnswerName = (operationId: string) => `${pascalCase(operationId)}WholeAnswer`;
export const wholeRecordName = (operationId: string) => `${pascalCase(operationId)}WholeRecord`;
export const methodName = snakeCase;

const componentRef = '#/components/schemas/';
/** A schema, or the component its `$ref` names. */
export const resolved = (document: OpenApiDocumentLike, schema: JsonSchema): JsonSchema =>
  typeof schema.$ref === 'string' && schema.$ref.startsWith(componentRef) ? document.components.schemas[schema.$ref.slice(componentRef.length)]! : schema;

/** The items of an answer's `data` array (a list's records, a batch's items). */
function dataItems(document: OpenApiDocumentLike, { operation, content }: OfferedOperation): JsonSchema {
  const answer = resolved(document, content['application/json']?.schema ?? {});
  const data = (answer.properties as Record<string, JsonSchema> | undefined)?.data;
  if (data?.type !== 'array' || typeof data.items !== 'object') throw new Error(`${operation.operationId}: its answer has no data array`);
  return data.items as JsonSchema;
}

/**
 * The answer without `fields`: the API answers the whole record then, and only the fields asked for
 * with it, and the document says so as `data` (or its items) being one of two records, the whole one
 * and its selection (`Province` or `ProvinceSelection`). The whole one is the one that requires more
 * keys, of a superset of the other's. Undefined when the operation has no `fields` or no such `data`.
 */
export function wholeAnswerOf(document: OpenApiDocumentLike, { operation, content }: OfferedOperation): { answer: JsonSchema; record: JsonSchema } | undefined {
  if (!operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'fields')) return undefined;
  const answer = resolved(document, content['application/json']?.schema ?? {});
  const properties = (answer.properties ?? {}) as Record<string, JsonSchema>;
  const data = properties.data;
  const list = data?.type === 'array';
  const members = ((list ? (data.items as JsonSchema) : data)?.anyOf ?? []) as JsonSchema[];
  if (members.length !== 2) return undefined;
  const [a, b] = members.map((member) => resolved(document, member));
  const required = (schema: JsonSchema) => new Set((schema.required ?? []) as string[]);
  const keys = (schema: JsonSchema) => Object.keys((schema.properties ?? {}) as object);
  const covers = (whole: JsonSchema, part: JsonSchema) => required(whole).size > required(part).size && keys(part).every((key) => keys(whole).includes(key));
  const whole = covers(a!, b!) ? members[0]! : covers(b!, a!) ? members[1]! : undefined;
  if (!whole) return undefined;
  return { answer: { ...answer, properties: { ...properties, data: list ? { ...data, items: whole } : whole } }, record: whole };
}

/**
 * A POST whose JSON body is one array of at most `size` items (`{"lines": [...]}`, 1 to 100): the
 * client takes any number of items and sends them `size` at a time.
 */
export function batchOf(document: OpenApiDocumentLike, operation: OfferedOperation['operation']): { field: string; items: JsonSchema; size: number } {
  const body = resolved(document, operation.requestBody?.content['application/json']?.schema ?? {});
  const properties = Object.entries((body.properties ?? {}) as Record<string, JsonSchema>);
  const [field, array] = properties[0] ?? [];
  if (properties.length !== 1 || !field || array?.type !== 'array' || typeof array.maxItems !== 'number')
    throw new Error(`${operation.operationId}: the Python generator knows only POST bodies of one bounded array`);
  return { field, items: array.items as JsonSchema, size: array.maxItems };
}

/** The 200 answer: JSON media types as their schema, text as `str`, anything else (SQLite) as `bytes`. */
function answerType(types: PythonTypes, name: string, content: OfferedOperation['content']): string {
  const entries = Object.entries(content);
  return union(
    entries.map(([type, { schema }]) =>
      isJsonMediaType(type) ? types.expression(schema, entries.length > 1 ? `${name}${pascalCase(type.replace(/^application\/(?:(.+)\+)?/, '$1'))}` : name) : isTextMediaType(type) ? 'str' : 'bytes',
    ),
  );
}

/** The module's text, and the public names it defines. */
export function pythonTypesModule(document: OpenApiDocumentLike): { source: string; names: string[] } {
  const operations = offeredOperations(document);
  const types = new PythonTypes(document.components.schemas);
  // The error envelope every operation can answer, then the schemas of the answers, in the document's order.
  for (const name of ['Error', ...reachable(document, operations.map(({ content }) => content))]) types.component(name);
  for (const offered of operations) {
    const { operationId } = offered.operation;
    const answer = answerType(types, answerName(operationId), offered.content);
    if (answer !== answerName(operationId)) types.alias(answerName(operationId), answer);
    if (offered.method === 'GET' && isPaged(offered.operation)) types.named(recordName(operationId), dataItems(document, offered));
    const whole = offered.method === 'GET' ? wholeAnswerOf(document, offered) : undefined;
    if (whole) {
      types.named(wholeAnswerName(operationId), whole.answer);
      if (isPaged(offered.operation)) types.named(wholeRecordName(operationId), whole.record);
    }
    if (offered.method === 'POST') types.named(batchItemName(operationId), dataItems(document, offered));
  }
  const body = types.source;
  const typing = ['Literal', 'Optional', 'TypedDict', 'Union'].filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  const source = [
    '# Generated by `npm run client:types` from the OpenAPI document the service publishes (/v2/openapi.json,\n',
    '# itself generated from the route table). Do not edit: `npm test` fails when this file differs from\n',
    '# what the generator writes.\n',
    '"""The API\'s records, answers and errors as TypedDicts, its enumerations as Literals."""\n\n',
    'from __future__ import annotations\n\n',
    `from typing import ${typing.join(', ')}\n\n`,
    `__all__ = [\n${types.names.map((name) => `    "${name}",\n`).join('')}]\n\n\n`,
    body,
    '\n',
  ].join('');
  return { source, names: types.names };
}
