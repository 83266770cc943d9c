// A kind's records as CSV per RFC 4180 (https://www.rfc-editor.org/rfc/rfc4180): fields separated by
// commas, records ended by CRLF (§2.1, the last one too, §2.2 allows it), a header row (§2.3), and a
// field that holds a comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled
// (§2.6, §2.7). UTF-8 without a byte order mark: a BOM becomes part of the first column's name in
// most parsers (R's read.csv, Python's csv module with plain `utf-8`); Excel users import through
// Data → From Text/CSV with UTF-8 (65001) instead, as the Downloads page explains.
import type { DataRecord } from '../../../data/kinds.ts';
import { type Cell, type RecordColumn, recordCells } from './record-columns.ts';

const needsQuotes = /[",\r\n]/;

/** One field: booleans `true`/`false`, null empty, numbers as JSON writes them. */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  const text = typeof cell === 'string' ? cell : typeof cell === 'number' ? JSON.stringify(cell) : String(cell);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly Cell[]) => `${fields.map(csvField).join(',')}\r\n`;

export function csvFile(columns: readonly RecordColumn[], records: Iterable<DataRecord>): Buffer {
  const lines = [csvLine(columns.map((column) => column.name))];
  for (const record of records) lines.push(csvLine(recordCells(record, columns)));
  return Buffer.from(lines.join(''), 'utf8');
}

/** A header and rows of cells, in the same RFC 4180 form: for files that are not a kind's records. */
export function csvTable(header: readonly string[], rows: Iterable<readonly Cell[]>): Buffer {
  const lines = [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return Buffer.from(lines.join(''), 'utf8');
}
