// GET /v2/meta: API and dataset metadata. Counts come from the loaded store, so they always equal the
// list totals and the dataset files.
import { z } from 'zod';
import { kindNames } from '../../data/kinds.ts';
import { cachePolicies } from '../http/headers.ts';
import { noParams } from '../params/param-set.ts';
import type { Route } from '../routing/route.ts';

export const apiVersion = '2.0.0';

const metaSchema = z
  .strictObject({
    data: z.strictObject({
      apiVersion: z.literal(apiVersion),
      datasetVersion: z.string(),
      lastUpdated: z.string(),
      sources: z.array(
        z.strictObject({
          name: z.string(),
          url: z.string(),
          description: z.strictObject({ tr: z.string(), en: z.string() }),
        }),
      ),
      counts: z.strictObject(Object.fromEntries(kindNames.map((kind) => [kind, z.int().min(0)]))),
      populationYears: z
        .strictObject(Object.fromEntries(kindNames.map((kind) => [kind, z.int().min(1900).max(2100)])))
        .meta({ description: 'The year of each kind’s populations (the address-based population registration, ADNKS).' }),
    }),
  })
  .meta({ id: 'Meta' });

export const metaRoute: Route = {
  id: 'getMeta',
  path: '/v2/meta',
  pathParams: {},
  params: noParams,
  cacheControl: cachePolicies.api,
  handler: ({ store }) => {
    const { datasetVersion, lastUpdated, sources, counts, populationYears } = store.meta;
    return { body: JSON.stringify({ data: { apiVersion, datasetVersion, lastUpdated, sources, counts, populationYears } }) };
  },
  static: {
    file: '/v2/meta.json',
    paths: () => [{}],
    headers: () => ({ 'Cache-Control': cachePolicies.api }),
  },
  docs: {
    summary: { en: 'API and dataset metadata', tr: 'API ve veri seti bilgileri' },
    description: {
      en: 'The API version, the dataset version and date, its sources, the number of records of each kind, and the year of each kind’s populations.',
      tr: 'API sürümü, veri setinin sürümü ve tarihi, kaynakları, her türden kayıt sayısı ve her türün nüfuslarının yılı.',
    },
    tags: ['System'],
    response: metaSchema,
    errorCodes: [],
  },
};
