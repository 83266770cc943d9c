// `npm run bench:engines`: the service against Node's own ceiling and behind nginx, in one run, with
// request logging on. It starts every server itself: a bare Node `http` server answering a fixed body
// of the static record's size (scripts/bare-node-server.ts), another answering the largest dataset
// file from memory (as the reference implementation serves downloads), the embedded server with
// logging on and off, and `npm run serve` (nginx in front of query-layer workers) with 1 and 2
// workers. Every round runs every row once, right after its bare-Node row; the figures are medians
// over the rounds, and a row's ratio is the median of its ratios to the bare-Node round just before
// it. Needs wrk (a C client: on two cores a Node client would take the CPU it measures).
//
//   npm run bench:engines                          # 3 rounds of 4 s, 32 connections
//   npm run bench:engines -- --rounds=5 --seconds=8 --only=dataset
//   npm run bench:engines -- --record              # also write the Performance page's table
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { serverBundle } from './server-launch.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './median.ts';
import { recordFigures } from './record-figures.ts';
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
  /** A wrk Lua script that makes each request's path (then `path` only names them). */
  script?: string;
  /** The row this one is compared with. */
  baseline: string;
}

/**
 * A different neighborhood on every request, through all 32,186 in turn: more answers than the query
 * layer keeps (src/core/http/answer-cache.ts holds ~7,000 of this size), so none is given again and
 * the row shows what making an answer costs.
 */
function everyNeighborhoodScript(): string {
  const ids = (JSON.parse(readFileSync('data/2025/neighborhoods.json', 'utf8')) as Array<{ id: number }>).map((record) => record.id);
  const file = join(tmpdir(), 'bench-engines-every-neighborhood.lua');
  writeFileSync(
    file,
    `local ids = {${ids.join(',')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", "/v2/neighborhoods/" .. ids[(i % #ids) + 1] .. "?fields=id,name,postalCode")\nend\n`,
  );
  return file;
}

const everyNeighborhood = everyNeighborhoodScript();
const fixedBody = 'bare Node, fixed 467-byte body';
const fileBody = 'bare Node, the dataset file from memory';
const list = '/v2/districts?provinceId=34&sort=name&fields=id,name';
const rows: Row[] = [
  { name: fixedBody, server: 'bare', path: '/', baseline: fixedBody },
  { name: 'static record, logging on', server: 'logging', path: '/v2/provinces/34', baseline: fixedBody },
  { name: 'static record, logging off', server: 'silent', path: '/v2/provinces/34', baseline: fixedBody },
  { name: 'record with fields (query layer), logging on', server: 'logging', path: '/v2/neighborhoods/176887?fields=id,name,postalCode', baseline: fixedBody },
  {
    name: 'record with fields, another record each request (no answer reused)',
    server: 'logging',
    path: '/v2/neighborhoods/{id}?fields=id,name,postalCode',
    script: everyNeighborhood,
    baseline: fixedBody,
  },
  { name: 'query-layer list, embedded server', server: 'logging', path: list, baseline: fixedBody },
  { name: 'static record through nginx', server: 'nginx1', path: '/v2/provinces/34', baseline: fixedBody },
  { name: 'query-layer list, nginx + 1 worker', server: 'nginx1', path: list, baseline: fixedBody },
  { name: 'query-layer list, nginx + 2 workers', server: 'nginx2', path: list, baseline: fixedBody },
  { name: 'another record each request, nginx + 1 worker', server: 'nginx1', path: '/v2/neighborhoods/{id}?fields=id,name,postalCode', script: everyNeighborhood, baseline: fixedBody },
  { name: 'another record each request, nginx + 2 workers', server: 'nginx2', path: '/v2/neighborhoods/{id}?fields=id,name,postalCode', script: everyNeighborhood, baseline: fixedBody },
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

// wrk runs without blocking this process: the logging servers' request lines come to it through a
// pipe, and while a synchronous spawn waited, nobody read that pipe, so it filled and the server's
// log writes stalled behind it (as no log reader in production would make them).
const run = promisify(execFile);

const wrkArgs = (row: Row) => [
  '-t1',
  `-c${connections}`,
  ...Object.entries(row.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
  ...(row.script ? ['-s', row.script] : []),
];
const targetOf = (server: ServerProcess, row: Row) => server.url + (row.script ? '/' : row.path);

/** One wrk round; CPU is the server's whole process tree (nginx and its workers too). */
async function wrk(server: ServerProcess, row: Row): Promise<Round> {
  const cpuBefore = treeCpuMicros(server.process.pid!);
  const { stdout: out } = await run('wrk', [...wrkArgs(row), `-d${seconds}s`, '--latency', targetOf(server, row)], { encoding: 'utf8' });
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
  for (const row of selected) await run('wrk', [...wrkArgs(row), '-d1s', targetOf(running.get(row.server)!, row)]);
  const measured = new Map<Row, Round[]>(selected.map((row) => [row, []]));
  // Each row is measured right after its bare-Node row, and its ratio is taken per pair: this
  // machine's speed drifts by half within minutes, so a ratio of medians taken minutes apart says
  // more about the drift than about the row.
  const ratios = new Map<Row, number[]>(selected.map((row) => [row, []]));
  const baselineOf = (row: Row) => selected.find((other) => other.name === row.baseline)!;
  for (let round = 0; round < rounds; round++) {
    for (const row of selected) {
      if (row === baselineOf(row)) continue;
      const baseline = await wrk(running.get(baselineOf(row).server)!, baselineOf(row));
      const result = await wrk(running.get(row.server)!, row);
      measured.get(baselineOf(row))!.push(baseline);
      measured.get(row)!.push(result);
      ratios.get(row)!.push(result.rps / baseline.rps);
    }
  }

  const medianOf = (row: Row, key: keyof Round) => median(measured.get(row)!.map((r) => r[key]));
  console.log(`wrk -t1 -c${connections} -d${seconds}s, ${rounds} rounds, every row right after its bare-Node row; medians; logging on unless said\n`);
  console.log('| row | path | req/s | × its bare-Node row | MB/s | p99 ms | CPU µs/req |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  const recorded = selected.map((row) => {
    return {
      row: row.name,
      path: row.path,
      rps: Math.round(medianOf(row, 'rps')),
      ratioToBareNode: row === baselineOf(row) ? 1 : Number(median(ratios.get(row)!).toFixed(2)),
      mbPerSecond: Math.round(medianOf(row, 'mbPerSecond')),
      p99Ms: Number(medianOf(row, 'p99').toFixed(1)),
      cpuMicros: Math.round(medianOf(row, 'cpuPerRequest')),
    };
  });
  for (const { row, path, rps, ratioToBareNode, mbPerSecond, p99Ms, cpuMicros } of recorded) {
    console.log(`| ${row} | \`${path}\` | ${rps.toLocaleString('en')} | ${ratioToBareNode.toFixed(2)}× | ${mbPerSecond} | ${p99Ms.toFixed(1)} | ${cpuMicros} |`);
  }
  recordFigures('engines', 'bench:engines', recorded);
} finally {
  await Promise.all([...running.values()].map((server) => server.stop()));
}
