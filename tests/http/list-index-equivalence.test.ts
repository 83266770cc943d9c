// The lists answer from indexes (search n-grams, value-sorted permutations, parent buckets; the
// planner lists the smallest candidate set and checks the others on it). Whatever set the planner
// picks, the answer must be the one a plain scan gives: fast-check draws random queries from the real
// dataset (substrings of real names in any case, real postal code prefixes and codes, population,
// area and altitude bounds from real values, parent ids, every sort, random pages), asks the core
// handler, and compares ids, totals and whole records with a scan written here, independently of
// src/ (folding, Turkish collation, ties by id).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRequestHandler } from '../../src/core/dispatch.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { realDatasetDir } from '../support/datasets.ts';

type Place = Record<string, unknown> & { id: number; name: string; population: number };

// Written out here rather than taken from src/data/fold.ts: the scan must not lean on the code it checks.
const asciiLetters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
const fold = (text: string) =>
  [...text.normalize('NFC').toLocaleLowerCase('tr')]
    .map((letter) => asciiLetters[letter] ?? letter)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Kind {
  name: string;
  records: Place[];
  folded: string[];
  /** Record positions in each sort's order, ties by ascending id. */
  orders: Record<string, number[]>;
  /** Numeric filter columns: query parameter pair and the record's value. */
  ranges: Array<{ min: string; max: string; value: (record: Place) => number }>;
  parents: string[];
  postal: boolean;
}

const collator = new Intl.Collator('tr');
function loadKind(name: string, extra: Kind['ranges'], parents: string[], postal: boolean): Kind {
  const records = (JSON.parse(readFileSync(join(realDatasetDir, `${name}.json`), 'utf8')) as Place[]).sort((a, b) => a.id - b.id);
  const positions = records.map((_, i) => i);
  const byName = (i: number, j: number) => collator.compare(records[i]!.name, records[j]!.name);
  const byPopulation = (i: number, j: number) => records[i]!.population - records[j]!.population;
  return {
    name,
    records,
    folded: records.map((record) => fold(record.name)),
    orders: {
      id: positions,
      '-id': [...positions].reverse(),
      name: [...positions].sort((i, j) => byName(i, j) || i - j),
      '-name': [...positions].sort((i, j) => byName(j, i) || i - j),
      population: [...positions].sort((i, j) => byPopulation(i, j) || i - j),
      '-population': [...positions].sort((i, j) => byPopulation(j, i) || i - j),
    },
    ranges: [{ min: 'minPopulation', max: 'maxPopulation', value: (record) => record.population }, ...extra],
    parents,
    postal,
  };
}

const measureOf = (field: string) => (record: Place) => (record[field] as { value: number }).value;
const area = { min: 'minArea', max: 'maxArea', value: measureOf('area') };
const kindsUnderTest = [
  loadKind('neighborhoods', [], ['provinceId', 'districtId', 'municipalityId'], true),
  loadKind('villages', [], ['provinceId', 'districtId'], true),
  loadKind('districts', [area], ['provinceId'], false),
  loadKind('provinces', [area, { min: 'minAltitude', max: 'maxAltitude', value: measureOf('altitude') }], [], false),
];

const handle = createRequestHandler({ routes: routeTable });

interface Drawn {
  kind: Kind;
  params: Array<[string, string]>;
  /** What a record must satisfy, as the plain scan reads the same parameters. */
  tests: Array<(record: Place, position: number) => boolean>;
  sort: string;
  limit: number;
  offset: number;
}

const spellings = ['as is', 'upper', 'folded'] as const;
function spell(text: string, how: (typeof spellings)[number]): string {
  if (how === 'upper') return text.toLocaleUpperCase('tr');
  if (how === 'folded') return fold(text);
  return text;
}

/** `arbitrary` in about `weight` of 4 draws, else null: queries with one filter, several, or none. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 2) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 4 - weight }, { arbitrary, weight });

/** A query on one kind: every filter present or not, its values taken from real records. */
const query = (kind: Kind) =>
  fc
    .record({
      search: sometimes(fc.record({ record: fc.nat(kind.records.length - 1), start: fc.nat(12), length: fc.integer({ min: 1, max: 8 }), how: fc.constantFrom(...spellings) })),
      prefix: kind.postal ? sometimes(fc.record({ record: fc.nat(kind.records.length - 1), digits: fc.integer({ min: 1, max: 5 }) })) : fc.constant(null),
      exact: kind.postal ? sometimes(fc.nat(kind.records.length - 1), 1) : fc.constant(null),
      range: sometimes(
        fc.record({
          which: fc.nat(kind.ranges.length - 1),
          low: fc.option(fc.nat(kind.records.length - 1)),
          high: fc.option(fc.nat(kind.records.length - 1)),
        }),
      ),
      parent: kind.parents.length > 0 ? sometimes(fc.record({ which: fc.nat(kind.parents.length - 1), record: fc.nat(kind.records.length - 1) })) : fc.constant(null),
      sort: fc.constantFrom('id', '-id', 'name', '-name', 'population', '-population'),
      limit: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 1000 })),
      offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 5000 })),
    })
    .map(({ search, prefix, exact, range, parent, sort, limit, offset }): Drawn => {
      const params: Array<[string, string]> = [];
      const tests: Drawn['tests'] = [];
      if (search) {
        const name = kind.records[search.record]!.name;
        const start = Math.min(search.start, name.length - 1);
        const raw = spell(name.slice(start, start + search.length), search.how);
        const key = fold(raw);
        if (key !== '') {
          params.push(['search', raw]);
          tests.push((_, position) => kind.folded[position]!.includes(key));
        }
      }
      if (prefix) {
        const digits = (kind.records[prefix.record]!.postalCode as string).slice(0, prefix.digits);
        params.push(['postalCodePrefix', digits]);
        tests.push((record) => (record.postalCode as string).startsWith(digits));
      }
      if (exact !== null) {
        const code = kind.records[exact]!.postalCode as string;
        params.push(['postalCode', code]);
        tests.push((record) => record.postalCode === code);
      }
      if (range) {
        const { min, max, value } = kind.ranges[range.which]!;
        const bounds = [range.low, range.high].map((at) => (at === null ? undefined : value(kind.records[at]!)));
        const [low, high] = bounds[0] !== undefined && bounds[1] !== undefined && bounds[0] > bounds[1] ? [bounds[1], bounds[0]] : bounds;
        if (low !== undefined) {
          params.push([min, String(low)]);
          tests.push((record) => value(record) >= low);
        }
        if (high !== undefined) {
          params.push([max, String(high)]);
          tests.push((record) => value(record) <= high);
        }
      }
      if (parent) {
        const field = kind.parents[parent.which]!;
        const id = kind.records[parent.record]![field] as number;
        params.push([field, String(id)]);
        tests.push((record) => record[field] === id);
      }
      params.push(['sort', sort], ['limit', String(limit)], ['offset', String(offset)]);
      return { kind, params, tests, sort, limit, offset };
    });

async function compare({ kind, params, tests, sort, limit, offset }: Drawn): Promise<void> {
  const url = `http://localhost/v2/${kind.name}?${new URLSearchParams(params)}`;
  const response = await handle(new Request(url));
  expect(response.status, url).toBe(200);
  const body = (await response.json()) as { data: Place[]; meta: { total: number; count: number } };
  const matches = kind.orders[sort]!.filter((position) => tests.every((test) => test(kind.records[position]!, position)));
  const expected = matches.slice(offset, offset + limit).map((position) => kind.records[position]!);
  expect({ url, total: body.meta.total, ids: body.data.map((record) => record.id) }).toEqual({ url, total: matches.length, ids: expected.map((record) => record.id) });
  expect(body.data).toEqual(expected);
}

describe('indexed list answers equal a plain scan', () => {
  it.each(kindsUnderTest.map((kind) => [kind.name, kind] as const))('%s: random filters, sorts and pages', async (_name, kind) => {
    await fc.assert(
      fc.asyncProperty(query(kind), async (drawn) => compare(drawn)),
      { numRuns: kind.records.length > 10_000 ? 400 : 150, seed: 31 },
    );
  });

  it.each([
    // Each index picked as the smallest set, and each handed over to checks: a rare name with a wide
    // range, a narrow range with a common syllable, a prefix inside a province, an exact code alone.
    '/v2/neighborhoods?search=kadikoy&minPopulation=0&sort=-population',
    '/v2/neighborhoods?search=mah&minPopulation=5000&maxPopulation=5100&sort=name',
    '/v2/neighborhoods?postalCodePrefix=347&provinceId=34&sort=-name&limit=7&offset=3',
    '/v2/neighborhoods?postalCode=34710&sort=population',
    '/v2/villages?search=A&districtId=1757&sort=-id&limit=1000',
    '/v2/villages?postalCodePrefix=0&maxPopulation=10&sort=name',
    '/v2/neighborhoods?minPopulation=1000&sort=name&offset=20000',
  ])('%s', async (path) => {
    const params = [...new URL(path, 'http://localhost').searchParams];
    const kind = kindsUnderTest.find((candidate) => path.startsWith(`/v2/${candidate.name}?`))!;
    const tests: Drawn['tests'] = params.flatMap(([name, value]): Drawn['tests'] => {
      if (name === 'search') return [(_, position) => kind.folded[position]!.includes(fold(value))];
      if (name === 'postalCodePrefix') return [(record) => (record.postalCode as string).startsWith(value)];
      if (name === 'postalCode') return [(record) => record.postalCode === value];
      if (name === 'minPopulation') return [(record) => record.population >= Number(value)];
      if (name === 'maxPopulation') return [(record) => record.population <= Number(value)];
      if (name.endsWith('Id')) return [(record) => record[name] === Number(value)];
      return [];
    });
    const given = Object.fromEntries(params);
    await compare({ kind, params, tests, sort: given.sort ?? 'id', limit: Number(given.limit ?? 100), offset: Number(given.offset ?? 0) });
  });
});
