// `npm run bench:load`: cold load time and size of each file of the compiled store (the five kinds, then
// the indexes: search, postal codes, addresses, the province and district outlines, the place points),
// and the process RSS after each, so that what a file costs in memory is the step from the row above.
// Run in a fresh process so nothing is warm; `-- --record` writes the figures for the Performance page.
import { boundaryIndexOf, districtBoundaryIndexOf } from '../src/core/geo/boundary-index.ts';
import { boundariesIndexName, districtBoundariesIndexName } from '../src/data/boundaries-index.ts';
import { searchIndexName } from '../src/data/search-index/compile-search-index.ts';
import { openSearchIndex } from '../src/data/search-index/search-index-view.ts';
import { kindNames } from '../src/data/kinds.ts';
import { openStore } from '../src/data/store.ts';
import { recordFigures } from './record-figures.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const toMb = (value: number) => Number((value / 1024 / 1024).toFixed(1));
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const store = openStore();
console.log(`meta.json: ${(performance.now() - started).toFixed(1)} ms`);
let kindsMs = performance.now() - started;
const recorded: Array<{ file: string; records?: number; bytes: number; ms: number; rssMb: number }> = [];
const timed = (file: string, load: () => number | undefined) => {
  const fileStarted = performance.now();
  const records = load();
  const ms = performance.now() - fileStarted;
  const bytes = store.meta.files[file]!.bytes;
  const rss = process.memoryUsage().rss;
  console.log(`${file.padEnd(20)} ${records === undefined ? '' : `${String(records).padStart(6)} records`.padEnd(14)} ${mb(bytes).padStart(8)} ${ms.toFixed(1).padStart(6)} ms  RSS ${mb(rss)}`);
  recorded.push({ file, ...(records === undefined ? {} : { records }), bytes, ms: Number(ms.toFixed(1)), rssMb: toMb(rss) });
  return ms;
};
for (const kind of kindNames) kindsMs += timed(kind, () => store.kind(kind).count);
const rssKinds = process.memoryUsage().rss;
console.log(`all five kinds: ${kindsMs.toFixed(1)} ms; RSS ${mb(rssKinds)}`);
// An index is loaded with the view the request path makes over it, where it has one (the search
// index's token list, the outlines' id maps), as the first request that reads it would.
const views: Record<string, () => unknown> = {
  [searchIndexName]: () => openSearchIndex(store),
  [boundariesIndexName]: () => boundaryIndexOf(store),
  [districtBoundariesIndexName]: () => districtBoundaryIndexOf(store),
};
for (const name of Object.keys(store.meta.files).filter((file) => !(kindNames as readonly string[]).includes(file))) {
  timed(name, () => {
    views[name]?.();
    // An index's entries: the outlines, postal codes or points it holds, or the places it indexes.
    const { count, placeCount } = store.index<{ count?: number; placeCount?: number }>(name).meta;
    return count ?? placeCount;
  });
}
const bytes = Object.values(store.meta.files).reduce((sum, file) => sum + file.bytes, 0);
const rssAll = process.memoryUsage().rss;
console.log(`the whole store: ${mb(bytes)}; RSS ${mb(rssBefore)} before loading, ${mb(rssAll)} with every file loaded`);
recordFigures('store-load', 'bench:load', recorded, {
  allKindsMs: Number(kindsMs.toFixed(1)),
  storeMb: toMb(bytes),
  rssBeforeMb: toMb(rssBefore),
  rssKindsMb: toMb(rssKinds),
  rssLoadedMb: toMb(rssAll),
});
