// What changed between two releases, record by record (DESIGN §6.8, issue 44), by rules fixed so that
// anyone who compares the two files gets the same list:
// - `added`: an id only the new release has;
// - `removed`: an id only the old release has; its `successorIds` are the added records of the same
//   district whose name is the same after folding (else none);
// - `renamed`: the names differ after folding (search's Turkish folding, letters and digits only), so
//   `Ibrahim` → `İbrahim` or a doubled space is a spelling fix, not a rename (the new spelling is
//   still what the record carries);
// - `moved`: a parent id changed;
// - `postalCode`: the postal code or its status changed.
// A record can have several rows (renamed and moved). Populations are never changes: each release
// has its own year's.
import type { ReleaseChange, ReleaseComparison, PlaceSnapshot } from './change-list.ts';
import { foldForSearch } from './fold.ts';
import { type DataRecord, type KindName, kindNames, kinds, parentField } from './kinds.ts';
import type { Dataset } from './read-dataset.ts';

/** A name as the rules compare it: folded as search folds it, letters and digits only. */
export const comparableName = (name: string): string => foldForSearch(name).replace(/[^\p{L}\p{N}]/gu, '');

/** The record's name, parent ids and postal code: what a change row shows before and after. */
export function snapshotOf(kind: KindName, record: DataRecord): PlaceSnapshot {
  const snapshot: Record<string, unknown> = { name: record.name };
  for (const parent of kinds[kind].parents) snapshot[parentField(parent)] = record[parentField(parent)];
  if (typeof record.postalCode === 'string') {
    snapshot.postalCode = record.postalCode;
    snapshot.postalCodeStatus = record.postalCodeStatus;
  }
  return snapshot as PlaceSnapshot;
}

const typeOrder: Readonly<Record<ReleaseChange['type'], number>> = { added: 0, removed: 1, renamed: 2, moved: 3, postalCode: 4 };

function compareKind(kind: KindName, before: readonly DataRecord[], after: readonly DataRecord[]): ReleaseChange[] {
  const singular = kinds[kind].singular;
  const old = new Map(before.map((record) => [record.id, record]));
  const now = new Map(after.map((record) => [record.id, record]));
  const changes: ReleaseChange[] = [];
  const row = (type: ReleaseChange['type'], record: DataRecord, previous: DataRecord | undefined, current: DataRecord | undefined, successorIds: number[] = []) =>
    changes.push({
      kind: singular,
      id: record.id,
      type,
      name: record.name,
      previous: previous ? snapshotOf(kind, previous) : null,
      current: current ? snapshotOf(kind, current) : null,
      successorIds,
    });
  const added = after.filter((record) => !old.has(record.id));
  for (const record of added) row('added', record, undefined, record);
  const district = parentField('districts');
  for (const record of before) {
    if (now.has(record.id)) continue;
    const name = comparableName(record.name);
    const successors = added.filter((candidate) => candidate[district] !== undefined && candidate[district] === record[district] && comparableName(candidate.name) === name);
    row('removed', record, record, undefined, successors.map((successor) => successor.id).sort((a, b) => a - b));
  }
  for (const record of after) {
    const previous = old.get(record.id);
    if (!previous) continue;
    if (comparableName(previous.name) !== comparableName(record.name)) row('renamed', record, previous, record);
    if (kinds[kind].parents.some((parent) => previous[parentField(parent)] !== record[parentField(parent)])) row('moved', record, previous, record);
    if (previous.postalCode !== record.postalCode || previous.postalCodeStatus !== record.postalCodeStatus) row('postalCode', record, previous, record);
  }
  return changes.sort((a, b) => typeOrder[a.type] - typeOrder[b.type] || a.id - b.id);
}

/** The comparison of the release `after` with the release `before` that it replaces, kind by kind. */
export function compareReleases(before: Pick<Dataset, 'meta' | 'records'>, after: Pick<Dataset, 'meta' | 'records'>): ReleaseComparison {
  return {
    release: after.meta.datasetVersion,
    previousLastUpdated: before.meta.lastUpdated,
    lastUpdated: after.meta.lastUpdated,
    changes: kindNames.flatMap((kind) => compareKind(kind, before.records[kind], after.records[kind])),
  };
}

/** `neighborhoods: 100 added, 7 removed (1 with a successor) …`, one line per kind: what the import prints. */
export function comparisonSummary(comparison: ReleaseComparison): string[] {
  return kindNames.map((kind) => {
    const rows = comparison.changes.filter((change) => change.kind === kinds[kind].singular);
    const count = (type: ReleaseChange['type']) => rows.filter((change) => change.type === type).length;
    if (rows.length === 0) return `${kind}: no changes`;
    const withSuccessor = rows.filter((change) => change.successorIds.length > 0).length;
    const movedDistrict = rows.filter((change) => change.type === 'moved' && change.previous?.districtId !== change.current?.districtId).length;
    return `${kind}: ${count('added')} added, ${count('removed')} removed (${withSuccessor} with a successor), ${count('renamed')} renamed, ${count('moved')} moved (${movedDistrict} to another district), ${count('postalCode')} postal-code changes`;
  });
}
