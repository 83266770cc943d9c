// The legacy v1 routes, under both /v1 and /api/v1: a list and a single record for every collection
// of v1-collections.ts, served from the v2 store and list engine. Answers are `{status: "OK", data}`;
// errors (in error-envelope.ts) are `{status: "ERROR", error}`, and every answer carries the
// deprecation headers.
import { parentField } from '../../data/kinds.ts';
import type { KindStore, Store } from '../../data/store.ts';
import { type ErrorCode, fixedError } from '../errors.ts';
import { cachePolicies } from '../http/headers.ts';
import { messages } from '../messages.ts';
import { booleanParam, integerParam, nameListParam, recordIdParam } from '../params/param.ts';
import { type ParamRecord, type ParamSet, paramSet, type Query, type QueryOf } from '../params/param-set.ts';
import { searchParam } from '../params/search-param.ts';
import { allOf, type Predicate, rangeFilter } from '../resources/filters.ts';
import { runList, type SortValue } from '../resources/list-engine.ts';
import { searchMatches } from '../resources/search.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { type V1Collection, v1Collections } from './v1-collections.ts';
import { v1SortParam } from './v1-params.ts';
import type { V1Record } from './v1-records.ts';
import { v1Envelope } from './v1-schemas.ts';
import { type SortKey, sortByKeys } from './v1-sort.ts';
import { z } from 'zod';

const prefixes = [
  { path: '/v1', id: 'v1' },
  { path: '/api/v1', id: 'apiV1' },
] as const;

const parentKinds = { province: 'provinces', district: 'districts' } as const;
const population = rangeFilter('population', { min: 'minPopulation', max: 'maxPopulation', integer: true, what: 'population' });
const area = rangeFilter('area', { min: 'minArea', max: 'maxArea', integer: false, what: 'area in km²' });

/** Records whose province has the flag (the province itself, for provinces). */
function provinceFlag(flag: 'isMetropolitan' | 'isCoastal', wanted: boolean, records: KindStore, store: Store): Predicate {
  const provinces = store.kind('provinces');
  const flags = provinces.column(flag);
  const bit = wanted ? 1 : 0;
  if (records === provinces) return (index) => flags[index] === bit;
  const ids = new Set(Array.from(provinces.column('id')).filter((_, index) => flags[index] === bit));
  const parentIds = records.column('provinceId');
  return (index) => ids.has(parentIds[index]!);
}

/** Records whose parent is named `name` (folded: `istanbul` names İstanbul). Names can repeat. */
function namedParent(parent: 'province' | 'district', name: string, records: KindStore, store: Store): Predicate {
  const parents = store.kind(parentKinds[parent]);
  const ids = new Set<number>();
  for (let index = 0; index < parents.count; index++) {
    const key = parents.searchText.slice(parents.searchOffsets[index], parents.searchOffsets[index + 1]! - 1);
    if (key === name) ids.add(parents.column('id')[index]!);
  }
  const parentIds = records.column(parentField(parentKinds[parent]));
  return (index) => ids.has(parentIds[index]!);
}

const project = (record: V1Record, fields: readonly string[] | undefined): V1Record =>
  fields ? Object.fromEntries(fields.map((field) => [field, record[field]])) : record;

const fieldsParam = (allowed: readonly string[]) =>
  nameListParam(allowed, {
    stage: 'fields',
    code: 'BAD_REQUEST',
    message: messages.unknownFields,
    description: 'Comma-separated fields to return, in this order.',
    order: 'asked',
  });

const extendParam = booleanParam('`true` adds every district’s neighborhoods and villages.');

/** A parent named (`province=istanbul`) or numbered (`provinceId=34`). */
interface V1ParentFilter {
  parent: 'province' | 'district';
  params: ParamRecord;
  nameIn(query: Query): string | undefined;
  idIn(query: Query): number | undefined;
}

function parentFilterOf(parent: 'province' | 'district'): V1ParentFilter {
  const idName = parentField(parentKinds[parent]);
  const byName = { [parent]: searchParam(`The ${parent}, by name (Turkish-aware, the whole name).`) };
  const byId = { [idName]: recordIdParam(`The ${parent}, by id.`) };
  // The list's query includes these parameters (see defineFilter for why the narrower types hold).
  return {
    parent,
    params: { ...byName, ...byId },
    nameIn: (query: QueryOf<typeof byName>) => query[parent],
    idIn: (query: QueryOf<typeof byId>) => query[idName],
  } satisfies V1ParentFilter;
}

function parentTests({ parent, nameIn, idIn }: V1ParentFilter, query: Query, records: KindStore, store: Store): Predicate[] {
  const tests: Predicate[] = [];
  const name = nameIn(query);
  if (name !== undefined) tests.push(namedParent(parent, name, records, store));
  const id = idIn(query);
  if (id !== undefined) {
    const parentIds = records.column(parentField(parentKinds[parent]));
    tests.push((index) => parentIds[index] === id);
  }
  return tests;
}

/** The parameters every v1 list takes, typed; the range and parent ones are read by their filters. */
const sharedListParams = (collection: V1Collection) => ({
  name: searchParam('Substring of the name, Turkish-aware (`istanbul` finds İstanbul).'),
  isMetropolitan: booleanParam('Only records in metropolitan (`true`) or other (`false`) provinces.'),
  isCoastal: booleanParam('Only records in coastal (`true`) or inland (`false`) provinces.'),
  offset: integerParam({ min: 0, defaultValue: 0, description: 'Number of matching records to skip.' }),
  limit: integerParam({ min: 1, max: 1000, defaultValue: collection.defaultLimit, description: 'Page size.' }),
  fields: fieldsParam(collection.listFields),
  sort: v1SortParam(collection.sortFields, collection.defaultSort),
  extend: extendParam,
});

type V1ListQuery = QueryOf<ReturnType<typeof sharedListParams>> & Query;

/** The list's parameters in v1's documented order; `extend` only where it means something. */
function listParams(collection: V1Collection) {
  const { name, isMetropolitan, isCoastal, offset, limit, fields, sort, extend } = sharedListParams(collection);
  const parents: ParamRecord = Object.assign({}, ...collection.parents.map((parent) => parentFilters[parent].params));
  return paramSet({
    name,
    ...population.params,
    ...(collection.hasArea ? area.params : {}),
    isMetropolitan,
    isCoastal,
    ...parents,
    offset,
    limit,
    fields,
    sort,
    ...(collection.extendable ? { extend } : {}),
  });
}

const parentFilters = { province: parentFilterOf('province'), district: parentFilterOf('district') };

/** The store's permutations, by v1 sort key: ascending, descending. */
const presortedKeys = new Map<string, readonly [SortValue, SortValue]>([
  ['id', ['id', '-id']],
  ['name', ['name', '-name']],
  ['population', ['population', '-population']],
]);

/** A single sort key the store has a permutation for needs no sorting at all. */
function presortedOrder(keys: readonly SortKey[]): SortValue | undefined {
  const [key] = keys;
  const orders = key && keys.length === 1 ? presortedKeys.get(key.field) : undefined;
  return orders && key ? orders[key.descending ? 1 : 0] : undefined;
}

const v1Errors: readonly ErrorCode[] = ['BAD_REQUEST', 'INVALID_RANGE_FILTER'];

function listAnswer(collection: V1Collection, query: V1ListQuery, store: Store): string {
  const records = store.kind(collection.kind);
  const tests: Predicate[] = [];
  if (collection.only) tests.push(collection.only(records));
  for (const filter of collection.hasArea ? [population, area] : [population]) {
    const problem = filter.check?.(query);
    if (problem) throw problem;
    const test = filter.predicate(query, records);
    if (test) tests.push(test);
  }
  for (const flag of ['isMetropolitan', 'isCoastal'] as const) {
    const wanted = query[flag];
    if (wanted !== undefined) tests.push(provinceFlag(flag, wanted, records, store));
  }
  for (const parent of collection.parents) tests.push(...parentTests(parentFilters[parent], query, records, store));
  const keys = query.sort;
  const presorted = presortedOrder(keys);
  const { indexes } = runList({
    store: records,
    subset: query.name === undefined ? undefined : searchMatches(records, query.name),
    predicate: allOf(tests),
    sort: presorted ?? 'id',
    limit: Number.MAX_SAFE_INTEGER,
    offset: 0,
  });
  const ordered = presorted ? indexes : sortByKeys(indexes, keys, records, store);
  const { offset, limit } = query;
  const page = ordered.slice(offset, offset + limit);
  const extend = query.extend === true;
  const data = page.map((index) => project(collection.listRecord(store, records, index, extend), query.fields));
  return JSON.stringify({ status: 'OK', data });
}

// v1 names its path variables `:provinceId`, `:districtId`, `:neighborhoodId`, `:villageId` and, for towns, `:id`.
const idNameOf = (collection: V1Collection) => (collection.path === 'towns' ? 'id' : parentField(collection.kind));

function v1Routes(prefix: (typeof prefixes)[number], collection: V1Collection): Route[] {
  const base = `${prefix.path}/${collection.path}`;
  const name = collection.path[0]!.toUpperCase() + collection.path.slice(1);
  const idName = idNameOf(collection);
  const shared = {
    cacheControl: cachePolicies.api,
    docs: { tags: ['Legacy v1'], deprecated: true, errorCodes: v1Errors },
  };
  const listQuery: ParamSet<V1ListQuery> = listParams(collection);
  return [
    defineRoute({
      ...shared,
      id: `${prefix.id}List${name}`,
      path: base,
      pathParams: {},
      params: listQuery,
      handler: ({ query, store }) => ({ body: listAnswer(collection, query, store) }),
      docs: {
        ...shared.docs,
        summary: { en: `${collection.title.en} (v1)`, tr: `${collection.title.tr} (v1)` },
        description: {
          en: `Deprecated: use the v2 endpoints. ${collection.title.en} in the v1 shape, ${collection.defaultLimit === 10 ? '10 per page by default' : 'all by default'}.`,
          tr: `Kullanımı önerilmez: v2 uç noktalarını kullanın. v1 biçiminde ${collection.title.tr.toLocaleLowerCase('tr')}; varsayılan olarak ${collection.defaultLimit === 10 ? 'sayfa başına 10' : 'hepsi'}.`,
        },
        example: { query: { limit: '2' } },
        response: v1Envelope(z.array(collection.schema)),
      },
    }),
    defineRoute({
      ...shared,
      id: `${prefix.id}Get${name.slice(0, -1)}`,
      path: `${base}/{${idName}}`,
      pathParams: { [idName]: recordIdParam(`Id of the ${collection.title.en.toLowerCase().slice(0, -1)}.`) },
      params: paramSet({ fields: fieldsParam(collection.detailFields), ...(collection.extendable ? { extend: extendParam } : {}) }),
      handler({ pathParams, query, store }) {
        const records = store.kind(collection.kind);
        const index = records.indexOfId(pathParams[idName]!);
        if (index === -1 || (collection.only && !collection.only(records)(index))) {
          throw fixedError(collection.notFound);
        }
        const record = collection.detailRecord(store, records, index, query.extend === true);
        return { body: JSON.stringify({ status: 'OK', data: project(record, query.fields) }) };
      },
      docs: {
        ...shared.docs,
        errorCodes: ['BAD_REQUEST', collection.notFound],
        summary: { en: `One of the ${collection.title.en.toLowerCase()} (v1)`, tr: `Tek kayıt: ${collection.title.tr.toLocaleLowerCase('tr')} (v1)` },
        description: { en: 'Deprecated: use the v2 endpoints. One record in the v1 shape.', tr: 'Kullanımı önerilmez: v2 uç noktalarını kullanın. v1 biçiminde tek kayıt.' },
        example: { pathParams: { [idName]: String(collection.exampleId) } },
        response: v1Envelope(collection.schema),
      },
    }),
  ];
}

export const v1RouteTable: readonly Route[] = prefixes.flatMap((prefix) => v1Collections.flatMap((collection) => v1Routes(prefix, collection)));
