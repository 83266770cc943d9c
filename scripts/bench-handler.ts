// `npm run bench:handler`: what the core handler itself costs per request, in process (no HTTP, no
// socket, no load generator sharing the cores): the part of a query-layer answer that is ours to make
// cheaper. Each path is asked 20,000 times to warm up, then timed over 50,000 calls; medians of 5.
//
//   npm run bench:handler                              # the default paths below
//   npm run bench:handler -- '/v2/search?q=gazi'       # any paths
//   npm run bench:handler -- --record                  # also write the Performance page's table
//   npm run bench:handler -- --lines[=FILE]            # only the address reader on distinct lines (bench-address-lines.ts)
import { createRawRequestHandler } from '../src/core/dispatch.ts';
import type { RequestLike } from '../src/core/routing/route.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { benchAddressLines } from './bench-address-lines.ts';
import { median } from './median.ts';
import { recordFigures } from './record-figures.ts';

const defaultPaths = [
  '/v2/neighborhoods/176887?fields=id,name,postalCode',
  '/v2/locate?latitude=39.9207759&longitude=32.8540497',
  '/v2/locate?latitude=40.9781214&longitude=27.5107799',
  '/v2/search?q=kad',
  `/v2/search?q=${encodeURIComponent('istnbul kadikoy')}`,
  `/v2/search?q=${encodeURIComponent('cumhuriyet mah çankaya')}`,
  `/v2/search?q=${encodeURIComponent('bağcılar')}`,
  `/v2/addresses/parse?q=${encodeURIComponent('Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL')}`,
  `/v2/addresses/parse?q=${encodeURIComponent('cumhuriyet mah ataturk cad no 12 cankaya ankara')}`,
  `/v2/addresses/parse?q=${encodeURIComponent('Cafreaga Mah. Moda Cad. No:5 Kadikoy Istnbul')}`,
];
const linesArg = process.argv.find((arg) => arg === '--lines' || arg.startsWith('--lines='));
if (linesArg) {
  // The address reader alone, printed; the recorded table gets its row from a full run (below).
  const row = benchAddressLines(linesArg.split('=')[1]);
  console.log(`${row.path}: ${row.micros} µs per line, ${row.linesPerSecond} lines per second`);
  process.exit(0);
}
const givenPaths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const paths = givenPaths.length > 0 ? givenPaths : defaultPaths;
const handler = createRawRequestHandler({ routes: routeTable });

console.log('| path | µs per request |\n|---|---:|');
const recorded: Array<{ path: string; micros: number }> = [];
for (const path of paths) {
  const request: RequestLike = { method: 'GET', url: `http://localhost${path}`, headers: { get: () => null } };
  const answer = await handler(request);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  for (let i = 0; i < 20_000; i++) await handler(request);
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let i = 0; i < 50_000; i++) await handler(request);
    runs.push(((performance.now() - started) * 1000) / 50_000);
  }
  console.log(`| \`${path}\` | ${median(runs).toFixed(1)} |`);
  recorded.push({ path, micros: Number(median(runs).toFixed(1)) });
}
// The address reader on distinct lines, after the paths, in the same run (bench-address-lines.ts).
const lines = benchAddressLines(undefined);
console.log(`| ${lines.path} | ${lines.micros} |\n\n${lines.linesPerSecond} lines per second`);
recordFigures('handler', 'bench:handler', [...recorded, { path: lines.path, micros: lines.micros }]);
