// The static lists <turkiye-address> reads (src/astro/address-element-files.ts), as the build wrote
// them: every province and district once, with the former names of data/aliases.csv, and every
// neighborhood and village of the dataset in its district's file, whole (the API's nested lists hold
// 100 records per default page, fewer than the largest districts have). Counts and records from
// data/2025/*.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlacesFile, SettlementsFile } from '../../src/address-element/places.ts';
import { siteUrl } from '../../src/docs/site-url.ts';
import { decodeEntities, distDir, readPage, requireBuiltSite } from '../support/built-site.ts';

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

// The guide's snippets pin the module (issue 45): the versioned address the build wrote, with the
// sha384 of its bytes, in the plain-HTML and the React snippet of both languages.
describe('the address form page’s snippets', () => {
  beforeAll(requireBuiltSite);

  it.each(['en', 'tr'])('/%s/guide/address-form/: HTML and React load the versioned module with its integrity', (lang) => {
    const versioned = readdirSync(join(distDir, 'turkiye-address')).filter((file) => file.endsWith('.js'));
    expect(versioned).toHaveLength(1);
    const module = readFileSync(join(distDir, 'turkiye-address', versioned[0]!));
    // The stable path and the versioned one hold the same bytes.
    expect(module.equals(readFileSync(join(distDir, 'turkiye-address.js')))).toBe(true);
    const integrity = `sha384-${createHash('sha384').update(module).digest('base64')}`;
    const page = readPage(join(distDir, lang, 'guide', 'address-form', 'index.html'));
    const snippet = (name: string) => decodeEntities(new RegExp(`<pre[^>]*data-snippet="${name}"[^>]*><code[^>]*>([\\s\\S]*?)</code></pre>`).exec(page)?.[1] ?? '');
    const src = `${siteUrl}/turkiye-address/${versioned[0]}`;
    expect(snippet('html')).toContain(`<script type="module" src="${src}"\n  integrity="${integrity}" crossorigin="anonymous"></script>`);
    expect(snippet('react')).toContain(`<script async type="module" src="${src}"\n        integrity="${integrity}" crossOrigin="anonymous" />`);
  });
});
