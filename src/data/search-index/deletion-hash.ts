// A deletion index for typo matching (the "symmetric delete" method of SymSpell, Garbe 2012,
// https://github.com/wolfgarbe/SymSpell): two words are at most k edits apart (insert, delete,
// substitute, swap two neighbours) only if deleting at most k letters from each gives a common string.
// The build stores a hash of every deletion of every name token; a query hashes its own deletions and
// looks them up, so finding typo candidates is a few dozen lookups instead of a scan of ~23,000 tokens.
// Hashes may collide: every candidate is verified with the real edit distance (core/search).
import { typoAllowance } from './search-tokens.ts';

const fnvOffset = 0x811c9dc5;
const fnvPrime = 0x01000193;

/** FNV-1a (32-bit) of `token` without the letters at positions `skipA` and `skipB` (-1: none). */
export function deletionHash(token: string, skipA: number, skipB: number): number {
  let hash = fnvOffset;
  for (let i = 0; i < token.length; i++) {
    if (i === skipA || i === skipB) continue;
    hash = Math.imul(hash ^ token.charCodeAt(i), fnvPrime);
  }
  return hash >>> 0;
}

/** Calls `visit` with the hash of `token` and of every string made by deleting 1..`deletions` letters. */
export function forEachDeletion(token: string, deletions: number, visit: (hash: number) => void): void {
  visit(deletionHash(token, -1, -1));
  if (deletions < 1) return;
  for (let a = 0; a < token.length; a++) {
    visit(deletionHash(token, a, -1));
    if (deletions < 2) continue;
    for (let b = a + 1; b < token.length; b++) visit(deletionHash(token, a, b));
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
