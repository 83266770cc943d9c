// `npm run build` (local target, dist/) and `npm run build:vercel` (.vercel/output): compile the
// dataset into the store (validating it: a broken dataset stops here with a message naming the file,
// record, field and rule), then run Astro for the target, then the target's post-build step.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { compileStore } from '../data/compile-store.ts';
import { DatasetError } from '../data/dataset-error.ts';
import { datasetDir, storeDir } from '../data/store-layout.ts';
import { buildStampFile } from './build-stamp.ts';

const target = process.argv.includes('--target=vercel') ? 'vercel' : 'local';
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

try {
  const meta = compileStore(datasetDir(), storeDir());
  console.log(`[build] dataset ${meta.datasetVersion} from ${datasetDir()} compiled into ${storeDir()} (${seconds()} s)`);
} catch (error) {
  console.error(error instanceof DatasetError ? error.message : error);
  process.exit(1);
}

const outDir = target === 'vercel' ? '.vercel/output' : 'dist';
rmSync(outDir, { recursive: true, force: true });
const astro = spawnSync('astro', ['build', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_TARGET: target, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (astro.status !== 0) {
  console.error(`[build] astro build for the ${target} target failed (exit ${astro.status ?? astro.signal}).`);
  process.exit(1);
}
if (target === 'local') writeFileSync(buildStampFile, JSON.stringify({ datasetDir: datasetDir(), builtAt: new Date().toISOString() }) + '\n');
console.log(`[build] ${target} target built into ${outDir} in ${seconds()} s`);
