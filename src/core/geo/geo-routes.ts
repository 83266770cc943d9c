// The geography routes (DESIGN §6.3): a province's outline as a GeoJSON Feature, prerendered like a
// record, and the point lookup. Both read the `boundaries` store index; the FeatureCollection download
// is a dataset file (provinces-feature-collection.ts).
import { detailEnvelope } from '../envelopes.ts';
import { fixedError } from '../errors.ts';
import { cachePolicies } from '../http/headers.ts';
import { recordIdParam } from '../params/param.ts';
import { noParams, paramSet } from '../params/param-set.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { boundaryIndexOf } from './boundary-index.ts';
import { latitudeParam, longitudeParam } from './coordinate-params.ts';
import { boundaryFeatureResponseSchema, locateEnvelopeSchema } from './geo-schemas.ts';
import { geoJsonContentType } from './geojson.ts';
import { locatePoint, nearestLimitKm } from './locate-point.ts';

const geoJsonHeaders = { 'Content-Type': geoJsonContentType } as const;

export const boundaryRoute: Route = defineRoute({
  id: 'getProvinceBoundary',
  path: '/v2/provinces/{provinceId}/boundary',
  pathParams: { provinceId: recordIdParam('Id of the province.') },
  params: noParams,
  cacheControl: cachePolicies.api,
  handler({ pathParams, store }) {
    const index = boundaryIndexOf(store);
    const entry = index.entryOf(pathParams.provinceId);
    if (entry === -1) throw fixedError('PROVINCE_NOT_FOUND');
    return { body: index.featureJson(entry), headers: geoJsonHeaders };
  },
  static: {
    file: '/v2/provinces/{provinceId}/boundary.geojson',
    paths: (store) => Array.from(boundaryIndexOf(store).ids, (id) => ({ provinceId: String(id) })),
    headers: () => ({ 'Cache-Control': cachePolicies.api, ...geoJsonHeaders }),
  },
  docs: {
    summary: { en: "A province's boundary (GeoJSON)", tr: 'Bir ilin sınırı (GeoJSON)' },
    description: {
      en: "The province's outline as a GeoJSON Feature (`application/geo+json`): `id` is the province id, `properties` the province record plus `codes` (ISO 3166-2, Wikidata, GeoNames, HASC). Outlines are Natural Earth's 1:10m, generalized: near coasts and borders they can be a few hundred metres off.",
      tr: 'İlin sınırı bir GeoJSON Feature olarak (`application/geo+json`): `id` il kimliği, `properties` il kaydı ve `codes` (ISO 3166-2, Wikidata, GeoNames, HASC). Sınırlar Natural Earth’ün 1:10 milyon ölçekli, sadeleştirilmiş katmanıdır: kıyıda ve sınırlarda birkaç yüz metre sapabilir.',
    },
    tags: ['Geography'],
    example: { pathParams: { provinceId: '34' } },
    response: boundaryFeatureResponseSchema,
    contentType: geoJsonContentType,
    errorCodes: ['BAD_REQUEST', 'PROVINCE_NOT_FOUND'],
  },
});

export const locateRoute: Route = defineRoute({
  id: 'locatePoint',
  path: '/v2/locate',
  pathParams: {},
  params: paramSet({ latitude: latitudeParam, longitude: longitudeParam }),
  cacheControl: cachePolicies.api,
  handler({ query, store }) {
    const { latitude, longitude } = query;
    const index = boundaryIndexOf(store);
    const location = locatePoint(index, latitude, longitude);
    if (!location) throw fixedError('LOCATION_NOT_FOUND');
    const provinces = store.kind('provinces');
    const province = provinces.recordJson(provinces.indexOfId(index.ids[location.entry]!));
    const data = Buffer.concat([
      Buffer.from('{"province":'),
      province,
      Buffer.from(`,"match":"${location.match}","distanceKm":${location.distanceKm}}`),
    ]);
    return { body: detailEnvelope(data, store.meta) };
  },
  docs: {
    summary: { en: 'Which province is this point in?', tr: 'Bu nokta hangi ilde?' },
    description: {
      en: `The province whose outline contains the point (\`match: "inside"\`, \`distanceKm\` 0); if none does (coasts and borders of the generalized outlines), the province whose outline is nearest within ${nearestLimitKm} km (\`match: "nearest"\`, \`distanceKm\` to its outline). Farther from every province: 404 \`LOCATION_NOT_FOUND\`.`,
      tr: `Sınırı noktayı içeren il (\`match: "inside"\`, \`distanceKm\` 0); hiçbiri içermiyorsa (sadeleştirilmiş sınırların kıyıları ve kenarları), sınırı ${nearestLimitKm} km içinde en yakın olan il (\`match: "nearest"\`, \`distanceKm\` sınıra uzaklık). Bütün illere daha uzaksa: 404 \`LOCATION_NOT_FOUND\`.`,
    },
    tags: ['Geography'],
    example: { query: { latitude: '39.9207759', longitude: '32.8540497' } },
    response: locateEnvelopeSchema,
    errorCodes: ['BAD_REQUEST', 'LOCATION_NOT_FOUND'],
  },
});
