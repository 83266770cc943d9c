// The typo neighbours the build lists for each name token must be exactly the tokens a typo of that
// length may reach (DESIGN §6.1: one edit from 5 letters, two from 8): checked against a scan of the
// whole vocabulary of the real store, for every 50th token, so a deletion the index missed (or a
// neighbour it invented) shows up here and not as a search that quietly finds less.
import { describe, expect, it } from 'vitest';
import { getStore } from '../store.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { openSearchIndex } from './search-index-view.ts';
import { typoAllowance } from './search-tokens.ts';

describe('typo neighbours in the search index', () => {
  const index = openSearchIndex(getStore());
  const { tokens, typoNeighbourOffsets, typoNeighbours, typoNeighbourDistances } = index;

  it('list, for sampled tokens, every other token within the allowance and its distance', () => {
    let checked = 0;
    let withNeighbours = 0;
    for (let token = 0; token < tokens.length; token += 50) {
      const word = tokens[token]!;
      const allowance = typoAllowance(word.length);
      const expected: string[] = [];
      if (allowance > 0) {
        tokens.forEach((other, i) => {
          const distance = boundedEditDistance(word, other, allowance);
          if (i !== token && distance <= allowance) expected.push(`${other}:${distance}`);
        });
      }
      const listed: string[] = [];
      for (let k = typoNeighbourOffsets[token]!; k < typoNeighbourOffsets[token + 1]!; k++) {
        listed.push(`${tokens[typoNeighbours[k]!]}:${typoNeighbourDistances[k]}`);
      }
      expect(listed.sort(), word).toEqual(expected.sort());
      checked++;
      if (expected.length > 0) withNeighbours++;
    }
    // The sample must exercise the lists, not only tokens too short for typos.
    expect(checked).toBeGreaterThan(400);
    expect(withNeighbours).toBeGreaterThan(100);
  });

  it('hold what the data has: `bagcilar` lists `balcilar` and `avcilar`, `cankaya` four one-edit names', () => {
    const of = (word: string) => {
      const token = tokens.indexOf(word);
      const list: string[] = [];
      for (let k = typoNeighbourOffsets[token]!; k < typoNeighbourOffsets[token + 1]!; k++) list.push(`${tokens[typoNeighbours[k]!]}:${typoNeighbourDistances[k]}`);
      return list;
    };
    expect(of('bagcilar')).toEqual(expect.arrayContaining(['balcilar:1', 'avcilar:2', 'baglar:2']));
    expect(of('bagcilar')).not.toContain('bagcilar:0');
    expect(of('cankaya').sort()).toEqual(['calkaya:1', 'cankara:1', 'caykaya:1', 'yankaya:1']);
    // Too short for a typo (4 letters): no list at all.
    expect(of('gazi')).toEqual([]);
  });
});
