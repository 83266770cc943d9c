// The change list as the pages read it (DESIGN §6.8): every row of the store's change index with the
// import that found it, grouped by record and by district, read once per build. The "What changed" page
// shows them all; a place page shows its own and, for a district, those of its neighborhoods and villages.
import type { ChangeRow, ComparisonHead } from '../../data/change-history.ts';
import { kindOfChangeKind } from '../../data/change-list.ts';
import { openChangesIndex } from '../../data/changes-index.ts';
import type { KindName } from '../../data/kinds.ts';
import { getStore } from '../../data/store.ts';

export interface ChangeEntry {
  row: ChangeRow;
  /** The kind as the store names it: `neighborhoods`. */
  kind: KindName;
  /** The import that found the change; null for the curated history (former names, central-district splits). */
  comparison: ComparisonHead | null;
}

/** The changes of one record, newest first, the way a table shows them: one line a place. */
export interface RecordChanges {
  kind: KindName;
  id: number;
  entries: ChangeEntry[];
}

interface ChangeData {
  entries: ChangeEntry[];
  byRecord: Map<string, ChangeEntry[]>;
}

let data: ChangeData | undefined;

const recordKey = (kind: KindName, id: number) => `${kind}/${id}`;

function changeData(): ChangeData {
  if (!data) {
    const view = openChangesIndex(getStore());
    const entries = Array.from({ length: view.meta.count }, (_, position): ChangeEntry => {
      const row = view.row(position);
      const comparison = view.comparison[position]!;
      return { row, kind: kindOfChangeKind(row.kind), comparison: comparison === 0 ? null : view.meta.comparisons[comparison - 1]! };
    });
    const byRecord = new Map<string, ChangeEntry[]>();
    for (const entry of entries) {
      const key = recordKey(entry.kind, entry.row.id);
      byRecord.set(key, [...(byRecord.get(key) ?? []), entry]);
    }
    data = { entries, byRecord };
  }
  return data;
}

/** The imports' comparisons, newest first. */
export const comparisons = (): ComparisonHead[] => openChangesIndex(getStore()).meta.comparisons;

/** Every change an import found, newest import first, in the index's order. */
export const releaseEntries = (comparison: ComparisonHead): ChangeEntry[] => changeData().entries.filter((entry) => entry.comparison === comparison);

/** The curated history before the releases, newest first. */
export const curatedEntries = (): ChangeEntry[] => changeData().entries.filter((entry) => entry.comparison === null);

/** One record's changes, newest first (none: an empty list). */
export const changesOf = (kind: KindName, id: number): ChangeEntry[] => changeData().byRecord.get(recordKey(kind, id)) ?? [];

/** Entries grouped by record, keeping the order in which each record first appears. */
export function byRecord(entries: readonly ChangeEntry[]): RecordChanges[] {
  const records = new Map<string, RecordChanges>();
  for (const entry of entries) {
    const key = recordKey(entry.kind, entry.row.id);
    const record = records.get(key) ?? { kind: entry.kind, id: entry.row.id, entries: [] };
    record.entries.push(entry);
    records.set(key, record);
  }
  return [...records.values()];
}

/** Where a record is (its current place), or was when the release removed it. */
export const whereIs = (record: RecordChanges) => record.entries[0]!.row.current ?? record.entries[0]!.row.previous!;

/** A record a release removed, or moved out of the district it was in. */
export const leftItsDistrict = (record: RecordChanges): boolean => {
  const { previous, current } = record.entries[0]!.row;
  return current === null || (previous !== null && previous.districtId !== current.districtId);
};

export interface DistrictSettlementChanges {
  /** The district's neighborhoods and villages with changes, by settlementKey. */
  here: Map<string, RecordChanges>;
  /** Those a release removed from the district, or moved to another district. */
  left: RecordChanges[];
}

let byDistrict: Map<number, DistrictSettlementChanges> | undefined;

/** The settlements (neighborhoods and villages) of a district that changed, as they are now or were when they left it. */
export function settlementChangesIn(districtId: number): DistrictSettlementChanges {
  if (!byDistrict) {
    const districts = new Map<number, DistrictSettlementChanges>();
    const of = (id: number | undefined): DistrictSettlementChanges => {
      const found = districts.get(id ?? 0) ?? { here: new Map(), left: [] };
      districts.set(id ?? 0, found);
      return found;
    };
    for (const record of byRecord(changeData().entries.filter((entry) => entry.kind === 'neighborhoods' || entry.kind === 'villages'))) {
      const { previous, current } = record.entries[0]!.row;
      if (current) of(current.districtId).here.set(recordKey(record.kind, record.id), record);
      if (leftItsDistrict(record)) of(previous?.districtId).left.push(record);
    }
    byDistrict = districts;
  }
  return byDistrict.get(districtId) ?? { here: new Map(), left: [] };
}

/** The key of a settlement in `settlementChangesIn(…).here`. */
export const settlementKey = recordKey;

/** A record's name in the store, or undefined when the dataset no longer has it. */
export function nameOf(kind: KindName, id: number): string | undefined {
  const records = getStore().kind(kind);
  const index = records.indexOfId(id);
  return index === -1 ? undefined : records.record(index).name;
}

/**
 * How many changes each import found in a province or district (`provinceId`, `districtId`): the rows
 * `/v2/changes?release=…&provinceId=…` lists, the place's own ones and those of the places that were or are in it.
 */
export function releaseChangeCounts(level: 'provinceId' | 'districtId', id: number): Array<{ comparison: ComparisonHead; count: number }> {
  const ownKind: KindName = level === 'provinceId' ? 'provinces' : 'districts';
  return comparisons()
    .map((comparison) => ({
      comparison,
      count: releaseEntries(comparison).filter(({ row, kind }) => (kind === ownKind && row.id === id) || row.previous?.[level] === id || row.current?.[level] === id).length,
    }))
    .filter(({ count }) => count > 0);
}
