// Turkish pages are fully Turkish and English pages fully English: the rendered text of every built
// page of one language must not contain a UI phrase of the other (the words of src/docs/i18n.ts, of
// the place pages and of the changes). Place names, code and the language switch (marked with its own lang) are
// left out: "Kadıköy" is a name on an English page, not a Turkish word. Needs `npm run build` first.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Text } from '../../src/core/text.ts';
import { type Lang, languages, ui } from '../../src/docs/i18n.ts';
import { changeText } from '../../src/docs/changes/change-text.ts';
import { placeText } from '../../src/docs/places/place-text.ts';
import { decodeEntities, htmlFiles, pagePathOf, readPage, requireBuiltSite } from '../support/built-site.ts';

const tables: readonly object[] = [ui, placeText, changeText];

const isText = (entry: unknown): entry is Text => typeof (entry as Text).tr === 'string' && typeof (entry as Text).en === 'string';

/** Every Text of a table, however deeply grouped (`ui.search.types.village`). */
const textsOf = (entry: unknown): Text[] =>
  isText(entry) ? [entry] : typeof entry === 'object' && entry !== null ? Object.values(entry).flatMap(textsOf) : [];

/** Each language's UI phrases that the other language does not share (Türkiye, API, km² are both). */
function phrasesOf(lang: Lang): string[] {
  const other = lang === 'tr' ? 'en' : 'tr';
  return tables
    .flatMap(textsOf)
    .filter((entry) => entry[lang] !== entry[other])
    .map((entry) => entry[lang]);
}

/** The page's readable body text without code, scripts, the language switch and place names. */
function readableText(html: string): string {
  const head = html.slice(0, html.indexOf('<body'));
  const body = html
    .slice(html.indexOf('<body'))
    // The maps of the place pages name places: a dot links to its row, a district to its page.
    .replace(/<a href="#[nv]\d+"[^>]*>[\s\S]*?<\/a>/g, ' ')
    .replace(/<a href="[^"]*"[^>]*\sdata-district-id="\d+"[^>]*>[\s\S]*?<\/a>/g, ' ');
  // The title and the description are what a search result shows.
  const shown = Array.from(head.matchAll(/<title>([^<]*)<\/title>|<meta (?:name="description"|property="og:[a-z]+") content="([^"]*)"/g), (match) => match[1] ?? match[2]);
  // Words that are read out but not shown: landmark and control names, titles, alternative texts.
  const attributes = Array.from(body.matchAll(/\s(?:aria-label|title|alt|placeholder|data-copy-label|data-copied-label)="([^"]*)"/g), (match) => match[1]);
  const text = body
    .replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, ' ')
    // Elements in another language say so with lang="…" (the language switch).
    .replace(/<(a|span)\b[^>]*\slang="[^"]*"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    // Row headers of the place tables are place names; compact rows leave out </th>. A note beside
    // the name (`<small>`: what changed, the kind) is words, and stays.
    .replace(/<th scope=(?:"row"|row)>[\s\S]*?(?=<small|<td|<\/th>|<tr|<\/tbody)/g, ' ')
    // The licences page names the sources as the dataset's meta.json does ("OpenStreetMap (district boundaries)").
    .replace(/<dt><a href="[^"]*">[^<]*<\/a><\/dt>/g, ' ')
    // Links to place pages are place names.
    .replace(/<a href="\/(?:tr\/iller|en\/provinces)\/[^"]+">[^<]*<\/a>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(`${shown.join(' ')} ${attributes.join(' ')} ${text}`).replace(/\s+/g, ' ');
}

const wordPattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

describe('every page is in one language', () => {
  let files: string[] = [];
  beforeAll(() => {
    requireBuiltSite();
    files = htmlFiles().filter((file) => /^\/(tr|en)\//.test(pagePathOf(file)));
  });

  for (const lang of languages) {
    const other = lang === 'tr' ? 'en' : 'tr';
    it(`no ${other} UI phrase on a ${lang} page`, () => {
      const foreign = phrasesOf(other).map((phrase) => ({ phrase, pattern: wordPattern(phrase) }));
      const found: string[] = [];
      const pages = files.filter((file) => pagePathOf(file).startsWith(`/${lang}/`));
      for (const file of pages) {
        const text = readableText(readPage(file));
        for (const { phrase, pattern } of foreign) if (pattern.test(text)) found.push(`${pagePathOf(file)}: "${phrase}"`);
      }
      expect(found.slice(0, 30)).toEqual([]);
      expect(pages.length).toBeGreaterThan(1054);
    });
  }

  it('finds a phrase of the other language when there is one', () => {
    const text = readableText('<body><main aria-label="Breadcrumb"><p>Population: 5</p><a href="/en/" lang="en">English</a><code>Nüfus</code></main></body>');
    expect(wordPattern('Population').test(text)).toBe(true);
    expect(wordPattern('Breadcrumb').test(text)).toBe(true);
    expect(wordPattern('English').test(text)).toBe(false);
    expect(wordPattern('Nüfus').test(text)).toBe(false);
    expect(wordPattern('Köy').test('Kadıköy')).toBe(false);
    const head = readableText('<head><title>Bilgiler</title><meta name="description" content="Nüfus ve köyler"></head><body></body>');
    expect(wordPattern('Bilgiler').test(head)).toBe(true);
    expect(wordPattern('Nüfus').test(head)).toBe(true);
    // A settlement's name is left out, the note of what changed beside it is read.
    const row = readableText('<body><table><tr id=n177113><th scope=row>Yeşilvadi <small class=change-note>successor</small><td>01662</table></body>');
    expect(wordPattern('successor').test(row)).toBe(true);
    expect(wordPattern('Yeşilvadi').test(row)).toBe(false);
  });
});
