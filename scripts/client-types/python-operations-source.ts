// The Python client's methods, as the text of clients/python/src/turkiye_divisions/_operations.py,
// generated from the OpenAPI document: one method per operation the clients offer, named by its
// operationId in snake_case (`get_province`), path parameters positional and query parameters as
// keywords in snake_case; an `iter_` method per list that walks its pages; and a batch POST that takes
// any number of items. The requests themselves are the hand-written transport's (_transport.py).
import { isBooleanText, listNames, methodParameters, type OfferedOperation, type OpenApiDocumentLike, offeredOperations, type Parameter, isPaged } from './offered-operations.ts';
import { docstring, isPythonName, PythonTypes, pythonString, snakeCase } from './python-type.ts';
import { answerName, batchItemName, batchOf, methodName, pythonTypesFile, recordName, wholeAnswerName, wholeAnswerOf, wholeRecordName } from './python-types-source.ts';
import type { JsonSchema } from './schema-type.ts';

export const pythonOperationsFile = pythonTypesFile.replace('_api_types.py', '_operations.py');

/** A parameter's type: the schema's, plus what the client turns into it (a bool, a list as a sequence). */
function parameterType(schema: JsonSchema): string {
  if (isBooleanText(schema)) return 'Union[bool, Literal["true", "false"]]';
  const names = listNames(schema.pattern);
  if (names) return `Union[str, Sequence[Literal[${names.map(pythonString).join(', ')}]]]`;
  const types = new PythonTypes({});
  const type = types.expression(schema, 'Parameter');
  // A parameter is a number, a string or one of an enumeration's; an object would need a type of its own.
  if (types.names.length > 0) throw new Error(`a parameter of schema ${JSON.stringify(schema)} needs a type of its own`);
  return type;
}

const argumentName = (parameter: Parameter) => {
  const name = snakeCase(parameter.name);
  if (!isPythonName(name)) throw new Error(`the parameter ${parameter.name} is no Python name`);
  return name;
};

function argumentDoc(parameter: Parameter): string {
  const defaultText = parameter.schema.default === undefined ? '' : ` Default: \`\`${String(parameter.schema.default)}\`\`.`;
  const where = parameter.in === 'path' ? 'in the path' : 'in the query';
  return `    ${argumentName(parameter)}: ${parameter.description ?? ''}${defaultText} (\`\`${parameter.name}\`\`, ${where}.)`;
}

/** How `fields` is declared: as any optional parameter, absent (`None`, the whole record), or given. */
type FieldsShape = 'optional' | 'absent' | 'given';

/** `self, province_id: int, *, fields: … = None`, one per line. */
function signature(parameters: readonly Parameter[], fields: FieldsShape = 'optional'): string {
  const path = parameters.filter((parameter) => parameter.in === 'path');
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const queryLine = (parameter: Parameter) => {
    const name = argumentName(parameter);
    const type = parameterType(parameter.schema);
    if (parameter.name === 'fields' && fields === 'absent') return `${name}: None = None`;
    if (parameter.required || (parameter.name === 'fields' && fields === 'given')) return `${name}: ${type}`;
    return `${name}: Optional[${type}] = None`;
  };
  const lines = ['self', ...path.map((parameter) => `${argumentName(parameter)}: ${parameterType(parameter.schema)}`), ...(query.length > 0 ? ['*'] : []), ...query.map(queryLine)];
  return lines.length === 1 ? 'self' : `\n${lines.map((line) => `        ${line},\n`).join('')}    `;
}

/**
 * A method's overloads where `fields` decides the answer's type: without it the whole record (the
 * `Whole` type), with it the document's own answer (the whole record or the selection).
 */
function overloads(name: string, parameters: readonly Parameter[], whole: string | undefined, selected: string): string {
  if (!whole) return '';
  return (
    `    @overload\n    def ${name}(${signature(parameters, 'absent')}) -> ${whole}: ...\n\n` +
    `    @overload\n    def ${name}(${signature(parameters, 'given')}) -> ${selected}: ...\n\n`
  );
}

/** The transport's arguments: the path template, the path parameters and the query, by their API names. */
function requestArguments(path: string, parameters: readonly Parameter[]): string {
  const pairs = (location: 'path' | 'query') =>
    `{${parameters
      .filter((parameter) => parameter.in === location)
      .map((parameter) => `${pythonString(parameter.name)}: ${argumentName(parameter)}`)
      .join(', ')}}`;
  return `${pythonString(path)}, ${pairs('path')}, ${pairs('query')}`;
}

function getMethods(document: OpenApiDocumentLike, offered: OfferedOperation): string {
  const { path, operation } = offered;
  const parameters = methodParameters(operation.parameters);
  const args = parameters.length > 0 ? `\n\nArgs:\n${parameters.map(argumentDoc).join('\n')}` : '';
  const name = methodName(operation.operationId);
  const answer = answerName(operation.operationId);
  const call = requestArguments(path, parameters);
  const whole = wholeAnswerOf(document, offered) !== undefined;
  const methods = [
    overloads(name, parameters, whole ? wholeAnswerName(operation.operationId) : undefined, answer) +
      `    def ${name}(${signature(parameters)}) -> ${whole ? `Union[${wholeAnswerName(operation.operationId)}, ${answer}]` : answer}:\n` +
      docstring(`${operation.summary}: \`\`GET ${path}\`\`.\n\n${operation.description}${args}`, '        ') +
      `        return cast(${answer}, self._get(${call}))\n`,
  ];
  if (isPaged(operation)) {
    const record = recordName(operation.operationId);
    const wholeRecord = whole ? wholeRecordName(operation.operationId) : undefined;
    methods.push(
      overloads(`iter_${name}`, parameters, wholeRecord && `Iterator[${wholeRecord}]`, `Iterator[${record}]`) +
        `    def iter_${name}(${signature(parameters)}) -> Iterator[${wholeRecord ? `Union[${wholeRecord}, ${record}]` : record}]:\n` +
        docstring(
          `Every record of \`\`${name}\`\`, page after page: \`\`limit\`\` records a request (the API's default when not given), from \`\`offset\`\` on, until \`\`meta.total\`\` is reached.${args}`,
          '        ',
        ) +
        `        return cast(Iterator[${record}], self._records(${call}))\n`,
    );
  }
  return methods.join('\n');
}

function batchMethod(document: OpenApiDocumentLike, { path, operation }: OfferedOperation): string {
  const { field, items, size } = batchOf(document, operation);
  const item = batchItemName(operation.operationId);
  return (
    `    def ${methodName(operation.operationId)}(self, ${snakeCase(field)}: Sequence[${parameterType(items)}]) -> list[${item}]:\n` +
    docstring(
      `${operation.summary}: \`\`POST ${path}\`\`, ${size} at a time.\n\n${operation.description}\n\nAny number of ${field} is sent in requests of ${size}; the answers come back as one list, in the order given (none for none). An item's message that names an item by its index (\`\`${field}[3]\`\`) counts within its request of ${size}.`,
      '        ',
    ) +
    `        return cast(list[${item}], self._post_in_batches(${pythonString(path)}, ${pythonString(field)}, ${snakeCase(field)}, ${size}))\n`
  );
}

export function pythonOperationsSource(document: OpenApiDocumentLike, typeNames: readonly string[]): string {
  const methods = offeredOperations(document).map((offered) => (offered.method === 'POST' ? batchMethod(document, offered) : getMethods(document, offered)));
  const body = methods.join('\n');
  const typing = ['Iterator', 'Literal', 'Optional', 'Sequence', 'Union', 'cast', 'overload'].filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  const named = new Set(
    offeredOperations(document).flatMap((offered) => {
      const { method, operation } = offered;
      const { operationId } = operation;
      if (method === 'POST') return [batchItemName(operationId)];
      const whole = wholeAnswerOf(document, offered) !== undefined;
      return [
        answerName(operationId),
        ...(whole ? [wholeAnswerName(operationId)] : []),
        ...(isPaged(operation) ? [recordName(operationId), ...(whole ? [wholeRecordName(operationId)] : [])] : []),
      ];
    }),
  );
  const used = typeNames.filter((name) => named.has(name));
  if (used.length !== named.size) throw new Error(`the types module lacks ${[...named].filter((name) => !typeNames.includes(name)).join(', ')}`);
  return [
    '# Generated by `npm run client:types` from the OpenAPI document the service publishes (/v2/openapi.json,\n',
    '# itself generated from the route table). Do not edit: `npm test` fails when this file differs from\n',
    '# what the generator writes.\n',
    '"""One method per operation of the API, named by its operationId in snake_case."""\n\n',
    'from __future__ import annotations\n\n',
    `from typing import ${typing.join(', ')}\n\n`,
    `from ._api_types import (\n${used.map((name) => `    ${name},\n`).join('')})\n`,
    'from ._transport import Transport\n\n\n',
    'class Operations(Transport):\n',
    '    """The API\'s operations; ``Client`` adds what is not one (``download_dataset``)."""\n\n',
    body,
  ].join('');
}
