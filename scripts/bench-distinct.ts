// `npm run bench:distinct`: traffic that does not repeat itself (an autocomplete box, a filter form, a
// crawler walking pages), per kind of query. Each row cycles thousands of distinct URLs, many more than
// the query layer keeps answers for (src/core/http/answer-cache.ts: 200), so every answer is made from
// scratch; `npm run bench` asks one URL again and again and cannot show that cost. The URL sets are
// drawn from the dataset with a seeded generator, so two runs (and two commits) ask the same things.
// Each row's rounds alternate with rounds of the static record (`/v2/provinces/34`, a prebuilt file)
// and its ratio is to those, in the same run. Needs wrk (a C client, as in bench:engines: on two cores
// a Node client would take the CPU it measures).
//
//   npm run bench:distinct                                   # every row, 3 rounds of 3 s, 32 connections
//   npm run bench:distinct -- --only=search --rounds=5 --seconds=5
//   npm run bench:distinct -- --seed=7 --urls=20000          # another draw, larger sets
//   npm run bench:distinct -- --record                       # also write the Performance page's table
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from './median.ts';
import { cpuMicros } from './process-cpu.ts';
import { recordFigures } from './record-figures.ts';
import { serverBundle } from './server-launch.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { seededRandom } from '../tests/support/seeded-random.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rounds = option('rounds', 3);
const seconds = option('seconds', 3);
const connections = option('connections', 32);
const seed = option('seed', 31);
/** Distinct URLs per row: 25 times what the answer cache holds. */
const urlsPerRow = option('urls', 5000);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1]?.split(',');

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:distinct needs wrk (Debian: apt-get install wrk).');
  process.exit(1);
}

const random = seededRandom(seed);
const integer = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

interface Place {
  id: number;
  name: string;
  provinceId?: number;
  districtId?: number;
  population: number;
  postalCode?: string;
}
const read = (kind: string) => JSON.parse(readFileSync(`data/2025/${kind}.json`, 'utf8')) as Place[];
const provinces = read('provinces');
const districts = read('districts');
const neighborhoods = read('neighborhoods');
const villages = read('villages');
const provinceName = new Map(provinces.map((place) => [place.id, place.name]));
const districtName = new Map(districts.map((place) => [place.id, place.name]));

/** `count` distinct paths from `make` (which draws at random), or as many as it can give. */
function distinct(make: () => string, count = urlsPerRow): string[] {
  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 20; tries++) paths.add(make());
  return [...paths];
}

const q = encodeURIComponent;
/** The first 3 to 7 letters of a name, as a user starts typing it (by code point: never half a letter). */
const namePrefix = (name: string) => [...name].slice(0, integer(3, 7)).join('').trim();
const sorts = ['id', '-id', 'name', '-name', 'population', '-population'];
const childrenCount = (places: readonly Place[], field: 'districtId' | 'provinceId') => {
  const counts = new Map<number, number>();
  for (const place of places) counts.set(place[field]!, (counts.get(place[field]!) ?? 0) + 1);
  return counts;
};
const neighborhoodsByDistrict = childrenCount(neighborhoods, 'districtId');
const districtIdsWithNeighborhoods = [...neighborhoodsByDistrict.keys()];
const postalPrefixes = (places: readonly Place[], digits: number) => [...new Set(places.map((place) => place.postalCode!.slice(0, digits)))];
const neighborhoodPrefixes3 = postalPrefixes(neighborhoods, 3);
const allPostalPrefixes = [1, 2, 3, 4].flatMap((digits) => postalPrefixes([...neighborhoods, ...villages], digits));

// Random points inside Türkiye: drawn in its bounding box, kept when a province's outline contains
// them (even-odd ray casting over every ring, in plain longitude/latitude: enough to choose points).
type Ring = Array<[number, number]>;
const outlines = (
  JSON.parse(readFileSync('data/2025/province-boundaries.geojson', 'utf8')) as { features: Array<{ geometry: { type: string; coordinates: unknown } }> }
).features.flatMap(({ geometry }) => (geometry.type === 'Polygon' ? [geometry.coordinates as Ring[]] : (geometry.coordinates as Ring[][])));
function inside(rings: readonly Ring[], longitude: number, latitude: number): boolean {
  let crossings = 0;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) crossings++;
    }
  }
  return crossings % 2 === 1;
}
function pointInTurkiye(): string {
  for (;;) {
    const longitude = 26 + random() * 19;
    const latitude = 36 + random() * 6.1;
    if (outlines.some((rings) => inside(rings, longitude, latitude))) return `/v2/locate?latitude=${latitude.toFixed(5)}&longitude=${longitude.toFixed(5)}`;
  }
}

const streets = ['Atatürk Cad.', 'Cumhuriyet Cd.', 'İnönü Sok.', 'Gazi Bulvarı', 'Okul Sk.', 'Fatih Cad.', 'Menekşe Sokak', 'İstiklal Caddesi'];
/** An address line as people write it: neighborhood, street, number, maybe a flat, then district/province. */
function addressLine(): string {
  const place = pick(neighborhoods);
  const flat = random() < 0.5 ? ` D:${integer(1, 20)}` : '';
  const line = `${place.name} Mah. ${pick(streets)} No:${integer(1, 250)}${flat} ${districtName.get(place.districtId!)}/${provinceName.get(place.provinceId!)}`;
  return `/v2/addresses/parse?q=${q(random() < 0.3 ? line.toLocaleUpperCase('tr') : line)}`;
}

interface Row {
  name: string;
  paths: string[];
}

const reference = '/v2/provinces/34';
const rows: Row[] = [
  {
    name: 'one record with fields',
    paths: distinct(() => `/v2/neighborhoods/${pick(neighborhoods).id}?fields=${pick(['id,name', 'id,name,postalCode', 'name,population', 'id,districtId,postalCode'])}`),
  },
  {
    name: 'nested neighborhoods, random limit/offset',
    paths: distinct(() => {
      const districtId = pick(districtIdsWithNeighborhoods);
      return `/v2/districts/${districtId}/neighborhoods?limit=${integer(1, 100)}&offset=${integer(0, neighborhoodsByDistrict.get(districtId)!)}`;
    }),
  },
  {
    name: 'villages of a province, minPopulation, random sort',
    paths: distinct(() => `/v2/villages?provinceId=${pick(provinces).id}&minPopulation=${integer(0, 2000)}&sort=${pick(sorts)}`),
  },
  {
    name: 'neighborhoods, population range, random sort',
    paths: distinct(() => {
      const low = integer(0, 40000);
      return `/v2/neighborhoods?minPopulation=${low}&maxPopulation=${low + integer(0, 500)}&sort=${pick(sorts)}`;
    }),
  },
  {
    name: '/v2/search?q= prefixes',
    paths: distinct(() => `/v2/search?q=${q(namePrefix(pick(random() < 0.5 ? neighborhoods : villages).name))}`),
  },
  {
    name: 'neighborhoods search= (first 3–7 letters of a name)',
    paths: distinct(() => `/v2/neighborhoods?search=${q(namePrefix(pick(neighborhoods).name))}&limit=${pick([10, 20, 50, 100])}`),
  },
  {
    name: 'villages search=, random sort',
    paths: distinct(() => `/v2/villages?search=${q(namePrefix(pick(villages).name))}&sort=${pick(sorts)}`),
  },
  {
    name: 'neighborhoods postalCodePrefix= 3 digits, random limit/offset',
    paths: distinct(() => `/v2/neighborhoods?postalCodePrefix=${pick(neighborhoodPrefixes3)}&limit=${integer(1, 100)}&offset=${integer(0, 50)}`),
  },
  {
    name: 'neighborhoods postalCode= exact, random sort',
    paths: distinct(() => `/v2/neighborhoods?postalCode=${pick(neighborhoods).postalCode}&sort=${pick(sorts)}&limit=${integer(1, 100)}`),
  },
  {
    name: 'postal-code lists, random prefix and page',
    paths: distinct(() => `/v2/postal-codes?prefix=${pick(allPostalPrefixes)}&limit=${integer(1, 100)}&offset=${integer(0, 20)}`),
  },
  { name: '/v2/locate, random points in Türkiye', paths: distinct(pointInTurkiye) },
  { name: 'address route, distinct lines', paths: distinct(addressLine) },
];

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
  const selected = rows.filter((row) => !only || only.some((word) => row.name.includes(word)));
  console.log(`wrk -t1 -c${connections}, ${rounds} rounds × ${seconds} s per row, each after a round of the static record; seed ${seed}; medians\n`);
  console.log('| distinct URLs of the kind | URLs | example | req/s | × static record | p50 ms | p99 ms | non-2xx | server CPU µs/req |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  await wrk({ path: reference }, 1);
  const recorded: Array<Record<string, string | number>> = [];
  for (const [index, row] of selected.entries()) {
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
