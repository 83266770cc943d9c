// The relevance table (relevance-table.ts) plus every province typed four ways, asked through the
// core handler over the compiled real dataset. Every row must pass; the hit rates (top 1 / 3 / 5) are
// printed for the README.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from '../../src/core/dispatch.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { realDatasetDir } from '../support/datasets.ts';
import { type RelevanceRow, relevanceTable } from './relevance-table.ts';

const provinces = JSON.parse(readFileSync(join(realDatasetDir, 'provinces.json'), 'utf8')) as Array<{ id: number; name: string }>;

// Written out here rather than taken from src/data/fold.ts: the table must not lean on the code it tests.
const asciiLetters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
const asciiLower = (name: string) => [...name.toLocaleLowerCase('tr')].map((letter) => asciiLetters[letter] ?? letter).join('');

/** The shortest start of the name that no other province shares, of at least half the name (3 letters at least). */
function uniquePrefix(name: string): string {
  const others = provinces.map((p) => asciiLower(p.name)).filter((other) => other !== name);
  let length = Math.min(name.length - 1, Math.max(3, Math.ceil(name.length / 2)));
  while (length < name.length && others.some((other) => other.startsWith(name.slice(0, length)))) length++;
  return name.slice(0, length);
}

/**
 * One typo the rule tolerates (DESIGN §6.1: one edit from 5 letters): two middle letters swapped, or,
 * for a four-letter name, its last letter doubled (five letters, one insertion). Three-letter names
 * (Van, Muş) cannot carry a tolerated typo and get none.
 */
function typo(name: string): string | undefined {
  if (name.length < 4) return undefined;
  if (name.length === 4) return name + name.at(-1);
  const middle = Math.floor(name.length / 2);
  if (name[middle - 1] !== name[middle]) return name.slice(0, middle - 1) + name[middle] + name[middle - 1] + name.slice(middle + 1);
  return name.slice(0, middle) + (name[middle] === 'x' ? 'q' : 'x') + name.slice(middle + 1);
}

const provinceRows: RelevanceRow[] = provinces.flatMap(({ id, name }) => {
  const ascii = asciiLower(name);
  const variants: Array<[string, string | undefined]> = [
    ['province, ASCII lower case', ascii],
    ['province, upper case', name.toLocaleUpperCase('tr')],
    ['province, prefix', uniquePrefix(ascii)],
    ['province, typo', typo(ascii)],
  ];
  return variants.flatMap(([group, q]) => (q === undefined ? [] : [{ q, expected: { type: 'province' as const, id }, within: 1 as const, group }]));
});

const rows = [...provinceRows, ...relevanceTable];
const handle = createRequestHandler({ routes: routeTable });

interface Hit {
  type: string;
  id: number;
}

async function search(q: string): Promise<Hit[]> {
  const response = await handle(new Request(`http://localhost/v2/search?q=${encodeURIComponent(q)}&limit=5`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Hit[] }).data;
}

const ranks: Array<{ row: RelevanceRow; rank: number }> = [];

describe('search relevance', () => {
  it('has at least 150 rows, every province in each of its variants', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(provinceRows.length).toBe(81 * 4 - 2); // no tolerated typo for Van and Muş
  });

  it.each(rows.map((row) => [row.group, row.q, row]))('%s: %s', async (_group, _q, row) => {
    const hits = await search(row.q);
    if (row.expected === null) {
      expect(hits).toEqual([]);
      ranks.push({ row, rank: 1 });
      return;
    }
    const { type, id } = row.expected;
    const rank = hits.findIndex((hit) => hit.type === type && hit.id === id) + 1;
    ranks.push({ row, rank });
    expect(rank, `${row.q}: ${JSON.stringify(hits.map((hit) => `${hit.type} ${hit.id}`))}`).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(row.within);
  });

  afterAll(() => {
    const rate = (n: number) => `${((100 * ranks.filter(({ rank }) => rank >= 1 && rank <= n).length) / ranks.length).toFixed(1)} %`;
    const passed = ranks.filter(({ row, rank }) => rank >= 1 && rank <= row.within).length;
    console.log(`search relevance: ${ranks.length} queries, passing ${passed}; top 1 ${rate(1)}, top 3 ${rate(3)}, top 5 ${rate(5)}`);
  });
});
