// Grouping templates by their first two segments must never change which route a path matches: the
// grouped matcher is checked against a plain scan of the whole table for every URL the build writes a
// file for, every template filled in, and paths that match nothing.
import { describe, expect, it } from 'vitest';
import { getStore } from '../../data/store.ts';
import { compileTemplate, createRouteMatcher, createRouteTester } from './match-route.ts';
import { routeTable } from './route-table.ts';
import { fillTemplate, staticFilesOf } from './static-rules.ts';
import { groupByTemplateHead, headOf } from './template-head.ts';

describe('headOf', () => {
  it.each([
    ['/v2/provinces/34/districts', '/v2/provinces'],
    ['/v2/provinces', '/v2/provinces'],
    ['/health', '/health'],
    ['/v2/', '/v2/'],
    ['//v2/provinces', '//v2'],
    ['', ''],
  ])('%j → %j', (path, head) => expect(headOf(path)).toBe(head));
});

describe('groupByTemplateHead', () => {
  const templates = ['/a/b/{id}', '/{lang}/x', '/a/b', '/c/d/{id}', '/a/{kind}/e'];
  const candidates = groupByTemplateHead(templates, (template) => template);

  it('gives the templates of the path’s head and those with a parameter in their head, in table order', () => {
    expect(candidates('/a/b/7')).toEqual(['/a/b/{id}', '/{lang}/x', '/a/b', '/a/{kind}/e']);
    expect(candidates('/c/d/7')).toEqual(['/{lang}/x', '/c/d/{id}', '/a/{kind}/e']);
  });

  it('gives only the templates with a parameter in their head to a path of an unknown head', () => {
    expect(candidates('/tr/x')).toEqual(['/{lang}/x', '/a/{kind}/e']);
    expect(candidates('')).toEqual(['/{lang}/x', '/a/{kind}/e']);
  });
});

describe('the route matcher, grouped by head', () => {
  const compiled = routeTable.map((route) => ({ route, ...compileTemplate(route.path) }));
  const scan = (path: string) => compiled.find(({ regex }) => regex.test(path))?.route;
  const match = createRouteMatcher(routeTable);
  const isRoutePath = createRouteTester(routeTable);
  const paths = [
    ...staticFilesOf(routeTable, getStore()).map(({ url }) => url),
    ...routeTable.map((route) => fillTemplate(route.path, Object.fromEntries(compileTemplate(route.path).names.map((name) => [name, 'x'])))),
    ...['/', '/v2', '/v2/', '/v2/provinces/', '/v2/provinces/34/', '//v2/provinces', '/v2/provinces/34.json', '/v2/nope', '/api/v1/provinces/x/y', '/tr/iller/'],
  ];

  it(`finds the same route as a scan of the whole table for ${paths.length.toLocaleString('en')} paths`, () => {
    let matched = 0;
    for (const path of paths) {
      const expected = scan(path);
      expect(match(path)?.route, path).toBe(expected);
      expect(isRoutePath(path), path).toBe(expected !== undefined);
      if (expected) matched++;
    }
    expect(matched).toBeGreaterThan(60_000);
  });
});
