// The resource routes of every registry row: a list, a single record, and a nested list per child
// kind. One generic handler of each shape serves all five kinds. A single record and the default page
// of a nested list (no query) are also prebuilt files: they are what a cascading province → district →
// neighborhood picker asks for first.
import { childKindsOf, kinds, type KindName } from '../../data/kinds.ts';
import type { Store } from '../../data/store.ts';
import { detailEnvelope, listEnvelope } from '../envelopes.ts';
import { recordNotFound } from '../changes/record-not-found.ts';
import type { ErrorCode } from '../errors.ts';
import { cachePolicies } from '../http/headers.ts';
import { messages } from '../messages.ts';
import { nameListParam, type Param, recordIdParam } from '../params/param.ts';
import { paramSet } from '../params/param-set.ts';
import { defineRoute, type Route, type RouteResult, type StaticOutput } from '../routing/route.ts';
import { detailEnvelopeSchema, listEnvelopeSchema } from './envelope-schemas.ts';
import { runList } from './list-engine.ts';
import { fieldsParam, type ListQuery, type ListQueryDefinition, listQueryOf, planList } from './list-query.ts';
import { pageContent, recordJson, withRelations } from './record-json.ts';
import { idParamOf, relationsOf, type Resource, resourceList, resources } from './registry.ts';

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The operationIds of the resource routes, by kind: what other parts (the MCP tools) find them by. */
export const resourceRouteIds = {
  list: (kind: KindName) => `list${capitalized(kind)}`,
  detail: (kind: KindName) => `get${capitalized(resources[kind].singular)}`,
  nested: (parent: KindName, child: KindName) => `list${capitalized(resources[parent].singular)}${capitalized(child)}`,
};
const capitalizedTr = (word: string) => word[0]!.toLocaleUpperCase('tr') + word.slice(1);
const listErrors: readonly ErrorCode[] = ['BAD_REQUEST', 'INVALID_FIELDS', 'INVALID_RANGE_FILTER', 'INVALID_HIERARCHY_FILTER'];

/** The path parameter naming a record of `kind`: `{ provinceId: … }`. */
const pathIdOf = (kind: KindName): Readonly<Record<string, Param<number>>> => ({
  [idParamOf(kind)]: recordIdParam(`Id of the ${kinds[kind].singular}.`),
});

type PathId = Readonly<Record<string, number>>;

/** A prebuilt file for every record of `kind`, at `file` (a template with the kind's id parameter). */
const fileForEveryRecord = (kind: KindName, file: string): StaticOutput => ({
  file,
  paths: (store) => Array.from(store.kind(kind).column('id'), (id) => ({ [idParamOf(kind)]: String(id) })),
  headers: () => ({ 'Cache-Control': cachePolicies.api }),
});

/** A list, or a nested list when `parent` is the kind whose id the path fixes. */
function listAnswer(definition: ListQueryDefinition, query: ListQuery, pathParams: PathId, store: Store, parent?: Resource): RouteResult {
  const pinned = parent && { kind: parent.kind, id: pathParams[idParamOf(parent.kind)]! };
  const { plan, fields } = planList(definition, query, store, pinned);
  if (pinned && store.kind(pinned.kind).indexOfId(pinned.id) === -1) throw recordNotFound(store, pinned.kind, pinned.id);
  const { indexes, total } = runList(plan);
  const content = pageContent(plan.store, indexes, fields);
  return listEnvelope({ content, count: indexes.length, total, limit: plan.limit, offset: plan.offset }, store.meta);
}

function listRoute(resource: Resource): Route {
  const definition = listQueryOf(resource);
  return defineRoute({
    id: resourceRouteIds.list(resource.kind),
    path: `/v2/${resource.kind}`,
    pathParams: {},
    params: definition.params,
    cacheControl: cachePolicies.api,
    handler: ({ query, store }) => listAnswer(definition, query, {}, store),
    docs: {
      summary: { en: `List ${resource.kind}`, tr: `${capitalizedTr(resource.tr.singular)} listesi` },
      description: {
        en: `Paginated list of ${resource.kind}, with search, filters, sorting and field selection.`,
        tr: `Sayfalı ${resource.tr.singular} listesi: arama, filtreler, sıralama ve alan seçimiyle.`,
      },
      tags: [resource.tag],
      example: { query: { limit: '2' } },
      response: listEnvelopeSchema(resource.kind),
      errorCodes: listErrors,
    },
  });
}

function detailRoute(resource: Resource): Route {
  const { kind } = resource;
  const idParam = idParamOf(kind);
  const relations = relationsOf(kind);
  const relationByName = new Map(relations.map((relation) => [relation.name, relation]));
  const includeParam = nameListParam(
    relations.map((relation) => relation.name),
    {
      stage: 'include',
      code: 'INVALID_INCLUDE',
      message: messages.unknownIncludes,
      description: 'Comma-separated related records to embed: parents as objects, children as arrays sorted by id.',
    },
  );
  return defineRoute({
    id: resourceRouteIds.detail(kind),
    path: `/v2/${kind}/{${idParam}}`,
    pathParams: pathIdOf(kind),
    params: paramSet({ fields: fieldsParam(kind), include: includeParam }),
    cacheControl: cachePolicies.api,
    handler({ pathParams, query, store }) {
      const kindStore = store.kind(kind);
      const index = kindStore.indexOfId(pathParams[idParam]!);
      if (index === -1) throw recordNotFound(store, kind, pathParams[idParam]!);
      const included = (query.include ?? []).map((name) => relationByName.get(name)!);
      const record = recordJson(kindStore, index, query.fields);
      return { body: detailEnvelope(withRelations(record, kindStore, index, included, store), store.meta) };
    },
    static: fileForEveryRecord(kind, `/v2/${kind}/{${idParam}}.json`),
    docs: {
      summary: { en: `Get one ${resource.singular}`, tr: `Tek bir ${resource.tr.singular}` },
      description: {
        en: `One ${resource.singular} by id, optionally trimmed with \`fields\` and with related records embedded with \`include\`.`,
        tr: `Id ile tek bir ${resource.tr.singular}; \`fields\` ile alanları seçilebilir, \`include\` ile ilişkili kayıtlar eklenebilir.`,
      },
      tags: [resource.tag],
      example: { pathParams: { [idParam]: String(resource.exampleId) } },
      response: detailEnvelopeSchema(kind),
      errorCodes: ['BAD_REQUEST', 'INVALID_FIELDS', 'INVALID_INCLUDE', resource.notFound],
    },
  });
}

function nestedRoute(parent: Resource, child: Resource): Route {
  const definition = listQueryOf(child);
  return defineRoute({
    id: resourceRouteIds.nested(parent.kind, child.kind),
    path: `/v2/${parent.kind}/{${idParamOf(parent.kind)}}/${child.kind}`,
    pathParams: pathIdOf(parent.kind),
    params: definition.params,
    cacheControl: cachePolicies.api,
    handler: ({ query, pathParams, store }) => listAnswer(definition, query, pathParams, store, parent),
    static: fileForEveryRecord(parent.kind, `/v2/${parent.kind}/{${idParamOf(parent.kind)}}/${child.kind}.json`),
    docs: {
      summary: { en: `List the ${child.kind} of a ${parent.singular}`, tr: `Bir ${parent.tr.genitive} ${child.tr.possessivePlural}` },
      description: {
        en: `The ${child.kind} of one ${parent.singular}: the ${child.kind} list with the ${parent.singular} fixed, taking every parameter of \`/v2/${child.kind}\`.`,
        tr: `Bir ${parent.tr.genitive} ${child.tr.possessivePlural}: ${parent.tr.singular} sabitlenmiş ${child.tr.singular} listesi; \`/v2/${child.kind}\` uç noktasının bütün parametrelerini alır.`,
      },
      tags: [parent.tag],
      example: { pathParams: { [idParamOf(parent.kind)]: String(parent.exampleId) }, query: { limit: '2' } },
      response: listEnvelopeSchema(child.kind),
      errorCodes: [...listErrors, parent.notFound],
    },
  });
}

export const resourceRoutes: readonly Route[] = resourceList.flatMap((resource) => [
  listRoute(resource),
  detailRoute(resource),
  ...childKindsOf(resource.kind).map((child) => nestedRoute(resource, resources[child])),
]);
