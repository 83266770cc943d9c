// The geography routes (DESIGN §6.3, §6.3.1): a province's and a district's outline as a GeoJSON
// Feature, prerendered like a record, and the point lookup. They read the outline store indexes; the
// FeatureCollection downloads are dataset files (feature-collections.ts).
import { fixedError } from '../errors.ts';
import { cachePolicies } from '../http/headers.ts';
import { recordIdParam } from '../params/param.ts';
import { noParams, paramSet } from '../params/param-set.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { type BoundaryIndex, boundaryIndexOf, districtBoundaryIndexOf } from './boundary-index.ts';
import { latitudeParam, longitudeParam } from './coordinate-params.ts';
import { boundaryFeatureResponseSchema, districtBoundaryFeatureResponseSchema, locateEnvelopeSchema } from './geo-schemas.ts';
import { geoJsonContentType } from './geojson.ts';
import { locateAnswer, nearbyLimit } from './locate-answer.ts';
import { districtNearestLimitKm, nearestLimitKm } from './locate-point.ts';
import type { Store } from '../../data/store.ts';

const geoJsonHeaders = { 'Content-Type': geoJsonContentType } as const;

const featureHandler = (indexOf: (store: Store) => BoundaryIndex, notFound: 'PROVINCE_NOT_FOUND' | 'DISTRICT_NOT_FOUND') => (store: Store, id: number) => {
  const index = indexOf(store);
  const entry = index.entryOf(id);
  if (entry === -1) throw fixedError(notFound);
  return { body: index.featureJson(entry), headers: geoJsonHeaders };
};

const provinceFeature = featureHandler(boundaryIndexOf, 'PROVINCE_NOT_FOUND');
const districtFeature = featureHandler(districtBoundaryIndexOf, 'DISTRICT_NOT_FOUND');

export const boundaryRoute: Route = defineRoute({
  id: 'getProvinceBoundary',
  path: '/v2/provinces/{provinceId}/boundary',
  pathParams: { provinceId: recordIdParam('Id of the province.') },
  params: noParams,
  cacheControl: cachePolicies.api,
  handler: ({ pathParams, store }) => provinceFeature(store, pathParams.provinceId),
  static: {
    file: '/v2/provinces/{provinceId}/boundary.geojson',
    paths: (store) => Array.from(boundaryIndexOf(store).ids, (id) => ({ provinceId: String(id) })),
    headers: () => ({ 'Cache-Control': cachePolicies.api, ...geoJsonHeaders }),
  },
  docs: {
    summary: { en: "A province's boundary (GeoJSON)", tr: 'Bir ilin sınırı (GeoJSON)' },
    description: {
      en: "The province's outline as a GeoJSON Feature (`application/geo+json`): `id` is the province id, `properties` the province record plus `codes` (ISO 3166-2, Wikidata, GeoNames, HASC). The outline is the union of the province's OpenStreetMap district outlines (© OpenStreetMap contributors, ODbL 1.0), generalized to about 10 m.",
      tr: 'İlin sınırı bir GeoJSON Feature olarak (`application/geo+json`): `id` il kimliği, `properties` il kaydı ve `codes` (ISO 3166-2, Wikidata, GeoNames, HASC). Sınır, ilin ilçelerinin OpenStreetMap sınırlarının birleşimidir (© OpenStreetMap katkıda bulunanlar, ODbL 1.0), yaklaşık 10 m düzeyinde sadeleştirilmiştir.',
    },
    tags: ['Geography'],
    example: { pathParams: { provinceId: '34' } },
    response: boundaryFeatureResponseSchema,
    contentType: geoJsonContentType,
    errorCodes: ['BAD_REQUEST', 'PROVINCE_NOT_FOUND'],
  },
});

export const districtBoundaryRoute: Route = defineRoute({
  id: 'getDistrictBoundary',
  path: '/v2/districts/{districtId}/boundary',
  pathParams: { districtId: recordIdParam('Id of the district.') },
  params: noParams,
  cacheControl: cachePolicies.api,
  handler: ({ pathParams, store }) => districtFeature(store, pathParams.districtId),
  static: {
    file: '/v2/districts/{districtId}/boundary.geojson',
    paths: (store) => Array.from(districtBoundaryIndexOf(store).ids, (id) => ({ districtId: String(id) })),
    headers: () => ({ 'Cache-Control': cachePolicies.api, ...geoJsonHeaders }),
  },
  docs: {
    summary: { en: "A district's boundary (GeoJSON)", tr: 'Bir ilçenin sınırı (GeoJSON)' },
    description: {
      en: "The district's outline as a GeoJSON Feature (`application/geo+json`): `id` is the district id, `properties` the district record plus `codes` (`osmRelationId`, `wikidataId`). Outlines are OpenStreetMap's (© OpenStreetMap contributors, ODbL 1.0), generalized to about 10 m; neighbouring outlines overlap or leave gaps of a few tens of metres along shared borders.",
      tr: 'İlçenin sınırı bir GeoJSON Feature olarak (`application/geo+json`): `id` ilçe kimliği, `properties` ilçe kaydı ve `codes` (`osmRelationId`, `wikidataId`). Sınırlar OpenStreetMap’indir (© OpenStreetMap katkıda bulunanlar, ODbL 1.0), yaklaşık 10 m düzeyinde sadeleştirilmiştir; komşu ilçelerin sınırları ortak kenarlarda birkaç on metre çakışabilir ya da boşluk bırakabilir.',
    },
    tags: ['Geography'],
    example: { pathParams: { districtId: '1421' } },
    response: districtBoundaryFeatureResponseSchema,
    contentType: geoJsonContentType,
    errorCodes: ['BAD_REQUEST', 'DISTRICT_NOT_FOUND'],
  },
});

export const locateRoute: Route = defineRoute({
  id: 'locatePoint',
  path: '/v2/locate',
  pathParams: {},
  params: paramSet({ latitude: latitudeParam, longitude: longitudeParam }),
  cacheControl: cachePolicies.api,
  handler({ query, store }) {
    const body = locateAnswer(store, query.latitude, query.longitude);
    if (!body) throw fixedError('LOCATION_NOT_FOUND');
    return { body };
  },
  docs: {
    summary: { en: 'Which district and province is this point in?', tr: 'Bu nokta hangi ilçede, hangi ilde?' },
    description: {
      en: `The district whose OpenStreetMap outline contains the point (\`district\`, \`districtMatch: "inside"\`, \`districtDistanceKm\` 0), else the district whose outline is nearest within ${districtNearestLimitKm} km (\`"nearest"\`: a harbour, a beach, a sliver between two outlines), else \`district: null\`. Where two outlines overlap (slivers up to ~140 m wide along some borders), the point goes to the district it lies deepest inside, the one whose own edge is farthest, which is the same on every host. \`province\` is the district's province, with \`match\` and \`distanceKm\` for its outline; without a district, the province whose outline contains the point or is nearest within ${nearestLimitKm} km. Farther from every province: 404 \`LOCATION_NOT_FOUND\`. \`nearby\` lists up to ${nearbyLimit} villages and neighborhoods of the district that have a GeoNames point, nearest first, as search hits with \`distanceKm\`: places the point is near, not outlines it lies in.`,
      tr: `Noktayı OpenStreetMap sınırı içine alan ilçe (\`district\`, \`districtMatch: "inside"\`, \`districtDistanceKm\` 0); yoksa sınırı ${districtNearestLimitKm} km içinde en yakın ilçe (\`"nearest"\`: liman, sahil, iki sınır arasındaki şerit); yoksa \`district: null\`. İki ilçe sınırı çakıştığında (bazı sınırlarda ~140 m'ye varan şeritler) nokta, içinde en derinde kaldığı, yani kendi kenarı en uzak olan ilçeye verilir; bu kural her sunucuda aynıdır. \`province\` ilçenin ilidir; \`match\` ve \`distanceKm\` ilin sınırına göredir. İlçe yoksa sınırı noktayı içeren ya da ${nearestLimitKm} km içinde en yakın il. Bütün illere daha uzaksa: 404 \`LOCATION_NOT_FOUND\`. \`nearby\`, ilçenin GeoNames noktası olan en fazla ${nearbyLimit} köy ve mahallesini en yakından başlayarak, \`distanceKm\` eklenmiş arama sonuçları olarak verir: noktanın yakınındaki yerler, içinde bulunduğu sınırlar değil.`,
    },
    tags: ['Geography'],
    example: { query: { latitude: '40.99', longitude: '29.03' } },
    response: locateEnvelopeSchema,
    errorCodes: ['BAD_REQUEST', 'LOCATION_NOT_FOUND'],
  },
});
