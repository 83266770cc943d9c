// Items serialized at build time, back to back in one buffer, each followed by a comma, with where
// each starts and its sha256 (compile-store.ts writes records this way, postal-code-index.ts the codes'
// summaries). A page of them is copied straight from this buffer into the answer: no slice object per
// item, no list of pieces, no second copy when the answer is written.
import { createHash } from 'node:crypto';
import { forEachRun } from './consecutive-runs.ts';

export interface SerializedItems {
  /** Every item's JSON followed by a comma. */
  bytes: Buffer;
  /** Item i is bytes[offsets[i] .. offsets[i + 1] - 1) (the last byte before offsets[i + 1] is its comma). */
  offsets: Uint32Array;
  /** The sha256 of each item's JSON, 32 bytes each, in item order. */
  hashes: Buffer;
}

/** Items `first..last` (consecutive) as one comma-separated JSON fragment, without copying. */
export const itemRunJson = (items: SerializedItems, first: number, last: number): Buffer =>
  items.bytes.subarray(items.offsets[first]!, items.offsets[last + 1]! - 1);

/** Bytes the items at `indexes` take comma-joined (no comma after the last). */
export function commaJoinedLength(items: SerializedItems, indexes: ArrayLike<number>): number {
  let length = 0;
  for (let i = 0; i < indexes.length; i++) length += items.offsets[indexes[i]! + 1]! - items.offsets[indexes[i]!]!;
  return Math.max(0, length - 1);
}

/**
 * Copies the items at `indexes`, comma-joined, into `target` at `at`; consecutive indexes are copied
 * as one run (a page in id order is a single copy). Returns the position after the last item; the
 * byte there may hold a comma, for the caller to write over.
 */
export function copyCommaJoined(items: SerializedItems, indexes: ArrayLike<number>, target: Buffer, at: number): number {
  let position = at;
  // Each item's comma comes with it. The last one lands on the byte after the page, where the caller
  // writes next (or, at the end of `target`, is not copied: Buffer#copy stops there).
  forEachRun(indexes, (first, last) => {
    position += items.bytes.copy(target, position, items.offsets[first]!, items.offsets[last + 1]!);
  });
  return indexes.length === 0 ? position : position - 1;
}

/** The items' sha256s in page order, back to back, copied into `target` at `at`. */
export function copyHashes(items: SerializedItems, indexes: ArrayLike<number>, target: Buffer, at: number): number {
  let position = at;
  forEachRun(indexes, (first, last) => {
    position += items.hashes.copy(target, position, first * 32, (last + 1) * 32);
  });
  return position;
}

/** Items serialized at build time: each JSON text followed by a comma, where each starts, and each one's sha256 (comma excluded). */
export function serializeItems(jsons: readonly string[]): SerializedItems {
  const pieces = jsons.map((json) => Buffer.from(`${json},`, 'utf8'));
  const offsets = new Uint32Array(pieces.length + 1);
  pieces.forEach((piece, i) => {
    offsets[i + 1] = offsets[i]! + piece.length;
  });
  const hashes = Buffer.concat(pieces.map((piece) => createHash('sha256').update(piece.subarray(0, -1)).digest()));
  return { bytes: Buffer.concat(pieces), offsets, hashes };
}
