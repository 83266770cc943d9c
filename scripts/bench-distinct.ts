// `npm run bench:distinct`: traffic that does not repeat itself (an autocomplete box, a filter form, a
// crawler walking pages), per kind of query. Each row cycles 20,000 distinct URLs: more than the answer
// cache's doorkeeper remembers (src/core/http/answer-cache.ts and doorkeeper.ts: at most 16,384 URLs)
// and than its 8 MB hold, so no URL is kept and every answer is made from scratch; `npm run bench`
// asks one URL again and again and cannot show that cost. A row whose kind has fewer distinct URLs
// says so in its URLs column. The URL sets are
// drawn from the dataset with a seeded generator, so two runs (and two commits) ask the same things.
// Each row's rounds alternate with rounds of the static record (`/v2/provinces/34`, a prebuilt file)
// and its ratio is to those, in the same run. Needs wrk (a C client, as in bench:engines: on two cores
// a Node client would take the CPU it measures).
//
//   npm run bench:distinct                                   # every row, 3 rounds of 3 s, 32 connections
//   npm run bench:distinct -- --only=search --rounds=5 --seconds=5
//   npm run bench:distinct -- --seed=7 --urls=40000          # another draw, larger sets
//   npm run bench:distinct -- --record                       # also write the Performance page's table
//   npm run bench:distinct -- --in-process                   # the core handler alone, µs per request (no wrk)
import { execFile, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from './median.ts';
import { cpuMicros } from './process-cpu.ts';
import { recordFigures } from './record-figures.ts';
import { serverBundle } from './server-launch.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { distinctRows, type Row } from './distinct-urls.ts';
import { inProcessRounds } from './distinct-in-process.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rounds = option('rounds', 3);
const seconds = option('seconds', 3);
const connections = option('connections', 32);
const seed = option('seed', 31);
/** Distinct URLs per row (see above). */
const urlsPerRow = option('urls', 20_000);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1]?.split(',');

const rows = distinctRows(seed, urlsPerRow).filter((row) => !only || only.some((word) => row.name.includes(word)));
if (process.argv.includes('--in-process')) {
  await inProcessRounds(rows, rounds);
  process.exit(0);
}

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:distinct needs wrk (Debian: apt-get install wrk).');
  process.exit(1);
}

const reference = '/v2/provinces/34';

const scripts: string[] = [];
/** A wrk Lua script that asks the row's paths in turn (removed when the run ends). */
function luaScript(row: Row, index: number): string {
  const file = join(tmpdir(), `bench-distinct-${process.pid}-${index}.lua`);
  scripts.push(file);
  // Paths are percent-encoded ASCII, so a JSON string is a valid Lua string.
  const list = row.paths.map((path) => JSON.stringify(path)).join(',\n');
  writeFileSync(file, `local paths = {\n${list}\n}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`);
  return file;
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  cpuPerRequest: number;
}

const run = promisify(execFile);
const toMs = (value: string, unit: string) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

// wrk runs without blocking this process, so the logging server's lines keep flowing (see bench-engines.ts).
const server = await startServerProcess(serverBundle, { LOG_REQUESTS: 'true' }, { keepOutput: false });

async function wrk(target: { path: string } | { script: string }, duration = seconds): Promise<Round> {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  const url = 'script' in target ? `${server.url}/` : server.url + target.path;
  if ('script' in target) args.push('-s', target.script);
  const cpuBefore = cpuMicros(server.process.pid);
  const { stdout: out } = await run('wrk', [...args, url], { encoding: 'utf8' });
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const [, p50 = '0', p50Unit = 'ms'] = /50%\s+([\d.]+)(us|ms|s)/.exec(out) ?? [];
  const [, p99 = '0', p99Unit = 'ms'] = /99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? [];
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: toMs(p50, p50Unit),
    p99: toMs(p99, p99Unit),
    bad: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    cpuPerRequest: (cpuMicros(server.process.pid) - cpuBefore) / requests,
  };
}

try {
  console.log(`wrk -t1 -c${connections}, ${rounds} rounds × ${seconds} s per row, each after a round of the static record; seed ${seed}; medians\n`);
  console.log('| distinct URLs of the kind | URLs | example | req/s | × static record | p50 ms | p99 ms | non-2xx | server CPU µs/req |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  await wrk({ path: reference }, 1);
  const recorded: Array<Record<string, string | number>> = [];
  for (const [index, row] of rows.entries()) {
    const script = luaScript(row, index);
    // One untimed pass first, so the row is not measured while its code path is still cold.
    await wrk({ script }, 1);
    const measured: Round[] = [];
    const references: Round[] = [];
    for (let round = 0; round < rounds; round++) {
      references.push(await wrk({ path: reference }));
      measured.push(await wrk({ script }));
    }
    const figure = (key: keyof Round, of = measured) => median(of.map((round) => round[key]));
    const result = {
      row: row.name,
      urls: row.paths.length,
      path: row.paths[0]!,
      rps: Math.round(figure('rps')),
      ratioToStatic: Number((figure('rps') / figure('rps', references)).toFixed(2)),
      staticRps: Math.round(figure('rps', references)),
      p50Ms: Number(figure('p50').toFixed(2)),
      p99Ms: Number(figure('p99').toFixed(2)),
      non2xx: measured.reduce((sum, round) => sum + round.bad, 0),
      cpuMicros: Math.round(figure('cpuPerRequest')),
    };
    recorded.push(result);
    console.log(`| ${result.row} | ${result.urls.toLocaleString('en')} | \`${result.path}\` | ${result.rps.toLocaleString('en')} | ${result.ratioToStatic.toFixed(2)}× | ${result.p50Ms} | ${result.p99Ms} | ${result.non2xx} | ${result.cpuMicros} |`);
  }
  recordFigures('distinct', 'bench:distinct', recorded);
} finally {
  await server.stop();
  if (!process.argv.includes("--keep-scripts")) for (const file of scripts) rmSync(file, { force: true });
}
