// `npm run bench:load`: cold load time of each kind of the compiled store, and the process RSS after
// all five are loaded. Run in a fresh process so nothing is warm; `-- --record` writes the figures
// for the Performance page.
import { kindNames } from '../src/data/kinds.ts';
import { openStore } from '../src/data/store.ts';
import { recordFigures } from './record-figures.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const store = openStore();
console.log(`meta.json: ${(performance.now() - started).toFixed(1)} ms`);
let total = performance.now() - started;
const recorded: Array<{ kind: string; records: number; ms: number }> = [];
for (const kind of kindNames) {
  const kindStarted = performance.now();
  const loaded = store.kind(kind);
  const elapsed = performance.now() - kindStarted;
  total += elapsed;
  console.log(`${kind.padEnd(15)} ${String(loaded.count).padStart(6)} records  ${elapsed.toFixed(1).padStart(6)} ms`);
  recorded.push({ kind, records: loaded.count, ms: Number(elapsed.toFixed(1)) });
}
console.log(`all five kinds: ${total.toFixed(1)} ms`);
console.log(`RSS: ${mb(rssBefore)} before loading, ${mb(process.memoryUsage().rss)} with all five kinds loaded`);
const toMb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
recordFigures('store-load', 'bench:load', recorded, { allKindsMs: Number(total.toFixed(1)), rssBeforeMb: toMb(rssBefore), rssLoadedMb: toMb(process.memoryUsage().rss) });
