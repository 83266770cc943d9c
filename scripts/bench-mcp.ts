// `npm run bench:mcp`: what a tool call through POST /mcp costs in process, beside the same route asked
// directly with GET: the MCP layer's own share (a fresh SDK server and transport per request, JSON-RPC
// in and out, the in-process route call). No HTTP and no socket, like bench:handler; each request is
// made 2,000 times to warm up, then timed over 5,000 calls; medians of 5.
import { Readable } from 'node:stream';
import { createRawRequestHandler } from '../src/core/dispatch.ts';
import type { RequestLike } from '../src/core/routing/route.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { median } from './median.ts';

const handler = createRawRequestHandler({ routes: routeTable });
const mcpHeaders: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

const toolCall = (name: string, args: Record<string, unknown>): (() => RequestLike) => {
  const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }));
  return () => ({ method: 'POST', url: 'http://localhost/mcp', headers: { get: (header) => mcpHeaders[header] ?? null }, body: Readable.from([body]) });
};
const get =
  (path: string): (() => RequestLike) =>
  () => ({ method: 'GET', url: `http://localhost${path}`, headers: { get: () => null } });

const cases: Array<[string, () => RequestLike]> = [
  ['GET /v2/locate (Ankara)', get('/v2/locate?latitude=39.92&longitude=32.85')],
  ['POST /mcp locate_point (Ankara)', toolCall('locate_point', { latitude: 39.92, longitude: 32.85 })],
  ['GET /v2/addresses/parse (a full line)', get(`/v2/addresses/parse?q=${encodeURIComponent('Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL')}`)],
  ['POST /mcp parse_address (a full line)', toolCall('parse_address', { q: 'Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL' })],
  ['GET /v2/search?q=kadıköy&limit=5', get(`/v2/search?q=${encodeURIComponent('kadıköy')}&limit=5`)],
  ['POST /mcp search_places kadıköy, 5', toolCall('search_places', { q: 'kadıköy', limit: 5 })],
  [
    'POST /mcp tools/list',
    () => ({
      method: 'POST',
      url: 'http://localhost/mcp',
      headers: { get: (header) => mcpHeaders[header] ?? null },
      body: Readable.from([Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list"}')]),
    }),
  ],
];

console.log('| request | µs per request |\n|---|---:|');
for (const [name, request] of cases) {
  const answer = await handler(request());
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`);
  for (let i = 0; i < 2_000; i++) await handler(request());
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let i = 0; i < 5_000; i++) await handler(request());
    runs.push(((performance.now() - started) * 1000) / 5_000);
  }
  console.log(`| ${name} | ${median(runs).toFixed(1)} |`);
}
