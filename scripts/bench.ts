// `npm run bench`: autocannon against the built local server on loopback. Each workload runs in
// several rounds and the medians are reported, because these machines are noisy; each workload's
// rounds alternate with rounds of the static record, its reference. Bounded: 2 × rounds × seconds
// per workload, 32 connections by default.
//
//   npm run bench                       # every workload, 3 rounds of 5 s
//   npm run bench -- --rounds=5 --seconds=10 --only=search
//   npm run bench -- --only="locate,place search"   # names containing any of the comma-separated words
//   npm run bench -- --wrk              # also measure with wrk (C), when installed: for large bodies
//                                       # autocannon's own parsing is the bottleneck on 2 cores
//   npm run bench -- --record           # also write the table for the Performance page
//                                       # (src/docs/performance/http.json; scripts/record-figures.ts)
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startServerProcess } from '../tests/support/server-process.ts';
import { median } from './median.ts';
import { recordFigures } from './record-figures.ts';
import { cpuMicros } from './process-cpu.ts';

const option = (name: string, fallback: number) => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return raw ? Number(raw) : fallback;
};
const rounds = option('rounds', 3);
const seconds = option('seconds', 5);
const connections = option('connections', 32);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1]?.split(',');
const withWrk = process.argv.includes('--wrk') && spawnSync('wrk', ['--version']).error === undefined;

/** wrk's requests/s and p99 (ms) for one round. */
function wrk(url: string): { rps: number; p99: number } {
  const out = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const [, value = '0', unit = 'ms'] = /99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? [];
  return { rps, p99: Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1) };
}

export const workloads: Array<{ name: string; path: string }> = [
  { name: 'single record (static file)', path: '/v2/provinces/34' },
  { name: 'single record (query layer)', path: '/v2/neighborhoods/176887?fields=id,name,postalCode' },
  { name: 'province list, sort=name', path: '/v2/provinces?sort=name' },
  { name: 'neighborhoods search', path: '/v2/neighborhoods?search=mer' },
  { name: 'neighborhoods sort=-population', path: '/v2/neighborhoods?sort=-population' },
  { name: '1000-record page', path: '/v2/neighborhoods?limit=1000&offset=5000' },
  { name: '1000-record page, sort=name', path: '/v2/neighborhoods?limit=1000&sort=name' },
  { name: 'nested list', path: '/v2/districts/1757/neighborhoods?sort=name' },
  // The default pages of nested lists (prebuilt files) beside the same records as a top-level query.
  { name: 'nested default page (static file)', path: '/v2/districts/1103/neighborhoods' },
  { name: 'same records, top-level query', path: '/v2/neighborhoods?districtId=1103' },
  { name: 'nested default page, provinces/34', path: '/v2/provinces/34/districts' },
  { name: 'nested default page, municipalities/2273', path: '/v2/municipalities/2273/neighborhoods' },
  { name: 'nested list, query layer', path: '/v2/districts/1103/neighborhoods?limit=100' },
  { name: 'detail with include', path: '/v2/provinces/6?include=districts' },
  { name: 'filtered villages, sort=name', path: '/v2/villages?postalCodePrefix=05&sort=name' },
  { name: 'postal code, 198 places (static file)', path: '/v2/postal-codes/19010' },
  { name: 'postal code list, by province', path: '/v2/postal-codes?provinceId=34&limit=1000' },
  { name: 'postal code list, by district', path: '/v2/postal-codes?districtId=1421' },
  { name: 'changes, filtered (query layer)', path: '/v2/changes?kind=neighborhood&type=renamed&provinceId=63' },
  { name: 'one record’s history (query layer)', path: '/v2/neighborhoods/177113/changes' },
  { name: 'download index (static file)', path: '/v2/datasets' },
  { name: 'download, CSV (static file)', path: '/v2/datasets/2025/districts.csv' },
  // Point lookup: inside a polygon (Ankara's centre), and a harbour-side point that falls in no
  // polygon and takes the nearest outline (Tekirdağ's centre, 0.5 km out).
  { name: 'locate, inside', path: '/v2/locate?latitude=39.9207759&longitude=32.8540497' },
  { name: 'locate, coastal nearest', path: '/v2/locate?latitude=40.9781214&longitude=27.5107799' },
  { name: 'province boundary (static file)', path: '/v2/provinces/34/boundary' },
  // GET /v2/search (issue 10): each must reach a quarter of the static record's req/s, p99 < 10 ms.
  { name: 'place search, 3-letter prefix', path: '/v2/search?q=kad' },
  { name: 'place search, two words with a typo', path: `/v2/search?q=${encodeURIComponent('istnbul kadikoy')}` },
  { name: 'place search, settlement word', path: `/v2/search?q=${encodeURIComponent('cumhuriyet mah çankaya')}` },
  // GET /v2/addresses/parse (issue 21): each must reach a quarter of the static record's req/s, p99 < 10 ms.
  { name: 'address parse, full line', path: `/v2/addresses/parse?q=${encodeURIComponent('Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL')}` },
  { name: 'address parse, ASCII without postal code', path: `/v2/addresses/parse?q=${encodeURIComponent('cumhuriyet mah ataturk cad no 12 cankaya ankara')}` },
  { name: 'address parse, typos', path: `/v2/addresses/parse?q=${encodeURIComponent('Cafreaga Mah. Moda Cad. No:5 Kadikoy Istnbul')}` },
];

// Logging on, as deployed: its cost is part of every figure (the lines are drained, not kept).
const server = await startServerProcess('.server/main.mjs', { LOG_REQUESTS: 'true' }, { keepOutput: false });

interface Rounds {
  rps: number[];
  p50: number[];
  p99: number[];
  bad: number;
  cpuPerRequest: number[];
}

const emptyRounds = (): Rounds => ({ rps: [], p50: [], p99: [], bad: 0, cpuPerRequest: [] });

/** One timed round of a workload, added to `into`. */
async function measure(path: string, into: Rounds): Promise<void> {
  const cpuBefore = cpuMicros(server.process.pid);
  const result = await autocannon({ url: server.url + path, connections, duration: seconds });
  into.cpuPerRequest.push((cpuMicros(server.process.pid) - cpuBefore) / result.requests.total);
  into.rps.push(result.requests.average);
  into.p50.push(result.latency.p50);
  into.p99.push(result.latency.p99);
  into.bad += result.non2xx + result.errors;
}

try {
  console.log(`autocannon: ${connections} connections, ${rounds} rounds × ${seconds} s per workload, medians\n`);
  console.log(`| workload | path | req/s | × static record | p50 ms | p99 ms | non-2xx | server CPU µs/req |${withWrk ? ' wrk req/s | wrk p99 ms |' : ''}`);
  console.log(`|---|---|---:|---:|---:|---:|---:|---:|${withWrk ? '---:|---:|' : ''}`);
  const [reference, ...others] = workloads as [(typeof workloads)[0], ...typeof workloads];
  const recorded: Array<Record<string, string | number>> = [];
  const row = async (workload: (typeof workloads)[0], measured: Rounds, ratio: string) => {
    let wrkColumns = '';
    const wrkFigures: Record<string, number> = {};
    if (withWrk) {
      const rounds_ = Array.from({ length: rounds }, () => wrk(server.url + workload.path));
      wrkFigures.wrkRps = Math.round(median(rounds_.map((r) => r.rps)));
      wrkFigures.wrkP99Ms = Number(median(rounds_.map((r) => r.p99)).toFixed(1));
      wrkColumns = ` ${wrkFigures.wrkRps.toLocaleString('en')} | ${wrkFigures.wrkP99Ms.toFixed(1)} |`;
    }
    console.log(`| ${workload.name} | \`${workload.path}\` | ${Math.round(median(measured.rps)).toLocaleString('en')} | ${ratio} | ${median(measured.p50)} | ${median(measured.p99)} | ${measured.bad} | ${Math.round(median(measured.cpuPerRequest))} |${wrkColumns}`);
    recorded.push({
      workload: workload.name,
      path: workload.path,
      rps: Math.round(median(measured.rps)),
      ratioToStatic: Number.parseFloat(ratio),
      p50Ms: median(measured.p50),
      p99Ms: median(measured.p99),
      non2xx: measured.bad,
      cpuMicros: Math.round(median(measured.cpuPerRequest)),
      ...wrkFigures,
    });
  };
  // One untimed second first, so no workload is measured while the server's JIT is still cold.
  const warm = (path: string) => autocannon({ url: server.url + path, connections, duration: 1 });
  await warm(reference.path);
  const referenceRounds = emptyRounds();
  for (let round = 0; round < rounds; round++) await measure(reference.path, referenceRounds);
  await row(reference, referenceRounds, '1.00×');
  // --only=a,b runs the workloads whose name contains a or b. Each workload's rounds alternate with
  // rounds of the reference (a record from its prebuilt file), and its ratio is to those: this
  // machine's speed drifts by a third within minutes, and a reference measured once at the start
  // would put that drift into the ratios of the rows measured last.
  for (const workload of others.filter((w) => !only || only.some((word) => w.name.includes(word)))) {
    await warm(workload.path);
    const measured = emptyRounds();
    const interleaved = emptyRounds();
    for (let round = 0; round < rounds; round++) {
      await measure(reference.path, interleaved);
      await measure(workload.path, measured);
    }
    await row(workload, measured, `${(median(measured.rps) / median(interleaved.rps)).toFixed(2)}×`);
  }
  recordFigures('http', 'bench', recorded);
} finally {
  await server.stop();
}
