// A route's query parameters as one set, keyed by name: unknown and repeated parameters are rejected,
// then values are parsed stage by stage in DESIGN §3's check order (value syntax, fields, include).
// The set's type is the query's type: `paramSet({ limit: integerParam({ …, defaultValue: 100 }) })`
// parses to `{ readonly limit: number }`, so a handler reads `query.limit` as a number, with no cast
// (the way Hono's validator types `c.req.valid('query')`). The set is built once per route; parsing a
// request is a walk over its query.
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import type { Param, Parsed, ParamStage } from './param.ts';

/** Parameters keyed by name, in the order the docs list them. */
export type ParamRecord = Readonly<Record<string, Param>>;

/** What a query looks like when nothing more is known of it (the route table's erased view). */
export type Query = Readonly<Record<string, unknown>>;

type ValueOf<P> = P extends Param<infer T> ? T : never;
/** Keys always present in a parsed query: parameters with a default, and required ones. */
type Defaulted<S extends ParamRecord> = { [K in keyof S]: S[K] extends { defaultValue: unknown } | { required: true } ? K : never }[keyof S];
type Flatten<T> = { readonly [K in keyof T]: T[K] };

/** The parsed query of a set: parameters with a default or required are always there, the others may be absent. */
export type QueryOf<S extends ParamRecord> = Flatten<
  { [K in Defaulted<S>]: ValueOf<S[K]> } & { [K in Exclude<keyof S, Defaulted<S>>]?: ValueOf<S[K]> }
>;

export interface ParamSet<Q = Query> {
  params: ParamRecord;
  names: readonly string[];
  /** The parameters as one zod object, for OpenAPI. */
  schema: z.ZodObject;
  parse(search: URLSearchParams): Parsed<Q>;
}

const stages: readonly ParamStage[] = ['value', 'fields', 'include'];

export function paramSet<const S extends ParamRecord>(params: S): ParamSet<QueryOf<S>> {
  const byName = new Map<string, Param>(Object.entries(params));
  const names = [...byName.keys()];
  const defaults = [...byName].filter(([, param]) => param.defaultValue !== undefined);
  const required = [...byName].filter(([, param]) => param.required === true);
  return {
    params,
    names,
    schema: z.strictObject(Object.fromEntries([...byName].map(([name, param]) => [name, param.defaultValue === undefined && !param.required ? param.schema.optional() : param.schema]))),
    parse(search) {
      const raw = new Map<string, string>();
      for (const [name, value] of search) {
        if (!byName.has(name)) return { ok: false, error: new ApiError('BAD_REQUEST', messages.unknownParameter(name, names)) };
        if (raw.has(name)) return { ok: false, error: new ApiError('BAD_REQUEST', messages.repeatedParameter(name)) };
        raw.set(name, value);
      }
      const query: Record<string, unknown> = {};
      for (const [name, param] of defaults) query[name] = param.defaultValue;
      for (const stage of stages) {
        for (const [name, value] of raw) {
          const param = byName.get(name)!;
          if (param.stage !== stage) continue;
          const parsed = param.parse(value, name);
          if (!parsed.ok) return parsed;
          query[name] = parsed.value;
        }
      }
      // A required parameter's absence is checked once what was given has been parsed.
      const missing = required.find(([name]) => !raw.has(name));
      if (missing) {
        const [name, param] = missing;
        return { ok: false, error: new ApiError('BAD_REQUEST', param.missingMessage ?? messages.missingParameter(name)) };
      }
      // The one place the query gets its type: every key of `query` was parsed (or defaulted) by
      // the parameter of the same key in `params`, which is what QueryOf<S> says.
      return { ok: true, value: query as QueryOf<S> };
    },
  };
}

export const noParams = paramSet({});
