// List filters as values. A filter contributes its query parameters, an optional cross-parameter
// check (min <= max), and a predicate over record indexes that reads the store's precomputed typed
// columns; nothing is parsed or normalized per record. A filter reads the query through the type of
// its own parameters (defineFilter), whatever other parameters the list has.
import type { KindStore } from '../../data/store.ts';
import { enumIndex } from '../../data/kinds.ts';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import { booleanParam, integerParam, listOfParam, numberParam, oneOfParam } from '../params/param.ts';
import type { ParamRecord, Query, QueryOf } from '../params/param-set.ts';
import { postalCodeParam, postalCodePrefixParam } from '../postal-codes/postal-code-params.ts';
import { postalCodePrefixRange } from '../postal-codes/prefix-range.ts';

export type Predicate = (index: number) => boolean;

/**
 * The records an index says may match, without looking at each: `size` of them, listed only when the
 * planner picks this set as the smallest. Every one of them still passes through the filters'
 * predicates, so a set may hold more than the matches, never fewer.
 */
export interface Candidates {
  size: number;
  indexes(): ArrayLike<number>;
  /** Whether `indexes()` is ascending; a value run is by value, and is sorted only for a page by id. */
  ascending: boolean;
}

/** A filter as the list engine holds it: over any list's query (which includes the filter's parameters). */
export interface Filter<Q = Query> {
  params: ParamRecord;
  /** INVALID_RANGE_FILTER and the like, checked after every parameter parsed. */
  check?(query: Q): ApiError | undefined;
  /** The predicate this query asks for, or undefined when the filter is not used. */
  predicate(query: Q, store: KindStore): Predicate | undefined;
  /** What an index gives for this query, when the filter is used and the index narrows it enough. */
  candidates?(query: Q, store: KindStore): Candidates | undefined;
}

// A run of a value-sorted permutation is checked record by record and may have to be put in order
// (k log k); past this share of the records, checking every record is cheaper, and the filter offers
// no candidates.
const selectiveShare = 1 / 4;

/** First position in 0..length where `reached` holds, for a test that stays true once it holds. */
function firstWhere(length: number, reached: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reached(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The records whose `column` lies in [low, high], from the store's permutation sorted by that column
 * (compile-store.ts): the run between two binary searches. Undefined when the store has no such
 * permutation or the run is too large to be worth listing.
 */
export function valueRange(store: KindStore, column: string, low: number, high: number): Candidates | undefined {
  const sorted = store.sortedBy(column);
  if (!sorted) return undefined;
  const values = store.column(column);
  const first = firstWhere(sorted.length, (position) => values[sorted[position]!]! >= low);
  const end = firstWhere(sorted.length, (position) => values[sorted[position]!]! > high);
  const size = Math.max(0, end - first);
  if (size > store.count * selectiveShare) return undefined;
  return { size, indexes: () => sorted.subarray(first, first + size), ascending: false };
}

/**
 * A filter typed by its own parameters. It is only ever called with a query parsed by a set that
 * includes `params`, so the narrower query type holds; like defineRoute, it hands the filter on in the
 * erased form (method parameters are compared both ways).
 */
export const defineFilter = <const S extends ParamRecord>(filter: Filter<QueryOf<S>> & { params: S }): Filter => filter;

/** `minX`/`maxX` over a numeric column, inclusive; min must not exceed max. */
export function rangeFilter(
  column: string,
  options: { min: string; max: string; integer: boolean; what: string },
): Filter {
  const bound = (side: string) =>
    options.integer
      ? integerParam({ min: 0, description: `${side} ${options.what} (inclusive).` })
      : numberParam(`${side} ${options.what} (inclusive).`);
  return defineFilter({
    params: { [options.min]: bound('Minimum'), [options.max]: bound('Maximum') },
    check(query) {
      const min = query[options.min];
      const max = query[options.max];
      return min !== undefined && max !== undefined && min > max
        ? new ApiError('INVALID_RANGE_FILTER', messages.range(options.min, options.max))
        : undefined;
    },
    predicate(query, store) {
      const min = query[options.min];
      const max = query[options.max];
      if (min === undefined && max === undefined) return undefined;
      const values = store.column(column);
      const low = min ?? -Infinity;
      const high = max ?? Infinity;
      return (index) => values[index]! >= low && values[index]! <= high;
    },
    candidates(query, store) {
      const min = query[options.min];
      const max = query[options.max];
      if (min === undefined && max === undefined) return undefined;
      return valueRange(store, column, min ?? -Infinity, max ?? Infinity);
    },
  });
}

/** A boolean field, given as the string `true` or `false`. */
export function flagFilter(column: string, description: string): Filter {
  return defineFilter({
    params: { [column]: booleanParam(description) },
    predicate(query, store) {
      const wanted = query[column];
      if (wanted === undefined) return undefined;
      const values = store.column(column);
      const bit = wanted ? 1 : 0;
      return (index) => values[index] === bit;
    },
  });
}

/** One value of an enum field (`type=town`). */
export function oneOfFilter(column: string, options: readonly [string, ...string[]], description: string): Filter {
  return defineFilter({
    params: { [column]: oneOfParam(options, description) },
    predicate(query, store) {
      const wanted = query[column];
      if (wanted === undefined) return undefined;
      const values = store.column(column);
      const code = enumIndex(options, wanted);
      return (index) => values[index] === code;
    },
  });
}

/**
 * postalCode (exact), postalCodePrefix and postalCodeStatus (a list). The store keeps postal codes as
 * numbers, so a prefix of k digits is the range [prefix·10^(5-k), (prefix+1)·10^(5-k)).
 */
export function postalFilter(statuses: readonly [string, ...string[]]): Filter {
  return defineFilter({
    params: {
      postalCode: postalCodeParam('Exact five-digit postal code.'),
      postalCodePrefix: postalCodePrefixParam('One to five leading digits of the postal code.'),
      postalCodeStatus: listOfParam(statuses, `Comma-separated postal code statuses: ${statuses.join(', ')}.`),
    },
    predicate(query, store) {
      const tests: Predicate[] = [];
      const codes = store.column('postalCode');
      const exact = query.postalCode;
      if (exact !== undefined) {
        const code = Number(exact);
        tests.push((index) => codes[index] === code);
      }
      const prefix = query.postalCodePrefix;
      if (prefix !== undefined) {
        const { low, high } = postalCodePrefixRange(prefix);
        tests.push((index) => codes[index]! >= low && codes[index]! < high);
      }
      const wanted = query.postalCodeStatus;
      if (wanted !== undefined) {
        const statusCodes = store.column('postalCodeStatus');
        let mask = 0;
        for (const status of wanted) mask |= 1 << enumIndex(statuses, status);
        tests.push((index) => (mask & (1 << statusCodes[index]!)) !== 0);
      }
      return allOf(tests);
    },
    candidates(query, store) {
      // The exact code and the prefix are both ranges of codes; together, the codes in both.
      let low = -Infinity;
      let high = Infinity;
      if (query.postalCode !== undefined) low = high = Number(query.postalCode);
      if (query.postalCodePrefix !== undefined) {
        const range = postalCodePrefixRange(query.postalCodePrefix);
        low = Math.max(low, range.low);
        high = Math.min(high, range.high - 1);
      }
      return low === -Infinity && high === Infinity ? undefined : valueRange(store, 'postalCode', low, high);
    },
  });
}

export function allOf(tests: readonly Predicate[]): Predicate | undefined {
  if (tests.length === 0) return undefined;
  if (tests.length === 1) return tests[0];
  return (index) => {
    for (const test of tests) if (!test(index)) return false;
    return true;
  };
}
