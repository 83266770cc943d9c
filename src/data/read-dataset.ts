// Reads the five JSON files and meta.json from the dataset folder and validates every record with its
// schema. The output records are the schema's output, so their keys are in schema order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { DatasetError, type DatasetProblem } from './dataset-error.ts';
import { type DataRecord, type KindName, kindNames, kinds } from './kinds.ts';
import { type DatasetMetaFile, datasetMetaSchema } from './schemas.ts';

export interface Dataset {
  dir: string;
  meta: DatasetMetaFile;
  records: Record<KindName, DataRecord[]>;
}

export const metaFile = 'meta.json';

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

function validateRecords(kind: KindName, raw: unknown, problems: DatasetProblem[]): DataRecord[] {
  const { file, schema } = kinds[kind];
  if (!Array.isArray(raw)) {
    problems.push({ file, rule: 'must be a JSON array of records' });
    return [];
  }
  const records: DataRecord[] = [];
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) records.push(result.data as DataRecord);
    else problems.push(...issueProblems(file, recordLabel(item, index), result.error));
  });
  return records;
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
  if (problems.length > 0 || !meta) throw new DatasetError(dir, problems);
  return { dir, meta, records };
}
