// The change routes (DESIGN §6.8): the whole change list, and one record's history for every kind of
// the registry (`/v2/neighborhoods/{neighborhoodId}/changes` …). Query-layer routes: the history is
// small and rarely asked, so no file is prebuilt for it.
import { changeKinds, changeTypes } from '../../data/change-list.ts';
import { cachePolicies } from '../http/headers.ts';
import { listOfParam, patternParam, recordIdParam } from '../params/param.ts';
import { noParams, paramSet } from '../params/param-set.ts';
import { idParamOf, type Resource, resourceList } from '../resources/registry.ts';
import { pagingParams } from '../resources/list-query.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { messages } from '../messages.ts';
import { listChanges } from './changes-list.ts';
import { changeListEnvelopeSchema, recordHistoryEnvelopeSchema } from './changes-schemas.ts';
import { recordHistory } from './record-history.ts';

const tag = 'Changes';

const listParams = paramSet({
  kind: listOfParam(changeKinds, 'Only changes of these kinds of place (comma-separated, singular: `neighborhood,village`).'),
  type: listOfParam(changeTypes, 'Only changes of these types (comma-separated: `renamed,removed`).'),
  release: patternParam(/^[0-9A-Za-z.-]{1,20}$/, messages.releaseVersion, 'Only the differences that the import of this dataset version found (the curated history has none).', '2025'),
  provinceId: recordIdParam('Only changes of places that were or are in this province (a province’s own changes included).'),
  districtId: recordIdParam('Only changes of places that were or are in this district (a district’s own changes included).'),
  ...pagingParams('changes'),
});

export const listChangesRoute: Route = defineRoute({
  id: 'listChanges',
  path: '/v2/changes',
  pathParams: {},
  params: listParams,
  cacheControl: cachePolicies.api,
  handler: ({ query, store }) => listChanges(store, query),
  docs: {
    summary: { en: 'List changes', tr: 'Değişiklik listesi' },
    description: {
      en: 'What changed, newest first: every place a release added, removed, renamed, moved to another parent or gave another postal code (found by comparing each release with the one it replaced), then the curated history before the releases (former official names, districts formed from a central district), each with its date and source. Populations are never changes. Filter by kind, type, release, province or district.',
      tr: 'Neyin değiştiği, en yenisi önce: bir sürümün eklediği, kaldırdığı, adını değiştirdiği, başka bir üst birime taşıdığı ya da posta kodunu değiştirdiği her yer (her sürüm yerini aldığı sürümle karşılaştırılarak bulunur), ardından sürümlerden önceki derlenmiş geçmiş (eski resmî adlar, merkez ilçeden kurulan ilçeler), her biri tarihi ve kaynağıyla. Nüfuslar değişiklik sayılmaz. Türe, değişiklik türüne, sürüme, ile ya da ilçeye göre süzülebilir.',
    },
    tags: [tag],
    example: { query: { type: 'renamed', kind: 'neighborhood', limit: '2' } },
    response: changeListEnvelopeSchema,
    errorCodes: ['BAD_REQUEST', 'INVALID_HIERARCHY_FILTER'],
  },
});

/** The operationId of a kind's history route: `listNeighborhoodChanges`. */
export const historyRouteId = (resource: Resource): string => `list${resource.singular[0]!.toUpperCase()}${resource.singular.slice(1)}Changes`;

function historyRoute(resource: Resource): Route {
  const idParam = idParamOf(resource.kind);
  return defineRoute({
    id: historyRouteId(resource),
    path: `/v2/${resource.kind}/{${idParam}}/changes`,
    pathParams: { [idParam]: recordIdParam(`Id of the ${resource.singular}; a removed one keeps its history.`) },
    params: noParams,
    cacheControl: cachePolicies.api,
    handler: ({ pathParams, store }) => ({ body: recordHistory(store, resource.kind, pathParams[idParam]!) }),
    docs: {
      summary: { en: `The history of a ${resource.singular}`, tr: `Bir ${resource.tr.genitive} geçmişi` },
      description: {
        en: `Every change of one ${resource.singular}, newest first: renames (its former names), moves, postal-code changes, when it was added, and for an id a release removed, that removal and its successors. An id the dataset never had is a 404.`,
        tr: `Tek bir ${resource.tr.genitive} bütün değişiklikleri, en yenisi önce: ad değişiklikleri (eski adları), taşınmaları, posta kodu değişiklikleri, ne zaman eklendiği; bir sürümün kaldırdığı bir id için de bu kaldırma ve yerine gelenler. Veri setinde hiç olmamış bir id 404 döner.`,
      },
      tags: [tag],
      example: { pathParams: { [idParam]: String(resource.historyExampleId ?? resource.exampleId) } },
      response: recordHistoryEnvelopeSchema,
      errorCodes: ['BAD_REQUEST', resource.notFound],
    },
  });
}

export const changeRoutes: readonly Route[] = [listChangesRoute, ...resourceList.map(historyRoute)];
