// A required free-text parameter (`q` of /v2/search and of /v2/addresses/parse): what a person typed,
// trimmed, 1 to `max` characters; the handler folds and tokenises it.
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import type { Param } from './param.ts';

export function requiredTextParam(options: { max: number; description: string; example: string }): Param<string> & { required: true } {
  return {
    stage: 'value',
    required: true,
    schema: z.string().min(1).max(options.max).meta({ description: options.description, examples: [options.example] }),
    parse(raw, name) {
      const text = raw.trim();
      if (text.length === 0) return { ok: false, error: new ApiError('BAD_REQUEST', messages.emptyText(name)) };
      if (text.length > options.max) return { ok: false, error: new ApiError('BAD_REQUEST', messages.textTooLong(name, options.max)) };
      return { ok: true, value: text };
    },
  };
}
