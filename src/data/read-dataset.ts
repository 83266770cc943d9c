// Reads the five JSON files, meta.json, the province and district boundaries and the place points
// from the dataset folder and validates every record (every boundary feature, every point row) with
// its schema. The output records are the schema's output, so their keys are in schema order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { DatasetProblem } from './dataset-error.ts';
import { type DataRecord, type KindName, kindNames, kinds } from './kinds.ts';
import { type DatasetMetaFile, datasetMetaSchema } from './schemas.ts';
import { type BoundaryFeature, boundaryCollectionSchema, boundaryFeatureSchema } from './boundaries-schema.ts';
import { type DistrictBoundaryFeature, districtBoundariesFile, districtBoundaryFeatureSchema } from './district-boundaries-schema.ts';
import { type PlacePoint, parsePlacePoints, placePointsFile } from './place-points.ts';

export interface Dataset {
  dir: string;
  meta: DatasetMetaFile;
  records: Record<KindName, DataRecord[]>;
  /** The provinces' outlines, one feature per province (checked in invariants.ts). */
  boundaries: BoundaryFeature[];
  /** The districts' outlines, one feature per district (checked in invariants.ts). */
  districtBoundaries: DistrictBoundaryFeature[];
  /** Approximate points of districts, villages and neighborhoods; at most one per place. */
  placePoints: PlacePoint[];
}

export const metaFile = 'meta.json';
export const boundariesFile = 'province-boundaries.geojson';

function readText(dir: string, file: string, problems: DatasetProblem[]): string | undefined {
  try {
    return readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file is missing' : String(error);
    problems.push({ file, rule: reason });
    return undefined;
  }
}

function readJson(dir: string, file: string, problems: DatasetProblem[]): unknown {
  const text = readText(dir, file, problems);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push({ file, rule: `not valid JSON (${(error as Error).message})` });
    return undefined;
  }
}

function issueProblems(file: string, record: number | string | undefined, error: z.ZodError): DatasetProblem[] {
  return error.issues.map((issue) => ({
    file,
    record,
    field: issue.path.length > 0 ? issue.path.join('.') : undefined,
    rule: issue.message,
  }));
}

function recordLabel(raw: unknown, index: number): number | string {
  const id = (raw as { id?: unknown } | null)?.id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : `#${index}`;
}

function validateItems<T>(file: string, schema: z.ZodType<T>, items: readonly unknown[], problems: DatasetProblem[]): T[] {
  const valid: T[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) valid.push(result.data);
    else problems.push(...issueProblems(file, recordLabel(item, index), result.error));
  });
  return valid;
}

function validateRecords(kind: KindName, raw: unknown, problems: DatasetProblem[]): DataRecord[] {
  const { file, schema } = kinds[kind];
  if (!Array.isArray(raw)) {
    problems.push({ file, rule: 'must be a JSON array of records' });
    return [];
  }
  // The kind's schema is a record schema; its output type is DataRecord's precise form.
  return validateItems<unknown>(file, schema, raw, problems) as DataRecord[];
}

/** The FeatureCollection's envelope, then each feature on its own, so a problem names its feature. */
function validateFeatures<T>(file: string, schema: z.ZodType<T>, raw: unknown, problems: DatasetProblem[]): T[] {
  const collection = boundaryCollectionSchema.safeParse(raw);
  if (!collection.success) {
    problems.push(...issueProblems(file, undefined, collection.error));
    return [];
  }
  return validateItems(file, schema, collection.data.features, problems);
}

/**
 * What reading the folder gave: the records that passed their schemas, every problem found, and the
 * files that were read whole (present, parsed, every record valid). The cross-record rules run over
 * those files only, so a file that is missing or broken hides no problem of the others and adds
 * none of its own making (a dropped province would leave every district of it without a parent).
 */
export interface DatasetReading {
  dataset: Omit<Dataset, 'meta'> & { meta: DatasetMetaFile | undefined };
  problems: DatasetProblem[];
  wholeFiles: ReadonlySet<string>;
}

/** Reads and schema-validates every file of the dataset that can be read; never throws for the data. */
export function readDataset(dir: string): DatasetReading {
  const problems: DatasetProblem[] = [];
  const wholeFiles = new Set<string>();
  /** Runs one file's reading and marks the file whole when it added no problem. */
  const readWhole = <T>(file: string, read: () => T): T => {
    const before = problems.length;
    const value = read();
    if (problems.length === before) wholeFiles.add(file);
    return value;
  };
  const meta = readWhole(metaFile, () => {
    const raw = readJson(dir, metaFile, problems);
    if (raw === undefined) return undefined;
    const result = datasetMetaSchema.safeParse(raw);
    if (!result.success) problems.push(...issueProblems(metaFile, undefined, result.error));
    return result.data;
  });
  const records = {} as Record<KindName, DataRecord[]>;
  for (const kind of kindNames) {
    records[kind] = readWhole(kinds[kind].file, () => {
      const raw = readJson(dir, kinds[kind].file, problems);
      return raw === undefined ? [] : validateRecords(kind, raw, problems);
    });
  }
  const readFeatures = <T>(file: string, schema: z.ZodType<T>) =>
    readWhole(file, () => {
      const raw = readJson(dir, file, problems);
      return raw === undefined ? [] : validateFeatures(file, schema, raw, problems);
    });
  const boundaries = readFeatures(boundariesFile, boundaryFeatureSchema);
  const districtBoundaries = readFeatures(districtBoundariesFile, districtBoundaryFeatureSchema);
  const placePoints = readWhole(placePointsFile, () => {
    const text = readText(dir, placePointsFile, problems);
    return text === undefined ? [] : parsePlacePoints(text, problems);
  });
  return { dataset: { dir, meta, records, boundaries, districtBoundaries, placePoints }, problems, wholeFiles };
}
