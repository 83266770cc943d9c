// The five resource kinds as rows of one table. Everything in the data layer that differs between
// kinds is here; validation, invariants and the compiled store read these rows and never name a kind.
import type { z } from 'zod';
import {
  districtSchema,
  municipalitySchema,
  municipalityTypes,
  neighborhoodPostalCodeStatuses,
  neighborhoodSchema,
  provinceSchema,
  villagePostalCodeStatuses,
  villageSchema,
} from './schemas.ts';

export const kindNames = ['provinces', 'districts', 'municipalities', 'neighborhoods', 'villages'] as const;
export type KindName = (typeof kindNames)[number];

/** A record as generic code sees it; the schemas give the precise types. */
export type DataRecord = { id: number; name: string } & Record<string, unknown>;

/** Numeric projection of a record used by filters: booleans are 0/1, enums their index, postal codes their number. */
type ColumnExtractor<R> = (record: R) => number;

export interface KindDefinition {
  name: KindName;
  /** `province`: parents are referenced as `provinceId`, children counted in `stats.provinceCount`. */
  singular: string;
  file: string;
  schema: z.ZodObject;
  /** Parent kinds, outermost first; each is a `<singular>Id` field of the record. */
  parents: readonly KindName[];
  /** Filterable values beyond `id` and the parent ids, precomputed as typed columns at build time. */
  columns: Readonly<Record<string, ColumnExtractor<DataRecord>>>;
}

function defineKind<S extends z.ZodObject>(
  definition: Omit<KindDefinition, 'schema' | 'columns'> & {
    schema: S;
    columns: Record<string, ColumnExtractor<z.infer<S>>>;
  },
): KindDefinition {
  return definition as unknown as KindDefinition;
}

const bit = (value: boolean) => (value ? 1 : 0);
export const enumIndex = (options: readonly string[], value: string) => options.indexOf(value);

export const kinds: Readonly<Record<KindName, KindDefinition>> = {
  provinces: defineKind({
    name: 'provinces',
    singular: 'province',
    file: 'provinces.json',
    schema: provinceSchema,
    parents: [],
    columns: {
      population: (r) => r.population,
      area: (r) => r.area.value,
      altitude: (r) => r.altitude.value,
      isCoastal: (r) => bit(r.isCoastal),
      isMetropolitan: (r) => bit(r.isMetropolitan),
    },
  }),
  districts: defineKind({
    name: 'districts',
    singular: 'district',
    file: 'districts.json',
    schema: districtSchema,
    parents: ['provinces'],
    columns: { population: (r) => r.population, area: (r) => r.area.value },
  }),
  municipalities: defineKind({
    name: 'municipalities',
    singular: 'municipality',
    file: 'municipalities.json',
    schema: municipalitySchema,
    parents: ['provinces', 'districts'],
    columns: { population: (r) => r.population, type: (r) => enumIndex(municipalityTypes, r.type) },
  }),
  neighborhoods: defineKind({
    name: 'neighborhoods',
    singular: 'neighborhood',
    file: 'neighborhoods.json',
    schema: neighborhoodSchema,
    parents: ['provinces', 'districts', 'municipalities'],
    columns: {
      population: (r) => r.population,
      postalCode: (r) => Number(r.postalCode),
      postalCodeStatus: (r) => enumIndex(neighborhoodPostalCodeStatuses, r.postalCodeStatus),
    },
  }),
  villages: defineKind({
    name: 'villages',
    singular: 'village',
    file: 'villages.json',
    schema: villageSchema,
    parents: ['provinces', 'districts'],
    columns: {
      population: (r) => r.population,
      postalCode: (r) => Number(r.postalCode),
      postalCodeStatus: (r) => enumIndex(villagePostalCodeStatuses, r.postalCodeStatus),
    },
  }),
};

export const parentField = (parent: KindName) => `${kinds[parent].singular}Id`;
export const childCountField = (child: KindName) => `${kinds[child].singular}Count`;

/** Kinds that list `parent` among their parents, in table order. */
export const childKindsOf = (parent: KindName): KindName[] =>
  kindNames.filter((kind) => kinds[kind].parents.includes(parent));
