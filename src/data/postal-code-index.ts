// The postal-code index: every code that a neighborhood or village carries, with the places that
// carry it, grouped once at build time (a row of store-indexes.ts). A request binary-searches the
// sorted codes and slices; nothing is grouped or serialized per request except a three-field head.
//
// A code's places are kept as record indexes into the neighborhoods and villages kind files. Those
// files hold records by ascending id (compile-store.ts), so a record's index is its rank by id, and
// ascending indexes are ascending ids: the detail answer's order.
import { createHash } from 'node:crypto';
import type { KindName } from './kinds.ts';
import type { Dataset } from './read-dataset.ts';
import type { StoreFile } from './store-file.ts';
import type { CompiledIndex, StoreIndex } from './store-indexes.ts';

export const postalCodeIndexName = 'postal-codes';

/** The kinds whose records carry a `postalCode`, in the order the answers list them. */
export const postalKinds = ['neighborhoods', 'villages'] as const satisfies readonly KindName[];
export type PostalKind = (typeof postalKinds)[number];

export interface PostalCodeIndexMeta {
  count: number;
}

interface CodeEntry {
  provinceIds: Set<number>;
  districtIds: Set<number>;
  places: Record<PostalKind, number[]>;
}

/** Flattens per-code lists into one array and `count + 1` offsets: code i owns values[offsets[i]..offsets[i+1]). */
function flatten(lists: ReadonlyArray<readonly number[]>): { offsets: Uint32Array; values: Uint32Array } {
  const offsets = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => (offsets[i + 1] = offsets[i]! + list.length));
  return { offsets, values: Uint32Array.from(lists.flat()) };
}

export function compilePostalCodeIndex(dataset: Dataset): CompiledIndex {
  const entries = new Map<string, CodeEntry>();
  for (const kind of postalKinds) {
    // Record index = rank by id, as in the kind's own file.
    const byId = [...dataset.records[kind]].sort((a, b) => a.id - b.id);
    byId.forEach((record, index) => {
      const code = record.postalCode as string;
      let entry = entries.get(code);
      if (!entry) {
        entry = { provinceIds: new Set(), districtIds: new Set(), places: { neighborhoods: [], villages: [] } };
        entries.set(code, entry);
      }
      entry.provinceIds.add(record.provinceId as number);
      entry.districtIds.add(record.districtId as number);
      entry.places[kind].push(index);
    });
  }
  // Codes are five ASCII digits (schemas.ts), so string order is numeric order.
  const codes = [...entries.keys()].sort();
  const rows = codes.map((code) => {
    const entry = entries.get(code)!;
    // The first two digits of a code are a province's plate number: one code, one province. Checked
    // here because the answer's shape (a single provinceId) depends on it.
    if (entry.provinceIds.size !== 1) {
      throw new Error(`Postal code ${code} is used in several provinces (${[...entry.provinceIds].join(', ')}); the postal-code index needs one province per code.`);
    }
    return { code, provinceId: [...entry.provinceIds][0]!, districtIds: [...entry.districtIds].sort((a, b) => a - b), places: entry.places };
  });

  // Each summary is followed by a comma, so a page of consecutive codes is one slice (as records).
  const summaries = rows.map(({ code, provinceId, districtIds, places }) =>
    Buffer.from(
      `${JSON.stringify({ code, provinceId, districtIds, neighborhoodCount: places.neighborhoods.length, villageCount: places.villages.length })},`,
      'utf8',
    ),
  );
  const summaryOffsets = new Uint32Array(summaries.length + 1);
  summaries.forEach((summary, i) => (summaryOffsets[i + 1] = summaryOffsets[i]! + summary.length));
  const districts = flatten(rows.map((row) => row.districtIds));
  const placeSections = Object.fromEntries(
    postalKinds.flatMap((kind) => {
      const { offsets, values } = flatten(rows.map((row) => row.places[kind]));
      return [
        [`${kind}Offsets`, offsets],
        [kind, values],
      ];
    }),
  );
  const meta: PostalCodeIndexMeta = { count: codes.length };
  return {
    meta,
    sections: {
      codes: Uint32Array.from(codes, Number),
      provinceIds: Uint32Array.from(rows, (row) => row.provinceId),
      districtOffsets: districts.offsets,
      districtIds: districts.values,
      ...placeSections,
      summaries: Buffer.concat(summaries),
      summaryOffsets,
      // The sha256 of each summary (comma excluded): list ETags are derived from these.
      summaryHashes: Buffer.concat(summaries.map((summary) => createHash('sha256').update(summary.subarray(0, -1)).digest())),
    },
  };
}

export const postalCodeIndex: StoreIndex = { name: postalCodeIndexName, compile: compilePostalCodeIndex };

/** The index as typed views, made once per opened file. */
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
  /** Record indexes (ascending, so by ascending id) of the code's places of `kind`. */
  placesAt(kind: PostalKind, position: number): Uint32Array;
  /** Summaries of positions first..last as one comma-separated JSON fragment. */
  summaryRunJson(first: number, last: number): Buffer;
  summaryRunHashes(first: number, last: number): Buffer;
}

const views = new WeakMap<StoreFile<PostalCodeIndexMeta>, PostalCodes>();

export function postalCodesOf(file: StoreFile<PostalCodeIndexMeta>): PostalCodes {
  let postalCodes = views.get(file);
  if (postalCodes) return postalCodes;
  const run = (offsets: Uint32Array, values: Uint32Array) => (position: number) => values.subarray(offsets[position]!, offsets[position + 1]!);
  const districtIdsAt = run(file.u32('districtOffsets'), file.u32('districtIds'));
  const places = Object.fromEntries(postalKinds.map((kind) => [kind, run(file.u32(`${kind}Offsets`), file.u32(kind))])) as Record<
    PostalKind,
    (position: number) => Uint32Array
  >;
  const codes = file.u32('codes');
  const firstAtLeast = (code: number) => {
    let low = 0;
    let high = codes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (codes[mid]! < code) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const summaries = file.bytes('summaries');
  const summaryOffsets = file.u32('summaryOffsets');
  const summaryHashes = file.bytes('summaryHashes');
  postalCodes = {
    count: file.meta.count,
    codes,
    provinceIds: file.u32('provinceIds'),
    positionOf(code) {
      const position = firstAtLeast(code);
      return codes[position] === code ? position : -1;
    },
    firstAtLeast,
    districtIdsAt,
    placesAt: (kind, position) => places[kind](position),
    summaryRunJson: (first, last) => summaries.subarray(summaryOffsets[first]!, summaryOffsets[last + 1]! - 1),
    summaryRunHashes: (first, last) => summaryHashes.subarray(first * 32, (last + 1) * 32),
  };
  views.set(file, postalCodes);
  return postalCodes;
}
