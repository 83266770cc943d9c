// RFC 4180 quoting, which the real dataset never needs (no name holds a comma, quote or line break),
// checked on hand-written records with a real CSV parser.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { DataRecord } from '../../../data/kinds.ts';
import { csvFile } from './csv-file.ts';
import type { RecordColumn } from './record-columns.ts';

const columns: RecordColumn[] = [
  { name: 'id', path: ['id'], type: 'integer' },
  { name: 'name', path: ['name'], type: 'string' },
  { name: 'codes', path: ['codes'], type: 'array' },
  { name: 'flag', path: ['flag'], type: 'boolean' },
  { name: 'area_value', path: ['area', 'value'], type: 'number' },
];

const records = [
  { id: 1, name: 'Adı "Sanı", Köyü', codes: [212, 216], flag: true, area: { value: 1.5 } },
  { id: 2, name: 'iki\r\nsatır', codes: [], flag: false, area: { value: 0 } },
  { id: 3, name: 'yok', codes: [7], flag: false, area: null },
] as unknown as DataRecord[];

describe('csvFile', () => {
  const csv = csvFile(columns, records).toString('utf8');

  it('writes the header, CRLF line ends, doubled quotes and empty nulls exactly', () => {
    expect(csv).toBe(
      'id,name,codes,flag,area_value\r\n' +
        '1,"Adı ""Sanı"", Köyü",212;216,true,1.5\r\n' +
        '2,"iki\r\nsatır",,false,0\r\n' +
        '3,yok,7,false,\r\n',
    );
  });

  it('parses back with csv-parse to the same cells', () => {
    expect(parse(csv, { columns: true, record_delimiter: '\r\n' })).toEqual([
      { id: '1', name: 'Adı "Sanı", Köyü', codes: '212;216', flag: 'true', area_value: '1.5' },
      { id: '2', name: 'iki\r\nsatır', codes: '', flag: 'false', area_value: '0' },
      { id: '3', name: 'yok', codes: '7', flag: 'false', area_value: '' },
    ]);
  });
});
