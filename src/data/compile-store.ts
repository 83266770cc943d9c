// Build-time compilation of the validated dataset into one store file per kind. Everything a request
// needs is precomputed here (serialized records and their sha256, typed filter columns, sort
// permutations, folded search keys), so the request path only slices arrays.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareTurkish } from './collation.ts';
import { foldForSearch } from './fold.ts';
import { compileNameGrams } from './name-grams.ts';
import { type DataRecord, type KindName, kindNames, kinds, parentField } from './kinds.ts';
import type { Dataset } from './read-dataset.ts';
import { validateDataset } from './validate-dataset.ts';
import { pointCoverageOf, withComputedCoverage } from './point-coverage.ts';
import { BuildInputError } from './dataset-error.ts';
import { storeFileName, storeMetaFile, type KindFileMeta, type StoreMeta } from './store-layout.ts';
import { writeStoreFile } from './store-file.ts';
import { storeIndexes } from './store-indexes.ts';

type Comparator = (a: DataRecord, b: DataRecord) => number;

// Columns whose filters (a range, a postal code or prefix) are answered from a permutation sorted by
// the column's value: the matches are one run of it, found by binary search (store.ts sortedBy).
// `population` needs none of its own: its sort order is that permutation.
const valueOrderColumns = ['area', 'altitude', 'postalCode'];

// Sort orders served by `sort`; ties are always broken by ascending id, so paging never repeats or
// skips a record whatever the direction.
const sortKeys: Readonly<Record<string, Comparator>> = {
  name: (a, b) => compareTurkish(a.name, b.name),
  population: (a, b) => (a.population as number) - (b.population as number),
};

function permutation(records: readonly DataRecord[], compare: Comparator): Uint32Array {
  // Records are sorted by id, so comparing indexes breaks ties by id.
  const order = Array.from(records.keys()).sort((i, j) => compare(records[i]!, records[j]!) || i - j);
  return Uint32Array.from(order);
}

function compileKind(kind: KindName, unsorted: readonly DataRecord[]) {
  const records = [...unsorted].sort((a, b) => a.id - b.id);
  // Each record is followed by a comma, so records with consecutive ids are one contiguous JSON
  // fragment: a page of them is a single slice. Record i spans recordOffsets[i] to
  // recordOffsets[i + 1] - 1 (its comma excluded).
  const serialized = records.map((record) => Buffer.from(`${JSON.stringify(record)},`, 'utf8'));
  const recordOffsets = new Uint32Array(records.length + 1);
  serialized.forEach((bytes, i) => {
    recordOffsets[i + 1] = recordOffsets[i]! + bytes.length;
  });
  // The sha256 of each record's JSON: list ETags are derived from these instead of re-hashing bodies.
  const recordHashes = Buffer.concat(serialized.map((bytes) => createHash('sha256').update(bytes.subarray(0, -1)).digest()));

  const folded = records.map((record) => foldForSearch(record.name));
  const searchOffsets = new Uint32Array(records.length + 1);
  folded.forEach((key, i) => {
    searchOffsets[i + 1] = searchOffsets[i]! + key.length + 1;
  });

  const extractors: Record<string, (record: DataRecord) => number> = { id: (record) => record.id };
  for (const parent of kinds[kind].parents) extractors[parentField(parent)] = (record) => record[parentField(parent)] as number;
  Object.assign(extractors, kinds[kind].columns);
  const columns = Object.fromEntries(
    Object.entries(extractors).map(([name, extract]) => [name, Float64Array.from(records, extract)]),
  );

  const orders: Record<string, Uint32Array> = {};
  for (const [key, compare] of Object.entries(sortKeys)) {
    orders[key] = permutation(records, compare);
    orders[`-${key}`] = permutation(records, (a, b) => compare(b, a));
  }
  // Children of one parent, by id: a contiguous run of this permutation, found by binary search.
  for (const parent of kinds[kind].parents) {
    const field = parentField(parent);
    orders[`by:${field}`] = permutation(records, (a, b) => (a[field] as number) - (b[field] as number));
  }
  for (const column of valueOrderColumns.filter((name) => name in columns)) {
    const values = columns[column]!;
    orders[`by:${column}`] = Uint32Array.from(Array.from(records.keys()).sort((i, j) => values[i]! - values[j]! || i - j));
  }

  const meta: KindFileMeta = {
    kind,
    count: records.length,
    columns: Object.keys(columns),
    orders: Object.keys(orders),
  };
  const sections = {
    records: Buffer.concat(serialized),
    recordOffsets,
    recordHashes,
    // A newline never occurs in a folded name (whitespace is collapsed to spaces), so a query can
    // never match across two names.
    searchText: { text: `${folded.join('\n')}\n` },
    searchOffsets,
    ...compileNameGrams(folded),
    ...Object.fromEntries(Object.entries(columns).map(([name, column]) => [`column:${name}`, column])),
    ...Object.fromEntries(Object.entries(orders).map(([name, order]) => [`order:${name}`, order])),
  };
  return { meta, sections };
}

/**
 * The year of each kind's populations: what the release's meta.json says, else the release's version
 * when it is a year (release 2025 carries 2025 populations for every kind, as its meta.json sources
 * say); a release whose version is no year must say it.
 */
function populationYearsOf(dataset: Dataset): StoreMeta['populationYears'] {
  if (dataset.meta.populationYears) return dataset.meta.populationYears;
  const year = /^\d{4}$/.test(dataset.meta.datasetVersion) ? Number(dataset.meta.datasetVersion) : undefined;
  if (year === undefined) throw new BuildInputError(`${dataset.dir}/meta.json has no populationYears and its datasetVersion "${dataset.meta.datasetVersion}" is no year: add populationYears, the year of each kind's populations.`);
  return Object.fromEntries(kindNames.map((kind) => [kind, year])) as StoreMeta['populationYears'];
}

export function storeMetaOf(dataset: Dataset): Omit<StoreMeta, 'files'> {
  const counts = Object.fromEntries(kindNames.map((kind) => [kind, dataset.records[kind].length])) as StoreMeta['counts'];
  return {
    datasetVersion: dataset.meta.datasetVersion,
    lastUpdated: dataset.meta.lastUpdated,
    // As published, but for the coverage sentence, which is counted from the files (point-coverage.ts).
    sources: withComputedCoverage(dataset.meta.sources, pointCoverageOf(dataset.placePoints, counts)),
    counts,
    populationYears: populationYearsOf(dataset),
  };
}

/**
 * Validates the dataset (schemas, then cross-record invariants) and writes the compiled store.
 * The store is written to a temporary folder and moved into place only when complete, so a failed
 * build never leaves partial data behind. Throws DatasetError for a broken dataset.
 */
export function compileStore(datasetDir: string, storeDir: string): StoreMeta {
  const dataset = validateDataset(datasetDir);
  const staging = `${storeDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const files = {} as StoreMeta['files'];
    for (const kind of kindNames) {
      const compiled = compileKind(kind, dataset.records[kind]);
      files[kind] = writeStoreFile(join(staging, storeFileName(kind)), compiled.meta, compiled.sections);
    }
    for (const index of storeIndexes) {
      const compiled = index.compile(dataset);
      files[index.name] = writeStoreFile(join(staging, storeFileName(index.name)), compiled.meta, compiled.sections);
    }
    const meta: StoreMeta = { ...storeMetaOf(dataset), files };
    writeFileSync(join(staging, storeMetaFile), `${JSON.stringify(meta, null, 2)}\n`);
    rmSync(storeDir, { recursive: true, force: true });
    renameSync(staging, storeDir);
    return meta;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
