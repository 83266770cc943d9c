// A deletion index for typo matching (the "symmetric delete" method of SymSpell, Garbe 2012,
// https://github.com/wolfgarbe/SymSpell): two words are at most k edits apart (insert, delete,
// substitute, swap two neighbours) only if deleting at most k letters from each gives a common string.
// The build stores a hash of every deletion of every name token; a query hashes its own deletions and
// looks them up, so finding typo candidates is a few dozen lookups instead of a scan of ~23,000 tokens.
// Hashes may collide: every candidate is verified with the real edit distance (core/search).
import { typoAllowance } from './search-tokens.ts';

const fnvOffset = 0x811c9dc5;
const fnvPrime = 0x01000193;

// prefixes[i] is the hash of the first i letters: a deletion at `a` continues from prefixes[a], so
// each deletion costs only the letters after it.
let prefixes = new Uint32Array(128);

/**
 * Calls `visit` with the FNV-1a (32-bit) hash of `token` and of every string made by deleting 1..`deletions`
 * (at most 2) of its letters. The same string reached twice (`aab` without either `a`) is visited twice.
 */
export function forEachDeletion(token: string, deletions: number, visit: (hash: number) => void): void {
  const length = token.length;
  if (prefixes.length <= length) prefixes = new Uint32Array(length + 1);
  prefixes[0] = fnvOffset;
  for (let i = 0; i < length; i++) prefixes[i + 1] = Math.imul(prefixes[i]! ^ token.charCodeAt(i), fnvPrime) >>> 0;
  visit(prefixes[length]!);
  if (deletions < 1) return;
  for (let a = 0; a < length; a++) {
    let hash = prefixes[a]!;
    for (let i = a + 1; i < length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), fnvPrime);
    visit(hash >>> 0);
    if (deletions < 2) continue;
    // `middle` is the hash of the letters before a, then those strictly between a and b.
    let middle = prefixes[a]!;
    for (let b = a + 1; b < length; b++) {
      let pair = middle;
      for (let i = b + 1; i < length; i++) pair = Math.imul(pair ^ token.charCodeAt(i), fnvPrime);
      visit(pair >>> 0);
      middle = Math.imul(middle ^ token.charCodeAt(b), fnvPrime);
    }
  }
}

/**
 * How many deletions of a stored token of `length` letters the index needs. A query of length q may be
 * k = typoAllowance(q) edits off; of those, the token's side needs one deletion per substitution, swap
 * or letter the query lacks, and when the query is longer by d, at least d of the k edits are
 * insertions, leaving k − d for the token. Tokens that no typo can reach get -1: not indexed.
 */
export function indexedDeletions(length: number): number {
  let most = -1;
  for (let query = Math.max(1, length - 2); query <= length + 2; query++) {
    const allowance = typoAllowance(query);
    if (allowance === 0 || allowance < Math.abs(query - length)) continue;
    most = Math.max(most, query > length ? allowance - (query - length) : allowance);
  }
  return most;
}

/** Bits of the hash that pick a bucket of the lookup directory (see compile-search-index.ts). */
export const bucketBits = 16;
