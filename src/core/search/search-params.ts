// The query parameters of GET /v2/search (DESIGN §6.1). Autocomplete has no offset: the first
// `limit` hits are all it shows.
import { z } from 'zod';
import { kindNames, kinds } from '../../data/kinds.ts';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import { integerParam, listOfParam, type Param, recordIdParam } from '../params/param.ts';
import { paramSet } from '../params/param-set.ts';

const longestQuery = 100;
export const searchTypes = kindNames.map((kind) => kinds[kind].singular) as [string, ...string[]];

/** `q`: what the person typed, 1–100 characters after trimming; folded and tokenized by the handler. */
const queryTextParam: Param<string> & { required: true } = {
  stage: 'value',
  required: true,
  schema: z.string().min(1).max(longestQuery).meta({
    description: 'What the person typed: place names in any case, with or without Turkish letters, the last word possibly unfinished (`istnbul kadık`, `cumhuriyet mah çankaya`).',
    examples: ['kadıköy'],
  }),
  parse(raw) {
    const text = raw.trim();
    if (text.length === 0) return { ok: false, error: new ApiError('BAD_REQUEST', messages.emptyText('q')) };
    if (text.length > longestQuery) return { ok: false, error: new ApiError('BAD_REQUEST', messages.textTooLong('q', longestQuery)) };
    return { ok: true, value: text };
  },
};

export const searchParams = paramSet({
  q: queryTextParam,
  types: listOfParam(searchTypes, 'Comma-separated kinds of place to return; default all.'),
  provinceId: recordIdParam('Only places in this province (and the province itself).'),
  districtId: recordIdParam('Only places in this district (and the district itself).'),
  limit: integerParam({ min: 1, max: 50, defaultValue: 10, description: 'Number of hits, best first (1–50).' }),
});
