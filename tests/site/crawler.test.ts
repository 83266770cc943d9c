// No broken internal link in the built site, checked offline: every href and src of every HTML file
// under dist/ that points into the site is either a file of the static output (a page directory with
// index.html, an asset, a prerendered record) or a URL the route table answers (nested lists, queries).
// Same-page fragments must name an id on the page. Needs `npm run build` first.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../src/core/routing/api-paths.ts';
import { createRouteMatcher } from '../../src/core/routing/match-route.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { siteUrl } from '../../src/docs/site-url.ts';
import { distDir, htmlFiles, linksOf, pagePathOf, readPage, requireBuiltSite } from '../support/built-site.ts';

const matchRoute = createRouteMatcher(routeTable);

/** Whether the site answers `path` (no query, no fragment) from a file or a route. */
function exists(path: string): boolean {
  const file = join(distDir, decodeURIComponent(path));
  if (existsSync(file) && statSync(file).isFile()) return true;
  if (existsSync(join(file, 'index.html'))) return true;
  return isApiPath(path) && matchRoute(path.replace(/\/$/, '')) !== undefined;
}

/** The site-internal path of a link, resolved against the page, or undefined for other sites and schemes. */
function internalPath(link: string, page: string): string | undefined {
  const absolute = link.startsWith(siteUrl) ? link.slice(siteUrl.length) || '/' : link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(absolute) || absolute.startsWith('//')) return undefined;
  return new URL(absolute, `http://site.invalid${page}`).pathname;
}

describe('the built site has no broken internal link', () => {
  let files: string[] = [];
  beforeAll(() => {
    requireBuiltSite();
    files = htmlFiles();
  });

  it('has the place pages: 81 provinces and 973 districts in each language, and the two indexes', () => {
    const places = files.map(pagePathOf).filter((path) => /^\/(tr\/iller|en\/provinces)\//.test(path));
    const depth = (path: string) => path.split('/').filter(Boolean).length;
    expect(places.filter((path) => depth(path) === 2)).toEqual(['/en/provinces/', '/tr/iller/']);
    expect(places.filter((path) => depth(path) === 3)).toHaveLength(162);
    expect(places.filter((path) => depth(path) === 4)).toHaveLength(1946);
  });

  it('every href and src of every page resolves', () => {
    const broken: string[] = [];
    const checked = new Map<string, boolean>();
    let links = 0;
    for (const file of files) {
      const page = pagePathOf(file);
      const html = readPage(file);
      const ids = new Set(Array.from(html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"']+))/g), (match) => match[1] ?? match[2]!));
      for (const link of linksOf(html)) {
        links++;
        if (link.startsWith('#')) {
          if (link.length > 1 && !ids.has(decodeURIComponent(link.slice(1)))) broken.push(`${page}: ${link} (no such id)`);
          continue;
        }
        const path = internalPath(link, page);
        if (path === undefined) continue;
        let ok = checked.get(path);
        if (ok === undefined) {
          ok = exists(path);
          checked.set(path, ok);
        }
        if (!ok) broken.push(`${page}: ${link}`);
      }
    }
    expect(broken.slice(0, 20)).toEqual([]);
    // The place pages alone link to thousands of distinct targets: a crawler that checked nothing fails here.
    expect(checked.size).toBeGreaterThan(5000);
    expect(links).toBeGreaterThan(50_000);
  });

  it('recognises a broken link as broken', () => {
    expect(exists('/tr/iller/istanbul/')).toBe(true);
    expect(exists('/v2/provinces/34/districts')).toBe(true);
    expect(exists('/tr/iller/no-such-province/')).toBe(false);
    expect(exists('/v2/no-such-kind/34/districts')).toBe(false);
  });
});
