// The deletion hashes must be the FNV-1a hashes of the strings the deletions make: the build and the
// query compute them the same way, and a wrong hash would silently lose typo matches.
import { describe, expect, it } from 'vitest';
import { forEachDeletion } from './deletion-hash.ts';

/** FNV-1a (32-bit) of a string, the plain way (http://www.isthe.com/chongo/tech/comp/fnv/). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function deletionsOf(token: string, deletions: number): string[] {
  const out = [token];
  for (let a = 0; a < token.length; a++) {
    const without = token.slice(0, a) + token.slice(a + 1);
    out.push(without);
    if (deletions === 2) for (let b = a; b < without.length; b++) out.push(without.slice(0, b) + without.slice(b + 1));
  }
  return out;
}

describe('forEachDeletion', () => {
  it.each([
    ['kadikoy', 1],
    ['cumhuriyet', 2],
    ['istanbul', 2],
    ['ab', 2],
  ])('hashes every deletion of %s (up to %i)', (token, deletions) => {
    const hashes: number[] = [];
    forEachDeletion(token, deletions, (hash) => hashes.push(hash));
    expect(hashes.sort()).toEqual(deletionsOf(token, deletions).map(fnv1a).sort());
  });
});
