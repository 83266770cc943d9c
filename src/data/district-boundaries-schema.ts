// The schema of `district-boundaries.geojson` (data/README.md, "District boundaries"): a GeoJSON
// FeatureCollection with one Polygon or MultiPolygon per district, keyed by our district id, with the
// OpenStreetMap relation and Wikidata item it comes from. Geometries are checked like the provinces'.
import { z } from 'zod';
import { outlineGeometrySchema } from './boundaries-schema.ts';

export const districtBoundariesFile = 'district-boundaries.geojson';

/** The identifiers that join a district with other datasets; served as `properties.codes`. */
export const districtCodesSchema = z
  .strictObject({
    osmRelationId: z
      .int({ error: 'must be an integer' })
      .positive({ error: 'must be a positive integer (an OpenStreetMap relation id)' })
      .meta({ description: 'The OpenStreetMap boundary relation the outline comes from: https://www.openstreetmap.org/relation/{id}.', examples: [1764530] }),
    wikidataId: z
      .string()
      .regex(/^Q\d+$/, { error: 'must be a Wikidata item id such as Q406, or null' })
      .nullable()
      .meta({ description: 'The Wikidata item the OpenStreetMap relation links to, or null (three districts have none; data/README.md).', examples: ['Q1028090'] }),
  })
  .meta({ id: 'DistrictCodes', title: 'DistrictCodes' });

const positiveId = (what: string) => z.int({ error: 'must be an integer' }).positive({ error: `must be a positive integer (${what})` });

export const districtBoundaryFeatureSchema = z
  .strictObject({
    type: z.literal('Feature', { error: 'must be "Feature"' }),
    id: positiveId('the district id'),
    properties: z.strictObject({
      id: positiveId('the district id'),
      name: z.string().min(1, { error: 'must be a non-empty string' }),
      provinceId: positiveId('the province id'),
      ...districtCodesSchema.shape,
    }),
    geometry: outlineGeometrySchema,
  })
  .refine((feature) => feature.properties.id === feature.id, { error: 'properties.id must equal the feature id', path: ['properties', 'id'] });

export type DistrictBoundaryFeature = z.infer<typeof districtBoundaryFeatureSchema>;
