// The static lists <turkiye-address> reads (src/astro/address-element-files.ts), as the build wrote
// them: every province and district once, with the former names of data/aliases.csv, and every
// neighborhood and village of the dataset in its district's file, whole (the API's nested lists hold
// 100 records per default page, fewer than the largest districts have). Counts and records from
// data/2025/*.json.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlacesFile, SettlementsFile } from '../../src/address-element/places.ts';
import { distDir, requireBuiltSite } from '../support/built-site.ts';

const dir = join(distDir, 'turkiye-address', 'data');
const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

describe('the address element’s static lists', () => {
  beforeAll(requireBuiltSite);

  it('list the 81 provinces and 973 districts once, with their former names', () => {
    const places = json<PlacesFile>(join(dir, 'places.json'));
    expect(places.p).toHaveLength(81);
    expect(new Set(places.d.map(([id]) => id)).size).toBe(973);
    expect(places.p.find(([id]) => id === 46)).toEqual([46, 'Kahramanmaraş', 'Maraş', 'K.Maraş', 'Kmaraş']);
    expect(places.d.find(([id]) => id === 1325)).toEqual([1325, 34, 'Eyüpsultan', 'Eyüp']);
    // Turkish alphabetical order: Adıyaman right after Adana.
    expect(places.p.slice(0, 2).map(([, name]) => name)).toEqual(['Adana', 'Adıyaman']);
  });

  it('hold every neighborhood and village of the dataset in its district’s file', () => {
    const files = readdirSync(join(dir, 'districts'));
    expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(973);
    let neighborhoods = 0;
    let villages = 0;
    let largest = 0;
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const { n, v } = json<SettlementsFile>(join(dir, 'districts', file));
      neighborhoods += n.length;
      villages += v.length;
      largest = Math.max(largest, n.length + v.length);
    }
    expect([neighborhoods, villages]).toEqual([32279, 18183]);
    expect(largest).toBe(224);
    // Hacıkırı (Karaisalı) has an official code since the 2025 list; Kuzukaya (Çıldır) the derived code of its former village.
    const karaisali = json<SettlementsFile>(join(dir, 'districts', '1437.json'));
    expect(karaisali.n).toContainEqual([177273, 'Hacıkırı', '01770', 0]);
    expect(json<SettlementsFile>(join(dir, 'districts', '1252.json')).n).toContainEqual([95178, 'Kuzukaya', '75402', 1]);
  });
});
