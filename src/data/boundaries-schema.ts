// The schema of `province-boundaries.geojson`: a GeoJSON FeatureCollection (RFC 7946) with one
// Polygon or MultiPolygon feature per province, keyed by our province id, with the cross-reference
// codes of data/README.md. Positions are [longitude, latitude] in WGS 84 (RFC 7946 §3.1.1, §4); a
// linear ring is closed and has at least four positions (RFC 7946 §3.1.6).
import { z } from 'zod';
import { firstSelfIntersection } from './boundaries-ring-check.ts';

const degrees = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a finite number` })
    .min(-limit, { error: `${name} must be from -${limit} to ${limit} (WGS 84 degrees)` })
    .max(limit, { error: `${name} must be from -${limit} to ${limit} (WGS 84 degrees)` });

const position = z.tuple([degrees('longitude', 180), degrees('latitude', 90)], {
  error: 'must be a [longitude, latitude] pair of numbers',
});

const samePosition = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

const linearRing = z
  .array(position, { error: 'must be an array of positions' })
  .min(4, { error: 'a linear ring must have at least four positions (RFC 7946 §3.1.6)' })
  .refine((ring) => ring.length < 4 || samePosition(ring[0]!, ring.at(-1)!), {
    error: 'a linear ring must be closed: its last position must equal its first (RFC 7946 §3.1.6)',
    abort: true,
  })
  .check((context) => {
    const edge = firstSelfIntersection(context.value);
    if (edge !== -1) context.issues.push({ code: 'custom', input: context.value, message: `a linear ring must not cross or touch itself, but its edge ${edge} does` });
  });

/** Exterior ring first, then holes. */
const polygonCoordinates = z.array(linearRing, { error: 'must be an array of linear rings' }).min(1, { error: 'a polygon needs an exterior ring' });

/** A Polygon or a MultiPolygon of valid rings: the geometry of every outline file. */
export const outlineGeometrySchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('Polygon'), coordinates: polygonCoordinates }),
    z.strictObject({
      type: z.literal('MultiPolygon'),
      coordinates: z.array(polygonCoordinates, { error: 'must be an array of polygons' }).min(1, { error: 'a MultiPolygon needs a polygon' }),
    }),
  ],
  { error: 'must be a Polygon or a MultiPolygon' },
);

/** The identifiers that join a province with other datasets; served as `properties.codes`. */
export const provinceCodesSchema = z
  .strictObject({
    iso3166_2: z.string().regex(/^TR-\d{2}$/, { error: 'must be an ISO 3166-2 code such as TR-34' }).meta({ description: 'ISO 3166-2 subdivision code.', examples: ['TR-34'] }),
    wikidataId: z.string().regex(/^Q\d+$/, { error: 'must be a Wikidata item id such as Q406' }).meta({ description: 'Wikidata item id.', examples: ['Q534799'] }),
    geonamesId: z.int({ error: 'must be an integer' }).positive({ error: 'must be a positive integer' }).meta({ description: 'GeoNames id.', examples: [745042] }),
    hasc: z.string().regex(/^TR\.[A-Z]{2}$/, { error: 'must be a HASC code such as TR.IB' }).meta({ description: 'Hierarchical administrative subdivision code (Statoids).', examples: ['TR.IB'] }),
  })
  .meta({ id: 'ProvinceCodes', title: 'ProvinceCodes' });

export const boundaryFeatureSchema = z
  .strictObject({
    type: z.literal('Feature', { error: 'must be "Feature"' }),
    id: z.int({ error: 'must be an integer' }).positive({ error: 'must be a positive integer (the province id)' }),
    properties: z.strictObject({
      id: z.int({ error: 'must be an integer' }).positive({ error: 'must be a positive integer' }),
      name: z.string().min(1, { error: 'must be a non-empty string' }),
      ...provinceCodesSchema.shape,
    }),
    geometry: outlineGeometrySchema,
  })
  .refine((feature) => feature.properties.id === feature.id, { error: 'properties.id must equal the feature id', path: ['properties', 'id'] })
  .refine((feature) => feature.properties.iso3166_2 === `TR-${String(feature.id).padStart(2, '0')}`, {
    error: 'properties.iso3166_2 must be TR- and the two-digit province id',
    path: ['properties', 'iso3166_2'],
  });

export const boundaryCollectionSchema = z.looseObject({
  type: z.literal('FeatureCollection', { error: 'must be "FeatureCollection"' }),
  features: z.array(z.unknown(), { error: 'must be an array of features' }),
});

export type BoundaryFeature = z.infer<typeof boundaryFeatureSchema>;
export type BoundaryGeometry = BoundaryFeature['geometry'];

/** The polygons of a geometry, each as rings of [longitude, latitude] positions. */
export const polygonsOf = (geometry: BoundaryGeometry): number[][][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
