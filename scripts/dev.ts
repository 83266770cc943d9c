// `npm run dev`: Astro's dev server for contributors, on http://127.0.0.1:4321. The docs pages render
// on demand and every API route is answered by the core from the compiled store (src/fetch.ts), so
// it is ready in seconds without prerendering the ~53,000 files of a build, and reloads on change.
// The store is compiled first when it is older than the dataset (about 2 s): it is what the API
// answers from. A dataset change needs a restart; a source change does not. Extra arguments go to `astro dev` (e.g. `-- --port 3000`).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileStore } from '../src/data/compile-store.ts';
import { DatasetError } from '../src/data/dataset-error.ts';
import { datasetDir, storeDir, storeMetaFile } from '../src/data/store-layout.ts';
import { newestChange } from './build-stamp.ts';

// The store is current when it is newer than the dataset and the code that compiles it.
const storeMeta = join(storeDir(), storeMetaFile);
const storeIsCurrent = existsSync(storeMeta) && Math.max(newestChange(datasetDir()), newestChange('src/data')) < statSync(storeMeta).mtimeMs;
if (!storeIsCurrent) {
  try {
    const meta = compileStore(datasetDir(), storeDir());
    console.log(`[dev] dataset ${meta.datasetVersion} from ${datasetDir()} compiled into ${storeDir()}`);
  } catch (error) {
    console.error(error instanceof DatasetError ? error.message : error);
    process.exit(1);
  }
}

const args = process.argv.slice(2);
const withDefault = (flag: string, value: string) => (args.includes(flag) ? [] : [flag, value]);
const astro = spawn(
  process.execPath,
  ['node_modules/astro/bin/astro.mjs', 'dev', ...withDefault('--host', process.env.HOST ?? '127.0.0.1'), ...withDefault('--port', process.env.PORT ?? '4321'), ...args],
  { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => astro.kill(signal));
astro.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
