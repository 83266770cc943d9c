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

/** A filter as the list engine holds it: over any list's query (which includes the filter's parameters). */
export interface Filter<Q = Query> {
  params: ParamRecord;
  /** INVALID_RANGE_FILTER and the like, checked after every parameter parsed. */
  check?(query: Q): ApiError | undefined;
  /** The predicate this query asks for, or undefined when the filter is not used. */
  predicate(query: Q, store: KindStore): Predicate | undefined;
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
