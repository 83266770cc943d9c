// The tools that span the five kinds: get_place (a detail route, chosen by `kind`), place_history (a
// record's history route, DESIGN §6.8) and list_places (a list route, or the nested list under
// `parent`). `kind` is singular, as a search hit's `type`, so a
// model can pass a hit's type and id straight on. The routes are the resource routes, found by their
// operationIds; their parameters pass through under their own names.
import { type KindName, kindNames, kinds } from '../../data/kinds.ts';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import { historyRouteId } from '../changes/changes-routes.ts';
import { idParamOf, resources } from '../resources/registry.ts';
import { resourceRouteIds } from '../resources/resource-routes.ts';
import type { Route } from '../routing/route.ts';
import { kindProperties } from './kind-properties.ts';
import { outputSchemaOf } from './route-tool.ts';
import { argumentText, type JsonSchema, jsonSchemaOf, type McpTool, type RouteRequest, routeById } from './tool.ts';

const singulars = kindNames.map((kind) => kinds[kind].singular);
const kindOfSingular = new Map(kindNames.map((kind) => [kinds[kind].singular, kind]));
const parentKinds = kindNames.filter((kind) => kindNames.some((child) => kinds[child].parents.includes(kind)));

export interface KindToolRow {
  name: string;
  title: string;
  description: string;
  summary(body: unknown): string;
}

function kindArgument(value: unknown, name: string, allowed: readonly string[]): KindName | ApiError {
  const kind = typeof value === 'string' && allowed.includes(value) ? kindOfSingular.get(value) : undefined;
  return kind ?? new ApiError('BAD_REQUEST', value === undefined ? messages.missingArgument(name) : messages.oneOf(name, allowed));
}

/** Every argument but the ones the tool itself reads, as the route's query. */
function queryOf(args: Readonly<Record<string, unknown>>, own: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    const text = argumentText(value);
    if (!own.includes(name) && text !== undefined) query[name] = text;
  }
  return query;
}

const kindProperty = (description: string): JsonSchema => ({ type: 'string', enum: singulars, description });

function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema & { type: 'object' } {
  return { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties, required, additionalProperties: false };
}

/** A tool of one record by kind and id, through the route of that kind `routeId` names (its detail, its history). */
function recordTool(routes: readonly Route[], row: KindToolRow, routeId: (kind: KindName) => string): McpTool {
  const detail = kindNames.map((kind) => [kind, routeById(routes, routeId(kind))] as const);
  const [firstKind, firstRoute] = detail[0]!;
  const idSchema = jsonSchemaOf(firstRoute.pathParams[idParamOf(firstKind)]!.schema, 'input');
  return {
    ...row,
    inputSchema: objectSchema(
      {
        kind: kindProperty('Kind of place (a search hit’s `type`).'),
        id: { ...idSchema, description: 'Id of the place (a search hit’s `id`).' },
        ...kindProperties(detail),
      },
      ['kind', 'id'],
    ),
    outputSchema: outputSchemaOf(detail.map(([, route]) => route.docs.response)),
    request(args): RouteRequest | ApiError {
      const kind = kindArgument(args.kind, 'kind', singulars);
      if (kind instanceof ApiError) return kind;
      const id = argumentText(args.id);
      if (id === undefined) return new ApiError('BAD_REQUEST', messages.missingArgument('id'));
      const route = detail.find(([candidate]) => candidate === kind)![1];
      return { route, pathParams: { [idParamOf(kind)]: id }, query: queryOf(args, ['kind', 'id']) };
    },
  };
}

export const getPlaceTool = (routes: readonly Route[], row: KindToolRow): McpTool => recordTool(routes, row, resourceRouteIds.detail);

export const placeHistoryTool = (routes: readonly Route[], row: KindToolRow): McpTool => recordTool(routes, row, (kind) => historyRouteId(resources[kind]));

export function listPlacesTool(routes: readonly Route[], row: KindToolRow): McpTool {
  const lists = kindNames.map((kind) => [kind, routeById(routes, resourceRouteIds.list(kind))] as const);
  const parentSingulars = parentKinds.map((kind) => kinds[kind].singular);
  return {
    ...row,
    inputSchema: objectSchema(
      {
        kind: kindProperty('Kind of place to list.'),
        parent: {
          type: 'object',
          description:
            'Only the places under this parent (the nested list `/v2/{parent}/{id}/{kind}`); an id that does not exist is an error, where a `provinceId`-style filter gives an empty list.',
          properties: { kind: { type: 'string', enum: parentSingulars }, id: { type: 'integer', minimum: 1 } },
          required: ['kind', 'id'],
          additionalProperties: false,
        },
        ...kindProperties(lists),
      },
      ['kind'],
    ),
    outputSchema: outputSchemaOf(lists.map(([, route]) => route.docs.response)),
    request(args): RouteRequest | ApiError {
      const kind = kindArgument(args.kind, 'kind', singulars);
      if (kind instanceof ApiError) return kind;
      const query = queryOf(args, ['kind', 'parent']);
      if (args.parent === undefined || args.parent === null) return { route: lists.find(([candidate]) => candidate === kind)![1], pathParams: {}, query };
      const parent = args.parent as Record<string, unknown>;
      const parentKind = kindArgument(parent.kind, 'parent.kind', parentSingulars);
      if (parentKind instanceof ApiError) return parentKind;
      const id = argumentText(parent.id);
      if (id === undefined) return new ApiError('BAD_REQUEST', messages.missingArgument('parent.id'));
      const route = routes.find((candidate) => candidate.id === resourceRouteIds.nested(parentKind, kind));
      if (!route)
        return new ApiError(
          'BAD_REQUEST',
          messages.noNestedList(
            kinds[kind].singular,
            kinds[parentKind].singular,
            kinds[kind].parents.map((p) => kinds[p].singular),
          ),
        );
      return { route, pathParams: { [idParamOf(parentKind)]: id }, query };
    },
  };
}
