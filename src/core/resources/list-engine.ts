// Runs a list query over one kind's store. Pages are slices of precomputed orders: the records are
// stored by id, and `name`/`population` orders (both directions, ties by id) are permutations built
// at compile time, so nothing is compared per request. The planner (list-query.ts) hands over the
// smallest candidate set an index gives (a parent bucket, search matches, a value range); only those
// are checked against the remaining filters, and only when no index narrows the query is every record
// walked. `total` counts every match.
import type { KindStore } from '../../data/store.ts';
import type { Predicate } from './filters.ts';

export type SortValue = 'id' | '-id' | 'name' | '-name' | 'population' | '-population';

export interface ListPlan {
  store: KindStore;
  /** Candidate record indexes (a parent bucket, search matches, a value run), or all records. */
  subset?: ArrayLike<number>;
  /** False when `subset` is in another order (a value run is by value): then it is sorted only if the page is by id. */
  subsetAscending?: boolean;
  /** What every returned record must also satisfy. */
  predicate?: Predicate;
  sort: SortValue;
  limit: number;
  offset: number;
}

export interface ListResult {
  indexes: number[];
  total: number;
}

/** The indexes present in both ascending arrays, ascending. */
export function intersectAscending(a: ArrayLike<number>, b: ArrayLike<number>): Uint32Array {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return Uint32Array.from(out);
}

/** The candidates that pass `predicate`, in their order. */
function keep(subset: ArrayLike<number>, predicate: Predicate | undefined): ArrayLike<number> {
  if (!predicate) return subset;
  const kept = new Uint32Array(subset.length);
  let count = 0;
  for (let p = 0; p < subset.length; p++) if (predicate(subset[p]!)) kept[count++] = subset[p]!;
  return kept.subarray(0, count);
}

// Below this share of the records, matches are put in order by sorting their ranks (k log k);
// above it, walking the whole order once and picking them out is cheaper.
const sortRanksBelow = 1 / 8;

/** The page `offset .. end` of `matches` (indexes in any order) in the precomputed order `sort`. */
function pageInOrder(store: KindStore, matches: ArrayLike<number>, sort: string, offset: number, end: number): number[] {
  const order = store.order(sort);
  const indexes: number[] = [];
  if (matches.length < store.count * sortRanksBelow) {
    const rank = store.rank(sort);
    const ranks = new Uint32Array(matches.length);
    for (let p = 0; p < matches.length; p++) ranks[p] = rank[matches[p]!]!;
    ranks.sort();
    for (let p = offset; p < Math.min(end, ranks.length); p++) indexes.push(order[ranks[p]!]!);
    return indexes;
  }
  const wanted = new Uint8Array(store.count);
  for (let p = 0; p < matches.length; p++) wanted[matches[p]!] = 1;
  let seen = 0;
  for (let p = 0; p < order.length && seen < end; p++) {
    const index = order[p]!;
    if (wanted[index] === 0) continue;
    if (seen >= offset) indexes.push(index);
    seen++;
  }
  return indexes;
}

export function runList({ store, subset, subsetAscending = true, predicate, sort, limit, offset }: ListPlan): ListResult {
  const end = offset + limit;
  if (!subset && !predicate) {
    // Every record matches: the page is a range of indexes, or of a precomputed order.
    const count = store.count;
    const indexes: number[] = [];
    if (sort === 'id') for (let p = offset; p < Math.min(end, count); p++) indexes.push(p);
    else if (sort === '-id') for (let p = offset; p < Math.min(end, count); p++) indexes.push(count - 1 - p);
    else return { indexes: Array.from(store.order(sort).subarray(offset, end)), total: count };
    return { indexes, total: count };
  }

  if (subset) {
    let matches = keep(subset, predicate);
    const total = matches.length;
    // Sorted after filtering, on a copy (the subset may be the store's own memory).
    if (!subsetAscending && (sort === 'id' || sort === '-id')) matches = Uint32Array.from(matches).sort();
    const indexes: number[] = [];
    if (sort === 'id') for (let p = offset; p < Math.min(end, total); p++) indexes.push(matches[p]!);
    else if (sort === '-id') for (let p = offset; p < Math.min(end, total); p++) indexes.push(matches[total - 1 - p]!);
    else return { indexes: pageInOrder(store, matches, sort, offset, end), total };
    return { indexes, total };
  }

  // No index narrowed the query (a flag, a status, an unselective range): every record is checked.
  const test = predicate!;
  const indexes: number[] = [];
  let total = 0;
  const visit = (index: number) => {
    if (!test(index)) return;
    if (total >= offset && total < end) indexes.push(index);
    total++;
  };
  if (sort === 'id') for (let p = 0; p < store.count; p++) visit(p);
  else if (sort === '-id') for (let p = store.count - 1; p >= 0; p--) visit(p);
  else {
    const order = store.order(sort);
    for (let p = 0; p < order.length; p++) visit(order[p]!);
  }
  return { indexes, total };
}
