// `npm run build` (and `npm run build:vercel`, the same thing): one build for both hosts.
// 1. Compile the dataset into the store, validating it: a broken dataset stops here with a message
//    naming the file, record, field and rule.
// 2. Astro prerenders every file and builds the Vercel function into .vercel/output (no network).
// 3. dist/ becomes the same static files, hard-linked, for the local server.
// 4. The local server is bundled into .server/main.mjs, and the nginx front into .server/serve.mjs.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { compileStore } from '../src/data/compile-store.ts';
import { BuildInputError } from '../src/data/dataset-error.ts';
import { datasetDir, storeDir } from '../src/data/store-layout.ts';
import { siteUrl } from '../src/docs/site-url.ts';
import { vercelStaticDir } from '../src/astro/static-output.ts';
import { buildStampFile } from './build-stamp.ts';
import { frontBundle, serverBundle } from './server-launch.ts';
import { linkTree } from './link-tree.ts';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

try {
  const meta = compileStore(datasetDir(), storeDir());
  console.log(`[build] dataset ${meta.datasetVersion} from ${datasetDir()} compiled into ${storeDir()}, for ${siteUrl} (${seconds()} s)`);
} catch (error) {
  console.error(error instanceof BuildInputError ? error.message : error);
  process.exit(1);
}

for (const dir of ['.vercel/output', 'dist']) rmSync(dir, { recursive: true, force: true });
// Astro's CLI on this very Node (22), whether or not npm put node_modules/.bin on the PATH.
const astro = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (astro.status !== 0) {
  console.error(`[build] astro build failed (exit ${astro.status ?? astro.signal}).`);
  process.exit(1);
}
console.log(`[build] .vercel/output written (${seconds()} s)`);

// Astro's own dist/ now holds only emptied build folders.
rmSync('dist', { recursive: true, force: true });
const files = linkTree(vercelStaticDir, 'dist');
console.log(`[build] dist/: ${files} files linked from ${vercelStaticDir} (${seconds()} s)`);

// The server as one bundle: it starts in ~0.1 s, where loading its TypeScript sources takes ~0.3 s.
await build({
  // The embedded server, and the front that runs it as workers behind nginx (npm run serve).
  entryPoints: { main: 'src/server/run.ts', serve: 'src/server/serve-run.ts' },
  outdir: dirname(serverBundle),
  // `.mjs`, as serverBundle and frontBundle name them (esbuild writes `.js` for ESM by default).
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS dependencies would expect `require`.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
writeFileSync(buildStampFile, `${JSON.stringify({ datasetDir: datasetDir(), siteUrl, builtAt: new Date().toISOString() })}\n`);
console.log(`[build] ${serverBundle} and ${frontBundle} bundled; done in ${seconds()} s`);
