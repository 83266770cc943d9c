// Response bodies, assembled from pre-serialized pieces: a record's JSON is written once at build
// time and only concatenated here.
import { createHash } from 'node:crypto';
import type { StoreMeta } from '../data/store-layout.ts';

export type Json = Buffer;

export const datasetMetaJson = (meta: StoreMeta) =>
  `"datasetVersion":${JSON.stringify(meta.datasetVersion)},"lastUpdated":${JSON.stringify(meta.lastUpdated)}`;

/** `{data: <record>, meta: {datasetVersion, lastUpdated}}`. */
export function detailEnvelope(data: Json, meta: StoreMeta): Json {
  return Buffer.concat([Buffer.from('{"data":'), data, Buffer.from(`,"meta":{${datasetMetaJson(meta)}}}`)]);
}

export interface ListPage {
  /** The records' JSON, in order: single records or comma-joined runs of them. */
  pieces: readonly Json[];
  count: number;
  total: number;
  limit: number;
  offset: number;
}

export interface ListBody {
  /** In chunks: records are not copied into one buffer here. */
  body: Json[];
  /** Present when the records' hashes were given. */
  etag?: string;
}

/**
 * `{data: [...], meta: {count, total, limit, offset, datasetVersion, lastUpdated}}`. Given the sha256s
 * of the records (in page order, in any grouping), also a strong ETag: the sha256 of the body with
 * every record replaced by its hash. It changes exactly when the body does, and costs 32 bytes of
 * hashing per record instead of the whole body (a 1000-record page is ~230 KB).
 */
export function listEnvelope(page: ListPage, meta: StoreMeta, recordHashes?: readonly Buffer[]): ListBody {
  const head = Buffer.from('{"data":[');
  const tail = Buffer.from(
    `],"meta":{"count":${page.count},"total":${page.total},"limit":${page.limit},"offset":${page.offset},${datasetMetaJson(meta)}}}`,
  );
  const parts: Buffer[] = [head];
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(comma);
    parts.push(piece);
  });
  parts.push(tail);
  const body = parts;
  if (!recordHashes) return { body };
  const hash = createHash('sha256').update(head);
  for (const recordHash of recordHashes) hash.update(recordHash);
  return { body, etag: `"${hash.update(tail).digest('hex')}"` };
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
