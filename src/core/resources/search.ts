// Name search (`search`, DESIGN §3: a case- and Turkish-folded substring) from the store's compiled
// n-gram index (src/data/name-grams.ts), never by scanning the names. A key of one to three characters
// is itself an indexed piece, so its postings are the answer; a longer key takes the shortest postings
// among its three-character pieces, and each of those candidates is checked against the whole key, in
// the folded name it was indexed from. Postings are ascending record indexes, so the matches are too.
import type { KindStore } from '../../data/store.ts';
import { gramLength } from '../../data/name-grams.ts';
import type { Candidates } from './filters.ts';

/** The shortest postings among the key's pieces: every match is in it. */
function rarestPiece(store: KindStore, key: string): Uint32Array {
  if (key.length <= gramLength) return store.namesWith(key);
  let rarest: Uint32Array | undefined;
  for (let start = 0; start + gramLength <= key.length; start++) {
    const postings = store.namesWith(key.slice(start, start + gramLength));
    if (!rarest || postings.length < rarest.length) rarest = postings;
    if (rarest.length === 0) break;
  }
  return rarest!;
}

/** Does record `index`'s folded name contain `key` (already folded)? */
export const nameContains = (store: KindStore, key: string) => (index: number): boolean => store.foldedName(index).includes(key);

/** The records whose postings `candidates` hold and whose folded name contains `key`, ascending. */
function verified(store: KindStore, key: string, candidates: Uint32Array): Uint32Array {
  if (key.length <= gramLength) return candidates;
  const contains = nameContains(store, key);
  const matches = new Uint32Array(candidates.length);
  let count = 0;
  for (let p = 0; p < candidates.length; p++) if (contains(candidates[p]!)) matches[count++] = candidates[p]!;
  return matches.subarray(0, count);
}

/**
 * The search as the list planner weighs it: `size` is the rarest piece's postings (at least as many
 * records as match), listed and verified only if the planner picks it; `test` checks one record when
 * a smaller set is walked instead.
 */
export function nameSearch(store: KindStore, key: string): Candidates & { test(index: number): boolean } {
  const candidates = rarestPiece(store, key);
  return { size: candidates.length, indexes: () => verified(store, key, candidates), ascending: true, test: nameContains(store, key) };
}

/** Indexes (ascending) of the records whose folded name contains `key` (already folded). */
export const searchMatches = (store: KindStore, key: string): Uint32Array => verified(store, key, rarestPiece(store, key));
