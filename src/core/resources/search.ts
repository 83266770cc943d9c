// Name search (`search`, DESIGN §3: a case- and Turkish-folded substring) from the store's compiled
// n-gram index (src/data/name-grams.ts), never by scanning the names. A key of one to three characters
// is itself an indexed piece, so its postings are the answer; a longer key takes the shortest postings
// among its three-character pieces, and each of those candidates is checked against the whole key, in
// the folded name it was indexed from. Postings are ascending record indexes, so the matches are too.
import type { KindStore } from '../../data/store.ts';
import { gramLength } from '../../data/name-grams.ts';

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

/** At least as many records as match `key` (already folded): what the list planner compares sets by. */
export function searchCandidateCount(store: KindStore, key: string): number {
  return rarestPiece(store, key).length;
}

/** Does record `index`'s folded name contain `key` (already folded)? */
export const nameContains = (store: KindStore, key: string) => (index: number): boolean => store.foldedName(index).includes(key);

/** Indexes (ascending) of the records whose folded name contains `key` (already folded). */
export function searchMatches(store: KindStore, key: string): Uint32Array {
  const candidates = rarestPiece(store, key);
  if (key.length <= gramLength) return candidates;
  const contains = nameContains(store, key);
  const matches = new Uint32Array(candidates.length);
  let count = 0;
  for (let p = 0; p < candidates.length; p++) if (contains(candidates[p]!)) matches[count++] = candidates[p]!;
  return matches.subarray(0, count);
}
