// Which templates a path could match, found by its first two segments. A parameter matches one
// segment and never a slash, so a path that matches `/v2/provinces/{provinceId}/districts` starts with
// that template's own `/v2/provinces`; only the few templates with a parameter in their first two
// segments can match paths of any start. Per request this replaces ~50 failed regular expressions
// (every route ahead of `/v2/locate` in the table, twice in the local server) with a map lookup: 4 µs
// of a locate answer's 50 under load went to them.

/** `/v2/provinces` of `/v2/provinces/34/districts`; a path of one or two segments is its own head. */
export function headOf(path: string): string {
  const first = path.indexOf('/', 1);
  if (first === -1) return path;
  const second = path.indexOf('/', first + 1);
  return second === -1 ? path : path.slice(0, second);
}

/**
 * Groups `items` by the head of their template; the returned function gives the items a path could
 * match, in their original order (a template with a parameter in its head is in every group).
 */
export function groupByTemplateHead<T>(items: readonly T[], templateOf: (item: T) => string): (path: string) => readonly T[] {
  const heads = items.map((item) => headOf(templateOf(item)));
  const anyHead = (i: number) => heads[i]!.includes('{');
  const wildcards = items.filter((_, i) => anyHead(i));
  const groups = new Map<string, T[]>();
  for (const head of new Set(heads.filter((head) => !head.includes('{')))) {
    groups.set(head, items.filter((_, i) => heads[i] === head || anyHead(i)));
  }
  return (path) => groups.get(headOf(path)) ?? wildcards;
}
