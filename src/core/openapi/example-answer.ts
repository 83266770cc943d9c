// Example answers for the OpenAPI document and the reference: each route's documented example
// request, answered by the route itself over the real data. Long arrays are cut to a few items.
import type { Store } from '../../data/store.ts';
import { joinChunks } from '../http/chunks.ts';
import type { Route, RouteExample } from '../routing/route.ts';

const itemsShown = 2;

/** The answer to `example` (by default the route's own). */
export function exampleAnswer(route: Route, store: Store, routes: readonly Route[], example: RouteExample = route.docs.example ?? {}): unknown {
  const pathParams: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(route.pathParams)) {
    const parsed = param.parse(example.pathParams?.[name] ?? '', name);
    if (!parsed.ok) throw new Error(`${route.id}: the example ${name} is invalid: ${parsed.error.message}`);
    pathParams[name] = parsed.value;
  }
  const search = new URLSearchParams(example.query ?? {});
  const query = route.params.parse(search);
  if (!query.ok) throw new Error(`${route.id}: the example query is invalid: ${query.error.message}`);
  const url = new URL(`http://localhost${route.path}?${search}`);
  const result = route.handler({ request: { method: 'GET', url: url.href, headers: { get: () => null } }, url, pathParams, query: query.value, store, routes });
  if (result instanceof Promise) throw new Error(`${route.id}: example answers must be synchronous`);
  const body = typeof result.body === 'string' ? result.body : joinChunks(Array.isArray(result.body) ? result.body : [result.body as Buffer]).toString('utf8');
  return shorten(JSON.parse(body));
}

/** Arrays longer than a few items (a dataset, an embedded list) are cut: examples show the shape. */
function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, itemsShown).map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  return value;
}
