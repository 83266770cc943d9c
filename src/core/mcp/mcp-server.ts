// The MCP server (the official SDK's), over any transport: POST /mcp hands it one request at a time,
// `npm run mcp` a stdio pipe. A tool call is a route request answered in process by the dispatcher, the
// same core every HTTP request goes through, without the rate limiter (POST /mcp was counted already):
// a 200 is the tool's structured content, any other answer a tool error with the API's code and message.
//
// The SDK's low-level Server, not McpServer: McpServer validates arguments with zod itself and answers
// with zod's issues, where here every argument reaches the route and its own sentence comes back
// ("limit must be an integer from 1 to 1000."), and the listed schemas are the routes' own.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type CallToolResult, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Store } from '../../data/store.ts';
import { createRawRequestHandler, type RawRequestHandler } from '../dispatch.ts';
import { ApiError } from '../errors.ts';
import { joinChunks } from '../http/chunks.ts';
import type { Route } from '../routing/route.ts';
import { fillTemplate } from '../routing/static-rules.ts';
import { apiVersion } from '../system/meta.ts';
import type { McpTool, RouteRequest } from './tool.ts';
import { mcpTools } from './tool-table.ts';

export interface McpEndpoint {
  tools: readonly McpTool[];
  instructions: string;
  handle: RawRequestHandler;
}

const noHeaders = { get: () => null };

function instructionsOf(store: Store): string {
  const { counts, datasetVersion, lastUpdated } = store.meta;
  return (
    `Türkiye's administrative divisions (dataset ${datasetVersion}, updated ${lastUpdated}): ${counts.provinces} provinces (il), ${counts.districts} districts (ilçe), ` +
    `${counts.municipalities} municipalities (belediye), ${counts.neighborhoods} neighborhoods (mahalle) and ${counts.villages} villages (köy), with populations, areas and postal codes. ` +
    'Start with search_places when a place is named, then get_place or list_places with the hit’s type and id; lookup_postal_code for a postal code; locate_point for coordinates; parse_address for an address line; list_changes and place_history for what changed (former names, removed places and their successors).'
  );
}

const endpoints = new WeakMap<readonly Route[], WeakMap<Store, McpEndpoint>>();

/** The tools and the in-process handler of a route table over a store, made once and reused. */
export function mcpEndpointFor(routes: readonly Route[], store: Store): McpEndpoint {
  const byStore = endpoints.get(routes) ?? new WeakMap<Store, McpEndpoint>();
  endpoints.set(routes, byStore);
  let endpoint = byStore.get(store);
  if (!endpoint) {
    endpoint = { tools: mcpTools(routes), instructions: instructionsOf(store), handle: createRawRequestHandler({ routes, store }) };
    byStore.set(store, endpoint);
  }
  return endpoint;
}

const errorResult = (error: { code: string; message: string }): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${error.code}: ${error.message}` }],
});

const jsonHeaders = { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) };

async function callRoute(endpoint: McpEndpoint, tool: McpTool, { route, pathParams, query, body: requestBody }: RouteRequest): Promise<CallToolResult> {
  const path = fillTemplate(route.path, Object.fromEntries(Object.entries(pathParams).map(([name, value]) => [name, encodeURIComponent(value)])));
  const search = new URLSearchParams(query).toString();
  const url = `http://mcp.internal${path}${search ? `?${search}` : ''}`;
  const answer = await endpoint.handle(
    requestBody === undefined
      ? { method: 'GET', url, headers: noHeaders }
      : { method: 'POST', url, headers: jsonHeaders, body: (async function* () { yield Buffer.from(JSON.stringify(requestBody)); })() },
  );
  const text = joinChunks(answer.body ?? []).toString('utf8');
  if (answer.status !== 200) return errorResult((JSON.parse(text) as { error: { code: string; message: string } }).error);
  const body = JSON.parse(text) as Record<string, unknown>;
  // The summary, then the JSON itself for clients that show a model only text (MCP asks tools with
  // structured content to send it as text too), then the structured content.
  return {
    content: [
      { type: 'text', text: tool.summary(body) },
      { type: 'text', text },
    ],
    structuredContent: body,
  };
}

export function createMcpServer(endpoint: McpEndpoint): Server {
  const server = new Server(
    { name: 'turkiye-divisions', title: 'Türkiye administrative divisions', version: apiVersion },
    { capabilities: { tools: {} }, instructions: endpoint.instructions },
  );
  const byName = new Map(endpoint.tools.map((tool) => [tool.name, tool]));
  const listed = endpoint.tools.map(({ name, title, description, inputSchema, outputSchema }) => ({
    name,
    title,
    description,
    inputSchema,
    outputSchema,
    // Reads a closed dataset: nothing changes, the same call answers the same, nothing outside is reached.
    annotations: { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = byName.get(params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${params.name}; the tools are ${[...byName.keys()].join(', ')}.`);
    const request = tool.request(params.arguments ?? {});
    return request instanceof ApiError ? errorResult(request) : callRoute(endpoint, tool, request);
  });
  return server;
}
