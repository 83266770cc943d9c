// The slow-body flood of issue 32, bounded and on loopback only: N connections from 127.0.0.1 each
// send a POST's headers and one byte of an 8 KB body, then /health and a record are asked from
// 127.0.0.2 (another client) and timed. Against `npm run serve` (nginx sheds the flood past
// CONNECTIONS_PER_CLIENT with 429s) or `npm start`.
//
//   npm exec -- node scripts/slow-body-flood.ts http://127.0.0.1:4321 6000
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

const [url = 'http://127.0.0.1:4321', count = '6000'] = process.argv.slice(2);
const { hostname, port } = new URL(url);
if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error('Loopback only: give http://127.0.0.1:PORT.');

const sockets: Socket[] = [];
let refused = 0;
let errors = 0;
for (let i = 0; i < Number(count); i++) {
  const socket = connect(Number(port), hostname, () => socket.write('POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 8192\r\n\r\n{'));
  socket.on('data', (chunk: Buffer) => {
    if (chunk.toString('latin1').startsWith('HTTP/1.1 429')) refused++;
  });
  socket.on('error', () => errors++);
  sockets.push(socket);
  // 200 connections at a time, as a flood ramps up.
  if (i % 200 === 199) await new Promise((wait) => setTimeout(wait, 50));
}
await new Promise((wait) => setTimeout(wait, 1_000));

const timed = (path: string) =>
  new Promise<string>((done) => {
    const started = performance.now();
    request(url + path, { localAddress: '127.0.0.2', agent: false }, (response) => {
      response.resume().on('end', () => done(`${path}: ${response.statusCode} in ${(performance.now() - started).toFixed(0)} ms`));
    })
      .on('error', (error) => done(`${path}: ${error.message}`))
      .end();
  });
for (let round = 0; round < 3; round++) for (const path of ['/health', '/v2/provinces/34']) console.log(await timed(path));
console.log(`${count} slow-body connections: ${refused} refused with 429 at once, ${errors} errors`);
for (const socket of sockets) socket.destroy();
process.exit(0);
