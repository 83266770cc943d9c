// The postal-code index file (postal-code-index.ts wrote it) as typed views over its sections, made
// once per opened file: lookups are binary searches and slices, never a parse or a sort.
import type { PostalCodeIndexMeta, PostalKind } from './postal-code-index.ts';
import { postalKinds } from './postal-code-index.ts';
import { itemRunJson, type SerializedItems } from './serialized-items.ts';
import type { StoreFile } from './store-file.ts';
import { lowerBound } from './store.ts';

export type PostalParent = 'province' | 'district';

export interface PostalCodes {
  count: number;
  /** The codes as numbers, ascending (`01010` is 1010). */
  codes: Uint32Array;
  provinceIds: Uint32Array;
  /** Position of `code` in `codes`, or -1. */
  positionOf(code: number): number;
  /** First position whose code is >= `code` (`count` when none): prefix ranges start and end here. */
  firstAtLeast(code: number): number;
  /** The district ids of the code at `position`, ascending. */
  districtIdsAt(position: number): Uint32Array;
  /** Positions of the codes used in a province or district, ascending (empty for an unknown id). */
  positionsIn(parent: PostalParent, id: number): Uint32Array;
  /** Record indexes (ascending, so by ascending id) of the code's places of `kind`. */
  placesAt(kind: PostalKind, position: number): Uint32Array;
  /** Summaries of positions first..last as one comma-separated JSON fragment. */
  summaryRunJson(first: number, last: number): Buffer;
  /** Every code's summary with its offsets and sha256s: what a list page is copied from. */
  summaries: SerializedItems;
}

/** First position in `values` (ascending) whose value is >= `value`. */
const firstAtLeast = (values: Uint32Array, value: number): number => lowerBound(values.length, (i) => values[i]!, value);

const views = new WeakMap<StoreFile<PostalCodeIndexMeta>, PostalCodes>();

export function postalCodesOf(file: StoreFile<PostalCodeIndexMeta>): PostalCodes {
  const existing = views.get(file);
  if (existing) return existing;
  // Code i owns values[offsets[i]..offsets[i + 1]).
  const run = (offsets: Uint32Array, values: Uint32Array) => (position: number) => values.subarray(offsets[position]!, offsets[position + 1]!);
  const places = Object.fromEntries(postalKinds.map((kind) => [kind, run(file.u32(`${kind}Offsets`), file.u32(kind))])) as Record<
    PostalKind,
    (position: number) => Uint32Array
  >;
  const buckets = Object.fromEntries(
    (['province', 'district'] as const).map((parent) => {
      const keys = file.u32(`bucket:${parent}:keys`);
      const positions = file.u32(`bucket:${parent}:positions`);
      return [parent, (id: number) => positions.subarray(firstAtLeast(keys, id), firstAtLeast(keys, id + 1))];
    }),
  ) as Record<PostalParent, (id: number) => Uint32Array>;
  const codes = file.u32('codes');
  const summaries: SerializedItems = { bytes: file.bytes('summaries'), offsets: file.u32('summaryOffsets'), hashes: file.bytes('summaryHashes') };
  const postalCodes: PostalCodes = {
    count: file.meta.count,
    codes,
    provinceIds: file.u32('provinceIds'),
    positionOf(code) {
      const position = firstAtLeast(codes, code);
      return codes[position] === code ? position : -1;
    },
    firstAtLeast: (code) => firstAtLeast(codes, code),
    districtIdsAt: run(file.u32('districtOffsets'), file.u32('districtIds')),
    positionsIn: (parent, id) => buckets[parent](id),
    placesAt: (kind, position) => places[kind](position),
    summaryRunJson: (first, last) => itemRunJson(summaries, first, last),
    summaries,
  };
  views.set(file, postalCodes);
  return postalCodes;
}
