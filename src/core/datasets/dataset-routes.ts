// Dataset downloads: each kind's records as one JSON array (exactly the records the API serves, in id
// order), as CSV and NDJSON, all five kinds as one SQLite database, and SHA256SUMS over them (the
// files are rows of download-files.ts). `/v2/datasets/{file}` is the latest version (revalidated
// hourly); the pinned `/v2/datasets/{version}/{file}` never changes, so caches may keep it forever.
// Both are prebuilt (with precompressed siblings); this handler is what built them, and what
// answers the rest.
import { z } from 'zod';
import type { Store } from '../../data/store.ts';
import { ApiError, fixedError } from '../errors.ts';
import { geoJsonContentType } from '../geo/geojson.ts';
import { districtFeatureCollectionSchema, provinceFeatureCollectionSchema } from '../geo/geo-schemas.ts';
import { cachePolicies, httpDate } from '../http/headers.ts';
import { sharedResourceHeaders } from '../http/security-headers.ts';
import { messages } from '../messages.ts';
import type { Param } from '../params/param.ts';
import { noParams } from '../params/param-set.ts';
import { defineRoute, type RouteResult } from '../routing/route.ts';
import { checksumsFile, downloadFiles } from './download-files.ts';
import { downloadBytes, downloadFileNamed, sha256Sums } from './download-output.ts';

export const datasetFiles = [...downloadFiles.map((row) => row.file), checksumsFile.file];

const contentTypeOf = (file: string) => (file === checksumsFile.file ? checksumsFile.contentType : downloadFileNamed(file)?.contentType);

// Anything printable and not absurdly long is a well-formed name, even `../package.json`: a name that
// is not one of the files is "not found", not "malformed".
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it rules out
const wellFormed = /^[^\u0000-\u001f\u007f]{1,100}$/;

function pathText(description: string, values: readonly string[]): Param<string> {
  return {
    stage: 'value',
    schema: z.enum(values as [string, ...string[]]).meta({ description }),
    parse: (raw, name) => (wellFormed.test(raw) ? { ok: true, value: raw } : { ok: false, error: new ApiError('BAD_REQUEST', messages.datasetPath(name)) }),
  };
}

const fileParam = pathText('One of the files `GET /v2/datasets` lists, or `SHA256SUMS` (their checksums).', datasetFiles);

function datasetAnswer(store: Store, file: string, cacheControl: string): RouteResult {
  const contentType = contentTypeOf(file);
  if (!contentType) throw fixedError('DATASET_NOT_FOUND');
  const headers = { 'Content-Type': contentType, 'Last-Modified': httpDate(store.meta.lastUpdated), ...sharedResourceHeaders };
  const row = downloadFileNamed(file);
  if (!row) return { body: sha256Sums(store), cacheControl, headers };
  // The bytes were made once for this store; their sha256 is the strong ETag, as for any static file.
  const { bytes, sha256 } = downloadBytes(store, row);
  return { body: bytes, etag: `"${sha256}"`, cacheControl, headers };
}

// The headers every dataset file shares (other sites load them: Cross-Origin-Resource-Policy);
// Content-Type comes from the file's extension (fileHeaders below).
const datasetHeaders = (cacheControl: string) => (meta: Store['meta']) => ({
  'Cache-Control': cacheControl,
  'Last-Modified': httpDate(meta.lastUpdated),
  ...sharedResourceHeaders,
});

// Every file but one gets its Content-Type from its extension (the one table both hosts apply);
// `SHA256SUMS` has none, so it carries its own.
const fileHeaders = ({ datasetFile = '' }: Readonly<Record<string, string>>): Record<string, string> =>
  datasetFile === checksumsFile.file ? { 'Content-Type': checksumsFile.contentType } : {};

/** What each non-JSON media type of the route is, for the OpenAPI document (keys without parameters). */
const mediaTypes: Record<string, string> = {};
// GeoJSON is described by its schema (otherContent) rather than as opaque text.
for (const row of [...downloadFiles.filter((row) => row.format !== 'json' && row.contentType !== geoJsonContentType), checksumsFile]) {
  const type = row.contentType.split(';')[0]!;
  mediaTypes[type] = [mediaTypes[type], `\`${row.file}\``].filter(Boolean).join(', ');
}

const arraySchema = z.array(z.record(z.string(), z.unknown())).meta({ description: 'Every record of the kind, by ascending id (the `.json` files).' });
// The GeoJSON files: `provinces.geojson` and `districts.geojson`.
const featureCollectionSchema = z.union([provinceFeatureCollectionSchema, districtFeatureCollectionSchema]);
// The JSON body of this operation: a `.json` file's array, or a `.geojson` file's FeatureCollection
// (served as application/geo+json, described below too). Validating proxies such as Prism check every
// JSON-family body against the first media type whatever its Content-Type
// (https://github.com/stoplightio/prism/issues/2713), so the first one admits every shape.
const jsonBodySchema = z.union([arraySchema, featureCollectionSchema]);

export const latestDatasetRoute = defineRoute({
  id: 'getDataset',
  path: '/v2/datasets/{datasetFile}',
  pathParams: { datasetFile: fileParam },
  params: noParams,
  cacheControl: cachePolicies.datasetLatest,
  handler: ({ pathParams, store }) => datasetAnswer(store, pathParams.datasetFile, cachePolicies.datasetLatest),
  static: {
    file: '/v2/datasets/{datasetFile}',
    paths: () => datasetFiles.map((datasetFile) => ({ datasetFile })),
    headers: datasetHeaders(cachePolicies.datasetLatest),
    fileHeaders,
  },
  docs: {
    summary: { en: 'Download a dataset (latest)', tr: 'Veri seti indir (güncel)' },
    description: {
      en: 'Every record of one kind, in id order (the same records the API serves), as a JSON array (`provinces.json`), CSV (`provinces.csv`) or NDJSON (`provinces.ndjson`); all five kinds as one SQLite database (`turkiye.sqlite`); the provinces’ and districts’ outlines as GeoJSON (`provinces.geojson`, `districts.geojson`: © OpenStreetMap contributors, ODbL 1.0); settlement points (`place-points.csv`: GeoNames, CC BY 4.0, and Who’s On First); and `SHA256SUMS`, the checksums of the files. Cached for an hour, then revalidated.',
      tr: 'Bir türün bütün kayıtları, id sırasıyla (API’nin sunduğu kayıtların aynısı): JSON dizisi (`provinces.json`), CSV (`provinces.csv`) ya da NDJSON (`provinces.ndjson`) olarak; beş türün tamamı tek bir SQLite veritabanı olarak (`turkiye.sqlite`); il ve ilçe sınırları GeoJSON olarak (`provinces.geojson`, `districts.geojson`: © OpenStreetMap katkıda bulunanlar, ODbL 1.0); yerleşim noktaları (`place-points.csv`: GeoNames, CC BY 4.0 ve Who’s On First); ve dosyaların sağlama toplamları, `SHA256SUMS`. Bir saat önbellekte tutulur, sonra yeniden doğrulanır.',
    },
    tags: ['Datasets'],
    example: { pathParams: { datasetFile: 'provinces.json' } },
    response: jsonBodySchema,
    mediaTypes,
    otherContent: { [geoJsonContentType]: featureCollectionSchema },
    errorCodes: ['BAD_REQUEST', 'DATASET_NOT_FOUND'],
  },
});

export const pinnedDatasetRoute = defineRoute({
  id: 'getDatasetVersion',
  path: '/v2/datasets/{datasetVersion}/{datasetFile}',
  pathParams: { datasetVersion: pathText('Dataset version; the only one is `2025`.', ['2025']), datasetFile: fileParam },
  params: noParams,
  cacheControl: cachePolicies.datasetPinned,
  handler({ pathParams, store }) {
    if (pathParams.datasetVersion !== store.meta.datasetVersion) throw fixedError('DATASET_NOT_FOUND');
    return datasetAnswer(store, pathParams.datasetFile, cachePolicies.datasetPinned);
  },
  static: {
    file: '/v2/datasets/{datasetVersion}/{datasetFile}',
    paths: (store) => datasetFiles.map((datasetFile) => ({ datasetVersion: store.meta.datasetVersion, datasetFile })),
    headers: datasetHeaders(cachePolicies.datasetPinned),
    fileHeaders,
  },
  docs: {
    summary: { en: 'Download a dataset (pinned version)', tr: 'Veri seti indir (sabit sürüm)' },
    description: {
      en: 'The same file for a fixed dataset version; it never changes, so it is cached for a year as immutable.',
      tr: 'Aynı dosya, sabit bir veri seti sürümü için; hiç değişmediğinden bir yıl boyunca değişmez (immutable) olarak önbellekte tutulur.',
    },
    tags: ['Datasets'],
    example: { pathParams: { datasetVersion: '2025', datasetFile: 'provinces.json' } },
    response: jsonBodySchema,
    mediaTypes,
    otherContent: { [geoJsonContentType]: featureCollectionSchema },
    errorCodes: ['BAD_REQUEST', 'DATASET_NOT_FOUND'],
  },
});
