// The table-lookup fold of search-tokens.ts must give exactly what the full Unicode fold gives; every
// name of the dataset, in four casings, is the evidence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realDatasetDir } from '../../../tests/support/datasets.ts';
import { foldForSearch } from '../fold.ts';
import { kindNames, kinds } from '../kinds.ts';
import { searchTokenSpans, searchTokens, typoAllowance } from './search-tokens.ts';
import { indexedDeletions } from './deletion-hash.ts';

const names = kindNames.flatMap((kind) => (JSON.parse(readFileSync(join(realDatasetDir, kinds[kind].file), 'utf8')) as Array<{ name: string }>).map((r) => r.name));

describe('search tokens', () => {
  it('fold every name in every casing as foldForSearch does', () => {
    const differing = names
      .flatMap((name) => [name, name.toLocaleUpperCase('tr'), name.toUpperCase(), name.toLowerCase()])
      .filter((text) => JSON.stringify(searchTokens(text)) !== JSON.stringify(foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? []));
    expect(differing).toEqual([]);
  });

  it.each([
    ['75.yıl (sultandere)', ['75', 'yil', 'sultandere']],
    ['İSTANBUL Kadıköy', ['istanbul', 'kadikoy']],
    ['Cumhuriyet Mah. ÇANKAYA', ['cumhuriyet', 'mah', 'cankaya']],
    ['Ahmed-i Hani', ['ahmed', 'i', 'hani']],
    ['cafe\u0301', ['cafe']], // a combining accent takes the Unicode path
    ['   ', []],
  ])('%s → %j', (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });

  it('with their spans, are the same tokens, each cut from what was typed', () => {
    const lines = [...names, 'Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL', 'cafe\u0301 №5 İSTANBUL\u00a0Kadıköy', 'I\u0307zmir – Konak'];
    const differing = lines
      .flatMap((line) => [line, line.toLocaleUpperCase('tr')])
      .filter((line) => {
        const spans = searchTokenSpans(line);
        const folded = spans.every(({ text, start, end }) => searchTokens(line.slice(start, end)).includes(text));
        return !folded || JSON.stringify(spans.map((span) => span.text)) !== JSON.stringify(searchTokens(line));
      });
    expect(differing).toEqual([]);
    expect(searchTokenSpans('Moda Cd. No:5')).toEqual([
      { text: 'moda', start: 0, end: 4 },
      { text: 'cd', start: 5, end: 7 },
      { text: 'no', start: 9, end: 11 },
      { text: '5', start: 12, end: 13 },
    ]);
  });

  it('allow one typo from 5 letters and two from 8', () => {
    expect([1, 4, 5, 7, 8, 20].map(typoAllowance)).toEqual([0, 0, 1, 1, 2, 2]);
    // Stored tokens are indexed with as many deletions as the longest query allowed to reach them needs.
    expect([3, 4, 5, 7, 8, 12].map(indexedDeletions)).toEqual([-1, 0, 1, 1, 2, 2]);
  });
});
