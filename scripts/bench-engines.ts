// `npm run bench:engines`: the service against Node's own ceiling and behind nginx, in one run, with
// request logging on. It starts every server itself: a bare Node `http` server answering a fixed body
// of the static record's size (scripts/bare-node-server.ts), another answering the largest dataset
// file from memory (as the reference implementation serves downloads), the embedded server with
// logging on and off, and `npm run serve` (nginx in front of query-layer workers) with 1 and 2
// workers. Every round runs every row once, in turn, so the machine's drift falls on all rows alike;
// the figures are medians over the rounds, and each row's ratio is to its bare-Node row measured in
// the same rounds. Needs wrk (a C client: on two cores a Node client would take the CPU it measures).
//
//   npm run bench:engines                          # 3 rounds of 4 s, 32 connections
//   npm run bench:engines -- --rounds=5 --seconds=8 --only=dataset
import { spawnSync } from 'node:child_process';
import { serverBundle } from './server-launch.ts';
import { median } from './median.ts';
import { treeCpuMicros } from './process-cpu.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rounds = option('rounds', 3);
const seconds = option('seconds', 4);
const connections = option('connections', 32);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1]?.split(',');

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:engines needs wrk (Debian: apt-get install wrk).');
  process.exit(1);
}

const datasetFile = '/v2/datasets/2025/neighborhoods.json';
const compressed = { 'Accept-Encoding': 'br, gzip' };
const quiet = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_5_MINUTES: '0' };

/** The servers, started once each. */
const servers = {
  bare: () => startServerProcess('scripts/bare-node-server.ts', { BODY_BYTES: '467' }),
  bareFile: () => startServerProcess('scripts/bare-node-server.ts', { BODY_FILE: `dist${datasetFile}` }),
  logging: () => startServerProcess(serverBundle, { ...quiet, LOG_REQUESTS: 'true' }, { keepOutput: false }),
  silent: () => startServerProcess(serverBundle, { ...quiet, LOG_REQUESTS: 'false' }),
  nginx1: () => startServerProcess('.server/serve.mjs', { ...quiet, LOG_REQUESTS: 'true', WORKERS: '1' }, { keepOutput: false }),
  nginx2: () => startServerProcess('.server/serve.mjs', { ...quiet, LOG_REQUESTS: 'true', WORKERS: '2' }, { keepOutput: false }),
};
type ServerName = keyof typeof servers;

interface Row {
  name: string;
  server: ServerName;
  path: string;
  headers?: Record<string, string>;
  /** The row this one is compared with. */
  baseline: string;
}

const fixedBody = 'bare Node, fixed 467-byte body';
const fileBody = 'bare Node, the dataset file from memory';
const list = '/v2/districts?provinceId=34&sort=name&fields=id,name';
const rows: Row[] = [
  { name: fixedBody, server: 'bare', path: '/', baseline: fixedBody },
  { name: 'static record, logging on', server: 'logging', path: '/v2/provinces/34', baseline: fixedBody },
  { name: 'static record, logging off', server: 'silent', path: '/v2/provinces/34', baseline: fixedBody },
  { name: 'record with fields (query layer), logging on', server: 'logging', path: '/v2/neighborhoods/176887?fields=id,name,postalCode', baseline: fixedBody },
  { name: 'query-layer list, embedded server', server: 'logging', path: list, baseline: fixedBody },
  { name: 'static record through nginx', server: 'nginx1', path: '/v2/provinces/34', baseline: fixedBody },
  { name: 'query-layer list, nginx + 1 worker', server: 'nginx1', path: list, baseline: fixedBody },
  { name: 'query-layer list, nginx + 2 workers', server: 'nginx2', path: list, baseline: fixedBody },
  { name: fileBody, server: 'bareFile', path: '/', baseline: fileBody },
  { name: 'dataset file, embedded server, no Accept-Encoding', server: 'logging', path: datasetFile, baseline: fileBody },
  { name: `${fileBody}, Accept-Encoding: br, gzip`, server: 'bareFile', path: '/', headers: compressed, baseline: fileBody },
  { name: 'dataset file, embedded server, Accept-Encoding: br, gzip', server: 'logging', path: datasetFile, headers: compressed, baseline: fileBody },
  { name: 'dataset file through nginx, no Accept-Encoding', server: 'nginx1', path: datasetFile, baseline: fileBody },
];
const selected = rows.filter((row) => !only || row.name === row.baseline || only.some((word) => row.name.includes(word)));

interface Round {
  rps: number;
  p99: number;
  mbPerSecond: number;
  cpuPerRequest: number;
}

/** One wrk round; CPU is the server's whole process tree (nginx and its workers too). */
function wrk(server: ServerProcess, row: Row): Round {
  const headerArgs = Object.entries(row.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const cpuBefore = treeCpuMicros(server.process.pid!);
  const out = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, server.url + row.path], { encoding: 'utf8' }).stdout;
  const cpu = treeCpuMicros(server.process.pid!) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const [, value = '0', unit = 'ms'] = /99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? [];
  const [, amount = '0', scale = 'B'] = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(out) ?? [];
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  if (errors) throw new Error(`${row.name}: ${errors} answers were not 2xx`);
  return {
    rps,
    p99: Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1),
    mbPerSecond: Number(amount) * ({ B: 1 / 1024 / 1024, KB: 1 / 1024, MB: 1, GB: 1024 } as Record<string, number>)[scale]!,
    cpuPerRequest: cpu / (rps * seconds),
  };
}

const running = new Map<ServerName, ServerProcess>();
try {
  for (const name of new Set(selected.map((row) => row.server))) running.set(name, await servers[name]());
  // One untimed second per row, so nothing is measured while a JIT is cold or a file not yet loaded.
  for (const row of selected) spawnSync('wrk', ['-t1', `-c${connections}`, '-d1s', running.get(row.server)!.url + row.path]);
  const measured = new Map<Row, Round[]>(selected.map((row) => [row, []]));
  for (let round = 0; round < rounds; round++) for (const row of selected) measured.get(row)!.push(wrk(running.get(row.server)!, row));

  const medianOf = (row: Row, key: keyof Round) => median(measured.get(row)!.map((r) => r[key]));
  console.log(`wrk -t1 -c${connections} -d${seconds}s, ${rounds} rounds, every row once per round; medians; logging on unless said\n`);
  console.log('| row | path | req/s | × its bare-Node row | MB/s | p99 ms | CPU µs/req |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of selected) {
    const baseline = selected.find((other) => other.name === row.baseline)!;
    const ratio = medianOf(row, 'rps') / medianOf(baseline, 'rps');
    console.log(
      `| ${row.name} | \`${row.path}\` | ${Math.round(medianOf(row, 'rps')).toLocaleString('en')} | ${ratio.toFixed(2)}× | ${medianOf(row, 'mbPerSecond').toFixed(0)} | ${medianOf(row, 'p99').toFixed(1)} | ${Math.round(medianOf(row, 'cpuPerRequest'))} |`,
    );
  }
} finally {
  await Promise.all([...running.values()].map((server) => server.stop()));
}
