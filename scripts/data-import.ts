// `npm run data:import -- <folder>`: the one way a dataset release or correction enters the repository.
// The folder is checked with the build's own validation (validate-dataset.ts); only when it is valid
// does it replace data/<its datasetVersion>/, whole. A broken folder changes nothing and the message
// lists every problem by file and record. Releases are published in ../shared/datasets/<version>/,
// which is the default folder; the README of the folder above it (the datasets README: sources,
// licences, limitations) becomes data/README.md.
//
// When the release replaces one (the same version's earlier copy, else the newest older version), the
// two are compared record by record (compare-releases.ts) and the comparison is appended to
// data/changes.json, the change list every later import extends (DESIGN §6.8); the summary is printed.
import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { changeFileText, changeListFile, readChangeFile, type ReleaseComparison } from '../src/data/change-list.ts';
import { compareReleases, comparisonSummary } from '../src/data/compare-releases.ts';
import { DatasetError } from '../src/data/dataset-error.ts';
import { type Dataset, readDataset } from '../src/data/read-dataset.ts';
import { validateDataset } from '../src/data/validate-dataset.ts';
import { datasetsRoot } from '../src/data/store-layout.ts';

const defaultFolder = '../shared/datasets/2025';


const folder = resolve(process.argv[2] ?? defaultFolder);
if (!existsSync(folder)) {
  console.error(`[data:import] ${folder} does not exist. Usage: npm run data:import -- <dataset folder> (default ${defaultFolder}).`);
  process.exit(1);
}

let incoming: Dataset;
try {
  incoming = validateDataset(folder);
} catch (error) {
  console.error(error instanceof DatasetError ? error.message : error);
  console.error(`[data:import] nothing was changed in ${datasetsRoot}/.`);
  process.exit(1);
}
const version = incoming.meta.datasetVersion;
const target = join(datasetsRoot, version);

/** The release this one replaces: the same version's copy, else the newest older version in data/. */
function replacedRelease(): string | undefined {
  if (existsSync(join(target, 'meta.json'))) return target;
  const older = existsSync(datasetsRoot)
    ? readdirSync(datasetsRoot, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(datasetsRoot, entry.name, 'meta.json')) && entry.name.localeCompare(version, 'en', { numeric: true }) < 0)
        .map((entry) => entry.name)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  return older.length > 0 ? join(datasetsRoot, older.at(-1)!) : undefined;
}

// The comparison is made before anything is replaced; the release in data/ was valid when it came in,
// and its records are read as its schemas accept them.
let comparison: ReleaseComparison | undefined;
const replaced = replacedRelease();
if (replaced) {
  const { dataset: previous } = readDataset(replaced);
  if (previous.meta) comparison = compareReleases({ meta: previous.meta, records: previous.records }, incoming);
  else console.warn(`[data:import] ${replaced} has no readable meta.json, so the change list gains nothing from this import.`);
}
const changeListPath = join(datasetsRoot, changeListFile);
let changeList: ReturnType<typeof readChangeFile>;
try {
  changeList = readChangeFile(changeListPath);
} catch (error) {
  console.error((error as Error).message);
  console.error(`[data:import] nothing was changed in ${datasetsRoot}/.`);
  process.exit(1);
}
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

if (comparison && (comparison.changes.length > 0 || comparison.lastUpdated !== comparison.previousLastUpdated)) {
  changeList.comparisons.push(comparison);
  writeFileSync(`${changeListPath}.tmp`, changeFileText(changeList));
  renameSync(`${changeListPath}.tmp`, changeListPath);
  console.log(`[data:import] release ${comparison.release} of ${comparison.lastUpdated} against the copy of ${comparison.previousLastUpdated} it replaced (appended to ${changeListPath}):`);
  for (const line of comparisonSummary(comparison)) console.log(`  ${line}`);
} else if (comparison) console.log(`[data:import] the release is the one ${datasetsRoot}/ already had: ${changeListPath} gains nothing.`);

const readme = join(dirname(folder), 'README.md');
if (existsSync(readme)) {
  cpSync(readme, join(datasetsRoot, 'README.md'));
  chmodSync(join(datasetsRoot, 'README.md'), 0o644);
  console.log(`[data:import] ${join(datasetsRoot, 'README.md')} updated from ${readme}.`);
}
console.log(`[data:import] builds read the newest version in ${datasetsRoot}/ unless DATASET_DIR says otherwise.`);
console.log('[data:import] review with git diff, then npm test, then commit data/ in one commit.');
