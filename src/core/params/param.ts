// Path and query parameters as values: a zod schema (the OpenAPI description of the parameter and the
// validator of its decoded value) and a parser from the raw string. A parameter has no name of its own:
// it gets the key it has in its set (`paramSet({ limit: integerParam(…) })`), and messages name it by
// that key. The syntax rules are DESIGN §3's: integers are ASCII digits only, numbers plain decimals,
// booleans exactly `true`/`false`.
import { z } from 'zod';
import { ApiError, type ErrorCode } from '../errors.ts';
import { escapeRegex } from '../escape-regex.ts';
import { messages } from '../messages.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** When a parameter is checked, per DESIGN §3's order: value syntax, then fields, then include. */
export type ParamStage = 'value' | 'fields' | 'include';

export interface Param<T = unknown> {
  schema: z.ZodType;
  stage: ParamStage;
  /** Value used when the parameter is absent. */
  defaultValue?: T;
  /** The request must give it (`q` of /v2/search): absent → 400 with `missingMessage` or a default sentence. */
  required?: boolean;
  missingMessage?: string;
  /** `name` is the parameter's key in its set, for the message. */
  parse(raw: string, name: string): Parsed<T>;
}

/** A parameter with a default: always present in a parsed query, so its key is required there. */
export interface DefaultedParam<T> extends Param<T> {
  defaultValue: T;
}

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (message: string, code: ErrorCode = 'BAD_REQUEST'): Parsed<never> => ({
  ok: false,
  error: new ApiError(code, message),
});

const digits = /^[0-9]+$/;
const decimal = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;
const longestNumber = 40;

/**
 * ASCII digits to a number. Leading zeros are allowed; a well-formed value too large to be exact
 * becomes MAX_SAFE_INTEGER, which is no id, population or offset, so it simply matches nothing.
 */
export function parseDigits(raw: string): number | undefined {
  if (!digits.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : Number.MAX_SAFE_INTEGER;
}

interface IntegerOptions {
  min: number;
  max?: number;
  defaultValue?: number;
  description: string;
}

export function integerParam(options: IntegerOptions & { defaultValue: number }): DefaultedParam<number>;
export function integerParam(options: IntegerOptions): Param<number>;
export function integerParam(options: IntegerOptions): Param<number> {
  let schema = z.int().min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return {
    stage: 'value',
    defaultValue: options.defaultValue,
    schema: (options.defaultValue === undefined ? schema : schema.default(options.defaultValue)).meta({
      description: options.description,
    }),
    parse(raw, name) {
      const value = parseDigits(raw);
      return value !== undefined && schema.safeParse(value).success ? ok(value) : fail(messages.integer(name, options.min, options.max));
    },
  };
}

/** A record id in a filter: a positive integer; an id that does not exist is not an error. */
export function recordIdParam(description: string): Param<number> {
  return {
    stage: 'value',
    schema: z.int().min(1).meta({ description }),
    parse(raw, name) {
      const value = parseDigits(raw);
      return value !== undefined && value >= 1 ? ok(value) : fail(messages.pathId(name));
    },
  };
}

export function numberParam(description: string): Param<number> {
  return {
    stage: 'value',
    schema: z.number().meta({ description }),
    parse(raw, name) {
      const value = raw.length <= longestNumber && decimal.test(raw) ? Number(raw) : Number.NaN;
      return Number.isFinite(value) ? ok(value) : fail(messages.number(name));
    },
  };
}

/** The spec's booleans are the strings `true` and `false`. */
export function booleanParam(description: string): Param<boolean> {
  return {
    stage: 'value',
    schema: z.enum(['true', 'false']).meta({ description }),
    parse: (raw, name) => (raw === 'true' ? ok(true) : raw === 'false' ? ok(false) : fail(messages.boolean(name))),
  };
}

export function oneOfParam<const T extends string>(options: readonly [T, ...T[]], description: string, defaultValue: T): DefaultedParam<T>;
export function oneOfParam<const T extends string>(options: readonly [T, ...T[]], description: string): Param<T>;
export function oneOfParam<const T extends string>(options: readonly [T, ...T[]], description: string, defaultValue?: T): Param<T> {
  const schema = z.enum(options);
  const known: ReadonlySet<string> = new Set(options);
  const isOption = (raw: string): raw is T => known.has(raw);
  return {
    stage: 'value',
    defaultValue,
    schema: (defaultValue === undefined ? schema : schema.default(defaultValue as never)).meta({ description }),
    parse: (raw, name) => (isOption(raw) ? ok(raw) : fail(messages.oneOf(name, options))),
  };
}

/** A comma-separated list of enum values, e.g. `postalCodeStatus=official,derived`. */
export function listOfParam<const T extends string>(options: readonly [T, ...T[]], description: string): Param<T[]> {
  const item = `(?:${options.map(escapeRegex).join('|')})`;
  const pattern = new RegExp(`^${item}(?:,${item})*$`);
  const known: ReadonlySet<string> = new Set(options);
  const isOption = (item: string): item is T => known.has(item);
  return {
    stage: 'value',
    schema: z.string().regex(pattern).meta({ description }),
    parse: (raw, name) => (pattern.test(raw) ? ok([...new Set(raw.split(','))].filter(isOption)) : fail(messages.listOf(name, options))),
  };
}

/** A string that must match `pattern`; `message(name)` says what fits, under the parameter's own name. */
export function patternParam(pattern: RegExp, message: (name: string) => string, description: string, example: string): Param<string> {
  return {
    stage: 'value',
    schema: z.string().regex(pattern).meta({ description, examples: [example] }),
    parse: (raw, name) => (pattern.test(raw) ? ok(raw) : fail(message(name))),
  };
}

/**
 * A comma-separated list of names from a fixed set (`fields`, `include`). Items are trimmed and
 * de-duplicated and come back in the set's order (v2: output follows the schema) or in the order
 * asked (v1's `fields`); an empty or unknown item is an error with `code`.
 */
export function nameListParam(
  allowed: readonly string[],
  options: {
    stage: ParamStage;
    code: ErrorCode;
    message: (unknown: string[], allowed: readonly string[]) => string;
    description: string;
    order?: 'allowed' | 'asked';
  },
): Param<string[]> {
  const known = new Set(allowed);
  const item = `\\s*(?:${allowed.map(escapeRegex).join('|')})\\s*`;
  return {
    stage: options.stage,
    schema: z
      .string()
      .regex(new RegExp(`^${item}(?:,${item})*$`))
      .meta({ description: `${options.description} Allowed: ${allowed.join(', ')}.`, examples: [allowed.slice(0, 2).join(',')] }),
    parse(raw) {
      const items = raw.split(',').map((item) => item.trim());
      const unknown = [...new Set(items.filter((item) => !known.has(item)))];
      if (unknown.length > 0) return fail(options.message(unknown, allowed), options.code);
      const wanted = new Set(items);
      return ok(options.order === 'asked' ? [...wanted] : allowed.filter((item) => wanted.has(item)));
    },
  };
}
