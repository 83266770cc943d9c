// `npm run compile`: validates the dataset and writes the compiled store (the first step of every build).
import { compileStore } from '../src/data/compile-store.ts';
import { BuildInputError } from '../src/data/dataset-error.ts';
import { datasetDir, storeDir } from '../src/data/store-layout.ts';

const started = performance.now();
try {
  const meta = compileStore(datasetDir(), storeDir());
  const counts = Object.entries(meta.counts).map(([kind, count]) => `${count} ${kind}`).join(', ');
  console.log(`Compiled dataset ${meta.datasetVersion} (${counts}) into ${storeDir()} in ${Math.round(performance.now() - started)} ms.`);
} catch (error) {
  console.error(error instanceof BuildInputError ? error.message : error);
  process.exitCode = 1;
}
