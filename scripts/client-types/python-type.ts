// JSON Schema (the subset zod writes into the OpenAPI document) as Python 3.9 typing, the way
// schema-type.ts writes it as TypeScript: `$ref` to a component, `const` and `enum` as `Literal`,
// `anyOf`/`oneOf` as `Union`, null as `Optional`, arrays as `list`, and every object with properties as
// a `TypedDict` of its own (Python has no anonymous record type), named after where it sits
// (`LocatePointAnswerData`). Anything else is `object`, never a guess.
//
// Python 3.9 is the oldest version the package supports: no `X | Y` (3.10), no `NotRequired` (3.11).
// A TypedDict with required and optional keys is therefore two classes, the optional keys in a
// `total=False` subclass of the required ones (PEP 589, "Totality").
import type { JsonSchema } from './schema-type.ts';

const componentRef = '#/components/schemas/';
const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;
// https://docs.python.org/3/reference/lexical_analysis.html#keywords
const keywords = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** Whether `name` can be a Python attribute, argument or class name. */
export const isPythonName = (name: string): boolean => identifier.test(name) && !keywords.has(name);

export const pascalCase = (name: string): string => name.replace(/(?:^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** `minPopulation` → `min_population`, `listProvinceDistricts` → `list_province_districts`. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A Python string literal (JSON's escapes are Python's too). */
export const pythonString = (text: string): string => JSON.stringify(text);

/** A docstring's body: the text with what would end it or escape in it made harmless, at `indent`. */
export function docstring(text: string, indent: string): string {
  const lines = text.trim().replaceAll('\\', '\\\\').replaceAll('"""', '\\"\\"\\"').split('\n');
  const body = lines.map((line, i) => (i === 0 || line.trim() === '' ? line.trimEnd() : `${indent}${line}`.trimEnd())).join('\n');
  return lines.length === 1 ? `${indent}"""${body}"""\n` : `${indent}"""${body}\n${indent}"""\n`;
}

const literal = (value: unknown): string =>
  typeof value === 'string' ? pythonString(value) : typeof value === 'boolean' ? (value ? 'True' : 'False') : String(value);

/** The members of a `Union[...]` or `Optional[...]` written by `union`, or the type itself. */
function membersOf(type: string): string[] {
  const wrapper = /^(Union|Optional)\[(.*)\]$/.exec(type);
  if (!wrapper) return [type];
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  const inner = wrapper[2]!;
  for (let i = 0; i <= inner.length; i++) {
    const char = inner[i];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    // A Union[...] that closes before the end was not one wrapper (`Union[A, B], Union[C]` is no type here).
    if (depth < 0) return [type];
    if (i === inner.length || (char === ',' && depth === 0)) {
      members.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  return wrapper[1] === 'Optional' ? [...members, 'None'] : members;
}

/** `Union[...]` of distinct types (nested unions flattened), `Optional[...]` when one is None, the type itself when alone. */
export function union(types: readonly string[]): string {
  const distinct = [...new Set(types.flatMap(membersOf))];
  const others = distinct.filter((type) => type !== 'None');
  const inner = others.length === 1 ? others[0]! : `Union[${others.join(', ')}]`;
  if (others.length === 0) return 'None';
  return others.length < distinct.length ? `Optional[${inner}]` : inner;
}

/** The definitions of one Python module: components and the named types found inside them, each after what it uses. */
export class PythonTypes {
  readonly #components: Record<string, JsonSchema>;
  readonly #taken: Set<string>;
  readonly #defined = new Set<string>();
  readonly #sources: string[] = [];
  readonly #variants = new Map<string, string>();
  /** Public names, in the order they are defined (the module's `__all__`). */
  readonly names: string[] = [];

  constructor(components: Record<string, JsonSchema>) {
    this.#components = components;
    // Component names are kept for the components, whatever is named first.
    this.#taken = new Set(Object.keys(components));
  }

  /** The module's definitions, in order. */
  get source(): string {
    return this.#sources.join('\n\n');
  }

  /** A component by name, defined (with what it uses) the first time it is asked for. */
  component(name: string): string {
    if (!this.#defined.has(name)) {
      this.#defined.add(name);
      this.#define(name, this.#components[name]!);
    }
    return name;
  }

  /** `schema` under `name` (free, or taken here first): a TypedDict when it is an object with properties, else an alias. */
  named(name: string, schema: JsonSchema): void {
    this.#taken.add(name);
    this.#defined.add(name);
    this.#define(name, schema);
  }

  /** `name = type`: a name for a type written already (an operation's answer that is a component, a union …). */
  alias(name: string, type: string): void {
    this.#taken.add(name);
    this.#defined.add(name);
    this.#sources.push(`${name} = ${type}`);
    this.names.push(name);
  }

  /** The Python type of `schema`; objects inside it become TypedDicts named from `hint`. */
  expression(schema: JsonSchema, hint: string): string {
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith(componentRef)) return this.component(schema.$ref.slice(componentRef.length));
    if ('const' in schema) return schema.const === null ? 'None' : `Literal[${literal(schema.const)}]`;
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((value) => value !== null);
      return union([...(values.length > 0 ? [`Literal[${values.map(literal).join(', ')}]`] : []), ...(values.length < schema.enum.length ? ['None'] : [])]);
    }
    for (const key of ['anyOf', 'oneOf'] as const) {
      const members = schema[key];
      if (Array.isArray(members)) {
        const flat = flatMembers(members as JsonSchema[], key);
        const single = flat.filter((member) => member.type !== 'null').length === 1;
        return union(flat.map((member, i) => this.#variant(member, `${hint}${single ? 'Object' : variantName(member, i)}`)));
      }
    }
    if (Array.isArray(schema.allOf)) return schema.allOf.length === 1 ? this.expression(schema.allOf[0] as JsonSchema, hint) : 'object';
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : schema.properties ? ['object'] : [];
    if (types.length === 0) return 'object';
    return union(types.map((type) => this.#typeOf(type, schema, hint)));
  }

  #typeOf(type: string, schema: JsonSchema, hint: string): string {
    switch (type) {
      case 'string':
        return 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'null':
        return 'None';
      case 'array':
        return schema.items && typeof schema.items === 'object' ? `list[${this.expression(schema.items as JsonSchema, `${hint}Item`)}]` : 'list[object]';
      case 'object': {
        if (schema.properties && Object.keys(schema.properties).length > 0) {
          const name = this.#free(hint);
          this.named(name, schema);
          return name;
        }
        const extra = schema.additionalProperties;
        return `dict[str, ${extra && typeof extra === 'object' && Object.keys(extra).length > 0 ? this.expression(extra as JsonSchema, `${hint}Value`) : 'object'}]`;
      }
      default:
        return 'object';
    }
  }

  /** A member of a union; a member written already elsewhere (the same GeoJSON collection as JSON and as GeoJSON) keeps its first name. */
  #variant(member: JsonSchema, hint: string): string {
    const key = JSON.stringify(member);
    const known = this.#variants.get(key);
    if (known) return known;
    const type = this.expression(member, hint);
    this.#variants.set(key, type);
    return type;
  }

  #free(hint: string): string {
    let name = hint;
    for (let n = 2; this.#taken.has(name); n++) name = `${hint}${n}`;
    this.#taken.add(name);
    return name;
  }

  #define(name: string, schema: JsonSchema): void {
    const doc = typeof schema.description === 'string' ? schema.description : '';
    const isObject = schema.properties && Object.keys(schema.properties).length > 0 && !schema.$ref && !schema.anyOf && !schema.oneOf;
    if (!isObject) {
      const type = this.expression(schema, name);
      this.#sources.push(`${doc ? `${doc.split('\n').map((line) => `#: ${line}`.trimEnd()).join('\n')}\n` : ''}${name} = ${type}`);
      this.names.push(name);
      return;
    }
    const properties = Object.entries(schema.properties as Record<string, JsonSchema>);
    const required = new Set((schema.required ?? []) as string[]);
    const field = ([key, property]: [string, JsonSchema]) => {
      if (!isPythonName(key)) throw new Error(`${name}.${key} is no Python name: the generator would need TypedDict's functional form for it`);
      // A property named as the last word of its holder (Error.error) is its body: ErrorBody, not ErrorError.
      const type = this.expression(property, name.endsWith(pascalCase(key)) ? `${name}Body` : `${name}${pascalCase(key)}`);
      const description = typeof property.description === 'string' ? property.description : '';
      return `    ${key}: ${type}\n${description ? docstring(description, '    ') : ''}`;
    };
    const requiredFields = properties.filter(([key]) => required.has(key)).map(field);
    const optionalFields = properties.filter(([key]) => !required.has(key)).map(field);
    const classDoc = doc ? `${docstring(doc, '    ')}\n` : '';
    if (optionalFields.length === 0) this.#sources.push(`class ${name}(TypedDict):\n${classDoc}${requiredFields.join('')}`.trimEnd());
    else if (requiredFields.length === 0) this.#sources.push(`class ${name}(TypedDict, total=False):\n${classDoc}${optionalFields.join('')}`.trimEnd());
    else {
      // The required keys first, in a base of their own (Python 3.9 has no NotRequired).
      this.#sources.push(`class _${name}Required(TypedDict):\n${requiredFields.join('')}`.trimEnd());
      this.#sources.push(`class ${name}(_${name}Required, total=False):\n${classDoc}${optionalFields.join('')}`.trimEnd());
    }
    this.names.push(name);
  }
}

/** The members of nested unions of one kind, as one list. */
const flatMembers = (members: readonly JsonSchema[], key: 'anyOf' | 'oneOf'): JsonSchema[] =>
  members.flatMap((member) => (Array.isArray(member[key]) && Object.keys(member).every((name) => name === key || name === 'description') ? flatMembers(member[key] as JsonSchema[], key) : [member]));

/** A member of a union, named by its `type` constant where it has one (GeoJSON's `Polygon`), else by its place. */
function variantName(member: JsonSchema, index: number): string {
  const type = (member.properties as Record<string, JsonSchema> | undefined)?.type?.const;
  return typeof type === 'string' ? pascalCase(type) : String(index + 1);
}
