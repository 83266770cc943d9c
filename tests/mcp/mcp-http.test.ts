// POST /mcp on every host, driven by the MCP SDK's own client over Streamable HTTP: the tools
// (tests/support/mcp-cases.ts), and the HTTP rules of the one POST route: 405 with `Allow: POST,
// OPTIONS` to the other methods, a preflight that allows POST, the body bound (413), CORS on every
// answer, nothing cacheable, and the transport's own JSON-RPC errors.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mcpToolCases } from '../support/mcp-cases.ts';
import { describeEachTarget, errorBody } from '../support/targets.ts';

const mcpHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const toolsList = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

describeEachTarget('MCP over Streamable HTTP', (api) => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${api().url}/mcp`)));
  });
  afterAll(() => client.close());

  mcpToolCases(() => client);

  it('introduces the dataset in the server’s instructions', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'turkiye-divisions', version: '2.0.0' });
    expect(client.getInstructions()).toContain(
      '81 provinces (il), 973 districts (ilçe), 1377 municipalities (belediye), 32279 neighborhoods (mahalle) and 18183 villages (köy)',
    );
    expect(client.getInstructions()).toContain('list_changes and place_history for what changed');
  });

  it('answers a bare tools/list in JSON, uncached, with CORS and no validator', async () => {
    const answer = await api().get('/mcp', { method: 'POST', headers: mcpHeaders, body: toolsList });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('mcp-session-id')).toBeNull();
    expect(answer.json.result.tools).toHaveLength(9);
  });

  it('accepts a notification with 202 and no body', async () => {
    const answer = await api().get('/mcp', {
      method: 'POST',
      headers: mcpHeaders,
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    });
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE'])('%s /mcp → 405 with Allow: POST, OPTIONS', async (method) => {
    const answer = await api().get('/mcp', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    if (method !== 'HEAD') {
      const message = `Method ${method} is not allowed here; this endpoint takes POST only (an MCP client sends its JSON-RPC messages here).`;
      expect(answer.json).toEqual(errorBody('METHOD_NOT_ALLOWED', message, 405));
    }
  });

  it('allows POST and the MCP headers in the preflight', async () => {
    const answer = await api().get('/mcp', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(answer.headers.get('access-control-allow-headers')).toBe('*');
  });

  it('refuses a body over 64 KB with 413 and the envelope', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { padding: 'x'.repeat(64 * 1024) } });
    const answer = await api().get('/mcp', { method: 'POST', headers: mcpHeaders, body });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.json).toEqual(
      errorBody('CONTENT_TOO_LARGE', 'The request body is larger than 64 KB; send less per request (POST /v2/addresses/parse: at most 100 lines of at most 300 characters; POST /mcp: one message at a time).', 413),
    );
  });

  it.each([
    ['no Accept of an event stream', { 'Content-Type': 'application/json', Accept: 'application/json' }, toolsList, 406],
    ['a body that is not JSON', mcpHeaders, '{"jsonrpc":', 400],
    ['a Content-Type other than JSON', { 'Content-Type': 'text/plain', Accept: mcpHeaders.Accept }, toolsList, 415],
  ])('answers %s with a JSON-RPC error', async (_, headers, body, status) => {
    const answer = await api().get('/mcp', { method: 'POST', headers, body });
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: expect.any(Number), message: expect.any(String) } });
  });

  it('refuses a query on /mcp like any route that takes none', async () => {
    const answer = await api().get('/mcp?debug=1', { method: 'POST', headers: mcpHeaders, body: toolsList });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorBody('BAD_REQUEST', 'Unknown query parameter "debug": this endpoint takes no query parameters.', 400));
  });
});
