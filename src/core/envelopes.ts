// Response bodies, assembled from pre-serialized pieces: a record's JSON is written once at build
// time and only copied here.
import { commaJoinedLength, copyCommaJoined, copyHashes, type SerializedItems } from '../data/serialized-items.ts';
import type { StoreMeta } from '../data/store-layout.ts';
import { strongEtag } from './http/etag.ts';

export type Json = Buffer;

// The store's meta does not change while a process runs: its JSON is made once per meta object.
const metaJsonOf = new WeakMap<StoreMeta, string>();

export function datasetMetaJson(meta: StoreMeta): string {
  let json = metaJsonOf.get(meta);
  if (json === undefined) {
    json = `"datasetVersion":${JSON.stringify(meta.datasetVersion)},"lastUpdated":${JSON.stringify(meta.lastUpdated)}`;
    metaJsonOf.set(meta, json);
  }
  return json;
}

/** `{data: <record>, meta: {datasetVersion, lastUpdated}}`. */
export function detailEnvelope(data: Json, meta: StoreMeta): Json {
  return Buffer.concat([Buffer.from('{"data":'), data, Buffer.from(`,"meta":{${datasetMetaJson(meta)}}}`)]);
}

/** A page's items: pre-serialized ones picked by index, or JSON made for this answer, comma-joined. */
export type PageContent = { items: SerializedItems; indexes: ArrayLike<number> } | { json: string };

export interface ListPage {
  content: PageContent;
  count: number;
  total: number;
  limit: number;
  offset: number;
}

export interface ListBody {
  /** One buffer, the whole body. */
  body: Json[];
  /** Present when the items are pre-serialized (their hashes are known). */
  etag?: string;
}

const listHead = Buffer.from('{"data":[');

/**
 * `{data: [...], meta: {count, total, limit, offset, datasetVersion, lastUpdated}}`, written into one
 * buffer of its exact size: the items are copied from the store once, and the server writes the buffer
 * as it is (issue 31: the slices, the list of pieces and the join cost more than a list's filters).
 * For pre-serialized items also a strong ETag: the sha256 of the body with every item replaced by its
 * sha256. It changes exactly when the body does, and costs 32 bytes of hashing per item instead of the
 * whole body (a 1000-record page is ~230 KB).
 */
export function listEnvelope(page: ListPage, meta: StoreMeta): ListBody {
  const { content } = page;
  const tail = `],"meta":{"count":${page.count},"total":${page.total},"limit":${page.limit},"offset":${page.offset},${datasetMetaJson(meta)}}}`;
  const tailLength = Buffer.byteLength(tail);
  const itemsLength = 'json' in content ? Buffer.byteLength(content.json) : commaJoinedLength(content.items, content.indexes);
  const body = Buffer.allocUnsafe(listHead.length + itemsLength + tailLength);
  listHead.copy(body, 0);
  if ('json' in content) body.write(content.json, listHead.length, 'utf8');
  else copyCommaJoined(content.items, content.indexes, body, listHead.length);
  body.write(tail, listHead.length + itemsLength, 'utf8');
  if ('json' in content) return { body: [body] };
  const hashed = Buffer.allocUnsafe(listHead.length + 32 * content.indexes.length + tailLength);
  listHead.copy(hashed, 0);
  hashed.write(tail, copyHashes(content.items, content.indexes, hashed, listHead.length), 'utf8');
  return { body: [body], etag: strongEtag(hashed) };
}

const comma = Buffer.from(',');

/** A JSON array of pre-serialized items. */
export function jsonArray(items: readonly Json[]): Json {
  const parts: Buffer[] = [Buffer.from('[')];
  items.forEach((item, i) => {
    if (i > 0) parts.push(comma);
    parts.push(item);
  });
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}

export const jsonOf = (value: unknown): Json => Buffer.from(JSON.stringify(value), 'utf8');
