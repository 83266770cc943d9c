// The sourced name tables beside the versioned releases (DESIGN §6.5.1), read at build time only:
// `data/aliases.csv`, the former and colloquial names of provinces and districts (Afyon, İçel, Maraş,
// Eyüp, Kazan …), and `data/merkez-districts.csv`, the districts that each metropolitan province's
// former central district became (a line's `Merkez` there means one of them). Each row says where it
// comes from and since when. They live outside `data/<version>/`, which only the import writes, and
// are compiled into the store with the names. A release folder elsewhere (`DATASET_DIR`) reads the
// tables beside it, else the project's own (they key on the ids of a version, so they apply to any
// release of a version the project ships); with neither, the build stops and says so (issue 37:
// without them Afyon, Eyüp, K.Maraş and Merkez lines quietly stop resolving). The hand-written
// fixture has its own, empty tables beside it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Dataset } from './read-dataset.ts';
import type { KindName } from './kinds.ts';
import { BuildInputError } from './dataset-error.ts';
import { datasetsRoot } from './store-layout.ts';

/** A name table that is missing or malformed: the message names the file and the fix. */
export class NameTableError extends BuildInputError {
  override name = 'NameTableError';
}

/**
 * What an alias is (issue 44): a `former` official name is a change of the place's name (the change
 * list shows it, the address reader reads it as the place it became, with status `replaced`); a
 * `colloquial` name (Antep, Urfa) or an `abbreviation` (K.Maraş) is just another name of the place.
 */
export const aliasTypes = ['former', 'colloquial', 'abbreviation'] as const;
export type AliasType = (typeof aliasTypes)[number];

/** A sentence in both languages of the docs (core's Text has the same shape). */
export interface BilingualText {
  en: string;
  tr: string;
}

export interface PlaceAlias {
  kind: KindName;
  id: number;
  alias: string;
  type: AliasType;
  /** Where the name comes from and since when, in both languages. */
  source: BilingualText;
  date: string;
}

/** A district a metropolitan province's former central district became, and how (data/merkez-districts.csv). */
export interface FormerCentralDistrict {
  provinceId: number;
  districtId: number;
  /** `renamed`: the central district became this one; `split`: this one was formed from `formedFrom`; null: neither (it only took part of the area). */
  change: 'renamed' | 'split' | null;
  formedFrom: string | null;
  source: BilingualText;
  date: string;
}

export const aliasesFile = 'aliases.csv';
export const merkezDistrictsFile = 'merkez-districts.csv';

/** The cells of one CSV line: commas separate, double quotes enclose a cell with commas (`""` is a quote). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * Where the dataset's table `file` is: beside the dataset folder, else in the project's `data/` when
 * the project ships the dataset's version; else the build stops, naming the file and the fix.
 */
export function nameTablePath(dataset: Pick<Dataset, 'dir' | 'meta'>, file: string): string {
  const beside = join(dirname(resolve(dataset.dir)), file);
  if (existsSync(beside)) return beside;
  const version = dataset.meta.datasetVersion;
  const own = resolve(datasetsRoot, file);
  if (existsSync(resolve(datasetsRoot, version)) && existsSync(own)) return own;
  throw new NameTableError(
    `No ${file} for the dataset in ${dataset.dir}: it is not beside that folder (${beside}), and the project's ${datasetsRoot}/ ${existsSync(resolve(datasetsRoot, version)) ? `has no ${file}` : `holds no release ${version} whose tables would apply`}. ` +
      `Without it the address reader and search lose the former names and Merkez districts. Copy the project's ${datasetsRoot}/${file} beside the release folder, or bring the release in with npm run data:import -- ${dataset.dir} so that it lands beside the tables.`,
  );
}

/** The rows of a name table of the dataset (nameTablePath), as objects keyed by its header. */
function tableBeside(dataset: Pick<Dataset, 'dir' | 'meta'>, file: string, columns: readonly string[]): Array<Record<string, string>> {
  const path = nameTablePath(dataset, file);
  const [header, ...lines] = readFileSync(path, 'utf8').split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = csvCells(header ?? '');
  for (const column of columns) if (!names.includes(column)) throw new NameTableError(`${path} has no column "${column}"; its header must name ${columns.join(', ')}.`);
  return lines.map((line, i) => {
    const cells = csvCells(line);
    if (cells.length !== names.length) throw new NameTableError(`${path} line ${i + 2} has ${cells.length} cells, not ${names.length}; quote a cell that holds a comma.`);
    const row = Object.fromEntries(names.map((name, k) => [name, cells[k]!.trim()]));
    for (const column of columns) if (row[column] === '') throw new NameTableError(`${path} line ${i + 2} has an empty ${column}; every row needs its ${columns.join(', ')}.`);
    return row;
  });
}

/** Checks that `id` is a record of `kind` in the dataset, naming the table's row when it is not. */
function checkedId(dataset: Dataset, kind: KindName, id: number, file: string): number {
  if (!dataset.records[kind].some((record) => record.id === id)) throw new NameTableError(`${file} names ${kind} ${id}, which the dataset in ${dataset.dir} does not have.`);
  return id;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The row's date, checked: the change list sorts by it. */
function checkedDate(file: string, row: Record<string, string>): string {
  if (!isoDate.test(row.date!)) throw new NameTableError(`${file}: the date "${row.date}" is not a date such as 2008-03-06.`);
  return row.date!;
}

/** The aliases of the dataset's places, from data/aliases.csv (kind, id, alias, type, source, sourceTr, date). */
export function placeAliases(dataset: Dataset): PlaceAlias[] {
  return tableBeside(dataset, aliasesFile, ['kind', 'id', 'alias', 'type', 'source', 'sourceTr', 'date']).map((row) => {
    const kind = row.kind as KindName;
    if (kind !== 'provinces' && kind !== 'districts') throw new NameTableError(`${aliasesFile}: the alias "${row.alias}" has kind "${row.kind}"; only provinces and districts have aliases.`);
    const type = row.type as AliasType;
    if (!aliasTypes.includes(type)) throw new NameTableError(`${aliasesFile}: the alias "${row.alias}" has type "${row.type}"; the type is one of ${aliasTypes.join(', ')}.`);
    return { kind, id: checkedId(dataset, kind, Number(row.id), aliasesFile), alias: row.alias!, type, source: { tr: row.sourceTr!, en: row.source! }, date: checkedDate(aliasesFile, row) };
  });
}

const centralChanges = ['renamed', 'split'] as const;

/** The districts a metropolitan province's former central district became, from data/merkez-districts.csv. */
export function formerCentralDistrictRows(dataset: Dataset): FormerCentralDistrict[] {
  return tableBeside(dataset, merkezDistrictsFile, ['provinceId', 'districtId', 'source', 'sourceTr', 'date']).map((row) => {
    const id = checkedId(dataset, 'districts', Number(row.districtId), merkezDistrictsFile);
    const district = dataset.records.districts.find((record) => record.id === id)!;
    if (district.provinceId !== Number(row.provinceId)) throw new NameTableError(`${merkezDistrictsFile}: district ${id} is not in province ${row.provinceId}.`);
    const change = (row.change ?? '') === '' ? null : (row.change as FormerCentralDistrict['change']);
    if (change !== null && !centralChanges.includes(change)) throw new NameTableError(`${merkezDistrictsFile}: district ${id} has change "${row.change}"; it is renamed, split or empty.`);
    const formedFrom = (row.formedFrom ?? '') === '' ? null : row.formedFrom!;
    if ((change === null) !== (formedFrom === null)) throw new NameTableError(`${merkezDistrictsFile}: district ${id} needs both a change and the district it was formed from (formedFrom), or neither.`);
    return { provinceId: district.provinceId as number, districtId: id, change, formedFrom, source: { tr: row.sourceTr!, en: row.source! }, date: checkedDate(merkezDistrictsFile, row) };
  });
}

/** The ids of the districts a metropolitan province's former central district became. */
export const formerCentralDistricts = (dataset: Dataset): Set<number> => new Set(formerCentralDistrictRows(dataset).map((row) => row.districtId));
