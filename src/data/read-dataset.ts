// Reads the five JSON files, meta.json and the province boundaries from the dataset folder and
// validates every record (and every boundary feature) with its schema. The output records are the
// schema's output, so their keys are in schema order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { DatasetError, type DatasetProblem } from './dataset-error.ts';
import { type DataRecord, type KindName, kindNames, kinds } from './kinds.ts';
import { type DatasetMetaFile, datasetMetaSchema } from './schemas.ts';
import { type BoundaryFeature, boundaryCollectionSchema, boundaryFeatureSchema } from './boundaries-schema.ts';

export interface Dataset {
  dir: string;
  meta: DatasetMetaFile;
  records: Record<KindName, DataRecord[]>;
  /** The provinces' outlines, one feature per province (checked in invariants.ts). */
  boundaries: BoundaryFeature[];
}

export const metaFile = 'meta.json';
export const boundariesFile = 'province-boundaries.geojson';

function readJson(dir: string, file: string, problems: DatasetProblem[]): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file is missing' : String(error);
    problems.push({ file, rule: reason });
    return undefined;
  }
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
function validateBoundaries(raw: unknown, problems: DatasetProblem[]): BoundaryFeature[] {
  const collection = boundaryCollectionSchema.safeParse(raw);
  if (!collection.success) {
    problems.push(...issueProblems(boundariesFile, undefined, collection.error));
    return [];
  }
  return validateItems(boundariesFile, boundaryFeatureSchema, collection.data.features, problems);
}

/** Reads and schema-validates the dataset; throws DatasetError listing every problem found. */
export function readDataset(dir: string): Dataset {
  const problems: DatasetProblem[] = [];
  const rawMeta = readJson(dir, metaFile, problems);
  let meta: DatasetMetaFile | undefined;
  if (rawMeta !== undefined) {
    const result = datasetMetaSchema.safeParse(rawMeta);
    if (result.success) meta = result.data;
    else problems.push(...issueProblems(metaFile, undefined, result.error));
  }
  const records = {} as Record<KindName, DataRecord[]>;
  for (const kind of kindNames) {
    const raw = readJson(dir, kinds[kind].file, problems);
    records[kind] = raw === undefined ? [] : validateRecords(kind, raw, problems);
  }
  const rawBoundaries = readJson(dir, boundariesFile, problems);
  const boundaries = rawBoundaries === undefined ? [] : validateBoundaries(rawBoundaries, problems);
  if (problems.length > 0 || !meta) throw new DatasetError(dir, problems);
  return { dir, meta, records, boundaries };
}
