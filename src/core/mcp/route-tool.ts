// A tool that is one route: its arguments are the route's path and query parameters under their own
// names, its input schema the route's zod parameters, its output the route's 200 body. search_places,
// lookup_postal_code, locate_point and parse_address are rows of this kind; parse_addresses too, a POST
// route's, whose arguments are its JSON body.
import { z } from 'zod';
import { methodOf, type Route } from '../routing/route.ts';
import { type JsonSchema, jsonSchemaOf, type McpTool, routeById, routeRequest } from './tool.ts';

export interface RouteToolRow {
  /** The route's operationId. */
  route: string;
  name: string;
  title: string;
  description: string;
  summary(body: unknown): string;
}

/** The route's path and query parameters as one object schema (path parameters are required). */
export const routeInputSchema = (route: Route): z.ZodObject =>
  z.strictObject({ ...Object.fromEntries(Object.entries(route.pathParams).map(([name, param]) => [name, param.schema])), ...route.params.schema.shape });

/** The 200 body's schema, with the `type: object` MCP asks of an output schema at its root. */
export const outputSchemaOf = (schemas: readonly z.ZodType[]): JsonSchema & { type: 'object' } => ({
  ...jsonSchemaOf(schemas.length === 1 ? schemas[0]! : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]), 'output'),
  type: 'object',
});

export function routeTool(routes: readonly Route[], row: RouteToolRow): McpTool {
  const route = routeById(routes, row.route);
  // A POST route's arguments are its body, as its request body schema says (parse_addresses).
  const body = methodOf(route) === 'POST' ? route.docs.requestBody?.schema : undefined;
  return {
    name: row.name,
    title: row.title,
    description: row.description,
    inputSchema: { ...jsonSchemaOf(body ?? routeInputSchema(route), 'input'), type: 'object' },
    outputSchema: outputSchemaOf([route.docs.response]),
    request: (args) => (body ? { route, pathParams: {}, query: {}, body: args } : routeRequest(route, args)),
    summary: row.summary,
  };
}
