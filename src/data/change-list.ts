// The change list (DESIGN §6.8): every difference between the releases the repository has carried,
// record by record, as `npm run data:import` found it when a release replaced another
// (compare-releases.ts). It is kept in `data/changes.json`, beside the releases (which only the
// import writes), and every later import appends its comparison to it; nothing else writes it.
// The curated history (data/aliases.csv, data/merkez-districts.csv) joins it in change-history.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { BuildInputError } from './dataset-error.ts';
import { type KindName, kindNames, kinds } from './kinds.ts';
import type { Dataset } from './read-dataset.ts';
import { neighborhoodPostalCodeStatuses } from './schemas.ts';
import { datasetsRoot } from './store-layout.ts';

export const changeListFile = 'changes.json';

/** What a comparison of two releases finds; `split` is the curated history's only (a district formed from another). */
export const releaseChangeTypes = ['added', 'removed', 'renamed', 'moved', 'postalCode'] as const;
export const changeTypes = [...releaseChangeTypes, 'split'] as const;
export type ChangeType = (typeof changeTypes)[number];

/** A change's kind is the singular name search hits use: `neighborhood`. */
export const changeKinds = kindNames.map((kind) => kinds[kind].singular) as unknown as readonly [string, ...string[]];
export const kindOfChangeKind = (singular: string): KindName => kindNames.find((kind) => kinds[kind].singular === singular)!;

const recordId = z.int().positive();

/** What a change compares of a record: its name, its parents and its postal code (never its population). */
export const placeSnapshotSchema = z
  .strictObject({
    name: z.string().min(1).meta({ description: 'Name of the place at that time.' }),
    provinceId: recordId.optional(),
    districtId: recordId.optional(),
    municipalityId: recordId.optional(),
    postalCode: z.string().regex(/^\d{5}$/).optional(),
    postalCodeStatus: z.enum(neighborhoodPostalCodeStatuses).optional(),
  })
  .meta({ id: 'PlaceSnapshot', description: 'The place as a release (or the curated history) had it: its name, parent ids and, for neighborhoods and villages, postal code.' });
export type PlaceSnapshot = z.infer<typeof placeSnapshotSchema>;

export const releaseChangeSchema = z.strictObject({
  kind: z.enum(changeKinds),
  id: recordId,
  type: z.enum(releaseChangeTypes),
  name: z.string().min(1),
  previous: placeSnapshotSchema.nullable(),
  current: placeSnapshotSchema.nullable(),
  successorIds: z.array(recordId),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

/** One import's comparison: the release that came in, the day of the copy it replaced and its own. */
export const releaseComparisonSchema = z.strictObject({
  release: z.string().min(1),
  previousLastUpdated: z.iso.date(),
  lastUpdated: z.iso.date(),
  changes: z.array(releaseChangeSchema),
});
export type ReleaseComparison = z.infer<typeof releaseComparisonSchema>;

/** The file: the comparisons in the order the imports made them (the newest last). */
export const changeFileSchema = z.strictObject({ comparisons: z.array(releaseComparisonSchema) });
export type ChangeFile = z.infer<typeof changeFileSchema>;

/** A change list file that cannot be read: the message names the file and the fix. */
export class ChangeListError extends BuildInputError {
  override name = 'ChangeListError';
}

/**
 * Where the change list of the releases in `datasetsDir` is. Like the name tables (name-tables.ts):
 * beside the dataset folder, else the project's own when it ships that version; a dataset with
 * neither has no history of releases (a first release, or a hand-written fixture).
 */
export function changeListPath(dataset: Pick<Dataset, 'dir' | 'meta'>): string | undefined {
  const beside = join(dirname(resolve(dataset.dir)), changeListFile);
  if (existsSync(beside)) return beside;
  const own = resolve(datasetsRoot, changeListFile);
  return existsSync(resolve(datasetsRoot, dataset.meta.datasetVersion)) && existsSync(own) ? own : undefined;
}

/** The change list file at `path` (none: no comparisons), checked against its schema. */
export function readChangeFile(path: string | undefined): ChangeFile {
  if (path === undefined || !existsSync(path)) return { comparisons: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ChangeListError(`${path} is not valid JSON (${(error as Error).message}); only npm run data:import writes it: restore it from git.`);
  }
  const parsed = changeFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ChangeListError(`${path} does not hold a change list: ${issue.path.join('.') || 'the file'}: ${issue.message}. Only npm run data:import writes it: restore it from git.`);
  }
  return parsed.data;
}

/** The file as the import writes it: one comparison's change per line, so a review reads it as a diff. */
export function changeFileText(file: ChangeFile): string {
  const comparison = ({ changes, ...head }: ReleaseComparison) => {
    const opening = `${JSON.stringify(head).slice(0, -1)},"changes":`;
    return changes.length === 0 ? `${opening}[]}` : `${opening}[\n${changes.map((change) => `    ${JSON.stringify(change)}`).join(',\n')}\n  ]}`;
  };
  return file.comparisons.length === 0 ? '{"comparisons": []}\n' : `{"comparisons": [\n  ${file.comparisons.map(comparison).join(',\n  ')}\n]}\n`;
}
