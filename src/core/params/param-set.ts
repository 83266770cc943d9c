// A route's query parameters as one set: unknown and repeated parameters are rejected, then values
// are parsed stage by stage in DESIGN §3's check order (value syntax, fields, include). The set is
// built once per route; parsing a request is a walk over its query.
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import type { Parsed, ParamStage, Param } from './param.ts';

export interface ParamSet {
  params: readonly Param[];
  names: readonly string[];
  /** The parameters as one zod object, for OpenAPI. */
  schema: z.ZodObject;
  parse(search: URLSearchParams): Parsed<Record<string, unknown>>;
}

const stages: readonly ParamStage[] = ['value', 'fields', 'include'];

export function paramSet(params: readonly Param[]): ParamSet {
  const byName = new Map(params.map((param) => [param.name, param]));
  const names = params.map((param) => param.name);
  const defaults = params.filter((param) => param.defaultValue !== undefined);
  const required = params.filter((param) => param.required);
  return {
    params,
    names,
    schema: z.strictObject(Object.fromEntries(params.map((param) => [param.name, param.defaultValue === undefined && !param.required ? param.schema.optional() : param.schema]))),
    parse(search) {
      const raw = new Map<string, string>();
      for (const [name, value] of search) {
        if (!byName.has(name)) return { ok: false, error: new ApiError('BAD_REQUEST', messages.unknownParameter(name, names)) };
        if (raw.has(name)) return { ok: false, error: new ApiError('BAD_REQUEST', messages.repeatedParameter(name)) };
        raw.set(name, value);
      }
      const missing = required.find((param) => !raw.has(param.name));
      if (missing) return { ok: false, error: new ApiError('BAD_REQUEST', messages.missingParameter(missing.name)) };
      const query: Record<string, unknown> = {};
      for (const param of defaults) query[param.name] = param.defaultValue;
      for (const stage of stages) {
        for (const [name, value] of raw) {
          const param = byName.get(name)!;
          if (param.stage !== stage) continue;
          const parsed = param.parse(value);
          if (!parsed.ok) return parsed;
          query[name] = parsed.value;
        }
      }
      return { ok: true, value: query };
    },
  };
}

export const noParams: ParamSet = paramSet([]);
