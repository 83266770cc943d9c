// A name search parameter (v2 `search`, v1 `name`): folded once here exactly as names were folded at
// build time, so matching is a plain substring test over the store's search text.
import { z } from 'zod';
import { foldForSearch } from '../../data/fold.ts';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import type { Param } from './param.ts';

const longestSearch = 100;

export function searchParam(description: string): Param<string> {
  return {
    stage: 'value',
    schema: z.string().min(1).max(longestSearch).meta({ description, examples: ['kadikoy'] }),
    parse(raw, name) {
      const key = foldForSearch(raw);
      if (key.length === 0) return { ok: false, error: new ApiError('BAD_REQUEST', messages.emptyText(name)) };
      if (key.length > longestSearch) return { ok: false, error: new ApiError('BAD_REQUEST', messages.textTooLong(name, longestSearch)) };
      return { ok: true, value: key };
    },
  };
}
