// The five v1 collections as rows. Each maps onto a v2 kind of the store (towns are the municipalities
// of type `town`) and says what differs: its record shape and schema, default page and order, and
// which filters apply; the not-found code (its message from the one error table) and the example id
// come from the v2 registry row of the kind, except for towns. The v1 routes serve every row with one
// handler each, on the v2 store and list engine.
import type { KindName } from '../../data/kinds.ts';
import { enumIndex } from '../../data/kinds.ts';
import { municipalityTypes } from '../../data/schemas.ts';
import type { KindStore, Store } from '../../data/store.ts';
import type { z } from 'zod';
import type { NotFoundCode } from '../errors.ts';
import { resources } from '../resources/registry.ts';
import type { Predicate } from '../resources/filters.ts';
import type { Text } from '../text.ts';
import { type V1Record, v1District, v1Province, v1Settlement } from './v1-records.ts';
import { v1DistrictSchema, v1ProvinceSchema, v1SettlementSchema } from './v1-schemas.ts';
import type { SortKey } from './v1-sort.ts';

export interface V1Collection {
  /** URL segment: `/v1/{path}`. */
  path: 'provinces' | 'districts' | 'neighborhoods' | 'villages' | 'towns';
  kind: KindName;
  title: Text;
  /** The 404 of a single record (v1 shows its message; the code gives the status). */
  notFound: NotFoundCode;
  /** Zod schema of one record, for the OpenAPI document. */
  schema: z.ZodType;
  /** A real record id, for the docs example. */
  exampleId: number;
  defaultLimit: number;
  defaultSort: readonly SortKey[];
  /** Records of the kind that belong here, when not all of them do. */
  only?: (records: KindStore) => Predicate;
  hasArea: boolean;
  /** Parents that can be named (`province=İstanbul`) or numbered (`provinceId=34`). */
  parents: ReadonlyArray<'province' | 'district'>;
  /** `extend=true` adds the districts' neighborhoods and villages (provinces only). */
  extendable: boolean;
  listRecord(store: Store, records: KindStore, index: number, extend: boolean): V1Record;
  detailRecord(store: Store, records: KindStore, index: number, extend: boolean): V1Record;
  /** Field names of a list record and of a single record, in record order. */
  listFields: readonly string[];
  detailFields: readonly string[];
  /** Fields `sort` accepts. */
  sortFields: readonly string[];
}

const settlementFields = ['provinceId', 'districtId', 'id', 'province', 'district', 'name', 'population'];
const settlementSort = ['id', 'name', 'population', 'provinceId', 'districtId', 'province', 'district'];
const all = 1000;
const byId: readonly SortKey[] = [{ field: 'id', descending: false }];

const settlement = (path: 'neighborhoods' | 'villages' | 'towns', kind: KindName, title: Text): V1Collection => ({
  path,
  kind,
  title,
  notFound: resources[kind].notFound,
  schema: v1SettlementSchema,
  exampleId: resources[kind].exampleId,
  defaultLimit: 10,
  defaultSort: byId,
  hasArea: false,
  parents: ['province', 'district'],
  extendable: false,
  listRecord: (store, records, index) => v1Settlement(store, records, index),
  detailRecord: (store, records, index) => v1Settlement(store, records, index),
  listFields: settlementFields,
  detailFields: settlementFields,
  sortFields: settlementSort,
});

const townType = enumIndex(municipalityTypes, 'town');
const provinceFields = ['id', 'name', 'population', 'area', 'altitude', 'areaCode', 'isCoastal', 'isMetropolitan', 'region', 'coordinates', 'districts'];

export const v1Collections: readonly V1Collection[] = [
  {
    path: 'provinces',
    kind: 'provinces',
    title: { en: 'Provinces', tr: 'İller' },
    notFound: resources.provinces.notFound,
    schema: v1ProvinceSchema,
    exampleId: resources.provinces.exampleId,
    defaultLimit: all,
    defaultSort: byId,
    hasArea: true,
    parents: [],
    extendable: true,
    listRecord: v1Province,
    detailRecord: v1Province,
    listFields: provinceFields,
    detailFields: provinceFields,
    sortFields: ['id', 'name', 'population', 'area', 'altitude', 'isCoastal', 'isMetropolitan'],
  },
  {
    path: 'districts',
    kind: 'districts',
    title: { en: 'Districts', tr: 'İlçeler' },
    notFound: resources.districts.notFound,
    schema: v1DistrictSchema,
    exampleId: resources.districts.exampleId,
    defaultLimit: all,
    defaultSort: byId,
    hasArea: true,
    parents: ['province'],
    extendable: false,
    listRecord: (store, records, index) => v1District(store, records, index, false),
    detailRecord: (store, records, index) => v1District(store, records, index, true),
    listFields: ['provinceId', 'id', 'province', 'name', 'population', 'area'],
    detailFields: ['provinceId', 'id', 'province', 'name', 'population', 'area', 'neighborhoods', 'villages'],
    sortFields: ['id', 'name', 'population', 'area', 'provinceId', 'province'],
  },
  settlement('neighborhoods', 'neighborhoods', { en: 'Neighborhoods', tr: 'Mahalleler' }),
  settlement('villages', 'villages', { en: 'Villages', tr: 'Köyler' }),
  {
    ...settlement('towns', 'municipalities', { en: 'Towns', tr: 'Beldeler' }),
    notFound: 'TOWN_NOT_FOUND',
    // Ziyaret: the v2 example municipality (2273, Kadıköy) is a district center, not a town.
    exampleId: 1151,
    // v1 towns are the town municipalities, listed by province, district, then name.
    only: (records) => {
      const types = records.column('type');
      return (index) => types[index] === townType;
    },
    defaultSort: [
      { field: 'province', descending: false },
      { field: 'district', descending: false },
      { field: 'name', descending: false },
    ],
  },
];
