// GET /v2/addresses/parse: a typed address line in, verified places of the dataset out (DESIGN §6.5).
// The reader is read-address.ts; the answer is a 200 even when nothing is recognised.
import { openAddressIndex } from '../../data/address-index/address-index-view.ts';
import { cachePolicies } from '../http/headers.ts';
import { paramSet } from '../params/param-set.ts';
import { requiredTextParam } from '../params/text-param.ts';
import { defineRoute, type NamedRouteExample, type Route } from '../routing/route.ts';
import { addressAnswer } from './address-answer.ts';
import { parsedAddressEnvelopeSchema } from './address-schemas.ts';
import { readAddress } from './read-address.ts';

/** An address line as `q` takes it; POST /v2/addresses/parse checks each of its lines with it too. */
export const addressLineParam = requiredTextParam({
    max: 300,
    description:
      'The address as one line, as people type it: any order, any case, with or without Turkish letters, abbreviations (`Mh.`, `Cd.`, `Sk.`, `No:5`) and typos, with or without a postal code (`Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL`). 1–300 characters after trimming.',
    example: 'Caferağa Mah. Moda Cad. No:5 D:3 34710 Kadıköy/İstanbul',
});

const addressParams = paramSet({ q: addressLineParam });

// The four answers DESIGN §6.5 and issue 21 ask the document to show, each from the real data.
const examples: readonly NamedRouteExample[] = [
  { name: 'fullLine', summary: 'A full line: every part confirmed, the rest is the street', query: { q: 'Caferağa Mah. Moda Cad. No:5 D:3 34710 Kadıköy/İstanbul' } },
  { name: 'asciiWithoutPostalCode', summary: 'ASCII, abbreviations, no postal code: the code is inferred', query: { q: 'caferaga mh moda cd no 5 d 3 kadikoy/istanbul' } },
  { name: 'wrongPostalCode', summary: 'A postal code of other places: replaced, with an issue', query: { q: 'Cumhuriyet Mah. Atatürk Cad. No:12 06760 Çankaya/Ankara' } },
  { name: 'ambiguous', summary: 'A name many places share and nothing else decides: candidates', query: { q: 'Cumhuriyet Mah. Atatürk Cad. No:12' } },
];

export const parseAddressRoute: Route = defineRoute({
  id: 'parseAddress',
  path: '/v2/addresses/parse',
  pathParams: {},
  params: addressParams,
  cacheControl: cachePolicies.api,
  handler({ query, store }) {
    return { body: addressAnswer(openAddressIndex(store), readAddress(store, query.q), store.meta) };
  },
  docs: {
    summary: { en: 'Read a typed address line', tr: 'Yazılmış bir adres satırını çöz' },
    description: {
      en: 'Turns one typed address line into verified places of the dataset: the neighborhood or village, its municipality, district and province, and the postal code, each with where it came from (`confirmed`, `corrected`, `inferred`, `replaced`), plus what is left for the street and the canonical line. A name many places share, with nothing else to decide, gives `candidates` and resolves only what they share; a postal code, province or district that contradicts the rest is replaced, with an issue. Always a 200, also when nothing is recognised (`granularity: none`).',
      tr: 'Yazılmış tek satırlık bir adresi veri setinin doğrulanmış yerlerine çevirir: mahalle ya da köy, belediyesi, ilçesi, ili ve posta kodu; her biri nereden geldiğiyle (`confirmed` doğrulandı, `corrected` düzeltildi, `inferred` çıkarıldı, `replaced` değiştirildi), ayrıca sokağa kalan kısım ve düzgün biçimli satır. Birçok yerin paylaştığı ve başka hiçbir şeyin ayırmadığı bir ad `candidates` (adaylar) verir ve yalnızca ortak olanı çözer; geri kalanla çelişen posta kodu, il ya da ilçe değiştirilir ve bir uyarı eklenir. Hiçbir şey tanınmasa da yanıt 200’dür (`granularity: none`).',
    },
    tags: ['Addresses'],
    example: examples[0],
    examples,
    response: parsedAddressEnvelopeSchema,
    errorCodes: ['BAD_REQUEST'],
  },
});
