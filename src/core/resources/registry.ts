// The resource registry: the five kinds as rows. A row says only what is particular to a kind (its
// not-found error, its extra filters, its docs words); parents, children, nested routes, includes and
// selectable fields all derive from the data layer's kinds table and schemas. One engine serves every
// row: nothing outside this file names a kind.
import {
  childKindsOf,
  type KindName,
  kindNames,
  kinds,
  parentField,
} from '../../data/kinds.ts';
import { municipalityTypes, neighborhoodPostalCodeStatuses, villagePostalCodeStatuses } from '../../data/schemas.ts';
import type { NotFoundCode } from '../errors.ts';
import { type Filter, flagFilter, oneOfFilter, postalFilter, rangeFilter } from './filters.ts';

export interface Resource {
  kind: KindName;
  notFound: NotFoundCode;
  /** English singular for docs: `province`. */
  singular: string;
  /** Turkish forms for docs: `il`, `ilin` (genitive), `illeri` (possessive plural, "its provinces"). */
  tr: { singular: string; genitive: string; possessivePlural: string; plural: string };
  /** OpenAPI tag. */
  tag: string;
  /** Filters beyond the shared ones (search, population range, parent ids). */
  filters: readonly Filter[];
  /** A real record id, for examples in the docs and for the tests that walk every route. */
  exampleId: number;
  /** A record with a history, for the history route's example (DESIGN §6.8); else exampleId. */
  historyExampleId?: number;
}

const population = rangeFilter('population', { min: 'minPopulation', max: 'maxPopulation', integer: true, what: 'population' });
const area = rangeFilter('area', { min: 'minArea', max: 'maxArea', integer: false, what: 'area in km²' });

export const resources: Readonly<Record<KindName, Resource>> = {
  provinces: {
    kind: 'provinces',
    notFound: 'PROVINCE_NOT_FOUND',
    singular: 'province',
    tr: { singular: 'il', genitive: 'ilin', possessivePlural: 'illeri', plural: 'İller' },
    tag: 'Provinces',
    exampleId: 34,
    historyExampleId: 33,
    filters: [
      population,
      area,
      rangeFilter('altitude', { min: 'minAltitude', max: 'maxAltitude', integer: false, what: 'altitude in metres' }),
      flagFilter('isCoastal', 'Only coastal (`true`) or inland (`false`) provinces.'),
      flagFilter('isMetropolitan', 'Only metropolitan (`true`) or other (`false`) provinces.'),
    ],
  },
  districts: {
    kind: 'districts',
    notFound: 'DISTRICT_NOT_FOUND',
    singular: 'district',
    tr: { singular: 'ilçe', genitive: 'ilçenin', possessivePlural: 'ilçeleri', plural: 'İlçeler' },
    tag: 'Districts',
    exampleId: 1421,
    historyExampleId: 1325,
    filters: [population, area],
  },
  municipalities: {
    kind: 'municipalities',
    notFound: 'MUNICIPALITY_NOT_FOUND',
    singular: 'municipality',
    tr: { singular: 'belediye', genitive: 'belediyenin', possessivePlural: 'belediyeleri', plural: 'Belediyeler' },
    tag: 'Municipalities',
    exampleId: 2273,
    filters: [population, oneOfFilter('type', municipalityTypes, 'Only municipalities of this type.')],
  },
  neighborhoods: {
    kind: 'neighborhoods',
    notFound: 'NEIGHBORHOOD_NOT_FOUND',
    singular: 'neighborhood',
    tr: { singular: 'mahalle', genitive: 'mahallenin', possessivePlural: 'mahalleleri', plural: 'Mahalleler' },
    tag: 'Neighborhoods',
    exampleId: 40512,
    historyExampleId: 177113,
    filters: [population, postalFilter(neighborhoodPostalCodeStatuses)],
  },
  villages: {
    kind: 'villages',
    notFound: 'VILLAGE_NOT_FOUND',
    singular: 'village',
    tr: { singular: 'köy', genitive: 'köyün', possessivePlural: 'köyleri', plural: 'Köyler' },
    tag: 'Villages',
    exampleId: 675,
    filters: [population, postalFilter(villagePostalCodeStatuses)],
  },
};

export const resourceList: readonly Resource[] = kindNames.map((kind) => resources[kind]);

/** The path parameter and parent filter naming a record of this kind: `provinceId`. */
export const idParamOf = (kind: KindName): string => parentField(kind);

/** Selectable fields, in schema order (the order `fields` output follows). */
export const fieldsOf = (kind: KindName): readonly string[] => Object.keys(kinds[kind].schema.shape);

export interface Relation {
  /** The include name and the key it appears under: `province`, `districts`. */
  name: string;
  kind: KindName;
  type: 'parent' | 'children';
}

/** What `include` accepts on a single record: parents (as objects), then children (as arrays). */
export function relationsOf(kind: KindName): Relation[] {
  return [
    ...kinds[kind].parents.map((parent) => ({ name: kinds[parent].singular, kind: parent, type: 'parent' as const })),
    ...childKindsOf(kind).map((child) => ({ name: child, kind: child, type: 'children' as const })),
  ];
}
