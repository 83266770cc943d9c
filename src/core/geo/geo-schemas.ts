// Zod schemas of the geography answers, for the OpenAPI document and the contract tests: a province's
// boundary as a GeoJSON Feature (RFC 7946 §3.2), the provinces as a FeatureCollection (§3.3), and the
// answer of /v2/locate.
import { z } from 'zod';
import { provinceCodesSchema } from '../../data/boundaries-schema.ts';
import { districtCodesSchema } from '../../data/district-boundaries-schema.ts';
import { districtSchema, provinceSchema } from '../../data/schemas.ts';
import { detailMetaSchema } from '../resources/envelope-schemas.ts';
import { searchHitSchema } from '../search/search-schemas.ts';
import { districtNearestLimitKm, nearestLimitKm } from './locate-point.ts';

const position = z.array(z.number()).min(2).max(2).meta({ description: '[longitude, latitude] in WGS 84 degrees.' });
// Rings have at least four positions (RFC 7946 §3.1.6), which the build checks; not stated here, because
// the document's examples show only the first positions of each array.
const polygon = z.array(z.array(position)).min(1).meta({ description: 'Closed linear rings of at least four positions: the exterior first, then holes.' });

const geometry = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Polygon'), coordinates: polygon }),
  z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1) }),
]);

export const boundaryFeatureResponseSchema = z
  .strictObject({
    type: z.literal('Feature'),
    id: z.int().min(1).meta({ description: 'Province id.' }),
    properties: provinceSchema.extend({ codes: provinceCodesSchema }).meta({
      id: 'ProvinceWithCodes',
      description: 'The province record, plus identifiers for joining other datasets.',
    }),
    geometry,
  })
  .meta({ id: 'ProvinceBoundary', title: 'ProvinceBoundary', description: 'A GeoJSON Feature (RFC 7946) of one province outline.' });

export const districtBoundaryFeatureResponseSchema = z
  .strictObject({
    type: z.literal('Feature'),
    id: z.int().min(1).meta({ description: 'District id.' }),
    properties: districtSchema.extend({ codes: districtCodesSchema }).meta({
      id: 'DistrictWithCodes',
      description: 'The district record, plus the OpenStreetMap relation and Wikidata item of its outline.',
    }),
    geometry,
  })
  .meta({ id: 'DistrictBoundary', title: 'DistrictBoundary', description: 'A GeoJSON Feature (RFC 7946) of one district outline (© OpenStreetMap contributors, ODbL 1.0).' });

export const districtFeatureCollectionSchema = z
  .strictObject({ type: z.literal('FeatureCollection'), features: z.array(districtBoundaryFeatureResponseSchema) })
  .meta({ description: 'A GeoJSON FeatureCollection of every district outline, by ascending id (© OpenStreetMap contributors, ODbL 1.0).' });

export const provinceFeatureCollectionSchema = z
  .strictObject({ type: z.literal('FeatureCollection'), features: z.array(boundaryFeatureResponseSchema) })
  .meta({ description: 'A GeoJSON FeatureCollection of every province outline, by ascending id.' });

const { score: _score, ...hitShape } = searchHitSchema.shape;

export const nearbyPlaceSchema = z
  .strictObject({
    ...hitShape,
    distanceKm: z.number().min(0).meta({ description: 'Kilometres from the point to the place’s point, rounded to metres.' }),
    url: hitShape.url,
  })
  .meta({
    id: 'NearbyPlace',
    description: 'A village or neighborhood of the district that has a point (GeoNames, CC BY 4.0): a search hit without `score`, plus the distance. The points are centres, not outlines: the place is near, not necessarily around, the point.',
  });

export const locateEnvelopeSchema = z.strictObject({
  data: z.strictObject({
    province: provinceSchema.meta({ description: 'The province of the district found; without a district, the province whose outline holds the point or is nearest.' }),
    match: z.enum(['inside', 'nearest']).meta({
      description: `\`inside\`: the province's outline contains the point; \`nearest\`: it does not, and the outline is within ${nearestLimitKm} km.`,
    }),
    distanceKm: z.number().min(0).max(nearestLimitKm).meta({ description: 'Kilometres from the point to the province outline (0 when inside), rounded to metres.' }),
    district: districtSchema.nullable().meta({ description: `The district whose outline holds the point, else the one nearest within ${districtNearestLimitKm} km, else null.` }),
    districtMatch: z.enum(['inside', 'nearest']).nullable().meta({ description: '`inside` or `nearest` like `match`, for the district; null without a district.' }),
    districtDistanceKm: z
      .number()
      .min(0)
      .max(districtNearestLimitKm)
      .nullable()
      .meta({ description: 'Kilometres from the point to the district outline (0 when inside), rounded to metres; null without a district.' }),
    nearby: z.array(nearbyPlaceSchema).max(5).meta({ description: 'Up to 5 settlements of the district with a point, nearest first; empty without a district.' }),
  }),
  meta: detailMetaSchema,
});
