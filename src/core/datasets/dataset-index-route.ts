// GET /v2/datasets: every downloadable file of the current dataset version, with its size and sha256
// taken from the very bytes the files are built from (download-output.ts), the pinned and the latest
// URL. SHA256SUMS, made from the same bytes, is named in `meta` rather than listed: it cannot carry its
// own checksum.
import { z } from 'zod';
import { kindNames } from '../../data/kinds.ts';
import type { Store } from '../../data/store.ts';
import { cachePolicies } from '../http/headers.ts';
import { noParams } from '../params/param-set.ts';
import type { Route } from '../routing/route.ts';
import { checksumsFile, downloadFiles } from './download-files.ts';
import { allDownloadBytes } from './download-output.ts';

const pinnedUrl = (store: Store, file: string) => `/v2/datasets/${store.meta.datasetVersion}/${file}`;
const latestUrl = (file: string) => `/v2/datasets/${file}`;

const entrySchema = z
  .strictObject({
    file: z.string().meta({ description: 'File name.', examples: ['neighborhoods.csv'] }),
    format: z.enum([...new Set(downloadFiles.map((row) => row.format))] as [string, ...string[]]).meta({ description: 'File format.' }),
    kind: z.enum(kindNames).nullable().meta({ description: 'The kind whose records the file holds; null for the SQLite database of all five.' }),
    records: z.int().min(0).meta({ description: 'Number of records in the file (the SQLite database: in all its tables).' }),
    bytes: z.int().min(0).meta({ description: 'Size of the file, uncompressed.' }),
    sha256: z.string().regex(/^[0-9a-f]{64}$/).meta({ description: 'SHA-256 of the file, hex; also its ETag.' }),
    url: z.string().meta({ description: 'The pinned URL: this version, never changes.' }),
    latestUrl: z.string().meta({ description: 'The latest URL: follows the newest dataset version.' }),
  })
  .meta({ id: 'DatasetFile' });

const indexSchema = z
  .strictObject({
    data: z.array(entrySchema),
    meta: z.strictObject({
      count: z.int().min(0),
      datasetVersion: z.string(),
      lastUpdated: z.string(),
      checksumsUrl: z.string().meta({ description: 'SHA256SUMS of every listed file, in the format `sha256sum -c` checks.' }),
    }),
  })
  .meta({ id: 'DatasetIndex' });

export type DatasetIndex = z.infer<typeof indexSchema>;

/** The index, also read by the Downloads docs page. */
export function datasetIndex(store: Store): DatasetIndex {
  const data = allDownloadBytes(store).map(({ row, bytes, sha256 }) => ({
    file: row.file,
    format: row.format,
    kind: row.kind,
    records: row.records(store),
    bytes: bytes.length,
    sha256,
    url: pinnedUrl(store, row.file),
    latestUrl: latestUrl(row.file),
  }));
  const { datasetVersion, lastUpdated } = store.meta;
  return { data, meta: { count: data.length, datasetVersion, lastUpdated, checksumsUrl: pinnedUrl(store, checksumsFile.file) } };
}

// The index depends only on the store (its files are made once per store): serialized once.
const indexJsonOf = new WeakMap<Store, string>();
function indexJson(store: Store): string {
  let json = indexJsonOf.get(store);
  if (json === undefined) {
    json = JSON.stringify(datasetIndex(store));
    indexJsonOf.set(store, json);
  }
  return json;
}

export const datasetIndexRoute: Route = {
  id: 'listDatasets',
  path: '/v2/datasets',
  pathParams: {},
  params: noParams,
  cacheControl: cachePolicies.api,
  handler: ({ store }) => ({ body: indexJson(store) }),
  static: {
    // A file cannot be named like the folder of the datasets.
    file: '/v2/datasets.json',
    paths: () => [{}],
    headers: () => ({ 'Cache-Control': cachePolicies.api }),
  },
  docs: {
    summary: { en: 'List the dataset files', tr: 'Veri seti dosyalarını listele' },
    description: {
      en: 'Every downloadable file of the current dataset version (JSON, CSV and NDJSON per kind, one SQLite database) with its format, record count, size, SHA-256, pinned URL and latest URL. `meta.checksumsUrl` is SHA256SUMS, for `sha256sum -c`.',
      tr: 'Güncel veri seti sürümünün indirilebilir bütün dosyaları (her tür için JSON, CSV ve NDJSON, bir SQLite veritabanı): biçimi, kayıt sayısı, boyutu, SHA-256 özeti, sabit ve güncel adresiyle. `meta.checksumsUrl`, `sha256sum -c` için SHA256SUMS dosyasıdır.',
    },
    tags: ['Datasets'],
    response: indexSchema,
    errorCodes: [],
  },
};
