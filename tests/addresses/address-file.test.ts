// `npm run addresses` (DESIGN §6.6) on real files written to a temp dir: a 50,000-line CSV with `,`
// and with `;` (BOM and CRLF, as Excel writes it in a Turkish locale; the delimiter detected), quoted
// newlines, NDJSON, plain text, bad rows (an empty cell, a short row, a line that is not JSON), and the
// errors a person can fix (no such file, no such column). The command runs as people run it, in a child
// process; its output is read back with csv-parse. Expected ids were looked up in data/2025/*.json.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { parsedColumns } from '../../src/addresses-file/parsed-columns.ts';
import { addressLineTemplates } from '../support/address-line-templates.ts';

const dir = mkdtempSync(join(tmpdir(), 'addresses-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command; two workers, as on this project's 2-core machines. */
function runAddresses(args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/addresses.ts', ...args, '--workers', '2'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const templates = addressLineTemplates;
const lineOf = (n: number) => templates[n % templates.length]![0].replace('{no}', `No:${1 + (n % 900)} D:${1 + Math.floor(n / 900)}`);
/** Every 1000th row has an empty address cell: a bad row. */
const isBad = (n: number) => n % 1000 === 999;

const summary = /^([\d,]+) lines, ([\d,]+) accept, ([\d,]+) confirm, ([\d,]+) fix, [\d.]+ s$/;
const count = (text: string) => Number(text.replaceAll(',', ''));

/** The summary on stderr (the only line there: stderr is not a terminal here), checked against the rows. */
function expectSummary(stderr: string, rows: ReadonlyArray<Record<string, string>>) {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  const [, total, accept, confirm, fix] = summary.exec(lines[0]!)!;
  const verdicts = (verdict: string) => rows.filter((row) => row.verdict === verdict).length;
  expect([count(total!), count(accept!), count(confirm!), count(fix!)]).toEqual([rows.length, verdicts('accept'), verdicts('confirm'), verdicts('fix')]);
}

function expectKnownRows(rows: ReadonlyArray<Record<string, string>>, lines: number) {
  expect(rows).toHaveLength(lines);
  for (const [n, row] of rows.entries()) {
    // Order kept: the row's own id column says where it was.
    expect(row.id).toBe(String(n));
    if (isBad(n)) {
      expect(row.verdict, `row ${n}`).toBe('fix');
      expect(parsedColumns.filter((name) => name !== 'verdict').map((name) => row[name])).toEqual(Array(parsedColumns.length - 1).fill(''));
      continue;
    }
    const [, kind, id, district, province] = templates[n % templates.length]!;
    expect([row[`${kind}_id`], row.district_id, row.province_id], `row ${n}: ${row.adres}`).toEqual([String(id), String(district), String(province)]);
  }
}

describe('npm run addresses', () => {
  const lines = 50_000;
  const rows = Array.from({ length: lines }, (_, n) => [String(n), isBad(n) ? '' : lineOf(n), `note ${n}`]);

  it('reads a 50,000-line CSV with commas, keeping the input columns and their order', () => {
    const file = join(dir, 'customers.csv');
    const out = join(dir, 'customers-parsed.csv');
    writeFileSync(file, `id,adres,not\n${rows.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\n')}\n`);
    const run = runAddresses([file, '--column', 'adres', '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    const text = readFileSync(out, 'utf8');
    expect(text.split('\n')[0]).toBe(['id', 'adres', 'not', ...parsedColumns].join(','));
    const parsed: Array<Record<string, string>> = parse(text, { columns: true });
    expectKnownRows(parsed, lines);
    expect(parsed[0]).toEqual({
      id: '0',
      adres: 'Caferaga Mh. Moda Cd. No:1 D:1 34710 Kadikoy/ISTANBUL',
      not: 'note 0',
      province_id: '34',
      province: 'İstanbul',
      district_id: '1421',
      district: 'Kadıköy',
      municipality_id: '2273',
      neighborhood_id: '40512',
      neighborhood: 'Caferağa',
      village_id: '',
      village: '',
      postal_code: '34710',
      street: 'Moda Cd. No:1 D:1',
      formatted: 'Moda Cd. No:1 D:1, Caferağa Mah., 34710 Kadıköy/İstanbul',
      granularity: 'neighborhood',
      verdict: 'accept',
      issues: '',
    });
    expectSummary(run.stderr, parsed);
  }, 120_000);

  it('reads a 50,000-line CSV as Excel writes it in Turkish: `;`, BOM, CRLF; the delimiter detected', () => {
    const file = join(dir, 'musteriler.csv');
    const out = join(dir, 'musteriler-sonuc.csv');
    writeFileSync(file, `\uFEFFid;adres;not\r\n${rows.map((row) => row.join(';')).join('\r\n')}\r\n`);
    const run = runAddresses([file, '--column', 'adres', '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    // Written back as it came: `;` and a BOM, so Excel opens it as UTF-8 in the right columns.
    expect(text.startsWith(`\uFEFF${['id', 'adres', 'not', ...parsedColumns].join(';')}\n`)).toBe(true);
    const parsed: Array<Record<string, string>> = parse(text, { columns: true, delimiter: ';', bom: true });
    expectKnownRows(parsed, lines);
    expectSummary(run.stderr, parsed);
  }, 120_000);

  it('reads quoted fields with newlines and delimiters inside, and marks short rows and empty cells `fix`', () => {
    const file = join(dir, 'quoted.csv');
    writeFileSync(
      file,
      [
        'id;adres;not',
        '0;"Caferağa Mah. Moda Cad.\nNo:5 D:3\n34710 Kadıköy/İstanbul";"two; parts"',
        '1;"Kızılay Mah. ""Atatürk"" Blv. No:1 Çankaya/Ankara";x',
        '2',
        '3;   ;y',
      ].join('\n'),
    );
    const run = runAddresses([file, '--delimiter', ';', '--column', 'adres']);
    expect(run.status, run.stderr).toBe(0);
    const parsed: Array<Record<string, string>> = parse(run.stdout, { columns: true, delimiter: ';' });
    expect(parsed.map((row) => [row.id, row.not, row.neighborhood_id, row.street, row.verdict])).toEqual([
      ['0', 'two; parts', '40512', 'Moda Cad. No:5 D:3', 'accept'],
      ['1', 'x', '1569', '"Atatürk" Blv. No:1', 'accept'],
      ['2', '', '', '', 'fix'],
      ['3', 'y', '', '', 'fix'],
    ]);
    expect(parsed[0]!.adres).toBe('Caferağa Mah. Moda Cad.\nNo:5 D:3\n34710 Kadıköy/İstanbul');
    expectSummary(run.stderr, parsed);
  });

  it('reads NDJSON, adding the parsed fields to each object', () => {
    const file = join(dir, 'orders.ndjson');
    const input = [
      { order: 1, shipTo: lineOf(1) },
      { order: 2, shipTo: lineOf(3) },
      { order: 3 },
      'not json',
      { order: 4, shipTo: lineOf(0) },
    ];
    writeFileSync(file, `${input.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('\n')}\n`);
    const run = runAddresses([file, '--column', 'shipTo']);
    expect(run.status, run.stderr).toBe(0);
    const output = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(output.map((item) => [item.order, item.neighborhood_id, item.village_id, item.district_id, item.verdict])).toEqual([
      [1, 1569, null, 1231, 'accept'],
      [2, null, 675, 1182, 'accept'],
      [3, null, null, null, 'fix'],
      [undefined, null, null, null, 'fix'],
      [4, 40512, null, 1421, 'accept'],
    ]);
    expect(output[3].input).toBe('not json');
    expect(Object.keys(output[0])).toEqual(['order', 'shipTo', ...parsedColumns]);
    expect(run.stderr.trim()).toMatch(/^5 lines, 3 accept, 0 confirm, 2 fix, [\d.]+ s$/);
  });

  it('reads plain text, one address a line, and writes CSV', () => {
    const file = join(dir, 'lines.txt');
    writeFileSync(file, `\uFEFF${lineOf(2)}\n\n${lineOf(4)}\r\n`);
    const run = runAddresses([file]);
    expect(run.status, run.stderr).toBe(0);
    const parsed: Array<Record<string, string>> = parse(run.stdout, { columns: true });
    expect(parsed.map((row) => [row.address, row.neighborhood_id, row.district_id, row.province_id, row.verdict])).toEqual([
      [lineOf(2), '41154', '1819', '35', 'accept'],
      ['', '', '', '', 'fix'],
      [lineOf(4), '40512', '1421', '34', 'accept'],
    ]);
  });

  it.each([
    [['missing.csv'], `No such file: ${join(dir, 'missing.csv')}. Give the path of a CSV, NDJSON or text file.`],
    [['customers.csv', '--column', 'address'], `The column "address" is not in the header of ${join(dir, 'customers.csv')}; its columns are "id", "adres", "not". Name one with --column.`],
    [['customers.csv'], `Name the column that holds the addresses with --column; the columns of ${join(dir, 'customers.csv')} are "id", "adres", "not".`],
    [['customers.csv', '--delimiter', '|'], '--delimiter must be "," or ";" or "tab", not "|".'],
    [['customers.csv', '--column', 'adres', '--out', join(dir, 'nope', 'out.csv')], `Cannot write ${join(dir, 'nope', 'out.csv')}: the folder ${join(dir, 'nope')} does not exist.`],
  ])('names what is wrong: %j', (args, message) => {
    const [file, ...rest] = args;
    const run = runAddresses([join(dir, file!), ...rest]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(message);
    expect(run.stdout).toBe('');
  });
});
