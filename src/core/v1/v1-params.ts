// v1's `sort`, which takes several keys. The other v1 parameters are v2's parameter definitions, under
// their v1 names where they differ (`name` is v2's search).
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import { escapeRegex } from '../escape-regex.ts';
import type { DefaultedParam } from '../params/param.ts';
import type { SortKey } from './v1-sort.ts';

/** `sort=province,-population`: keys in priority order, `-` for descending; ties by id. */
export function v1SortParam(allowed: readonly string[], defaultValue: readonly SortKey[]): DefaultedParam<readonly SortKey[]> {
  const known = new Set(allowed);
  const key = `-?(?:${allowed.map(escapeRegex).join('|')})`;
  return {
    stage: 'value',
    defaultValue,
    schema: z
      .string()
      .regex(new RegExp(`^${key}(?:,${key})*$`))
      .meta({
        description: `Comma-separated sort keys, most important first; \`-\` means descending. Names sort in Turkish alphabetical order; ties by id. Keys: ${allowed.join(', ')}.`,
      }),
    parse(raw) {
      const keys = raw.split(',').map((item) => ({ field: item.replace(/^-/, ''), descending: item.startsWith('-') }));
      if (raw === '' || keys.some(({ field }) => !known.has(field))) return { ok: false, error: new ApiError('BAD_REQUEST', messages.sortKeys(allowed)) };
      return { ok: true, value: keys };
    },
  };
}
