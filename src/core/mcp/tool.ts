// What an MCP tool is here: a name and the words a model reads, JSON Schemas converted from the zod
// schemas of the routes it calls, and a mapping from its arguments to one route request. The route does
// the rest (validation, the answer, the errors) exactly as it does over HTTP.
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import type { Route } from '../routing/route.ts';

export type JsonSchema = Record<string, unknown>;

/** One route request: the route, its path parameters and its query, as the text a URL carries. */
export interface RouteRequest {
  route: Route;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  /** A POST route's JSON body (the tool's arguments as they are: parse_addresses' `lines`). */
  body?: unknown;
}

export interface McpTool {
  name: string;
  title: string;
  /** When a model should use it, and an example. */
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  /** The route's 200 body (several routes: any of theirs). */
  outputSchema: JsonSchema & { type: 'object' };
  /** The request these arguments ask for; an ApiError when they name no route. */
  request(args: Readonly<Record<string, unknown>>): RouteRequest | ApiError;
  /** One or two lines that say what the answer holds, for the model and the person reading along. */
  summary(body: unknown): string;
}

/**
 * A zod schema as JSON Schema draft-07, the dialect the SDK's client validates tool output with (Ajv's
 * default), stated in `$schema` so any other client knows it too. `input` reads defaults as optional.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { target: 'draft-07', io, unrepresentable: 'any' }) as JsonSchema;
}

/** An argument as the text of a query or path parameter: lists joined with commas, the rest as written. */
export function argumentText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A route by operationId; a tool row naming a route the table does not have is a programming error. */
export function routeById(routes: readonly Route[], id: string): Route {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`MCP tools: the route table has no route ${id}.`);
  return route;
}

/** The names a route cannot do without: its path parameters, and query parameters that take no absence. Worked out once per route. */
const requiredNamesOf = new WeakMap<Route, readonly string[]>();
function requiredNames(route: Route): readonly string[] {
  let names = requiredNamesOf.get(route);
  if (!names) {
    const shape = route.params.schema.shape as Record<string, z.ZodType>;
    names = [...Object.keys(route.pathParams), ...Object.keys(shape).filter((name) => !shape[name]!.safeParse(undefined).success)];
    requiredNamesOf.set(route, names);
  }
  return names;
}

/**
 * Splits arguments into a route's path parameters and its query. Every other argument goes to the
 * query, where the route's own check names it ("Unknown query parameter …") just as over HTTP. A
 * missing required argument is named here, in a tool call's words (the route's own message asks
 * for `q=…` in a URL).
 */
export function routeRequest(route: Route, args: Readonly<Record<string, unknown>>): RouteRequest | ApiError {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  const missing = requiredNames(route).find((name) => argumentText(args[name]) === undefined);
  if (missing) return new ApiError('BAD_REQUEST', messages.missingArgument(missing));
  for (const name of Object.keys(route.pathParams)) pathParams[name] = argumentText(args[name])!;
  for (const [name, value] of Object.entries(args)) {
    const text = argumentText(value);
    if (!(name in route.pathParams) && text !== undefined) query[name] = text;
  }
  return { route, pathParams, query };
}
