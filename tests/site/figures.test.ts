// No page states a figure the data does not (issue 44, item 9). Every built docs page (the place pages
// are made from the records themselves, tests/site/place-pages.test.ts) and the README are read for
// counts of a kind ("32,279 neighborhoods", "18.183 köy", a table row or column of a kind), the year of
// the populations, and JSON: each must be one the dataset's own files give. A figure the page filled
// from the data (`<data>`, `<time>`: src/docs/figures/) is taken as filled; its JSON examples
// (`<pre data-answer>`) must be what the service answers. Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRawRequestHandler } from '../../src/core/dispatch.ts';
import { joinChunks } from '../../src/core/http/chunks.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { decodeEntities, htmlFiles, pagePathOf, readPage, requireBuiltSite } from '../support/built-site.ts';
import { countPhrases, type DatasetFacts, datasetFacts, type Kind, kindNames, populationYearPhrases, readable, type Statement, tableCounts } from '../support/stated-figures.ts';

// biome-ignore lint: parsed JSON of pages and answers
type Json = any;

const facts: DatasetFacts = datasetFacts();
const handle = createRawRequestHandler({ routes: routeTable });
async function answer(path: string): Promise<Json> {
  const raw = await handle({ method: 'GET', url: `http://localhost${path}`, headers: { get: () => null } });
  return JSON.parse(joinChunks(raw.body ?? []).toString('utf8'));
}

const kindOfType: Record<string, Kind> = { province: 'provinces', district: 'districts', municipality: 'municipalities', neighborhood: 'neighborhoods', village: 'villages' };

const unsupported = (statements: Statement[]) => statements.filter(({ kind, value }) => !facts.counts[kind].has(value)).map(({ text }) => text);

/** What is wrong with the statements of one page's HTML (or the README's text). */
function problemsOf(lang: 'tr' | 'en', html: string): string[] {
  const text = readable(html);
  return [
    ...unsupported(countPhrases(lang, text)),
    ...unsupported(tableCounts(lang, html)),
    ...populationYearPhrases(text).filter(({ year }) => !facts.meta.populationYears.includes(year)).map(({ text: phrase }) => phrase),
    ...jsonProblems(html),
  ];
}

const codeTexts = (html: string) => Array.from(html.matchAll(/<(pre|code)\b[^>]*>([\s\S]*?)<\/\1>/g), (match) => decodeEntities(match[2]!.replace(/<[^>]+>/g, '')));

/** In any code: the dataset's version and date as they are; a record (`{ "id": 40512, "name": "Caferağa", … }`) as the data has it. */
function jsonProblems(html: string): string[] {
  const problems: string[] = [];
  for (const code of codeTexts(html)) {
    for (const [whole, field, value] of code.matchAll(/"(lastUpdated|datasetVersion)"\s*:\s*"([^"]*)"/g)) {
      if (value !== facts.meta[field as 'lastUpdated' | 'datasetVersion']) problems.push(whole);
    }
    for (const [object] of code.matchAll(/\{[^{}]*\}/g)) {
      let record: Json;
      try {
        record = JSON.parse(object.replace(/,?\s*"…"\s*:\s*"…"/g, ''));
      } catch {
        continue;
      }
      if (typeof record?.id !== 'number' || typeof record.name !== 'string') continue;
      // A search hit or a candidate names its kind in `type` (`municipality`); a municipality record's `type` is another thing.
      const hitKind = kindOfType[record.type];
      const kinds = hitKind ? [hitKind] : kindNames;
      const candidates = kinds.flatMap((kind) => facts.records[kind].filter((known) => known.id === record.id && known.name === record.name));
      const compared = Object.entries(record).filter(([key, value]) => typeof value !== 'object' && !(hitKind && key === 'type'));
      const agrees = candidates.some((known) => compared.every(([key, value]) => !(key in known) || typeof known[key] === 'object' || known[key] === value));
      if (!agrees) problems.push(object);
    }
  }
  return problems;
}

/** Whether every value of `shown` (an example, "…" marking what it leaves out) is the answer's. */
function shownIn(shown: Json, actual: Json): boolean {
  if (Array.isArray(shown)) return Array.isArray(actual) && shown.every((item, i) => item === '…' || shownIn(item, actual[i]));
  if (shown && typeof shown === 'object') return !!actual && typeof actual === 'object' && Object.entries(shown).every(([key, value]) => key === '…' || shownIn(value, actual[key]));
  return shown === actual;
}

describe('the pages state no figure the data does not', () => {
  let pages: Array<{ path: string; html: string }> = [];
  beforeAll(() => {
    requireBuiltSite();
    pages = htmlFiles()
      .map((file) => ({ path: pagePathOf(file), html: readPage(file) }))
      // The Performance page's tables are measurements, each with the date and commit it was made on.
      .filter(({ path }) => /^\/(tr|en)\//.test(path) && !/^\/(tr\/iller|en\/provinces)\/|\/performance\/$/.test(path));
  });

  it('no count of a kind, table of counts, population year or JSON value on a docs page that the data does not give', () => {
    const found = pages.flatMap(({ path, html }) => problemsOf(path.startsWith('/tr/') ? 'tr' : 'en', html).map((problem) => `${path}: ${problem}`));
    expect(found).toEqual([]);
    // A scan that found no statement would pass whatever the pages say.
    const statements = pages.flatMap(({ path, html }) => [...countPhrases(path.startsWith('/tr/') ? 'tr' : 'en', readable(html)), ...tableCounts(path.startsWith('/tr/') ? 'tr' : 'en', html)]);
    expect(statements.length).toBeGreaterThan(20);
    // The scan reads every guide page in both languages, the downloads, the licences and the What changed page.
    expect(pages.map(({ path }) => path)).toEqual(expect.arrayContaining(['/en/guide/data/', '/tr/guide/datasets/', '/tr/licenses/', '/en/downloads/', '/en/changes/', '/tr/degisiklikler/']));
  });

  it('the README states none either', () => {
    expect(problemsOf('en', readFileSync('README.md', 'utf8'))).toEqual([]);
  });

  it('every JSON example of a guide page is what the service answers', async () => {
    const examples = pages.flatMap(({ path, html }) =>
      Array.from(html.matchAll(/<pre [^>]*data-answer="([^"]+)"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g), (match) => ({ path, requests: decodeEntities(match[1]!).split(' '), text: decodeEntities(match[2]!) })),
    );
    const wrong: string[] = [];
    for (const { path, requests, text } of examples) {
      // A block of several members is one `"key": value` a request, each starting at the line's start.
      const parts = requests.length === 1 && !requests[0]!.includes('#') ? [text] : text.split(/\n(?=")/);
      for (const [i, request] of requests.entries()) {
        const [url, member] = request.split('#') as [string, string | undefined];
        const actual = await answer(url);
        const shown = member === undefined ? JSON.parse(parts[i]!) : Object.values(JSON.parse(`{${parts[i]}}`))[0];
        const expected = member === undefined ? actual : member.split('.').reduce((value: Json, key) => value?.[key], actual);
        if (!shownIn(shown, expected)) wrong.push(`${path}: ${request}`);
      }
    }
    expect(wrong).toEqual([]);
    // Getting started, errors, postal codes, addresses and geography (twice) in both languages.
    expect(examples).toHaveLength(12);
  });

  it.each([
    ['en', '<p>Neighborhoods: 32,186 neighborhoods in all.</p>', ['32,186 neighborhoods']],
    ['tr', '<p>Toplam 32.186 mahallenin noktası, 18.183 köy.</p>', ['32.186 mahallenin']],
    ['en', '<table><thead><tr><th>File<th>Records</thead><tbody><tr><td><code>neighborhoods.json</code><td>32,186</tbody></table>', ['neighborhoods.json | 32,186']],
    ['en', '<table><thead><tr><th>Status<th>Neighborhoods<th>Villages</thead><tbody><tr><td>official<td>31,945<td>18,162</tbody></table>', ['official | 31,945']],
    ['en', '<p>2023 address-based registration (ADNKS) figures for neighborhoods</p>', ['2023 address-based']],
    ['en', '<pre><code>"meta": { "datasetVersion": "2025", "lastUpdated": "2026-05-21" }</code></pre>', ['"lastUpdated": "2026-05-21"']],
    ['en', '<pre><code>{ "id": 40512, "name": "Caferağa", "population": 21421, "postalCode": "34710" }</code></pre>', ['{ "id": 40512, "name": "Caferağa", "population": 21421, "postalCode": "34710" }']],
    ['en', '<p><data value="32186">32,186</data> neighborhoods; 39 districts; the 2025 populations</p>', []],
  ] as const)('finds what the data does not say (%s: %s)', (lang, html, problems) => {
    expect(problemsOf(lang, html)).toEqual(problems);
  });

  it('compares an example with the answer, ellipses and all', () => {
    expect(shownIn({ data: { province: { id: 34, name: 'İstanbul', '…': '…' } } }, { data: { province: { id: 34, name: 'İstanbul', slug: 'istanbul' } } })).toBe(true);
    expect(shownIn({ nearby: [{ id: 1 }, '…'] }, { nearby: [{ id: 1, name: 'a' }, { id: 2 }] })).toBe(true);
    expect(shownIn({ data: { population: 21421 } }, { data: { population: 21261 } })).toBe(false);
    expect(shownIn({ codes: { osmRelationId: 1764530 } }, { codes: { osmRelationId: 1276548 } })).toBe(false);
  });
});
