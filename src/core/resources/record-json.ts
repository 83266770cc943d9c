// A record's JSON as the API returns it: the pre-serialized bytes, or, with `fields`, a projection in
// schema order; with `include`, related records spliced in under their relation names.
import type { KindStore, Store } from '../../data/store.ts';
import { parentField } from '../../data/kinds.ts';
import { type Json, jsonArray, jsonOf } from '../envelopes.ts';
import type { Relation } from './registry.ts';
import { consecutiveRuns } from './consecutive-runs.ts';

/** The record at `index`, whole or projected to `fields` (already in schema order). */
export function recordJson(store: KindStore, index: number, fields?: readonly string[]): Json {
  if (!fields) return store.recordJson(index);
  const record = store.record(index);
  const projected: Record<string, unknown> = {};
  for (const field of fields) projected[field] = record[field];
  return jsonOf(projected);
}

/**
 * The page's records as JSON pieces: with `fields`, one projection per record; otherwise the stored
 * bytes, where each run of consecutive indexes is one slice (a page in id order is a single slice).
 * Whole records also yield their sha256s, run by run, from which the list's ETag is derived.
 */
export function pageJson(store: KindStore, indexes: readonly number[], fields?: readonly string[]): { pieces: Json[]; hashes?: Buffer[] } {
  if (fields) return { pieces: indexes.map((index) => recordJson(store, index, fields)) };
  const pieces: Json[] = [];
  const hashes: Buffer[] = [];
  for (const [first, last] of consecutiveRuns(indexes)) {
    pieces.push(store.recordRunJson(first, last));
    hashes.push(store.recordRunHashes(first, last));
  }
  // A sorted or filtered page is a run per record: one buffer of their hashes is hashed in one call,
  // where a call per record cost a tenth of such an answer (issue 31's profile).
  return { pieces, hashes: hashes.length > 1 ? [Buffer.concat(hashes)] : hashes };
}

/**
 * `record` with each relation added as a last key: a parent as its full record, children as the
 * array of their full records by ascending id. The record is an object, so its JSON ends with `}`.
 */
export function withRelations(record: Json, kindStore: KindStore, index: number, relations: readonly Relation[], store: Store): Json {
  if (relations.length === 0) return record;
  const id = kindStore.column('id')[index]!;
  // `fields` always keeps at least one field, so the record is never `{}` and a comma always fits.
  const parts: Buffer[] = [record.subarray(0, record.length - 1)];
  for (const relation of relations) {
    const related = store.kind(relation.kind);
    let value: Json;
    if (relation.type === 'parent') {
      value = related.recordJson(related.indexOfId(kindStore.column(parentField(relation.kind))[index]!));
    } else {
      value = jsonArray(Array.from(related.childrenOf(parentField(kindStore.kind), id), (child) => related.recordJson(child)));
    }
    parts.push(Buffer.from(`,"${relation.name}":`), value);
  }
  parts.push(Buffer.from('}'));
  return Buffer.concat(parts);
}
