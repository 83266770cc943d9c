// Zod schemas of the geography answers, for the OpenAPI document and the contract tests: a province's
// boundary as a GeoJSON Feature (RFC 7946 §3.2), the provinces as a FeatureCollection (§3.3), and the
// answer of /v2/locate.
import { z } from 'zod';
import { provinceCodesSchema } from '../../data/boundaries-schema.ts';
import { provinceSchema } from '../../data/schemas.ts';
import { detailMetaSchema } from '../resources/envelope-schemas.ts';

const position = z.array(z.number()).min(2).max(2).meta({ description: '[longitude, latitude] in WGS 84 degrees.' });
// Rings have at least four positions (RFC 7946 §3.1.6), which the build checks; not stated here, because
// the document's examples show only the first positions of each array.
const polygon = z.array(z.array(position)).min(1).meta({ description: 'Closed linear rings of at least four positions: the exterior first, then holes.' });

export const boundaryFeatureResponseSchema = z
  .strictObject({
    type: z.literal('Feature'),
    id: z.int().min(1).meta({ description: 'Province id.' }),
    properties: provinceSchema.extend({ codes: provinceCodesSchema }).meta({
      id: 'ProvinceWithCodes',
      description: 'The province record, plus identifiers for joining other datasets.',
    }),
    geometry: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('Polygon'), coordinates: polygon }),
      z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1) }),
    ]),
  })
  .meta({ id: 'ProvinceBoundary', title: 'ProvinceBoundary', description: 'A GeoJSON Feature (RFC 7946) of one province outline.' });

export const provinceFeatureCollectionSchema = z
  .strictObject({ type: z.literal('FeatureCollection'), features: z.array(boundaryFeatureResponseSchema) })
  .meta({ description: 'A GeoJSON FeatureCollection of every province outline, by ascending id.' });

export const locateEnvelopeSchema = z.strictObject({
  data: z.strictObject({
    province: provinceSchema,
    match: z.enum(['inside', 'nearest']).meta({
      description: '`inside`: an outline contains the point; `nearest`: no outline does, and this province is the nearest within 10 km.',
    }),
    distanceKm: z.number().min(0).max(10).meta({ description: 'Kilometres from the point to the outline (0 when inside), rounded to metres.' }),
  }),
  meta: detailMetaSchema,
});
