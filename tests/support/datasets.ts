// Dataset fixtures for broken-input tests: the hand-written mini dataset, loaded as plain objects so a
// test can break one thing and write the result to a temporary folder.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { aliasesFile, merkezDistrictsFile } from '../../src/data/name-tables.ts';
import { datasetDir } from '../../src/data/store-layout.ts';

export const miniDatasetDir = join(import.meta.dirname, '..', 'fixtures', 'mini-dataset');
/** The dataset the build reads (DATASET_DIR, else the newest release in data/): tests run from the project root. */
export const realDatasetDir = datasetDir();
export const datasetFiles = [
  'meta.json',
  'provinces.json',
  'districts.json',
  'municipalities.json',
  'neighborhoods.json',
  'villages.json',
  'province-boundaries.geojson',
  'district-boundaries.geojson',
  // Text, not JSON: an edit changes its lines.
  'place-points.csv',
] as const;
export type DatasetFile = (typeof datasetFiles)[number];

// biome-ignore lint: fixtures are arbitrary JSON
export type Json = any;

export const temporaryDir = (prefix: string) => mkdtempSync(join(tmpdir(), `${prefix}-`));

const isText = (file: string) => file.endsWith('.csv');

export function readDatasetFiles(dir: string): Record<DatasetFile, Json> {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  return Object.fromEntries(datasetFiles.map((file) => [file, isText(file) ? read(file) : JSON.parse(read(file))])) as Record<DatasetFile, Json>;
}

/** The name tables a release folder has beside it (src/data/name-tables.ts). */
const nameTables = [aliasesFile, merkezDistrictsFile];

/**
 * A copy of `sourceDir` in a temporary folder, with `edit` applied to its parsed files, and the name
 * tables beside the source copied beside it.
 */
export function editedDatasetCopy(sourceDir: string, edit: (files: Record<DatasetFile, Json>) => void): string {
  const dir = join(temporaryDir('dataset'), basename(sourceDir));
  cpSync(sourceDir, dir, { recursive: true });
  for (const table of nameTables) if (existsSync(join(dirname(sourceDir), table))) cpSync(join(dirname(sourceDir), table), join(dirname(dir), table));
  const files = readDatasetFiles(dir);
  edit(files);
  for (const file of datasetFiles) writeFileSync(join(dir, file), isText(file) ? files[file] : JSON.stringify(files[file], null, 2));
  return dir;
}
