// What the "What changed" page shows (src/components/ChangesPage.astro), grouped for its tables: each
// import's comparison with its counts by type and kind and its changed places by province (by Turkish
// name, then district and place), and the curated history split into the two tables it is read as.
import type { ComparisonHead } from '../../data/change-history.ts';
import { type ChangeType, changeTypes } from '../../data/change-list.ts';
import { compareTurkish } from '../../data/collation.ts';
import { type KindName, kindNames } from '../../data/kinds.ts';
import type { Province } from '../places/place-data.ts';
import { placesById } from './change-rows.ts';
import { byRecord, type ChangeEntry, comparisons, curatedEntries, type RecordChanges, releaseEntries, whereIs } from './place-changes.ts';

export interface ReleaseSection {
  comparison: ComparisonHead;
  /** The kinds with changes, the summary table's columns. */
  kinds: KindName[];
  /** Per type with changes, its count for each of `kinds`. */
  summary: Array<{ type: ChangeType; counts: number[] }>;
  byProvince: Array<{ province: Province; records: RecordChanges[] }>;
}

/** The province a record is (or was, when removed) in; a province's own record is its own. */
const provinceIdOf = (record: RecordChanges) => whereIs(record).provinceId ?? record.id;

export function releaseSections(): ReleaseSection[] {
  const { provinces, districts } = placesById();
  const districtName = (id: number | undefined) => districts.get(id ?? 0)?.district?.name ?? '';
  const placeOrder = (a: RecordChanges, b: RecordChanges) =>
    compareTurkish(districtName(whereIs(a).districtId), districtName(whereIs(b).districtId)) || compareTurkish(a.entries[0]!.row.name, b.entries[0]!.row.name) || a.id - b.id;
  return comparisons().map((comparison) => {
    const entries = releaseEntries(comparison);
    const kinds = kindNames.filter((kind) => entries.some((entry) => entry.kind === kind));
    const summary = changeTypes
      .map((type) => ({ type, counts: kinds.map((kind) => entries.filter((entry) => entry.kind === kind && entry.row.type === type).length) }))
      .filter(({ counts }) => counts.some((count) => count > 0));
    const records = byRecord(entries);
    const byProvince = [...new Set(records.map(provinceIdOf))]
      .map((id) => provinces.get(id)!)
      .sort((a, b) => compareTurkish(a.name, b.name))
      .map((province) => ({ province, records: records.filter((record) => provinceIdOf(record) === province.id).sort(placeOrder) }));
    return { comparison, kinds, summary, byProvince };
  });
}

export interface CuratedRow {
  entry: ChangeEntry;
  record: RecordChanges;
}

/**
 * The curated history, newest first, as two tables: the districts formed from a central district (or
 * the central district renamed, `Merkez` → Efeler), and the other former official names (İçel, Eyüp).
 */
export function curatedTables(): { formedDistricts: CuratedRow[]; formerNames: CuratedRow[] } {
  const rows = byRecord(curatedEntries()).flatMap((record) => record.entries.map((entry) => ({ entry, record })));
  const fromCentral = ({ entry }: CuratedRow) => entry.row.type === 'split' || entry.row.previous?.name === 'Merkez';
  return { formedDistricts: rows.filter(fromCentral), formerNames: rows.filter((row) => row.entry.row.type === 'renamed' && !fromCentral(row)) };
}
