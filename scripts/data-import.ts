// `npm run data:import -- <folder>`: the one way a dataset release or correction enters the repository.
// The folder is checked with the build's own validation (validate-dataset.ts); only when it is valid
// does it replace data/<its datasetVersion>/, whole. A broken folder changes nothing and the message
// lists every problem by file and record. Releases are published in ../shared/datasets/<version>/,
// which is the default folder; the README of the folder above it (the datasets README: sources,
// licences, limitations) becomes data/README.md.
import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DatasetError } from '../src/data/dataset-error.ts';
import { validateDataset } from '../src/data/validate-dataset.ts';
import { datasetsRoot } from '../src/data/store-layout.ts';

const defaultFolder = '../shared/datasets/2025';


const folder = resolve(process.argv[2] ?? defaultFolder);
if (!existsSync(folder)) {
  console.error(`[data:import] ${folder} does not exist. Usage: npm run data:import -- <dataset folder> (default ${defaultFolder}).`);
  process.exit(1);
}

let version: string;
try {
  version = validateDataset(folder).meta.datasetVersion;
} catch (error) {
  console.error(error instanceof DatasetError ? error.message : error);
  console.error(`[data:import] nothing was changed in ${datasetsRoot}/.`);
  process.exit(1);
}

const target = join(datasetsRoot, version);
const staging = `${target}.import-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
cpSync(folder, staging, { recursive: true });
// Published releases are read-only; the repository's copy must stay replaceable by the next import.
for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
  chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
}
chmodSync(staging, 0o755);
rmSync(target, { recursive: true, force: true });
renameSync(staging, target);
const files = readdirSync(target).sort();
console.log(`[data:import] ${folder} is valid; ${target}/ now holds it (${files.join(', ')}).`);

const readme = join(dirname(folder), 'README.md');
if (existsSync(readme)) {
  cpSync(readme, join(datasetsRoot, 'README.md'));
  chmodSync(join(datasetsRoot, 'README.md'), 0o644);
  console.log(`[data:import] ${join(datasetsRoot, 'README.md')} updated from ${readme}.`);
}
console.log(`[data:import] builds read the newest version in ${datasetsRoot}/ unless DATASET_DIR says otherwise.`);
console.log('[data:import] review with git diff, then npm test, then commit data/ in one commit.');
