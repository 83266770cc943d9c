// GET /v2/search: place search as people type (DESIGN §6.1). Validation and the hierarchy check here,
// ranking in rank-places.ts over the compiled index, and the answer concatenated from hit JSON
// written at build time: only the score and url are written per request.
import { kindNames, kinds } from '../../data/kinds.ts';
import { openSearchIndex } from '../../data/search-index/search-index-view.ts';
import type { Store } from '../../data/store.ts';
import { fixedError } from '../errors.ts';
import { cachePolicies } from '../http/headers.ts';
import type { Route } from '../routing/route.ts';
import { queryTokens } from './query-tokens.ts';
import { rankPlaces, type SearchFilter } from './rank-places.ts';
import { searchParams } from './search-params.ts';
import { searchAnswerSchema } from './search-schemas.ts';

interface SearchQuery {
  q: string;
  types?: string[];
  provinceId?: number;
  districtId?: number;
  limit: number;
}

const allKinds = (1 << kindNames.length) - 1;
const kindBitOfType = new Map(kindNames.map((kind, i) => [kinds[kind].singular, 1 << i]));
const urlPrefixes = kindNames.map((kind) => `/v2/${kind}/`);

/** A district in another province than `provinceId` is inconsistent; a filter naming no record just matches nothing. */
function checkHierarchy(store: Store, provinceId: number | undefined, districtId: number | undefined): void {
  if (provinceId === undefined || districtId === undefined) return;
  if (store.kind('provinces').indexOfId(provinceId) === -1) return;
  const districts = store.kind('districts');
  const district = districts.indexOfId(districtId);
  if (district !== -1 && districts.column('provinceId')[district] !== provinceId) throw fixedError('INVALID_HIERARCHY_FILTER');
}

export const searchRoute: Route = {
  id: 'searchPlaces',
  path: '/v2/search',
  pathParams: [],
  params: searchParams,
  cacheControl: cachePolicies.api,
  handler({ query, store }) {
    const { q, types, provinceId, districtId, limit } = query as unknown as SearchQuery;
    checkHierarchy(store, provinceId, districtId);
    const index = openSearchIndex(store);
    const filter: SearchFilter = {
      kindMask: types ? types.reduce((mask, type) => mask | kindBitOfType.get(type)!, 0) : allKinds,
      provinceId,
      districtId,
    };
    const hits = rankPlaces(index, queryTokens(q), filter, limit);
    // One buffer: the hits' JSON written at build time, each followed by its score and url (ASCII).
    const { hitHeads, hitHeadOffsets, placeKind, placeId } = index;
    const tails = hits.map(({ place, score }, i) => `"score":${score},"url":"${urlPrefixes[placeKind[place]!]}${placeId[place]}"}${i < hits.length - 1 ? ',' : ''}`);
    const { datasetVersion, lastUpdated } = store.meta;
    const head = '{"data":[';
    const tail = `],"meta":${JSON.stringify({ count: hits.length, datasetVersion, lastUpdated })}}`;
    let size = head.length + Buffer.byteLength(tail);
    hits.forEach(({ place }, i) => (size += hitHeadOffsets[place + 1]! - hitHeadOffsets[place]! + tails[i]!.length));
    const body = Buffer.allocUnsafe(size);
    let at = body.write(head, 0, 'latin1');
    hits.forEach(({ place }, i) => {
      at += hitHeads.copy(body, at, hitHeadOffsets[place]!, hitHeadOffsets[place + 1]!);
      at += body.write(tails[i]!, at, 'latin1');
    });
    body.write(tail, at, 'utf8');
    return { body };
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
};
