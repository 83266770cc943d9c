// A route's documented example as a URL with real values: the reference's request snippets,
// the explorer's defaults, and the URLs the tests walk.
import type { Route } from './route.ts';
import { fillTemplate } from './static-rules.ts';

export function exampleUrlOf(route: Route): string {
  const example = route.docs.example;
  const query = new URLSearchParams(example?.query ?? {}).toString();
  return fillTemplate(route.path, example?.pathParams ?? {}) + (query ? `?${query}` : '');
}
