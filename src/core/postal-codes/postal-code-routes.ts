// Postal codes as a resource (DESIGN §6.2): the list of codes, and one code with its places. A code's
// answer is prerendered like a record, from the same handler; a known query parameter on its URL goes
// to the query layer (static-rules.ts), where this route, taking none, answers 400.
import { detailEnvelope } from '../envelopes.ts';
import { cachePolicies } from '../http/headers.ts';
import { recordIdParam } from '../params/param.ts';
import { postalCodeParam, postalCodePrefixParam } from './postal-code-params.ts';
import { noParams, paramSet } from '../params/param-set.ts';
import { pagingParams } from '../resources/list-query.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { listPostalCodes } from './postal-code-list.ts';
import { postalCodeJson } from './postal-code-detail.ts';
import { postalCodeDetailEnvelopeSchema, postalCodeListEnvelopeSchema } from './postal-code-schemas.ts';
import { codeText, postalCodesIn } from './postal-code-store.ts';

const tag = 'Postal codes';


const listParams = paramSet({
  prefix: postalCodePrefixParam('Only codes starting with these one to five digits.'),
  provinceId: recordIdParam('Only codes used in this province.'),
  districtId: recordIdParam('Only codes used in this district (a code that crosses a district border matches each of its districts).'),
  ...pagingParams('codes'),
});

export const listPostalCodesRoute: Route = defineRoute({
  id: 'listPostalCodes',
  path: '/v2/postal-codes',
  pathParams: {},
  params: listParams,
  cacheControl: cachePolicies.api,
  handler: ({ query, store }) => listPostalCodes(store, query),
  docs: {
    summary: { en: 'List postal codes', tr: 'Posta kodu listesi' },
    description: {
      en: 'Every postal code a neighborhood or village carries, ascending, with its province, its districts and how many neighborhoods and villages use it. Filter by leading digits, province or district.',
      tr: 'Bir mahallenin ya da köyün taşıdığı bütün posta kodları, artan sırayla; her birinin ili, ilçeleri ve kaç mahalle ile köyde kullanıldığı. Baştaki hanelere, ile ya da ilçeye göre süzülebilir.',
    },
    tags: [tag],
    example: { query: { prefix: '347', limit: '2' } },
    response: postalCodeListEnvelopeSchema,
    errorCodes: ['BAD_REQUEST', 'INVALID_HIERARCHY_FILTER'],
  },
});

export const getPostalCodeRoute: Route = defineRoute({
  id: 'getPostalCode',
  path: '/v2/postal-codes/{postalCode}',
  pathParams: { postalCode: postalCodeParam('Five-digit postal code.') },
  params: noParams,
  cacheControl: cachePolicies.api,
  handler: ({ pathParams, store }) => ({ body: detailEnvelope(postalCodeJson(store, pathParams.postalCode), store.meta) }),
  static: {
    file: '/v2/postal-codes/{postalCode}.json',
    paths: (store) => Array.from(postalCodesIn(store).codes, (code) => ({ postalCode: codeText(code) })),
    headers: () => ({ 'Cache-Control': cachePolicies.api }),
  },
  docs: {
    summary: { en: 'Get one postal code', tr: 'Tek bir posta kodu' },
    description: {
      en: 'One postal code with every neighborhood and village that carries it, as whole records by ascending id: the first step from a code to an address. Check each place’s `postalCodeStatus`: `estimated` codes are plausible, not official.',
      tr: 'Tek bir posta kodu ve onu taşıyan bütün mahalle ve köyler, artan id sırasıyla eksiksiz kayıtlar olarak: posta kodundan adrese ilk adım. Her yerin `postalCodeStatus` alanına bakın: `estimated` (tahmini) kodlar akla yatkındır ama resmî değildir.',
    },
    tags: [tag],
    example: { pathParams: { postalCode: '02320' } },
    response: postalCodeDetailEnvelopeSchema,
    errorCodes: ['BAD_REQUEST', 'POSTAL_CODE_NOT_FOUND'],
  },
});

export const postalCodeRoutes: readonly Route[] = [listPostalCodesRoute, getPostalCodeRoute];
