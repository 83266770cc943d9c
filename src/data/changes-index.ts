// The change index (DESIGN §6.8), a row of store-indexes.ts: every row of the history
// (change-history.ts), newest first, serialized once at build time with its sha256, and the columns
// the `/v2/changes` filters read: kind, type, release, and the provinces and districts the place was
// and is in. A request scans these few hundred numbers and copies the matching rows' bytes; one
// record's history is a run of a permutation by (kind, id), found by binary search.
import { type ChangeRow, type ComparisonHead, changeHistory } from './change-history.ts';
import { changeKinds, changeTypes } from './change-list.ts';
import type { Dataset } from './read-dataset.ts';
import { type SerializedItems, serializeItems } from './serialized-items.ts';
import { lowerBound, type Store } from './store.ts';
import type { StoreFile } from './store-file.ts';
import type { CompiledIndex, StoreIndex } from './store-index.ts';

export const changesIndexName = 'changes';

export interface ChangesIndexMeta {
  count: number;
  /** The imports' comparisons the rows come from, newest first; a row's `comparison` column is its position here plus one (0: the curated history). */
  comparisons: ComparisonHead[];
}

/** A province or district a row's place was in before or is in after (its own id for a province's or district's row). */
function placeIn(row: ChangeRow, when: 'previous' | 'current', level: 'province' | 'district'): number {
  if (row.kind === level) return row[when] ? row.id : 0;
  return row[when]?.[`${level}Id`] ?? 0;
}

function compileChangesIndex(dataset: Dataset): CompiledIndex {
  const entries = changeHistory(dataset);
  const rows = entries.map((entry) => entry.row);
  const comparisons = [...new Set(entries.flatMap((entry) => (entry.comparison ? [entry.comparison] : [])))];
  const items = serializeItems(rows.map((row) => JSON.stringify(row)));
  const kindIndex = (row: ChangeRow) => changeKinds.indexOf(row.kind);
  const byRecord = Uint32Array.from(rows.keys()).sort((a, b) => kindIndex(rows[a]!) - kindIndex(rows[b]!) || rows[a]!.id - rows[b]!.id || a - b);
  const meta: ChangesIndexMeta = { count: rows.length, comparisons };
  return {
    meta,
    sections: {
      rows: items.bytes,
      rowOffsets: items.offsets,
      rowHashes: items.hashes,
      kind: Uint8Array.from(rows, kindIndex),
      type: Uint8Array.from(rows, (row) => changeTypes.indexOf(row.type)),
      comparison: Uint8Array.from(entries, (entry) => (entry.comparison ? comparisons.indexOf(entry.comparison) + 1 : 0)),
      id: Uint32Array.from(rows, (row) => row.id),
      previousProvince: Uint32Array.from(rows, (row) => placeIn(row, 'previous', 'province')),
      currentProvince: Uint32Array.from(rows, (row) => placeIn(row, 'current', 'province')),
      previousDistrict: Uint32Array.from(rows, (row) => placeIn(row, 'previous', 'district')),
      currentDistrict: Uint32Array.from(rows, (row) => placeIn(row, 'current', 'district')),
      byRecord,
    },
  };
}

export const changesIndex: StoreIndex = { name: changesIndexName, compile: compileChangesIndex };

export interface ChangesIndexView {
  meta: ChangesIndexMeta;
  rows: SerializedItems;
  /** Per row: index into changeKinds, changeTypes, and meta.comparisons plus one (0: the curated history). */
  kind: Uint8Array;
  type: Uint8Array;
  comparison: Uint8Array;
  id: Uint32Array;
  previousProvince: Uint32Array;
  currentProvince: Uint32Array;
  previousDistrict: Uint32Array;
  currentDistrict: Uint32Array;
  /** Row positions by kind, then id, then position (newest first). */
  byRecord: Uint32Array;
  /** The row at `position`, parsed (for the few places that need its fields: error messages, pages). */
  row(position: number): ChangeRow;
}

const views = new WeakMap<StoreFile<ChangesIndexMeta>, ChangesIndexView>();

export function openChangesIndex(store: Store): ChangesIndexView {
  const file = store.index<ChangesIndexMeta>(changesIndexName);
  let view = views.get(file);
  if (!view) {
    const rows: SerializedItems = { bytes: file.bytes('rows'), offsets: file.u32('rowOffsets'), hashes: file.bytes('rowHashes') };
    view = {
      meta: file.meta,
      rows,
      kind: file.bytes('kind'),
      type: file.bytes('type'),
      comparison: file.bytes('comparison'),
      id: file.u32('id'),
      previousProvince: file.u32('previousProvince'),
      currentProvince: file.u32('currentProvince'),
      previousDistrict: file.u32('previousDistrict'),
      currentDistrict: file.u32('currentDistrict'),
      byRecord: file.u32('byRecord'),
      row: (position) => JSON.parse(rows.bytes.toString('utf8', rows.offsets[position]!, rows.offsets[position + 1]! - 1)) as ChangeRow,
    };
    views.set(file, view);
  }
  return view;
}

/** The positions of one record's rows, newest first: a run of `byRecord`. */
export function historyOf(view: ChangesIndexView, kindIndex: number, id: number): Uint32Array {
  const { byRecord, kind, id: ids } = view;
  const key = (position: number) => kind[byRecord[position]!]! * 2 ** 32 + ids[byRecord[position]!]!;
  const target = kindIndex * 2 ** 32 + id;
  return byRecord.subarray(lowerBound(byRecord.length, key, target), lowerBound(byRecord.length, key, target + 1));
}
