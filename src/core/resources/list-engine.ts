// Runs a list query over one kind's store. Pages are slices of precomputed orders: the records are
// stored by id, and `name`/`population` orders (both directions, ties by id) are permutations built
// at compile time, so nothing is sorted per request. Filters narrow the walk; `total` counts every
// match, so the walk always covers the candidates once.
import type { KindStore } from '../../data/store.ts';
import type { Predicate } from './filters.ts';

export type SortValue = 'id' | '-id' | 'name' | '-name' | 'population' | '-population';

export interface ListPlan {
  store: KindStore;
  /** Candidate record indexes in ascending order (a parent bucket, search matches), or all records. */
  subset?: ArrayLike<number>;
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

export function runList({ store, subset, predicate, sort, limit, offset }: ListPlan): ListResult {
  const end = offset + limit;
  const indexes: number[] = [];
  let total = 0;
  const visit = (index: number) => {
    if (predicate && !predicate(index)) return;
    if (total >= offset && total < end) indexes.push(index);
    total++;
  };

  if (sort === 'id' || sort === '-id') {
    const count = subset ? subset.length : store.count;
    if (!subset && !predicate) {
      // Every record matches: the page is a range of indexes.
      for (let p = offset; p < Math.min(end, count); p++) indexes.push(sort === 'id' ? p : count - 1 - p);
      return { indexes, total: count };
    }
    if (sort === 'id') for (let p = 0; p < count; p++) visit(subset ? subset[p]! : p);
    else for (let p = count - 1; p >= 0; p--) visit(subset ? subset[p]! : p);
    return { indexes, total };
  }

  const order = store.order(sort);
  if (!subset && !predicate) return { indexes: Array.from(order.subarray(offset, end)), total: order.length };
  let inSubset: Uint8Array | undefined;
  if (subset) {
    inSubset = new Uint8Array(store.count);
    for (let p = 0; p < subset.length; p++) inSubset[subset[p]!] = 1;
  }
  for (let p = 0; p < order.length; p++) {
    const index = order[p]!;
    if (inSubset && inSubset[index] === 0) continue;
    visit(index);
  }
  return { indexes, total };
}
