// Name search over the store's folded search text: all folded names of a kind joined by newlines, in
// record order. One native `indexOf` scan per match finds candidates; a binary search over the name
// offsets says whose name a match falls in. No name is normalized per request.
import type { KindStore } from '../../data/store.ts';

/** Index of the record whose folded name contains text position `position`. */
function recordAt(offsets: Uint32Array, position: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (offsets[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Indexes (ascending) of the records whose folded name contains `key` (already folded). */
export function searchMatches(store: KindStore, key: string): Uint32Array {
  const { searchText, searchOffsets } = store;
  const matches: number[] = [];
  let position = searchText.indexOf(key);
  while (position !== -1) {
    const index = recordAt(searchOffsets, position);
    matches.push(index);
    // Continue after this name: one match per record is enough.
    position = searchText.indexOf(key, searchOffsets[index + 1]!);
  }
  return Uint32Array.from(matches);
}
