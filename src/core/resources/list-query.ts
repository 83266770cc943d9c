// A kind's list parameters, and turning a validated query into a plan for the list engine, with the
// checks that need several parameters at once, in DESIGN §3's order: ranges, then hierarchy.
import type { KindName } from '../../data/kinds.ts';
import { kinds, parentField } from '../../data/kinds.ts';
import type { Store } from '../../data/store.ts';
import { type ApiError, fixedError } from '../errors.ts';
import { messages } from '../messages.ts';
import { integerParam, nameListParam, oneOfParam, type Param, recordIdParam } from '../params/param.ts';
import { searchParam } from '../params/search-param.ts';
import { type ParamRecord, type ParamSet, paramSet, type Query, type QueryOf } from '../params/param-set.ts';
import { allOf, type Candidates, type Filter, type Predicate } from './filters.ts';
import type { ListPlan, SortValue } from './list-engine.ts';
import { fieldsOf, idParamOf, type Resource } from './registry.ts';
import { nameSearch } from './search.ts';

export const sortValues = ['id', '-id', 'name', '-name', 'population', '-population'] as const satisfies readonly SortValue[];
export const defaultLimit = 100;
export const maxLimit = 1000;

export const fieldsParam = (kind: KindName): Param<string[]> =>
  nameListParam(fieldsOf(kind), {
    stage: 'fields',
    code: 'INVALID_FIELDS',
    message: messages.unknownFields,
    description: 'Comma-separated fields to return; the others are left out. Output keeps the schema order.',
  });

/** A parent id filter (`provinceId=34`): the parent it pins, when the query gives one. */
interface ParentFilter {
  kind: KindName;
  params: Readonly<Record<string, Param<number>>>;
  pinnedId(query: Query): number | undefined;
}

function parentFilterOf(kind: KindName): ParentFilter {
  const name = idParamOf(kind);
  const params = { [name]: recordIdParam(`Only records of this ${kinds[kind].singular}.`) };
  // A query of the list includes this parameter (see defineFilter for why the narrower type holds).
  return { kind, params, pinnedId: (query: QueryOf<typeof params>) => query[name] } satisfies ParentFilter;
}

/** `limit` and `offset` of every paged list (the records', the postal codes', the changes'): `things` are what `offset` skips. */
export const pagingParams = (things: string) => ({
  limit: integerParam({ min: 1, max: maxLimit, defaultValue: defaultLimit, description: 'Page size.' }),
  offset: integerParam({ min: 0, defaultValue: 0, description: `Number of matching ${things} to skip.` }),
});

/** The parameters every list takes, whatever its kind. */
const sharedListParams = (kind: KindName) => ({
  search: searchParam('Substring of the name. Case-insensitive and Turkish-aware: `sanliurfa`, `ŞANLIURFA` and `Şanlıurfa` all find Şanlıurfa; `istanbul` finds İstanbul.'),
  fields: fieldsParam(kind),
  sort: oneOfParam(sortValues, 'Sort order; `-` means descending. Names sort in Turkish alphabetical order; ties are broken by ascending id.', 'id'),
  ...pagingParams('records'),
});

/** A list's query: the shared parameters typed, the kind's filters and parent ids read by their filters. */
export type ListQuery = QueryOf<ReturnType<typeof sharedListParams>> & Query;

export interface ListQueryDefinition {
  resource: Resource;
  params: ParamSet<ListQuery>;
  filters: readonly Filter[];
  parents: readonly ParentFilter[];
}

export function listQueryOf(resource: Resource): ListQueryDefinition {
  const parents = kinds[resource.kind].parents.map(parentFilterOf);
  const filterParams: ParamRecord = Object.assign({}, ...[...resource.filters, ...parents].map((filter) => filter.params));
  const params = paramSet({ ...sharedListParams(resource.kind), ...filterParams });
  return { resource, params, filters: resource.filters, parents };
}

export interface ParentPin {
  kind: KindName;
  id: number;
}

/**
 * DESIGN §3 for routes beyond the lists (search, postal codes) that filter by province and district:
 * throws INVALID_HIERARCHY_FILTER when both name existing places that do not agree.
 */
export function assertProvinceDistrictAgree(store: Store, provinceId: number | undefined, districtId: number | undefined): void {
  const pins: ParentPin[] = [];
  if (provinceId !== undefined) pins.push({ kind: 'provinces', id: provinceId });
  if (districtId !== undefined) pins.push({ kind: 'districts', id: districtId });
  const inconsistent = checkHierarchy(pins, store);
  if (inconsistent) throw inconsistent;
}

/**
 * Parent filters must describe one chain: the same parent twice with different ids, or a district
 * that is not in the given province, is inconsistent. Only parents that exist are compared (a parent
 * that does not exist simply matches nothing, or is the nested route's 404).
 */
function checkHierarchy(pins: readonly ParentPin[], store: Store): ApiError | undefined {
  const existing = pins.filter((pin) => store.kind(pin.kind).indexOfId(pin.id) !== -1);
  for (const a of existing) {
    for (const b of existing) {
      if (a === b) continue;
      if (a.kind === b.kind && a.id !== b.id) return fixedError('INVALID_HIERARCHY_FILTER');
      if (!kinds[a.kind].parents.includes(b.kind)) continue;
      const parents = store.kind(a.kind);
      if (parents.column(parentField(b.kind))[parents.indexOfId(a.id)] !== b.id) return fixedError('INVALID_HIERARCHY_FILTER');
    }
  }
  return undefined;
}

export interface ListRequest {
  plan: ListPlan;
  fields?: readonly string[];
}

/**
 * Checks what needs several parameters (ranges, then the hierarchy), then plans the walk. `pinned` is
 * the parent fixed by a nested route's path; it takes part in the hierarchy check like a filter.
 */
export function planList(definition: ListQueryDefinition, query: ListQuery, store: Store, pinned?: ParentPin): ListRequest {
  for (const filter of definition.filters) {
    const problem = filter.check?.(query);
    if (problem) throw problem;
  }
  const pins: ParentPin[] = definition.parents.flatMap((parent) => {
    const id = parent.pinnedId(query);
    return id === undefined ? [] : [{ kind: parent.kind, id }];
  });
  if (pinned) pins.push(pinned);
  const inconsistent = checkHierarchy(pins, store);
  if (inconsistent) throw inconsistent;

  const kindStore = store.kind(definition.resource.kind);
  const tests: Predicate[] = [];
  // Every set an index offers, with the test that stands in for it when a smaller set is walked.
  const offers: Array<{ candidates: Candidates; test?: Predicate }> = [];
  for (const filter of definition.filters) {
    const test = filter.predicate(query, kindStore);
    if (test) tests.push(test);
    const candidates = filter.candidates?.(query, kindStore);
    // A filter's predicate is kept whatever set is walked: its candidates may be only part of its test.
    if (candidates) offers.push({ candidates });
  }
  // The most specific parent gives the smallest bucket; after the hierarchy check, the other parent
  // pins either agree with it or name parents that do not exist (and then nothing matches).
  const nearest = [...pins].sort((a, b) => kinds[b.kind].parents.length - kinds[a.kind].parents.length)[0];
  for (const pin of pins) {
    const values = kindStore.column(parentField(pin.kind));
    const test: Predicate = (index) => values[index] === pin.id;
    if (pin !== nearest) tests.push(test);
    else {
      const bucket = kindStore.childrenOf(parentField(pin.kind), pin.id);
      offers.push({ candidates: { size: bucket.length, indexes: () => bucket, ascending: true }, test });
    }
  }
  const { search } = query;
  if (search !== undefined) {
    const matching = nameSearch(kindStore, search);
    offers.push({ candidates: matching, test: matching.test });
  }
  // The smallest set is listed; the others become checks on its members.
  const smallest = offers.reduce<(typeof offers)[number] | undefined>((best, offer) => (!best || offer.candidates.size < best.candidates.size ? offer : best), undefined);
  for (const offer of offers) if (offer !== smallest && offer.test) tests.push(offer.test);
  return {
    plan: {
      store: kindStore,
      subset: smallest?.candidates.indexes(),
      subsetAscending: smallest?.candidates.ascending,
      predicate: allOf(tests),
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    },
    fields: query.fields,
  };
}
