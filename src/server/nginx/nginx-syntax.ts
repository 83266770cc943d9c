// Writing values into an nginx configuration safely: every string is single-quoted, so spaces,
// semicolons and braces inside it are text, and a value that would be read as a variable is refused
// rather than silently expanded (nginx expands `$name` even inside quotes).
// Syntax: https://nginx.org/en/docs/beginners_guide.html#conf_structure

/** A literal string argument: single-quoted, with `\` and `'` escaped. */
export function quoted(value: string): string {
  if (/\$[A-Za-z0-9_{]/.test(value)) throw new Error(`nginx would expand a variable in ${JSON.stringify(value)}`);
  return withVariables(value);
}

/** A string argument in which nginx expands the `$variables` (a log format, a header value). */
export const withVariables = (value: string): string => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A regular expression argument (PCRE), quoted; `$` only as the end anchor. */
export function quotedRegex(source: string): string {
  if (/\$(?!\)|\||$)/.test(source)) throw new Error(`an nginx regex may use $ only as an anchor: ${source}`);
  return `"${source.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * A route's file template with its parameters as the location's captures, in order:
 * `/v2/provinces/{provinceId}.json` → `/v2/provinces/$1.json`.
 */
export function captureTemplate(template: string): string {
  let n = 0;
  const filled = template.replace(/\{[A-Za-z]+\}/g, () => `$${++n}`);
  if (/\$\d[A-Za-z0-9_]/.test(filled)) throw new Error(`a capture must not run into a name in ${template}`);
  return filled;
}

/** `add_header` lines for `headers`; `always` also puts them on error answers. */
export const addHeaders = (headers: Readonly<Record<string, string>>, always = false): string[] =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)}${always ? ' always' : ''};`);

/** A block: `head { lines }` (nginx-config.ts indents the whole file once). */
export const block = (head: string, lines: readonly string[]): string[] => [`${head} {`, ...lines, '}'];
