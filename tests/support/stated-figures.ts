// What a page may state about the data, read from the dataset's own files (data/2025, data/changes.json),
// not from the code that fills the pages' figures; and the statements of a page, found in its text:
// "32,279 neighborhoods", "18.183 köy", a table row or column of a kind, "2025 populations", JSON.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { realDatasetDir } from './datasets.ts';
import { decodeEntities } from './built-site.ts';

export const kindNames = ['provinces', 'districts', 'municipalities', 'neighborhoods', 'villages'] as const;
export type Kind = (typeof kindNames)[number];
type Lang = 'tr' | 'en';

// biome-ignore lint: parsed dataset JSON
type Json = any;
const readJson = (path: string): Json => JSON.parse(readFileSync(path, 'utf8'));

export interface DatasetFacts {
  meta: { datasetVersion: string; lastUpdated: string; populationYears: number[] };
  records: Record<Kind, Json[]>;
  /** Every count of a kind the data gives: the total, by postal-code status, under one parent (its stats), with a point, changed by one type in one release. */
  counts: Record<Kind, Set<number>>;
}

export function datasetFacts(dir = realDatasetDir): DatasetFacts {
  const records = Object.fromEntries(kindNames.map((kind) => [kind, readJson(join(dir, `${kind}.json`))])) as Record<Kind, Json[]>;
  const meta = readJson(join(dir, 'meta.json'));
  const counts = Object.fromEntries(kindNames.map((kind) => [kind, new Set([records[kind].length])])) as Record<Kind, Set<number>>;
  const tally = (kind: Kind, values: Iterable<unknown>) => {
    const found = new Map<unknown, number>();
    for (const value of values) found.set(value, (found.get(value) ?? 0) + 1);
    for (const count of found.values()) counts[kind].add(count);
  };
  for (const kind of ['neighborhoods', 'villages'] as const) tally(kind, records[kind].map((record) => record.postalCodeStatus));
  const statsField: Record<string, Kind> = { districtCount: 'districts', municipalityCount: 'municipalities', neighborhoodCount: 'neighborhoods', villageCount: 'villages' };
  for (const kind of kindNames) for (const record of records[kind]) for (const [field, value] of Object.entries(record.stats ?? {})) if (statsField[field]) counts[statsField[field]].add(value as number);
  const pointKinds: Record<string, Kind> = { district: 'districts', village: 'villages', neighborhood: 'neighborhoods' };
  // With a point, by method (`908 ilçede` GeoNames seats), and without one, also to the hundred (`About 14,900 neighborhoods`).
  const points = readFileSync(join(dir, 'place-points.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
  for (const kind of new Set(points.map((cells) => pointKinds[cells[0]!]!))) {
    const ofKind = points.filter((cells) => pointKinds[cells[0]!] === kind);
    counts[kind].add(ofKind.length).add(records[kind].length - ofKind.length).add(Math.round((records[kind].length - ofKind.length) / 100) * 100);
    tally(kind, ofKind.map((cells) => cells[6]));
  }
  const singular: Record<string, Kind> = { province: 'provinces', district: 'districts', municipality: 'municipalities', neighborhood: 'neighborhoods', village: 'villages' };
  for (const comparison of readJson(join(dirname(dir), 'changes.json')).comparisons) {
    for (const kind of kindNames) tally(kind, comparison.changes.filter((change: Json) => singular[change.kind] === kind).map((change: Json) => change.type));
  }
  const years = meta.populationYears ? Object.values(meta.populationYears) : [Number(meta.datasetVersion)];
  return { meta: { datasetVersion: meta.datasetVersion, lastUpdated: meta.lastUpdated, populationYears: years as number[] }, records, counts };
}

/** The words that name a kind after a number, in each language (Turkish with its suffixes: `köyün`, `mahallenin`). */
const kindWords: Record<Lang, Array<[RegExp, Kind]>> = {
  en: [
    [/^provinces?$/i, 'provinces'],
    [/^districts?$/i, 'districts'],
    [/^municipalit(?:y|ies)$/i, 'municipalities'],
    [/^neighbou?rhoods?$/i, 'neighborhoods'],
    [/^villages?$/i, 'villages'],
  ],
  tr: [
    [/^(?:il|ili|ilin|ilde|ilden|illeri|iller)$/i, 'provinces'],
    [/^ilçe\p{L}*$/iu, 'districts'],
    [/^belediye\p{L}*$/iu, 'municipalities'],
    [/^mahalle\p{L}*$/iu, 'neighborhoods'],
    [/^köy\p{L}*$/iu, 'villages'],
  ],
};

export const kindOfWord = (lang: Lang, word: string): Kind | undefined => kindWords[lang].find(([pattern]) => pattern.test(word))?.[1];

/** `32,279` in English, `32.279` in Turkish; undefined for a decimal or anything else. */
export function numberIn(lang: Lang, text: string): number | undefined {
  const group = lang === 'en' ? ',' : '.';
  if (!new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})*$|^\\d+$`).test(text)) return undefined;
  return Number(text.replaceAll(group, ''));
}

/** Text as read: a figure the page filled from the data (`<data>`, `<time>`) is left out, tags become spaces. */
export const figureMark = '⟦figure⟧';
export const readable = (html: string): string =>
  decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<data\b[^>]*>[\s\S]*?<\/data>|<time\b[^>]*>[\s\S]*?<\/time>/g, figureMark)
      // A statement does not run from one cell, item or paragraph into the next.
      .replace(/<\/?(?:t[dhr]|li|p|h\d|dt|dd|caption|br)\b[^>]*>/g, ' ¶ ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');

export interface Statement {
  text: string;
  kind: Kind;
  value: number;
}

/** "32,279 neighborhoods", "32.279 mahalle": a number written out, then a word that names a kind. */
export function countPhrases(lang: Lang, text: string): Statement[] {
  const found: Statement[] = [];
  // The word ends the name: not `PROVINCE_NOT_FOUND`, not `provinces.json`.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}.,])(\d[\d.,]*\d|\d) (\p{L}+)(?![\p{L}\p{N}_]|\.\p{L})/gu)) {
    const kind = kindOfWord(lang, match[2]!);
    const value = numberIn(lang, match[1]!);
    if (kind && value !== undefined) found.push({ text: match[0], kind, value });
  }
  return found;
}

const cellsOf = (row: string) => Array.from(row.matchAll(/<t([hd])\b[^>]*>([\s\S]*?)(?=<t[hd]\b|<\/tr>|$)/g), (match) => match[2]!);

/** The kind a table cell names: a kind word, `neighborhoods.json`, `/v2/neighborhoods`. */
function kindOfCell(lang: Lang, html: string): Kind | undefined {
  const text = readable(html).trim();
  const file = /^`?\/?(?:v2\/)?([a-z]+)(?:\.json|\.csv|\.ndjson)?`?$/.exec(text)?.[1];
  if (file && (kindNames as readonly string[]).includes(file)) return file as Kind;
  const words = text.split(/[\s(),]+/).filter(Boolean);
  return words.map((word) => kindOfWord(lang, word)).find(Boolean);
}

/** A column heading that says its cells count records: `Records`, `Kayıt sayısı`. */
const countHeading = /^(?:records|count|kayıt|kayıt sayısı|sayı)$/i;

/** The counts in tables: a number under a column heading that names a kind, or under a count heading in a row whose first cell does. */
export function tableCounts(lang: Lang, html: string): Statement[] {
  const found: Statement[] = [];
  for (const [table] of html.matchAll(/<table\b[\s\S]*?<\/table>/g)) {
    const rows = Array.from(table.matchAll(/<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/tbody>|<\/thead>|<\/table>)/g), (match) => cellsOf(`${match[1]!}</tr>`));
    const head = table.includes('<thead') ? rows[0] ?? [] : [];
    const columnKinds = head.map((cell) => kindOfCell(lang, cell));
    const countColumns = head.map((cell) => countHeading.test(readable(cell).trim()));
    for (const cells of rows.slice(head.length > 0 ? 1 : 0)) {
      const rowKind = kindOfCell(lang, cells[0] ?? '');
      cells.slice(1).forEach((cell, i) => {
        const kind = columnKinds[i + 1] ?? (countColumns[i + 1] ? rowKind : undefined);
        const text = readable(cell).trim();
        const value = numberIn(lang, text);
        if (kind && value !== undefined) found.push({ text: `${readable(cells[0] ?? '').trim()} | ${text}`, kind, value });
      });
    }
  }
  return found;
}

/** "2025 populations", "2023 address-based …", "2025 yılı Adrese Dayalı …": a year that says which year's populations. */
export function populationYearPhrases(text: string): Array<{ text: string; year: number }> {
  const pattern = /\b((?:19|20)\d\d) (?:populations?|population figures|address-based|figures|yılı Adrese|Adrese Dayalı|ADNKS|nüfus\p{L}*|verileri)/gu;
  return Array.from(text.matchAll(pattern), (match) => ({ text: match[0], year: Number(match[1]) }));
}
