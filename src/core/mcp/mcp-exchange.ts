// One POST /mcp exchange: a fresh MCP server and stateless transport (a stateless transport cannot be
// reused), the request handed to the SDK as a Web Request, its answer handed back to the dispatcher.
// Loaded on the first MCP request (mcp-route.ts).
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { RequestContext, RouteResult } from '../routing/route.ts';
import { createMcpServer, mcpEndpointFor } from './mcp-server.ts';

/** The request headers the transport reads. */
const forwardedHeaders = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id'];

export async function answerMcp({ request, body, routes, store }: RequestContext): Promise<RouteResult> {
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const server = createMcpServer(mcpEndpointFor(routes, store));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const answer = await transport.handleRequest(new Request(request.url, { method: 'POST', headers, body: body ? new Uint8Array(body) : null }));
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
  } finally {
    await server.close();
  }
}
