// Matches a request path against the route table. Templates compile to anchored regexes once; a
// parameter is one path segment, percent-decoded after matching.
import { escapeRegex } from '../escape-regex.ts';
import type { Route } from './route.ts';
import { groupByTemplateHead } from './template-head.ts';

export interface RouteMatch {
  /** The path's first row in the table (its only one, unless the path answers GET and POST). */
  route: Route;
  /** Every row of the path, one per method (GET /v2/addresses/parse and POST /v2/addresses/parse). */
  rows: readonly Route[];
  /** Raw (still percent-encoded) parameter values. */
  rawParams: Record<string, string>;
}

const parameter = /\{([A-Za-z]+)\}/g;

export function compileTemplate(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(parameter)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '([^/]+)';
      }
      return escapeRegex(part);
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}

/** The table's rows by path, in the order each path first appears: a path has one row per method. */
function rowsByPath(routes: readonly Route[]): Array<readonly Route[]> {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  return [...byPath.values()];
}

export function createRouteMatcher(routes: readonly Route[]): (path: string) => RouteMatch | undefined {
  const candidates = groupByTemplateHead(
    rowsByPath(routes).map((rows) => ({ route: rows[0]!, rows, ...compileTemplate(rows[0]!.path) })),
    (compiled) => compiled.route.path,
  );
  return (path) => {
    for (const { route, rows, regex, names } of candidates(path)) {
      const match = regex.exec(path);
      if (match) return { route, rows, rawParams: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
    }
    return undefined;
  };
}

/** Whether a path is a URL of some route (the local server's file lookup asks this per request). */
export function createRouteTester(routes: readonly Route[]): (path: string) => boolean {
  const match = createRouteMatcher(routes);
  return (path) => match(path) !== undefined;
}
