// The run-time view of the compiled store. Each kind is loaded on first use (a provinces request never
// reads neighborhoods) and is a set of typed arrays over one file read: nothing is parsed, sorted or
// hashed here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataRecord, KindName } from './kinds.ts';
import { itemRunJson, type SerializedItems } from './serialized-items.ts';
import { readStoreFile, type StoreFile } from './store-file.ts';
import { type KindFileMeta, type StoreMeta, storeDir, storeFileName, storeMetaFile } from './store-layout.ts';

export interface KindStore {
  kind: KindName;
  count: number;
  /** Record index (ascending id) of a record id, or -1. */
  indexOfId(id: number): number;
  /** The record's JSON, serialized at build time in schema key order. */
  recordJson(index: number): Buffer;
  /** The records first..last (consecutive indexes) as one comma-separated JSON fragment. */
  recordRunJson(first: number, last: number): Buffer;
  /** Every record's JSON with its offsets and sha256s: what a list page is copied from. */
  records: SerializedItems;
  record(index: number): DataRecord;
  /** Filter values per record index: ids, parent ids and the kind's columns (see data/kinds.ts). */
  column(name: string): Float64Array;
  hasColumn(name: string): boolean;
  /** Record indexes in a precomputed order: `name`, `-name`, `population`, `-population`. */
  order(name: string): Uint32Array;
  /** Indexes of the records whose `parentField` equals `parentId`, by ascending id. */
  childrenOf(parentField: string, parentId: number): Uint32Array;
  /** Position of each record in `order(name)`: sorting candidates by it gives the order's sequence. */
  rank(name: string): Uint32Array;
  /** Indexes by ascending value of `column`, ties by index, when the store keeps that permutation. */
  sortedBy(column: string): Uint32Array | undefined;
  /** Folded names joined by newlines, and where each record's name starts in that text. */
  searchText: string;
  searchOffsets: Uint32Array;
  /** The record's folded name (its line of `searchText`). */
  foldedName(index: number): string;
  /** Ascending indexes of the records whose folded name holds `piece` (1 to 3 characters; name-grams.ts). */
  namesWith(piece: string): Uint32Array;
}

/** First position in 0..length whose value is >= `value`, for values ascending by position. */
export function lowerBound(length: number, valueAt: (position: number) => number, value: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (valueAt(mid) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function loadKind(dir: string, kind: KindName, expected: StoreMeta['files'][KindName]): KindStore {
  const file = readStoreFile<KindFileMeta>(join(dir, storeFileName(kind)), expected);
  // Each record is stored followed by a comma (see compile-store.ts).
  const records: SerializedItems = { bytes: file.bytes('records'), offsets: file.u32('recordOffsets'), hashes: file.bytes('recordHashes') };
  const columns = new Map(file.meta.columns.map((name) => [name, file.f64(`column:${name}`)]));
  const orders = new Map(file.meta.orders.map((name) => [name, file.u32(`order:${name}`)]));
  const ids = columns.get('id')!;
  const idAt = (index: number) => ids[index]!;
  const recordRunJson = (first: number, last: number) => itemRunJson(records, first, last);
  const recordJson = (index: number) => recordRunJson(index, index);
  const missing = (what: string, name: string): never => {
    throw new Error(`The ${kind} store has no ${what} "${name}".`);
  };
  const searchText = file.text('searchText');
  const searchOffsets = file.u32('searchOffsets');
  // The pieces' lookup table is made on the first search of the kind, not at load.
  let gramSlots: Map<string, number> | undefined;
  const slotOf = (piece: string) => {
    if (!gramSlots) {
      const gramText = file.text('gramText');
      gramSlots = new Map((gramText === '' ? [] : gramText.split('\n')).map((gram, slot) => [gram, slot]));
    }
    return gramSlots.get(piece);
  };
  const gramStarts = file.u32('gramStarts');
  const gramPostings = file.u32('gramPostings');
  // Inverse permutations, made on first use: one pass over an order, not a sort.
  const ranks = new Map<string, Uint32Array>();
  const order = (name: string) => orders.get(name) ?? missing('order', name);
  return {
    kind,
    count: file.meta.count,
    indexOfId(id) {
      const index = lowerBound(ids.length, idAt, id);
      return index < ids.length && ids[index] === id ? index : -1;
    },
    recordJson,
    recordRunJson,
    records,
    record: (index) => JSON.parse(recordJson(index).toString('utf8')) as DataRecord,
    column: (name) => columns.get(name) ?? missing('column', name),
    hasColumn: (name) => columns.has(name),
    order,
    rank(name) {
      let rank = ranks.get(name);
      if (!rank) {
        const sequence = order(name);
        rank = new Uint32Array(sequence.length);
        for (let position = 0; position < sequence.length; position++) rank[sequence[position]!] = position;
        ranks.set(name, rank);
      }
      return rank;
    },
    // `population` is a sort order, already ascending by value with ties by index (compile-store.ts).
    sortedBy: (column) => orders.get(`by:${column}`) ?? (column === 'population' ? orders.get(column) : undefined),
    childrenOf(parentField, parentId) {
      const order = orders.get(`by:${parentField}`) ?? missing('parent order', parentField);
      const column = columns.get(parentField)!;
      const parentAt = (position: number) => column[order[position]!]!;
      return order.subarray(lowerBound(order.length, parentAt, parentId), lowerBound(order.length, parentAt, parentId + 1));
    },
    searchText,
    searchOffsets,
    foldedName: (index) => searchText.slice(searchOffsets[index]!, searchOffsets[index + 1]! - 1),
    namesWith(piece) {
      const slot = slotOf(piece);
      return slot === undefined ? gramPostings.subarray(0, 0) : gramPostings.subarray(gramStarts[slot]!, gramStarts[slot + 1]!);
    },
  };
}

export interface Store {
  dir: string;
  meta: StoreMeta;
  kind(kind: KindName): KindStore;
  /** An index file of store-indexes.ts, read and checked on first use. */
  index<M>(name: string): StoreFile<M>;
}

/** Opens a compiled store; kinds are read from disk on first access. */
export function openStore(dir: string = storeDir()): Store {
  let meta: StoreMeta;
  try {
    meta = JSON.parse(readFileSync(join(dir, storeMetaFile), 'utf8')) as StoreMeta;
  } catch (error) {
    throw new Error(
      `No compiled store in ${dir} (${(error as Error).message}). Run \`npm run build\` first, or set STORE_DIR.`,
    );
  }
  const loaded = new Map<KindName, KindStore>();
  const indexes = new Map<string, StoreFile<unknown>>();
  return {
    dir,
    meta,
    kind(kind) {
      let store = loaded.get(kind);
      if (!store) {
        store = loadKind(dir, kind, meta.files[kind]);
        loaded.set(kind, store);
      }
      return store;
    },
    index<M>(name: string) {
      let file = indexes.get(name);
      if (!file) {
        const expected = meta.files[name];
        if (!expected) throw new Error(`The store in ${dir} has no index "${name}"; run the build again (npm run build).`);
        file = readStoreFile(join(dir, storeFileName(name)), expected);
        indexes.set(name, file);
      }
      return file as StoreFile<M>;
    },
  };
}

let defaultStore: Store | undefined;

/** The process-wide store at STORE_DIR (or .store), opened on first use. */
export function getStore(): Store {
  defaultStore ??= openStore();
  return defaultStore;
}
