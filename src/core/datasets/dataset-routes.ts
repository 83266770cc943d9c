// Dataset downloads: each kind's records as one JSON array, exactly the records the API serves, in id
// order. `/v2/datasets/{file}` is the latest version (revalidated hourly); the pinned
// `/v2/datasets/{version}/{file}` never changes, so caches may keep it forever. Both are prebuilt
// (with precompressed siblings); this handler is what built them, and what answers the rest.
import { z } from 'zod';
import { type KindName, kindNames, kinds } from '../../data/kinds.ts';
import type { Store } from '../../data/store.ts';
import { ApiError, fixedError } from '../errors.ts';
import { cachePolicies, httpDate, jsonContentType } from '../http/headers.ts';
import { messages } from '../messages.ts';
import type { Param } from '../params/param.ts';
import { noParams } from '../params/param-set.ts';
import { defineRoute, type RouteResult } from '../routing/route.ts';

const kindOfFile = new Map<string, KindName>(kindNames.map((kind) => [kinds[kind].file, kind]));
export const datasetFiles = [...kindOfFile.keys()];

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

const fileParam = pathText('One of the five dataset files.', datasetFiles);

function datasetAnswer(store: Store, file: string, cacheControl: string): RouteResult {
  const kind = kindOfFile.get(file);
  if (!kind) throw fixedError('DATASET_NOT_FOUND');
  const records = store.kind(kind);
  // Records are stored comma-separated in id order, so the whole array is one slice.
  const body = [Buffer.from('['), records.recordRunJson(0, records.count - 1), Buffer.from(']')];
  return { body, cacheControl, headers: { 'Last-Modified': httpDate(store.meta.lastUpdated) } };
}

const datasetHeaders = (cacheControl: string) => (meta: Store['meta']) => ({
  'Cache-Control': cacheControl,
  'Content-Type': jsonContentType,
  'Last-Modified': httpDate(meta.lastUpdated),
});

const arraySchema = z.array(z.record(z.string(), z.unknown())).meta({ description: 'Every record of the kind, by ascending id.' });

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
  },
  docs: {
    summary: { en: 'Download a dataset (latest)', tr: 'Veri seti indir (güncel)' },
    description: {
      en: 'Every record of one kind as a JSON array, in id order: the same records the API serves. Cached for an hour, then revalidated.',
      tr: 'Bir türün bütün kayıtları, id sırasıyla bir JSON dizisi olarak: API’nin sunduğu kayıtların aynısı. Bir saat önbellekte tutulur, sonra yeniden doğrulanır.',
    },
    tags: ['Datasets'],
    example: { pathParams: { datasetFile: 'provinces.json' } },
    response: arraySchema,
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
  },
  docs: {
    summary: { en: 'Download a dataset (pinned version)', tr: 'Veri seti indir (sabit sürüm)' },
    description: {
      en: 'The same file for a fixed dataset version; it never changes, so it is cached for a year as immutable.',
      tr: 'Aynı dosya, sabit bir veri seti sürümü için; hiç değişmediğinden bir yıl boyunca değişmez (immutable) olarak önbellekte tutulur.',
    },
    tags: ['Datasets'],
    example: { pathParams: { datasetVersion: '2025', datasetFile: 'provinces.json' } },
    response: arraySchema,
    errorCodes: ['BAD_REQUEST', 'DATASET_NOT_FOUND'],
  },
});
