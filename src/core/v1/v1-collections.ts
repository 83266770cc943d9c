// The five v1 collections as rows. Each maps onto a v2 kind of the store (towns are the municipalities
// of type `town`) and says what differs: its record shape, default page and order, and which filters
// apply. The v1 routes serve every row with one handler each, on the v2 store and list engine.
import type { KindName } from '../../data/kinds.ts';
import { enumIndex } from '../../data/kinds.ts';
import { municipalityTypes } from '../../data/schemas.ts';
import type { KindStore, Store } from '../../data/store.ts';
import type { ErrorCode } from '../errors.ts';
import type { Predicate } from '../resources/filters.ts';
import type { Text } from '../text.ts';
import { type V1Record, v1District, v1Province, v1Settlement } from './v1-records.ts';
import type { SortKey } from './v1-sort.ts';

export interface V1Collection {
  /** URL segment: `/v1/{path}`. */
  path: 'provinces' | 'districts' | 'neighborhoods' | 'villages' | 'towns';
  kind: KindName;
  title: Text;
  /** The 404 of a single record (v1 shows the message; the code keeps its status). */
  notFound: { code: ErrorCode; message: string };
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

const settlement = (path: 'neighborhoods' | 'villages' | 'towns', kind: KindName, title: Text, notFound: V1Collection['notFound']): V1Collection => ({
  path,
  kind,
  title,
  notFound,
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
    notFound: { code: 'PROVINCE_NOT_FOUND', message: 'Province not found.' },
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
    notFound: { code: 'DISTRICT_NOT_FOUND', message: 'District not found.' },
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
  settlement('neighborhoods', 'neighborhoods', { en: 'Neighborhoods', tr: 'Mahalleler' }, { code: 'NEIGHBORHOOD_NOT_FOUND', message: 'Neighborhood not found.' }),
  settlement('villages', 'villages', { en: 'Villages', tr: 'Köyler' }, { code: 'VILLAGE_NOT_FOUND', message: 'Village not found.' }),
  {
    ...settlement('towns', 'municipalities', { en: 'Towns', tr: 'Beldeler' }, { code: 'MUNICIPALITY_NOT_FOUND', message: 'Town not found.' }),
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
