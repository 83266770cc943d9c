// `npm run test:container -- --record` (scripts/test-container.sh runs this against a second container
// with the rate limits off): a bounded mixed load on the running container (loopback only), then the
// figures the deployment examples are sized from: the image's size and the memory (RSS) of the whole
// container (the supervisor, nginx, every worker) at start and after the load. Written to the
// Performance page with --record.
//
// Environment (set by test-container.sh): CONTAINER_URL, CONTAINER_PID (the image's command: the
// container's processes are it and everything under it), CONTAINER_IMAGE_SIZE (as `buildah images` shows it: `381 MB`), CONTAINER_WORKERS.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { recordFigures } from './record-figures.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = option('seconds', 60);
const connections = option('connections', 32);

const url = process.env.CONTAINER_URL ?? '';
const pid = Number(process.env.CONTAINER_PID);
// buildah and docker show sizes in decimal units (1 MB = 1,000,000 bytes).
const sizeUnits: Record<string, number> = { kB: 1e3, MB: 1e6, GB: 1e9 };
const imageSize = /^([\d.]+) (kB|MB|GB)$/.exec(process.env.CONTAINER_IMAGE_SIZE ?? '');
const imageBytes = imageSize ? Number(imageSize[1]) * sizeUnits[imageSize[2]!]! : 0;
const workers = Number(process.env.CONTAINER_WORKERS);
if (!url || !pid || !imageBytes || !workers) {
  console.error('container-soak: run it through npm run test:container -- --record (it sets CONTAINER_URL, CONTAINER_PID, CONTAINER_IMAGE_SIZE, CONTAINER_WORKERS).');
  process.exit(1);
}

/** Files and queries, as in npm run soak: records, lists, searches, nested lists, downloads, errors. */
// Two of the 15 answer 400 and 404 on purpose: non2xx counts them.
const mix: Array<{ path: string; status: number; headers?: Record<string, string> }> = [
  { path: '/v2/provinces/34', status: 200 },
  { path: '/v2/provinces?sort=name&fields=id,name', status: 200 },
  { path: '/v2/provinces/34/districts', status: 200, headers: { 'Accept-Encoding': 'br, gzip' } },
  { path: '/v2/districts/1421/neighborhoods?sort=name&limit=1000&fields=id,name,postalCode', status: 200 },
  { path: '/v2/neighborhoods?search=kadikoy', status: 200 },
  { path: '/v2/neighborhoods?limit=1000&offset=20000', status: 200 },
  { path: '/v2/neighborhoods/40512?include=district,municipality', status: 200 },
  { path: '/v2/datasets/neighborhoods.json', status: 200, headers: { 'Accept-Encoding': 'br, gzip' } },
  { path: '/v2/datasets/provinces.csv', status: 200, headers: { 'Accept-Encoding': 'gzip' } },
  { path: '/v2/search?q=kad', status: 200 },
  { path: `/v2/addresses/parse?q=${encodeURIComponent('Caferaga Mh. Moda Cd. No:5 34710 Kadikoy/ISTANBUL')}`, status: 200 },
  { path: '/v2/locate?latitude=39.9207759&longitude=32.8540497', status: 200 },
  { path: '/v2/postal-codes/34710', status: 200 },
  { path: '/v2/provinces?limit=0', status: 400 },
  { path: '/v2/villages/1', status: 404 },
];

/** The container's processes: the image's command and everything under it, now. */
function processTree(root: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${root}/task/${root}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return [root, ...children.flatMap(processTree)];
}

const rssOf = (process: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${process}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0; // exited meanwhile
  }
};
const containerRss = () => processTree(pid).reduce((sum, process) => sum + rssOf(process), 0);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const rssStart = containerRss();
console.log(`container: ${processTree(pid).length} processes, RSS ${mb(rssStart)} MB; ${seconds} s of load over ${connections} connections`);
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  requests: mix.map(({ path, headers }) => ({ method: 'GET', path, headers })),
});
const rssEnd = containerRss();
const row = {
  workers,
  imageMb: Math.round(imageBytes / 1e5) / 10,
  rssStartMb: mb(rssStart),
  rssEndMb: mb(rssEnd),
  seconds,
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
console.log(JSON.stringify(row));
recordFigures('container', 'test:container', [row]);
if (row.errors > 0) {
  console.error(`container-soak: ${row.errors} connection errors or timeouts under load.`);
  process.exit(1);
}
