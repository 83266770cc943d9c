// The query parameters of GET /v2/search (DESIGN §6.1). Autocomplete has no offset: the first
// `limit` hits are all it shows.
import { kindNames, kinds } from '../../data/kinds.ts';
import { integerParam, listOfParam, recordIdParam } from '../params/param.ts';
import { paramSet } from '../params/param-set.ts';
import { requiredTextParam } from '../params/text-param.ts';

export const searchTypes = kindNames.map((kind) => kinds[kind].singular) as [string, ...string[]];

/** `q`: what the person typed, 1–100 characters after trimming; folded and tokenized by the handler. */
const queryTextParam = requiredTextParam({
  max: 100,
  description: 'What the person typed: place names in any case, with or without Turkish letters, the last word possibly unfinished (`istnbul kadık`, `cumhuriyet mah çankaya`).',
  example: 'kadıköy',
});

export const searchParams = paramSet({
  q: queryTextParam,
  types: listOfParam(searchTypes, 'Comma-separated kinds of place to return; default all.'),
  provinceId: recordIdParam('Only places in this province (and the province itself).'),
  districtId: recordIdParam('Only places in this district (and the district itself).'),
  limit: integerParam({ min: 1, max: 50, defaultValue: 10, description: 'Number of hits, best first (1–50).' }),
});
