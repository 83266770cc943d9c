// The whole history of the places, as the rows `/v2/changes` serves (DESIGN §6.8): the differences
// between releases that the imports found (data/changes.json, change-list.ts), newest import first,
// then the curated history before the releases, newest first: the real renames of data/aliases.csv
// (its `former` names; colloquial names and abbreviations are not changes) and the districts that a
// law formed from a province's central district (data/merkez-districts.csv). Built at compile time.
import { type ChangeType, changeListPath, kindOfChangeKind, type PlaceSnapshot, readChangeFile, type ReleaseComparison } from './change-list.ts';
import { comparableName, snapshotOf } from './compare-releases.ts';
import { type DataRecord, type KindName, kindNames, kinds } from './kinds.ts';
import { type BilingualText, formerCentralDistrictRows, placeAliases } from './name-tables.ts';
import type { Dataset } from './read-dataset.ts';

export interface ChangeRow {
  /** Singular, as search hits name kinds: `neighborhood`. */
  kind: string;
  id: number;
  type: ChangeType;
  /** The dataset version whose import found the change; null for the curated history. */
  release: string | null;
  /** The day the change took effect, where a source says so (the curated history); null for a difference between releases. */
  date: string | null;
  /** The place's name: its current one, or the last one a removed place had. */
  name: string;
  previous: PlaceSnapshot | null;
  current: PlaceSnapshot | null;
  successorIds: number[];
  source: BilingualText;
}

/** An import's comparison without its changes: which release came in, and the days of the two copies. */
export type ComparisonHead = Pick<ReleaseComparison, 'release' | 'previousLastUpdated' | 'lastUpdated'>;

/** A row of the history, and the comparison that found it (null: the curated history). */
export interface HistoryEntry {
  row: ChangeRow;
  comparison: ComparisonHead | null;
}

/** Where a difference between releases comes from: the import that compared them. */
export const comparisonSource = ({ release, lastUpdated, previousLastUpdated }: ComparisonHead): BilingualText => ({
  tr: `${release} sürümünün ${lastUpdated} tarihli hâli, yerini aldığı ${previousLastUpdated} tarihli kopyayla kayıt kayıt karşılaştırıldı (npm run data:import).`,
  en: `Release ${release} of ${lastUpdated}, compared record by record with the copy of ${previousLastUpdated} it replaced (npm run data:import).`,
});

function curatedHistory(dataset: Dataset): ChangeRow[] {
  const recordOf = (kind: KindName, id: number): DataRecord => dataset.records[kind].find((record) => record.id === id)!;
  const row = (kind: KindName, id: number, type: ChangeType, previousName: string, date: string, source: BilingualText): ChangeRow => {
    const current = snapshotOf(kind, recordOf(kind, id));
    return { kind: kinds[kind].singular, id, type, release: null, date, name: current.name, previous: { ...current, name: previousName }, current, successorIds: [], source };
  };
  const renames = placeAliases(dataset)
    .filter((alias) => alias.type === 'former')
    .map((alias) => row(alias.kind, alias.id, 'renamed', alias.alias, alias.date, alias.source));
  const splits = formerCentralDistrictRows(dataset).flatMap((central) =>
    central.change ? [row('districts', central.districtId, central.change, central.formedFrom!, central.date, central.source)] : [],
  );
  const kindIndex = (row: ChangeRow) => kindNames.findIndex((kind) => kinds[kind].singular === row.kind);
  return [...renames, ...splits].sort((a, b) => b.date!.localeCompare(a.date!) || kindIndex(a) - kindIndex(b) || a.id - b.id);
}

/**
 * The comparisons that led to this dataset: those up to the one that brought it in (its version and
 * day). A dataset no import brought in (a hand-written fixture) has none; nor do later imports'
 * comparisons belong to an older release built with DATASET_DIR.
 */
function comparisonsOf(dataset: Dataset): ReleaseComparison[] {
  const { comparisons } = readChangeFile(changeListPath(dataset));
  const last = comparisons.findLastIndex((comparison) => comparison.release === dataset.meta.datasetVersion && comparison.lastUpdated === dataset.meta.lastUpdated);
  return comparisons.slice(0, last + 1);
}

/** Every change, newest first: the imports' comparisons (the last import first), then the curated history. */
export function changeHistory(dataset: Dataset): HistoryEntry[] {
  const fromReleases = comparisonsOf(dataset)
    .reverse()
    .flatMap(({ changes, ...comparison }) => {
      const source = comparisonSource(comparison);
      return changes.map(({ kind, id, type, name, previous, current, successorIds }): HistoryEntry => ({
        row: { kind, id, type, release: comparison.release, date: null, name, previous, current, successorIds, source },
        comparison,
      }));
    });
  return [...fromReleases, ...curatedHistory(dataset).map((row) => ({ row, comparison: null }))];
}

/**
 * Each record's former names (DESIGN §6.8: former names are names): the names the imports' renames
 * took away, and the former official names of data/aliases.csv, newest first, without the current
 * name or a spelling of it. Keyed `<kind>:<id>` (kind plural, as the kinds table names it).
 */
export function formerNamesOf(dataset: Dataset): Map<string, string[]> {
  const former = new Map<string, string[]>();
  const add = (kind: KindName, id: number, name: string) => {
    const record = dataset.records[kind].find((candidate) => candidate.id === id);
    if (!record || comparableName(name) === comparableName(record.name)) return;
    const key = `${kind}:${id}`;
    const names = former.get(key) ?? [];
    if (!names.some((known) => comparableName(known) === comparableName(name))) names.push(name);
    former.set(key, names);
  };
  for (const { changes } of comparisonsOf(dataset).reverse()) {
    for (const change of changes) if (change.type === 'renamed' && change.previous) add(kindOfChangeKind(change.kind), change.id, change.previous.name);
  }
  for (const alias of placeAliases(dataset)) if (alias.type === 'former') add(alias.kind, alias.id, alias.alias);
  return former;
}

export interface RemovedPlace {
  kind: KindName;
  id: number;
  name: string;
  districtId: number;
  release: string;
}

/**
 * The neighborhoods and villages the imports removed that the dataset does not have again: a line
 * naming one (an old address) is about a place that is gone, and the address reader says so.
 */
export function removedPlacesOf(dataset: Dataset): RemovedPlace[] {
  return comparisonsOf(dataset).flatMap(({ release, changes }) =>
    changes.flatMap((change) => {
      const kind = kindOfChangeKind(change.kind);
      const districtId = change.previous?.districtId;
      if (change.type !== 'removed' || districtId === undefined || dataset.records[kind].some((record) => record.id === change.id)) return [];
      return [{ kind, id: change.id, name: change.name, districtId, release }];
    }),
  );
}
