// An answer shown as a JSON example in a guide page: laid out the way the guide's hand-written examples
// were (a value on one line while it fits, `{ "id": 1103, "name": "Adalar" }`, otherwise one member a
// line), and optionally abridged where the whole answer would bury the point of the example.

/** Marks what an abridged example leaves out, as the guide's examples always have. */
export const ellipsis = '…';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line: `{ "a": 1, "b": [1, 2] }`. */
function flat(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  if (isObject(value)) {
    const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${flat(item)}`);
    return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
  }
  return JSON.stringify(value);
}

const isContainer = (value: unknown) => Array.isArray(value) || isObject(value);

/** A record of plain values that does not fit on one line, filled line by line like text. */
function filled(members: readonly string[], [open, close]: readonly [string, string], indent: string, used: number, width: number): string {
  const lines: string[] = [];
  let line = `${open} ${members[0]}`;
  let start = used;
  for (const member of members.slice(1)) {
    if (start + line.length + member.length + 4 > width) {
      lines.push(`${line},`);
      line = `${indent}  ${member}`;
      start = 0;
    } else line += `, ${member}`;
  }
  return [...lines, `${line} ${close}`].join('\n');
}

/** `value` laid out within `width` columns, starting at column `used`, its later lines indented by `indent`. */
function layout(value: unknown, indent: string, used: number, width: number): string {
  const line = flat(value);
  if (used + line.length <= width || !isContainer(value)) return line;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value as object);
  if (entries.length > 0 && !entries.some(([, item]) => isContainer(item))) {
    const members = entries.map(([key, item]) => (Array.isArray(value) ? flat(item) : `${JSON.stringify(key)}: ${flat(item)}`));
    return filled(members, Array.isArray(value) ? ['[', ']'] : ['{', '}'], indent, used, width);
  }
  const inner = `${indent}  `;
  const members = Array.isArray(value)
    ? value.map((item) => inner + layout(item, inner, inner.length, width))
    : Object.entries(value).map(([key, item]) => {
        const head = `${inner}${JSON.stringify(key)}: `;
        return head + layout(item, inner, head.length, width);
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${members.join(',\n')}\n${indent}${close}`;
}

/** The example's text: a whole value, or `"key": value` for a member picked out of an answer. */
export function jsonExample(value: unknown, key?: string, width = 100): string {
  const head = key === undefined ? '' : `${JSON.stringify(key)}: `;
  return head + layout(value, '', head.length, width);
}

/** The value at a dot path (`data.nearby`, `properties.codes`); undefined where there is none. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(segment in current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The answer with the values at `paths` shortened: a record to its `id` and `name` and an ellipsis, a
 * list to its first item and an ellipsis. The rest of the answer is left whole.
 */
export function abridged(value: unknown, paths: readonly string[], prefix = ''): unknown {
  const here = prefix.slice(1);
  if (paths.includes(here)) {
    if (Array.isArray(value)) return value.length > 1 ? [value[0], ellipsis] : value;
    if (isObject(value)) return { ...Object.fromEntries(Object.entries(value).filter(([key]) => key === 'id' || key === 'name')), [ellipsis]: ellipsis };
  }
  if (Array.isArray(value)) return value.map((item, i) => abridged(item, paths, `${prefix}.${i}`));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, abridged(item, paths, `${prefix}.${key}`)]));
  return value;
}
