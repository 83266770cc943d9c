// The postal-code index: every code that a neighborhood or village carries, with the places that
// carry it, grouped once at build time (a row of store-indexes.ts). A request binary-searches the
// sorted codes and slices; nothing is grouped or serialized per request except a three-field head.
//
// A code's places are kept as record indexes into the neighborhoods and villages kind files. Those
// files hold records by ascending id (compile-store.ts), so a record's index is its rank by id, and
// ascending indexes are ascending ids: the detail answer's order.
import { createHash } from 'node:crypto';
import type { KindName } from './kinds.ts';
import { flattenLists } from './flat-lists.ts';
import type { Dataset } from './read-dataset.ts';
import type { CompiledIndex, StoreIndex } from './store-index.ts';

export const postalCodeIndexName = 'postal-codes';

/** The kinds whose records carry a `postalCode`, in the order the answers list them. */
export const postalKinds = ['neighborhoods', 'villages'] as const satisfies readonly KindName[];
export type PostalKind = (typeof postalKinds)[number];

export interface PostalCodeIndexMeta {
  count: number;
}

interface CodeEntry {
  /** One per code: a dataset invariant (invariants.ts) checked before anything compiles. */
  provinceId: number;
  districtIds: Set<number>;
  places: Record<PostalKind, number[]>;
}

/**
 * The positions of the codes of each parent: (parent id, position) pairs sorted by parent id, then
 * position, so one parent's codes are a run found by binary search, ascending like the list. A code
 * in two districts is in both runs.
 */
function bucketsOf(parentsPerPosition: ReadonlyArray<readonly number[]>): { keys: Uint32Array; positions: Uint32Array } {
  const pairs = parentsPerPosition.flatMap((parents, position) => parents.map((parent) => [parent, position] as const));
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { keys: Uint32Array.from(pairs, (pair) => pair[0]), positions: Uint32Array.from(pairs, (pair) => pair[1]) };
}

function compilePostalCodeIndex(dataset: Dataset): CompiledIndex {
  const entries = new Map<string, CodeEntry>();
  for (const kind of postalKinds) {
    // Record index = rank by id, as in the kind's own file.
    const byId = [...dataset.records[kind]].sort((a, b) => a.id - b.id);
    byId.forEach((record, index) => {
      const code = record.postalCode as string;
      let entry = entries.get(code);
      if (!entry) {
        const places = Object.fromEntries(postalKinds.map((postalKind) => [postalKind, []])) as unknown as Record<PostalKind, number[]>;
        entry = { provinceId: record.provinceId as number, districtIds: new Set(), places };
        entries.set(code, entry);
      }
      entry.districtIds.add(record.districtId as number);
      entry.places[kind].push(index);
    });
  }
  // Codes are five ASCII digits (schemas.ts), so string order is numeric order.
  const codes = [...entries.keys()].sort();
  const rows = codes.map((code) => {
    const entry = entries.get(code)!;
    return { code, provinceId: entry.provinceId, districtIds: [...entry.districtIds].sort((a, b) => a - b), places: entry.places };
  });

  // Each summary is followed by a comma, so a page of consecutive codes is one slice (as records).
  const summaries = rows.map(({ code, provinceId, districtIds, places }) =>
    Buffer.from(
      `${JSON.stringify({ code, provinceId, districtIds, neighborhoodCount: places.neighborhoods.length, villageCount: places.villages.length })},`,
      'utf8',
    ),
  );
  const summaryOffsets = new Uint32Array(summaries.length + 1);
  summaries.forEach((summary, i) => {
    summaryOffsets[i + 1] = summaryOffsets[i]! + summary.length;
  });
  const districts = flattenLists(rows.map((row) => row.districtIds));
  const placeSections = Object.fromEntries(
    postalKinds.flatMap((kind) => {
      const { offsets, values } = flattenLists(rows.map((row) => row.places[kind]));
      return [
        [`${kind}Offsets`, offsets],
        [kind, values],
      ];
    }),
  );
  const byProvince = bucketsOf(rows.map((row) => [row.provinceId]));
  const byDistrict = bucketsOf(rows.map((row) => row.districtIds));
  const meta: PostalCodeIndexMeta = { count: codes.length };
  return {
    meta,
    sections: {
      codes: Uint32Array.from(codes, Number),
      provinceIds: Uint32Array.from(rows, (row) => row.provinceId),
      districtOffsets: districts.offsets,
      districtIds: districts.values,
      ...placeSections,
      'bucket:province:keys': byProvince.keys,
      'bucket:province:positions': byProvince.positions,
      'bucket:district:keys': byDistrict.keys,
      'bucket:district:positions': byDistrict.positions,
      summaries: Buffer.concat(summaries),
      summaryOffsets,
      // The sha256 of each summary (comma excluded): list ETags are derived from these.
      summaryHashes: Buffer.concat(summaries.map((summary) => createHash('sha256').update(summary.subarray(0, -1)).digest())),
    },
  };
}

export const postalCodeIndex: StoreIndex = { name: postalCodeIndexName, compile: compilePostalCodeIndex };
