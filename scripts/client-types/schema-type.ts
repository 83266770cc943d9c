// JSON Schema (the subset zod writes into the OpenAPI document) as a TypeScript type: `$ref` to a
// component, `const`, `enum`, `anyOf`/`oneOf`/`allOf`, the primitive types, arrays and objects, with
// each property's description as its doc comment. Anything else is `unknown`, never a guess.
export type JsonSchema = Record<string, unknown>;

const componentRef = '#/components/schemas/';
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const propertyKey = (name: string): string => (identifier.test(name) ? name : JSON.stringify(name));

/** A doc comment from a description, at `indent`; nothing when there is none. */
export function docComment(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const lines = text.replaceAll('*/', '*\\/').split('\n');
  return lines.length === 1
    ? `${indent}/** ${lines[0]} */\n`
    : `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

const union = (types: readonly string[]): string => [...new Set(types)].join(' | ');

/** Wraps a union or intersection so `[]` applies to all of it (a needless pair of brackets is harmless). */
const arrayOf = (type: string): string => (/ [|&] /.test(type) ? `(${type})[]` : `${type}[]`);

function objectType(schema: JsonSchema, indent: string): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const inner = `${indent}  `;
  const lines = Object.entries(properties).map(
    ([name, property]) =>
      `${docComment(property.description, inner)}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${schemaType(property, inner)};\n`,
  );
  const extra = schema.additionalProperties;
  if (lines.length === 0)
    return extra === false
      ? 'Record<string, never>'
      : `Record<string, ${extra && typeof extra === 'object' ? schemaType(extra as JsonSchema, indent) : 'unknown'}>`;
  const open =
    extra !== false && extra !== undefined ? ` & Record<string, ${typeof extra === 'object' ? schemaType(extra as JsonSchema, indent) : 'unknown'}>` : '';
  return `{\n${lines.join('')}${indent}}${open}`;
}

export function schemaType(schema: JsonSchema, indent = ''): string {
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(componentRef)) return `Schemas[${JSON.stringify(schema.$ref.slice(componentRef.length))}]`;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return union((schema[key] as JsonSchema[]).map((member) => schemaType(member, indent)));
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map((member) => schemaType(member, indent)).join(' & ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length === 0) return 'unknown';
  return union(
    types.map((type) => {
      switch (type) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return schema.items && typeof schema.items === 'object' ? arrayOf(schemaType(schema.items as JsonSchema, indent)) : 'unknown[]';
        case 'object':
          return objectType(schema, indent);
        default:
          return 'unknown';
      }
    }),
  );
}

/** The component names a schema refers to, directly. */
export function refsOf(schema: unknown): string[] {
  const text = JSON.stringify(schema);
  return [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
}
