// The five kinds as one SQLite database, built with Node's own `node:sqlite` (no native add-on):
// a table per kind named as the kind, the CSV's columns with SQLite types from the schema's JSON
// types, `id` the primary key, each parent id a foreign key to its parent's table, and indexes on the
// parent ids, `postalCode` and `name` (the columns people join and look up by). Then `place_points`,
// the rows of place-points.csv (placePointsTable below), and `changes`, the rows of changes.csv
// (changesTable below).
//
// The database is written to a temporary file (node:sqlite cannot serialize an in-memory database
// in Node 22), compacted with VACUUM, read back and deleted. The same dataset gives the same bytes:
// SQLite's header holds no time, only counters and the library version.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type KindName, kindNames, kinds, parentField } from '../../../data/kinds.ts';
import { placePointKinds } from '../../../data/place-points.ts';
import type { Store } from '../../../data/store.ts';
import { changeColumns, changeRows } from './change-rows.ts';
import { placePointRows } from './place-points-rows.ts';
import { type Cell, type LeafType, recordCells, recordColumns } from './record-columns.ts';

// https://www.sqlite.org/datatype3.html: booleans are integers 0/1; arrays are the CSV's `;`-joined text.
const sqliteTypes: Readonly<Record<LeafType, string>> = { integer: 'INTEGER', number: 'REAL', string: 'TEXT', boolean: 'INTEGER', array: 'TEXT' };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `CREATE TABLE` and `CREATE INDEX` statements of one kind. */
function tableStatements(kind: KindName): { table: string; indexes: string[] } {
  const columns = recordColumns(kind);
  const parents = new Map(kinds[kind].parents.map((parent) => [parentField(parent), parent]));
  const definitions = columns.map(({ name, type }) => {
    const parent = parents.get(name);
    if (name === 'id') return `${quoted(name)} INTEGER PRIMARY KEY`;
    const check = type === 'boolean' ? ` CHECK (${quoted(name)} IN (0, 1))` : '';
    const reference = parent ? ` REFERENCES ${quoted(parent)} (id)` : '';
    return `${quoted(name)} ${sqliteTypes[type]} NOT NULL${check}${reference}`;
  });
  const indexed = [...parents.keys(), ...['postalCode', 'name'].filter((name) => columns.some((column) => column.name === name))];
  return {
    table: `CREATE TABLE ${quoted(kind)} (\n  ${definitions.join(',\n  ')}\n)`,
    indexes: indexed.map((name) => `CREATE INDEX ${quoted(`${kind}_${name}`)} ON ${quoted(kind)} (${quoted(name)})`),
  };
}

// The file's columns, and one foreign key per kind a point can belong to (SQLite has no foreign key
// whose table depends on a column): exactly one of them is set, the one `kind` names.
const pointKinds = placePointKinds.map((kind) => ({ table: kind, value: kinds[kind].singular, column: parentField(kind) }));
const placePointsTable = `CREATE TABLE "place_points" (
  "kind" TEXT NOT NULL CHECK ("kind" IN (${pointKinds.map(({ value }) => `'${value}'`).join(', ')})),
  "id" INTEGER NOT NULL,
  "latitude" REAL NOT NULL,
  "longitude" REAL NOT NULL,
  "source" TEXT NOT NULL,
  "sourceId" TEXT NOT NULL,
  "method" TEXT NOT NULL,
${pointKinds.map(({ table, value, column }) => `  "${column}" INTEGER REFERENCES "${table}" (id) CHECK (("${column}" IS NOT NULL) = ("kind" = '${value}')),`).join('\n')}
  PRIMARY KEY ("kind", "id")
)`;

// The change list: no foreign keys, since a removed record's id is in no table any more; an index
// on (kind, id) finds one record's history.
const changesTable = `CREATE TABLE "changes" (
${changeColumns.map(({ name, integer }) => `  ${quoted(name)} ${integer ? 'INTEGER' : 'TEXT'}${['kind', 'id', 'type', 'name', 'source_tr', 'source_en'].includes(name) ? ' NOT NULL' : ''}`).join(',\n')}
)`;
const changesIndex = 'CREATE INDEX "changes_kind_id" ON "changes" ("kind", "id")';

const sqliteValue = (cell: Cell) => (typeof cell === 'boolean' ? (cell ? 1 : 0) : cell);

export function sqliteFile(store: Store): Buffer {
  // Loaded on first use, synchronously (examples in the OpenAPI document are answered synchronously):
  // the servers never build a database, and the module prints an ExperimentalWarning in Node 22.
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  const dir = mkdtempSync(join(tmpdir(), 'turkiye-sqlite-'));
  const path = join(dir, 'turkiye.sqlite');
  try {
    const db = new DatabaseSync(path);
    // Nothing to recover from: a failed build throws the file away.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON; PRAGMA page_size = 4096');
    db.exec('BEGIN');
    // Parents come first in the kinds table, so every foreign key points at rows already there.
    for (const kind of kindNames) {
      const columns = recordColumns(kind);
      const statements = tableStatements(kind);
      db.exec(statements.table);
      const insert = db.prepare(`INSERT INTO ${quoted(kind)} VALUES (${columns.map(() => '?').join(', ')})`);
      const records = store.kind(kind);
      for (let i = 0; i < records.count; i++) insert.run(...recordCells(records.record(i), columns).map(sqliteValue));
      for (const index of statements.indexes) db.exec(index);
    }
    db.exec(placePointsTable);
    const insertPoint = db.prepare(`INSERT INTO "place_points" VALUES (${Array(7 + pointKinds.length).fill('?').join(', ')})`);
    for (const [kind, id, latitude, longitude, source, sourceId, method] of placePointRows(store)) {
      insertPoint.run(kind, id, Number(latitude), Number(longitude), source, sourceId, method, ...pointKinds.map(({ value }) => (value === kind ? id : null)));
    }
    db.exec(changesTable);
    const insertChange = db.prepare(`INSERT INTO "changes" VALUES (${changeColumns.map(() => '?').join(', ')})`);
    for (const row of changeRows(store)) insertChange.run(...row.map(sqliteValue));
    db.exec(changesIndex);
    db.exec('COMMIT');
    db.exec('VACUUM');
    db.close();
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
