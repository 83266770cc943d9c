// The reference says which query names the API knows (the list the static rules route on, from the
// route table) and marks every operation whose URL is also a prebuilt file, in both languages; the
// Performance page shows every table with the command that made it. Needs `npm run build` first.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { knownQueryKeysOf } from '../../src/core/routing/static-rules.ts';
import { languages } from '../../src/docs/i18n.ts';
import { performanceTables } from '../../src/docs/performance/performance-tables.ts';
import { decodeEntities, distDir, readPage, requireBuiltSite } from '../support/built-site.ts';

const page = (path: string) => decodeEntities(readPage(join(distDir, path, 'index.html')));

describe.each(languages)('the %s reference and Performance page', (lang) => {
  beforeAll(requireBuiltSite);

  it('list the query names the API knows, from the route table', () => {
    const html = page(`${lang}/reference`);
    const section = /<p class="known-names">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(Array.from(section.matchAll(/<code>([^<]+)<\/code>/g), (match) => match[1])).toEqual(knownQueryKeysOf(routeTable));
    expect(html).toContain('/v2/provinces/34/districts?limt=5');
  });

  it('mark every operation whose URL is also a prebuilt file, and only those', () => {
    const html = page(`${lang}/reference`);
    const marked = Array.from(html.matchAll(/<article class="operation" id="([^"]+)"[\s\S]*?<\/article>/g))
      .filter((match) => match[0].includes('data-prebuilt'))
      .map((match) => match[1]);
    expect(marked).toEqual(routeTable.filter((route) => route.static && !route.path.startsWith('/v1') && !route.path.startsWith('/api/v1')).map((route) => route.id));
  });

  it('show every Performance table with its command and date', () => {
    const html = page(`${lang}/performance`);
    for (const table of performanceTables) {
      const section = new RegExp(`<section[^>]*data-figures="${table.id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
      expect(section, table.id).toContain(`<code>${table.figures.command}</code>`);
      expect(section.match(/<tr>/g)?.length, table.id).toBe(table.figures.rows.length + 1);
    }
  });
});
