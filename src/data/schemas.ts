// The record schemas, exactly as the spec's field tables. They are the one definition of a record:
// the dataset is validated with them, TypeScript types are inferred from them, the `fields` order of
// the API is their key order, and the OpenAPI components are generated from them.
import { z } from 'zod';

const recordId = z.int({ error: 'must be an integer' }).positive({ error: 'must be a positive integer' });
const parentId = (parent: string) => recordId.meta({ description: `Id of the parent ${parent}.` });
const population = z
  .int({ error: 'must be an integer' })
  .nonnegative({ error: 'must be a non-negative integer' })
  .meta({ description: 'Population (address-based population registration).' });
const childCount = (children: string) =>
  z
    .int({ error: 'must be an integer' })
    .nonnegative({ error: 'must be a non-negative integer' })
    .meta({ description: `Number of ${children} served by the matching nested collection.` });
const name = z.string().min(1, { error: 'must be a non-empty string' }).meta({ description: 'Turkish name.' });
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lowercase a-z, 0-9 and single hyphens' })
  .meta({ description: 'URL-safe form of the name (lookups use ids, not slugs).' });
const finite = z.number({ error: 'must be a finite number' });

const area = z
  .strictObject({
    value: finite.nonnegative({ error: 'must be a non-negative number' }),
    unit: z.literal('km2', { error: 'must be "km2"' }),
  })
  .meta({ description: 'Surface area in square kilometres.' });

const altitude = z
  .strictObject({ value: finite, unit: z.literal('m', { error: 'must be "m"' }) })
  .meta({ description: 'Altitude of the centre in metres.' });

const postalCode = z
  .string({ error: 'must be a string' })
  .regex(/^\d{5}$/, { error: 'must be a string of exactly five digits' })
  .meta({ description: 'Five-digit postal code, a string so that a leading zero is kept.', examples: ['34710'] });

export const municipalityTypes = ['province_center', 'district_center', 'town'] as const;
export const neighborhoodPostalCodeStatuses = ['official', 'derived', 'estimated'] as const;
// `derived` means "taken from the former village", which only a neighborhood can have.
export const villagePostalCodeStatuses = ['official', 'estimated'] as const;

const postalCodeStatus = (statuses: readonly [string, ...string[]]) =>
  z.enum(statuses, { error: `must be one of ${statuses.join(', ')}` }).meta({
    description:
      'official: from the postal operator; derived (neighborhoods only): the former village code; estimated: inferred.',
  });

export const provinceSchema = z
  .strictObject({
    id: recordId.meta({ description: 'Province id (the licence plate number).' }),
    name,
    slug,
    population,
    area,
    altitude,
    phoneAreaCodes: z
      .array(z.int().positive(), { error: 'must be an array of positive integers' })
      .min(1, { error: 'must have at least one area code' })
      .meta({ description: 'Landline area codes; usually one, İstanbul has two.' }),
    isCoastal: z.boolean({ error: 'must be a boolean' }),
    isMetropolitan: z.boolean({ error: 'must be a boolean' }),
    region: z
      .strictObject({
        tr: name.meta({ description: 'The region’s name in Turkish.' }),
        en: name.meta({ description: 'The region’s name in English.' }),
      })
      .meta({ description: 'Geographical region in Turkish and English.' }),
    coordinates: z
      .strictObject({
        latitude: finite.min(-90).max(90),
        longitude: finite.min(-180).max(180),
      })
      .meta({ description: 'Coordinates of the province centre.' }),
    stats: z.strictObject({
      districtCount: childCount('districts'),
      municipalityCount: childCount('municipalities'),
      neighborhoodCount: childCount('neighborhoods'),
      villageCount: childCount('villages'),
    }),
  })
  .meta({ id: 'Province', title: 'Province' });

export const districtSchema = z
  .strictObject({
    id: recordId,
    name,
    slug,
    provinceId: parentId('province'),
    population,
    area,
    stats: z.strictObject({
      municipalityCount: childCount('municipalities'),
      neighborhoodCount: childCount('neighborhoods'),
      villageCount: childCount('villages'),
    }),
  })
  .meta({ id: 'District', title: 'District' });

export const municipalitySchema = z
  .strictObject({
    id: recordId,
    name,
    slug,
    type: z
      .enum(municipalityTypes, { error: `must be one of ${municipalityTypes.join(', ')}` })
      .meta({ description: 'Province centre, district centre or town municipality.' }),
    provinceId: parentId('province'),
    districtId: parentId('district'),
    population,
    stats: z.strictObject({ neighborhoodCount: childCount('neighborhoods') }),
  })
  .meta({ id: 'Municipality', title: 'Municipality' });

export const neighborhoodSchema = z
  .strictObject({
    id: recordId,
    name,
    slug,
    provinceId: parentId('province'),
    districtId: parentId('district'),
    municipalityId: parentId('municipality'),
    population,
    postalCode,
    postalCodeStatus: postalCodeStatus(neighborhoodPostalCodeStatuses),
  })
  .meta({ id: 'Neighborhood', title: 'Neighborhood' });

export const villageSchema = z
  .strictObject({
    id: recordId,
    name,
    slug,
    provinceId: parentId('province'),
    districtId: parentId('district'),
    population,
    postalCode,
    postalCodeStatus: postalCodeStatus(villagePostalCodeStatuses),
  })
  .meta({ id: 'Village', title: 'Village' });

const populationYear = z.int({ error: 'must be a year' }).min(1900).max(2100);

export const datasetMetaSchema = z.strictObject({
  datasetVersion: z.string().regex(/^[0-9A-Za-z.-]+$/, { error: 'must be a version string such as 2025' }),
  /** The year of each kind's populations, where the release says so; else the version's year (store-layout.ts). */
  populationYears: z
    .strictObject({ provinces: populationYear, districts: populationYear, municipalities: populationYear, neighborhoods: populationYear, villages: populationYear })
    .optional(),
  lastUpdated: z.iso.date({ error: 'must be a date such as 2026-05-21' }),
  sources: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        url: z.url(),
        description: z.strictObject({ tr: z.string().min(1), en: z.string().min(1) }),
      }),
    )
    .min(1, { error: 'must list at least one source' }),
});

export type Province = z.infer<typeof provinceSchema>;
export type District = z.infer<typeof districtSchema>;
export type Municipality = z.infer<typeof municipalitySchema>;
export type Neighborhood = z.infer<typeof neighborhoodSchema>;
export type Village = z.infer<typeof villageSchema>;
export type DatasetMetaFile = z.infer<typeof datasetMetaSchema>;
