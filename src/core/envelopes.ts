// Response bodies, assembled from pre-serialized pieces: a record's JSON is written once at build
// time and only concatenated here.
import type { StoreMeta } from '../../data/store-layout.ts';

export type Json = Buffer;

const datasetMetaJson = (meta: StoreMeta) =>
  `"datasetVersion":${JSON.stringify(meta.datasetVersion)},"lastUpdated":${JSON.stringify(meta.lastUpdated)}`;

/** `{data: <record>, meta: {datasetVersion, lastUpdated}}`. */
export function detailEnvelope(data: Json, meta: StoreMeta): Json {
  return Buffer.concat([Buffer.from('{"data":'), data, Buffer.from(`,"meta":{${datasetMetaJson(meta)}}}`)]);
}

export interface ListPage {
  items: readonly Json[];
  total: number;
  limit: number;
  offset: number;
}

/** `{data: [...], meta: {count, total, limit, offset, datasetVersion, lastUpdated}}`. */
export function listEnvelope(page: ListPage, meta: StoreMeta): Json {
  const parts: Buffer[] = [Buffer.from('{"data":[')];
  page.items.forEach((item, i) => {
    if (i > 0) parts.push(comma);
    parts.push(item);
  });
  parts.push(
    Buffer.from(
      `],"meta":{"count":${page.items.length},"total":${page.total},"limit":${page.limit},"offset":${page.offset},${datasetMetaJson(meta)}}}`,
    ),
  );
  return Buffer.concat(parts);
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
