// `npm run bench:addresses`: many addresses at once (DESIGN §6.6), measured two ways.
// - The offline command on 1,000,000 distinct generated lines (a CSV written to a temp dir), with 1 and
//   2 worker threads: wall time as the command reports it, lines per second, and peak RSS of the whole
//   process (its threads included) from GNU time (`/usr/bin/time -v`).
// - POST /v2/addresses/parse with 100-line bodies under wrk (a C client: on two cores a Node client
//   would take the CPU it measures): through the embedded server, and through nginx with 2 workers.
//   Lines per second = requests per second × 100. Rate limits off.
// The lines come from the real records (every neighborhood and village, with its district and
// province) in the ways people write them: with and without a postal code, abbreviated, in ASCII.
// Goals (issue 29): the command under 60 s for 1,000,000 lines on 2 cores with peak RSS under 600 MB;
// the POST route at least 10,000 lines per second through nginx with 2 workers.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { recordFigures } from './record-figures.ts';
import { serverBundle } from './server-launch.ts';

const run = promisify(execFile);
const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const lineCount = option('lines', 1_000_000);
const seconds = option('seconds', 10);
const connections = option('connections', 8);

for (const tool of ['wrk', '/usr/bin/time']) {
  if (spawnSync(tool, ['--version']).error) {
    console.error(`bench:addresses needs ${tool} (Debian: apt-get install wrk time).`);
    process.exit(1);
  }
}

interface Named {
  id: number;
  name: string;
}
const read = <T>(kind: string): T[] => {
  const json = JSON.parse(readFileSync(`data/2025/${kind}.json`, 'utf8')) as T[] | { data: T[] };
  return Array.isArray(json) ? json : json.data;
};
const provinces = new Map(read<Named>('provinces').map((record) => [record.id, record.name]));
const districts = new Map(read<Named>('districts').map((record) => [record.id, record.name]));
type Settlement = Named & { districtId: number; provinceId: number; postalCode: string };
const places = [...read<Settlement>('neighborhoods').map((place) => ({ ...place, word: 'Mah.' })), ...read<Settlement>('villages').map((place) => ({ ...place, word: 'Köyü' }))];

const ascii = (text: string) =>
  text.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (letter) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' })[letter]!);

/** Line `i`: the places in turn, a street, building and flat that make every line distinct, one of four ways of writing. */
function lineOf(i: number): string {
  const place = places[i % places.length]!;
  // Building number and flat together are unique to `i` (997 is prime, so they cycle independently of the places).
  const street = `${(i % 40) + 1}. Sk. No:${(i % 997) + 1} D:${Math.floor(i / 997) + 1}`;
  const area = `${districts.get(place.districtId)}/${provinces.get(place.provinceId)}`;
  switch (i % 4) {
    case 0:
      return `${place.name} ${place.word} ${street} ${place.postalCode} ${area}`;
    case 1:
      return ascii(`${place.name} ${place.word === 'Mah.' ? 'mh' : 'koyu'} ${street} ${area}`);
    case 2:
      return `${street}, ${place.name} ${place.word} ${area}`;
    default:
      return `${place.name} ${place.word} ${street} ${area}`.toLocaleUpperCase('tr');
  }
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const dir = mkdtempSync(join(tmpdir(), 'bench-addresses-'));
const file = join(dir, 'addresses.csv');
const lines = Array.from({ length: lineCount }, (_, i) => lineOf(i));
if (new Set(lines).size !== lineCount) throw new Error('the generated lines are not distinct');
writeFileSync(file, `id,address\n${lines.map((line, i) => `${i},${csvCell(line)}`).join('\n')}\n`);
console.log(`${lineCount.toLocaleString('en')} distinct lines written to ${file}`);

type Row = Record<string, string | number>;
const offline: Row[] = [];
const post: Row[] = [];

for (const workers of [1, 2]) {
  const { stderr } = await run('/usr/bin/time', ['-v', process.execPath, 'scripts/addresses.ts', file, '--column', 'address', '--out', join(dir, 'out.csv'), '--workers', String(workers)], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const summary = /^([\d,]+) lines, ([\d,]+) accept, ([\d,]+) confirm, ([\d,]+) fix, ([\d.]+) s$/m.exec(stderr);
  const rssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  if (!summary || !rssKb) throw new Error(`unexpected output of the command:\n${stderr}`);
  const wall = Number(summary[5]);
  const row = {
    row: `offline command, ${workers} worker${workers === 1 ? '' : 's'}`,
    lines: lineCount,
    seconds: wall,
    linesPerSecond: Math.round(lineCount / wall),
    peakRssMb: Math.round(Number(rssKb[1]) / 1024),
    accept: Number(summary[2]!.replaceAll(',', '')),
    confirm: Number(summary[3]!.replaceAll(',', '')),
    fix: Number(summary[4]!.replaceAll(',', '')),
  };
  offline.push(row);
  console.log(row);
}

// Ten bodies of 100 lines each, in turn: every request reads 100 lines anew (POST answers are never kept).
const bodies = Array.from({ length: 10 }, (_, b) => JSON.stringify({ lines: lines.slice(b * 100, b * 100 + 100) }));
const luaScript = join(dir, 'post.lua');
const luaString = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
writeFileSync(
  luaScript,
  `local bodies = {${bodies.map(luaString).join(',')}}\nlocal i = 0\nwrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nrequest = function()\n  i = i + 1\n  return wrk.format("POST", "/v2/addresses/parse", nil, bodies[(i % #bodies) + 1])\nend\n`,
);

const quiet = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_5_MINUTES: '0', LOG_REQUESTS: 'false' };
const servers: Array<[string, () => Promise<ServerProcess>]> = [
  ['POST, embedded server', () => startServerProcess(serverBundle, quiet)],
  ['POST, nginx + 2 workers', () => startServerProcess('.server/serve.mjs', { ...quiet, WORKERS: '2' }, { keepOutput: false })],
];
for (const [name, start] of servers) {
  const server = await start();
  try {
    // Warm-up: the address index loads on each worker's first line.
    await run('wrk', ['-t1', `-c${connections}`, '-d2s', '-s', luaScript, server.url]);
    const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', luaScript, server.url], { encoding: 'utf8' });
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)![1]);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout)!;
    const p99Ms = Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1);
    if (non2xx > 0) throw new Error(`${name}: ${non2xx} answers were not 200`);
    const row = { row: name, linesPerSecond: Math.round(rps * 100), rps: Math.round(rps), p99Ms: Math.round(p99Ms) };
    post.push(row);
    console.log(row);
  } finally {
    await server.stop();
  }
}

rmSync(dir, { recursive: true, force: true });
recordFigures('addresses-offline', 'bench:addresses', offline);
recordFigures('addresses-post', 'bench:addresses', post);
