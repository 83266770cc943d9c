// POST /mcp: the MCP server over Streamable HTTP, stateless, answering in JSON (no event stream):
// https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#streamable-http. Each
// request gets a fresh server and transport (stateless transports cannot be reused, and nothing is kept
// between requests), so any host, instance or worker can answer any request. The dispatcher has already
// applied the rate limit, CORS and the body bound; the SDK's transport checks Accept and Content-Type
// and answers JSON-RPC errors of its own (400, 406, 415).
import { z } from 'zod';
import { noParams } from '../params/param-set.ts';
import { defineRoute, type Route } from '../routing/route.ts';

const jsonRpcId = z.union([z.string(), z.int()]);
const jsonRpcMessage = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: jsonRpcId.optional().meta({ description: 'Present on requests; notifications have none.' }),
    method: z.string().meta({ description: '`initialize`, `tools/list`, `tools/call`, `notifications/initialized` …' }),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'JsonRpcRequest', description: 'A JSON-RPC 2.0 request or notification of the Model Context Protocol.' });
const jsonRpcAnswer = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: jsonRpcId.nullable(),
    result: z.record(z.string(), z.unknown()).optional().meta({ description: 'The answer: server info, the tool list, or a tool result.' }),
    error: z
      .looseObject({ code: z.int(), message: z.string() })
      .optional()
      .meta({ description: 'A JSON-RPC error: the message could not be read or handled.' }),
  })
  .meta({ id: 'JsonRpcResponse', description: 'A JSON-RPC 2.0 response.' });

export const mcpRoute: Route = defineRoute({
  id: 'mcp',
  path: '/mcp',
  method: 'POST',
  pathParams: {},
  params: noParams,
  cacheControl: 'no-store',
  async handler(context) {
    // The SDK loads on the first MCP request, not at start-up: it is a third of the server's bundle,
    // and most processes never answer one.
    const { answerMcp } = await import('./mcp-exchange.ts');
    return answerMcp(context);
  },
  docs: {
    summary: { en: 'MCP server for AI assistants', tr: 'Yapay zekâ asistanları için MCP sunucusu' },
    description: {
      en: 'The Model Context Protocol over Streamable HTTP (stateless, JSON answers): an AI assistant lists the tools (`search_places`, `get_place`, `list_places`, `lookup_postal_code`, `locate_point`, `parse_address`, `parse_addresses`) and calls them; each tool answers with the JSON of the matching route. Send `Accept: application/json, text/event-stream` and `Content-Type: application/json`. The guide page *Use with AI assistants* has the configuration for assistants.',
      tr: 'Streamable HTTP üzerinden Model Context Protocol (durumsuz, JSON yanıtlar): bir yapay zekâ asistanı araçları (`search_places`, `get_place`, `list_places`, `lookup_postal_code`, `locate_point`, `parse_address`, `parse_addresses`) listeler ve çağırır; her araç ilgili uç noktanın JSON yanıtını verir. `Accept: application/json, text/event-stream` ve `Content-Type: application/json` gönderin. Asistan ayarları *Yapay zekâ asistanlarıyla kullanım* kılavuz sayfasında.',
    },
    tags: ['AI assistants'],
    example: null,
    requestBody: { schema: z.union([jsonRpcMessage, z.array(jsonRpcMessage)]), example: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, whenTooLarge: 'send one message at a time (an MCP request is a few hundred bytes)' },
    response: jsonRpcAnswer,
    otherAnswers: {
      400: { description: 'Bad request: the body is not JSON or not a JSON-RPC message (a JSON-RPC error).', schema: jsonRpcAnswer },
      202: { description: 'Accepted: the body held only notifications or responses. No body.' },
      406: { description: 'Not acceptable: Accept must list application/json and text/event-stream. A JSON-RPC error.', schema: jsonRpcAnswer },
      415: { description: 'Unsupported media type: Content-Type must be application/json. A JSON-RPC error.', schema: jsonRpcAnswer },
    },
    errorCodes: ['CONTENT_TOO_LARGE'],
  },
});
