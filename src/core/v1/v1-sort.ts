// v1's multi-field `sort` (`sort=province,-population`). Every key is read as a number: ids,
// populations and areas as they are, names as their rank in the precomputed Turkish order (a parent's
// name as its rank among its kind), so a comparison never touches a string. Ties fall to the id.
import type { KindStore, Store } from '../../data/store.ts';

export interface SortKey {
  field: string;
  descending: boolean;
}

const nameRanks = new WeakMap<KindStore, Uint32Array>();

/** rank[index] = the record's position in Turkish alphabetical order of names. */
function nameRankOf(records: KindStore): Uint32Array {
  let ranks = nameRanks.get(records);
  if (!ranks) {
    const order = records.order('name');
    ranks = new Uint32Array(order.length);
    for (const [position, index] of order.entries()) ranks[index] = position;
    nameRanks.set(records, ranks);
  }
  return ranks;
}

/** The numeric sort value of `field` for a record index, or undefined when the kind has no such field. */
function sortValueOf(field: string, records: KindStore, store: Store): ((index: number) => number) | undefined {
  if (field === 'id') return (index) => index;
  if (field === 'name') {
    const ranks = nameRankOf(records);
    return (index) => ranks[index]!;
  }
  if (field === 'province' || field === 'district') {
    const parents = store.kind(field === 'province' ? 'provinces' : 'districts');
    const parentIds = records.column(`${field}Id`);
    const ranks = nameRankOf(parents);
    return (index) => ranks[parents.indexOfId(parentIds[index]!)]!;
  }
  if (!records.hasColumn(field)) return undefined;
  const values = records.column(field);
  return (index) => values[index]!;
}

/** Sorts record indexes (given by ascending id) by the keys, ties by id. */
export function sortByKeys(indexes: number[], keys: readonly SortKey[], records: KindStore, store: Store): number[] {
  const columns = keys.map((key) => {
    const value = sortValueOf(key.field, records, store)!;
    // Read each key once per record, not once per comparison.
    const values = new Float64Array(indexes.length);
    for (const [i, index] of indexes.entries()) values[i] = value(index);
    return { values, sign: key.descending ? -1 : 1 };
  });
  const positions = Array.from(indexes.keys());
  positions.sort((a, b) => {
    for (const { values, sign } of columns) {
      const difference = values[a]! - values[b]!;
      if (difference !== 0) return sign * difference;
    }
    return indexes[a]! - indexes[b]!;
  });
  return positions.map((position) => indexes[position]!);
}
