// A record's JSON as the API returns it: the pre-serialized bytes, or, with `fields`, a projection in
// schema order; with `include`, related records spliced in under their relation names.
import type { KindStore, Store } from '../../data/store.ts';
import { parentField } from '../../data/kinds.ts';
import { type Json, jsonArray, jsonOf, type PageContent } from '../envelopes.ts';
import type { Relation } from './registry.ts';

/** The record at `index`, whole or projected to `fields` (already in schema order). */
export function recordJson(store: KindStore, index: number, fields?: readonly string[]): Json {
  if (!fields) return store.recordJson(index);
  return jsonOf(projection(store, index, fields));
}

function projection(store: KindStore, index: number, fields: readonly string[]): Record<string, unknown> {
  const record = store.record(index);
  const projected: Record<string, unknown> = {};
  for (const field of fields) projected[field] = record[field];
  return projected;
}

/**
 * The page's records: with `fields`, one projection per record, made here; otherwise the stored
 * bytes, copied from the store into the answer (listEnvelope).
 */
export function pageContent(store: KindStore, indexes: readonly number[], fields?: readonly string[]): PageContent {
  if (!fields) return { items: store.records, indexes };
  return { json: indexes.map((index) => JSON.stringify(projection(store, index, fields))).join(',') };
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
