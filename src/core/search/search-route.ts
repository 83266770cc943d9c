// GET /v2/search: place search as people type (DESIGN §6.1). Validation and the hierarchy check here,
// ranking in rank-places.ts over the compiled index, the body in search-answer.ts.
import { kindNames, kinds } from '../../data/kinds.ts';
import { openSearchIndex } from '../../data/search-index/search-index-view.ts';
import { assertProvinceDistrictAgree } from '../resources/list-query.ts';
import { cachePolicies } from '../http/headers.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { queryTokens } from './query-tokens.ts';
import { rankPlaces, type SearchFilter } from './rank-places.ts';
import { searchAnswer } from './search-answer.ts';
import { searchParams } from './search-params.ts';
import { searchAnswerSchema } from './search-schemas.ts';

const allKinds = (1 << kindNames.length) - 1;
const kindBitOfType = new Map(kindNames.map((kind, i) => [kinds[kind].singular, 1 << i]));

export const searchRoute: Route = defineRoute({
  id: 'searchPlaces',
  path: '/v2/search',
  pathParams: {},
  params: searchParams,
  cacheControl: cachePolicies.api,
  handler({ query, store }) {
    const { q, types, provinceId, districtId, limit } = query;
    // DESIGN §3's rule, shared with the lists: filters naming existing places must agree.
    assertProvinceDistrictAgree(store, provinceId, districtId);
    const index = openSearchIndex(store);
    const filter: SearchFilter = {
      kindMask: types ? types.reduce((mask, type) => mask | kindBitOfType.get(type)!, 0) : allKinds,
      provinceId,
      districtId,
    };
    return { body: searchAnswer(index, rankPlaces(index, queryTokens(q), filter, limit), store.meta) };
  },
  docs: {
    summary: { en: 'Search places as people type', tr: 'Yazarken yer arama' },
    description: {
      en: 'Ranked autocomplete across provinces, districts, municipalities, neighborhoods and villages. Case, Turkish letters and settlement words (`mahallesi`, `mah`, `köyü`, `ilçesi` …) do not matter; every word must match the name of the place or of its district, province or town, the last word may be unfinished, and words of 5–7 letters may have one typo, longer ones two. Hits come best first: how well the words match, plus how big the place is.',
      tr: 'İller, ilçeler, belediyeler, mahalleler ve köyler arasında sıralı otomatik tamamlama. Büyük/küçük harf, Türkçe karakterler ve yerleşim sözcükleri (`mahallesi`, `mah`, `köyü`, `ilçesi` …) fark etmez; her sözcük yerin ya da ilçesinin, ilinin veya beldesinin adıyla eşleşmelidir, son sözcük yarım olabilir, 5–7 harfli sözcüklerde bir, daha uzunlarında iki yazım hatası hoş görülür. Sonuçlar en iyisi başta gelir: sözcüklerin ne kadar iyi eşleştiği ve yerin büyüklüğü.',
    },
    tags: ['Search'],
    example: { query: { q: 'kadıköy', limit: '3' } },
    response: searchAnswerSchema,
    errorCodes: ['BAD_REQUEST', 'INVALID_HIERARCHY_FILTER'],
  },
});
