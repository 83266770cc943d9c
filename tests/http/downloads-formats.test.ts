// Every download format holds exactly the records of the JSON dataset files, in their order, checked
// with real readers: csv-parse for the CSV (RFC 4180 mode, CRLF), JSON.parse per NDJSON line, and
// Node's own SQLite for the database (row counts, a join, foreign keys, integrity).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { realDatasetDir } from '../support/datasets.ts';
import { describeEachTarget } from '../support/targets.ts';

const kinds = ['provinces', 'districts', 'municipalities', 'neighborhoods', 'villages'] as const;
type Json = Record<string, unknown>;

/** The record as a flat row, written here independently of the code under test (DESIGN §6.4). */
function flatten(record: Json, prefix = '', row: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix + key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Json, `${name}_`, row);
    else row[name] = Array.isArray(value) ? value.join(';') : value;
  }
  return row;
}
const asCsvText = (value: unknown) => (value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
/** The release's place-points.csv, read here with csv-parse: what the download must hold. */
const placePointsSource = readFileSync(join(realDatasetDir, 'place-points.csv'), 'utf8');
const pointOf = (kind: string, id: number) => {
  const line = placePointsSource.split('\n').find((row) => row.startsWith(`${kind},${id},`))!.split(',');
  return { latitude: Number(line[2]), longitude: Number(line[3]), source: line[4] };
};
const asSqlite = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

describeEachTarget('download formats', (api) => {
  const text = async (path: string) => (await fetch(api().url + path)).text();
  const records: Partial<Record<(typeof kinds)[number], Json[]>> = {};
  beforeAll(async () => {
    for (const kind of kinds) records[kind] = JSON.parse(await text(`/v2/datasets/2025/${kind}.json`)) as Json[];
  });

  describe('CSV', () => {
    it('place-points.csv: the release file’s rows, in RFC 4180 with CRLF', async () => {
      const csv = await text('/v2/datasets/2025/place-points.csv');
      expect(csv.slice(0, csv.indexOf('\r\n'))).toBe('kind,id,latitude,longitude,source,sourceId,method');
      expect(parse(csv, { record_delimiter: '\r\n' })).toEqual(parse(placePointsSource));
      expect(csv).toContain('\r\nneighborhood,40512,');
    });

    it('provinces.csv: the exact header and İstanbul’s row', async () => {
      const csv = await text('/v2/datasets/provinces.csv');
      expect(csv.slice(0, csv.indexOf('\r\n'))).toBe(
        'id,name,slug,population,area_value,area_unit,altitude_value,altitude_unit,phoneAreaCodes,isCoastal,isMetropolitan,region_tr,region_en,' +
          'coordinates_latitude,coordinates_longitude,stats_districtCount,stats_municipalityCount,stats_neighborhoodCount,stats_villageCount',
      );
      expect(csv).toContain('\r\n34,İstanbul,istanbul,15754053,5461,km2,25,m,212;216,true,true,Marmara,Marmara,41.006381,28.9758715,39,39,963,0\r\n');
      // No byte order mark: the first column is `id` for every parser.
      expect(csv.charCodeAt(0)).toBe('i'.charCodeAt(0));
    });

    it('changes.csv: the rows of changes.json, flattened, and /v2/changes holds them in the same order', async () => {
      const csv = await text('/v2/datasets/2025/changes.csv');
      expect(csv.slice(0, csv.indexOf('\r\n'))).toBe(
        'kind,id,type,release,date,name,previous_name,previous_provinceId,previous_districtId,previous_municipalityId,previous_postalCode,previous_postalCodeStatus,' +
          'current_name,current_provinceId,current_districtId,current_municipalityId,current_postalCode,current_postalCodeStatus,successorIds,source_tr,source_en',
      );
      expect(csv).toContain('\r\nneighborhood,140909,removed,2025,,Karacaşar,Karacaşar,50,1367,3227,50900,official,,,,,,,60528,');
      const json = JSON.parse(await text('/v2/datasets/changes.json')) as Json[];
      expect(json).toHaveLength(533);
      expect(json).toEqual((await api().get('/v2/changes?limit=1000')).json.data);
      const rows = parse(csv, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
      const columns = Object.keys(rows[0]!);
      // A snapshot absent (added, removed) or without a field (a province) is empty cells, as null is.
      const expected = json.map(({ previous, current, ...row }) => {
        const flat = flatten({ ...row, previous: previous ?? {}, current: current ?? {} });
        return Object.fromEntries(columns.map((column) => [column, asCsvText(flat[column] ?? null)]));
      });
      expect(rows).toEqual(expected);
    });

    it.each(kinds)('%s.csv parses (RFC 4180, CRLF) to exactly the JSON records, row by row', async (kind) => {
      const csv = await text(`/v2/datasets/${kind}.csv`);
      expect(csv.endsWith('\r\n')).toBe(true);
      expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const rows = parse(csv, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
      const expected = records[kind]!.map((record) => Object.fromEntries(Object.entries(flatten(record)).map(([key, value]) => [key, asCsvText(value)])));
      expect(rows).toHaveLength(expected.length);
      expect(Object.keys(rows[0]!)).toEqual(Object.keys(expected[0]!));
      expect(rows).toEqual(expected);
    });
  });

  describe('NDJSON', () => {
    it.each(kinds)('%s.ndjson: one record per line, exactly the JSON records in order', async (kind) => {
      const ndjson = await text(`/v2/datasets/2025/${kind}.ndjson`);
      expect(ndjson.endsWith('\n')).toBe(true);
      const lines = ndjson.slice(0, -1).split('\n');
      expect(lines.map((line) => JSON.parse(line))).toEqual(records[kind]);
      // Each line is the record's JSON as the JSON file writes it.
      expect(`[${lines.join(',')}]`).toBe(await text(`/v2/datasets/2025/${kind}.json`));
    });
  });

  describe('SQLite', () => {
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    let db: InstanceType<typeof DatabaseSync>;
    beforeAll(async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'sqlite-')), 'turkiye.sqlite');
      writeFileSync(path, Buffer.from(await (await fetch(`${api().url}/v2/datasets/2025/turkiye.sqlite`)).arrayBuffer()));
      db = new DatabaseSync(path, { readOnly: true });
    });

    it('has the five tables with their row counts, place_points and changes, and nothing else', () => {
      const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY rowid").all().map((row) => row.name);
      expect(tables).toEqual([...kinds, 'place_points', 'changes']);
      expect(db.prepare('SELECT kind, count(*) AS n FROM place_points GROUP BY kind ORDER BY kind').all()).toEqual([
        { kind: 'district', n: 973 },
        { kind: 'neighborhood', n: 17337 },
        { kind: 'village', n: 16715 },
      ]);
      expect(kinds.map((kind) => db.prepare(`SELECT count(*) AS n FROM ${kind}`).get()!.n)).toEqual([81, 973, 1377, 32279, 18183]);
    });

    it('holds the change list, one record’s history found by kind and id', () => {
      expect(db.prepare('SELECT type, count(*) AS n FROM changes GROUP BY type ORDER BY type').all()).toEqual([
        { type: 'added', n: 100 },
        { type: 'moved', n: 49 },
        { type: 'postalCode', n: 242 },
        { type: 'removed', n: 7 },
        { type: 'renamed', n: 68 + 15 },
        { type: 'split', n: 52 },
      ]);
      expect(db.prepare("SELECT previous_name, current_name, release, date FROM changes WHERE kind = 'neighborhood' AND id = 177113").all()).toEqual([
        { previous_name: 'Çürükler', current_name: 'Yeşilvadi', release: '2025', date: null },
      ]);
      expect(db.prepare("SELECT successorIds FROM changes WHERE kind = 'neighborhood' AND id = 140909").get()).toEqual({ successorIds: '60528' });
    });

    it('passes integrity_check and foreign_key_check', () => {
      expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    });

    it('has the CSV’s columns, typed, keyed and indexed', () => {
      const columns = db.prepare('PRAGMA table_info(neighborhoods)').all().map(({ name, type, notnull, pk }) => [name, type, notnull, pk]);
      expect(columns).toEqual([
        ['id', 'INTEGER', 0, 1],
        ['name', 'TEXT', 1, 0],
        ['slug', 'TEXT', 1, 0],
        ['provinceId', 'INTEGER', 1, 0],
        ['districtId', 'INTEGER', 1, 0],
        ['municipalityId', 'INTEGER', 1, 0],
        ['population', 'INTEGER', 1, 0],
        ['postalCode', 'TEXT', 1, 0],
        ['postalCodeStatus', 'TEXT', 1, 0],
      ]);
      const provinceTypes = db.prepare('PRAGMA table_info(provinces)').all().map(({ name, type }) => `${name} ${type}`);
      expect(provinceTypes).toContain('area_value REAL');
      expect(provinceTypes).toContain('isCoastal INTEGER');
      expect(provinceTypes).toContain('phoneAreaCodes TEXT');
      const keys = db.prepare('PRAGMA foreign_key_list(neighborhoods)').all().map(({ table, from, to }) => [from, table, to]);
      expect(keys.sort()).toEqual([
        ['districtId', 'districts', 'id'],
        ['municipalityId', 'municipalities', 'id'],
        ['provinceId', 'provinces', 'id'],
      ]);
      const indexes = db.prepare('PRAGMA index_list(neighborhoods)').all().map(({ name }) => name);
      expect(indexes.sort()).toEqual([
        'neighborhoods_districtId',
        'neighborhoods_municipalityId',
        'neighborhoods_name',
        'neighborhoods_postalCode',
        'neighborhoods_provinceId',
      ]);
      // The indexes are used: looking up a postal code does not scan the table.
      const plan = db.prepare("EXPLAIN QUERY PLAN SELECT * FROM neighborhoods WHERE postalCode = '34710'").all().map(({ detail }) => detail);
      expect(plan).toEqual(['SEARCH neighborhoods USING INDEX neighborhoods_postalCode (postalCode=?)']);
    });

    it('keys place_points to its places by kind: Caferağa’s point joins its neighborhood', () => {
      const keys = db.prepare('PRAGMA foreign_key_list(place_points)').all().map(({ table, from }) => [from, table]);
      expect(keys.sort()).toEqual([
        ['districtId', 'districts'],
        ['neighborhoodId', 'neighborhoods'],
        ['villageId', 'villages'],
      ]);
      const row = db.prepare('SELECT p.kind, p.id, p.latitude, p.longitude, p.source, n.name FROM place_points p JOIN neighborhoods n ON n.id = p.neighborhoodId WHERE p.id = 40512').get();
      expect(row).toEqual({ kind: 'neighborhood', id: 40512, ...pointOf('neighborhood', 40512), name: 'Caferağa' });
    });

    it('joins: the neighborhoods of Kadıköy with their district and province names', () => {
      const rows = db
        .prepare(
          `SELECT n.id, n.name, n.postalCode, d.name AS district, p.name AS province
           FROM neighborhoods n JOIN districts d ON d.id = n.districtId JOIN provinces p ON p.id = d.provinceId
           WHERE d.name = 'Kadıköy' ORDER BY n.id`,
        )
        .all();
      expect(rows).toHaveLength(21);
      expect(rows.slice(0, 3)).toEqual([
        { id: 40507, name: 'Rasimpaşa', postalCode: '34716', district: 'Kadıköy', province: 'İstanbul' },
        { id: 40508, name: 'Koşuyolu', postalCode: '34718', district: 'Kadıköy', province: 'İstanbul' },
        { id: 40509, name: 'Acıbadem', postalCode: '34718', district: 'Kadıköy', province: 'İstanbul' },
      ]);
    });

    it.each(kinds)('%s: every row equals its JSON record', (kind) => {
      const rows = db.prepare(`SELECT * FROM ${kind} ORDER BY id`).all();
      const expected = records[kind]!.map((record) => Object.fromEntries(Object.entries(flatten(record)).map(([key, value]) => [key, asSqlite(value)])));
      expect(rows.map((row) => ({ ...row }))).toEqual(expected);
    });
  });
});
