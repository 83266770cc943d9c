// The three kinds of file the offline command reads (DESIGN §6.6), each as rows in input order and a
// writer of the same rows with the parsed columns added:
// - CSV (RFC 4180 through csv-parse and csv-stringify: quoted fields, newlines inside quotes, a BOM,
//   `,` `;` or tab): a header row, the address in the column named by --column; written back as CSV
//   with the same delimiter (and the BOM, when the input had one, so Excel reads it as UTF-8);
// - NDJSON (one JSON object a line): the address in the field named by --column; written as NDJSON
//   with the parsed fields added to each object;
// - plain text: one address a line; written as CSV, the line in an `address` column.
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { AddressFileError } from './address-file-error.ts';
import type { CsvDelimiter } from './csv-delimiter.ts';
import { csvCells, jsonFields, type ParsedValues, parsedColumns } from './parsed-columns.ts';

/** A row of the input: the address to read (null when the row has none), and the row itself to write back. */
export interface InputRow {
  line: string | null;
  row: unknown;
}

export interface RowWriter {
  /** Resolves once the output can take more (backpressure). */
  write(row: InputRow, values: ParsedValues): Promise<void>;
  end(): Promise<void>;
}

export interface AddressFile {
  rows: AsyncIterable<InputRow>;
  writer(out: Writable): RowWriter;
}

export type FileFormat = 'csv' | 'ndjson' | 'text';

/** The format by the file's extension: `.csv`, `.ndjson` or `.jsonl`, anything else is plain text. */
export function formatOf(path: string): FileFormat {
  if (/\.csv$/i.test(path)) return 'csv';
  if (/\.(?:ndjson|jsonl)$/i.test(path)) return 'ndjson';
  return 'text';
}

/** Writes and waits for `drain` when the stream's buffer is full, so memory stays bounded. */
async function writeBounded(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function endStream(stream: Writable): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

function csvWriter(out: Writable, options: { delimiter: string; bom: boolean; header: readonly string[] }, cellsOf: (row: InputRow) => string[]): RowWriter {
  const csv = stringify({ delimiter: options.delimiter, bom: options.bom });
  csv.pipe(out);
  csv.write([...options.header, ...parsedColumns]);
  return {
    write: (row, values) => writeBounded(csv, [...cellsOf(row), ...csvCells(values)]),
    async end() {
      csv.end();
      await once(out === process.stdout ? csv : out, out === process.stdout ? 'end' : 'finish');
    },
  };
}

/** Which column holds the address: --column, else `address`, else the only one. */
function columnIndex(header: readonly string[], column: string | undefined, path: string): number {
  const names = header.map((name) => name.trim());
  const listed = names.map((name) => `"${name}"`).join(', ');
  if (column !== undefined) {
    const index = names.indexOf(column);
    if (index < 0) throw new AddressFileError(`The column "${column}" is not in the header of ${path}; its columns are ${listed}. Name one with --column.`);
    return index;
  }
  const address = names.findIndex((name) => name.toLowerCase() === 'address');
  if (address >= 0) return address;
  if (names.length === 1) return 0;
  throw new AddressFileError(`Name the column that holds the addresses with --column; the columns of ${path} are ${listed}.`);
}

export async function openCsv(input: Readable, path: string, options: { column?: string; delimiter: CsvDelimiter; bom: boolean }): Promise<AddressFile> {
  // relax_column_count: a short row is a bad row to mark, not a reason to stop the run.
  const records = input.pipe(parse({ bom: true, delimiter: options.delimiter, relax_column_count: true, skip_empty_lines: true }))[Symbol.asyncIterator]();
  const first = await records.next();
  if (first.done) throw new AddressFileError(`${path} is empty: a CSV file needs a header row naming its columns.`);
  const header = first.value as string[];
  const index = columnIndex(header, options.column, path);
  async function* rows(): AsyncIterable<InputRow> {
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const cells = next.value as string[];
      yield { line: cells[index] ?? null, row: cells };
    }
  }
  return {
    rows: rows(),
    // A short row is padded to the header, so the parsed columns stay under their names.
    writer: (out) => csvWriter(out, { delimiter: options.delimiter, bom: options.bom, header }, ({ row }) => [...(row as string[]), ...Array(Math.max(0, header.length - (row as string[]).length)).fill('')]),
  };
}

function lines(input: Readable): AsyncIterable<string> {
  return createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

export function openNdjson(input: Readable, column = 'address'): AddressFile {
  async function* rows(): AsyncIterable<InputRow> {
    for await (const text of lines(input)) {
      if (text.trim() === '') continue;
      let object: unknown;
      try {
        object = JSON.parse(text);
      } catch {
        // Not JSON: kept as text in `input`, marked `fix`.
        yield { line: null, row: { input: text } };
        continue;
      }
      const isObject = typeof object === 'object' && object !== null && !Array.isArray(object);
      const value = isObject ? (object as Record<string, unknown>)[column] : undefined;
      yield { line: typeof value === 'string' ? value : null, row: isObject ? object : { input: object } };
    }
  }
  return {
    rows: rows(),
    writer: (out) => ({
      write: ({ row }, values) => writeBounded(out, `${JSON.stringify({ ...(row as object), ...jsonFields(values) })}\n`),
      end: () => (out === process.stdout ? Promise.resolve() : endStream(out)),
    }),
  };
}

export function openText(input: Readable): AddressFile {
  async function* rows(): AsyncIterable<InputRow> {
    let first = true;
    for await (const text of lines(input)) {
      // A BOM opens the first line of a file saved by Notepad; it is not part of the address.
      const line = first ? text.replace(/^\uFEFF/, '') : text;
      first = false;
      yield { line, row: line };
    }
  }
  return { rows: rows(), writer: (out) => csvWriter(out, { delimiter: ',', bom: false, header: ['address'] }, ({ row }) => [row as string]) };
}

export const openInput = (path: string, onBytes: (count: number) => void): Readable => {
  const stream = createReadStream(path);
  stream.on('data', (chunk) => onBytes(chunk.length));
  return stream;
};
