// The benchmarks' ceiling: Node's own `http` server answering one fixed body from memory, with the
// headers a JSON answer has and nothing else (no routing, no files, no log). `BODY_FILE` answers that
// file's bytes (a dataset download held in memory, as the reference implementation serves it);
// otherwise `BODY_BYTES` bytes of JSON (default 467, the static record /v2/provinces/34). Announces
// its address with the JSON `listening` line the other servers write, so one launcher starts them all.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE)
  : Buffer.from(`{"data":"${'x'.repeat(Number(process.env.BODY_BYTES ?? 467) - 11)}"}`);
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ event: 'listening', url: `http://127.0.0.1:${port}`, bytes: body.length }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
