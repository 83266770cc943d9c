// The offline command's run (DESIGN §6.6): stream the file's rows, send them in batches to worker
// threads (one per core, each with the store loaded once), and write each row back with the parsed
// columns, in input order. Memory stays bounded whatever the file's size: the reader waits while
// `window` batches are in flight (the oldest must be written first), and the writer waits on the
// output's backpressure; the batches in flight are the reorder buffer, awaited in order.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { AddressFileError } from './address-file-error.ts';
import { type CsvDelimiter, detectDelimiter } from './csv-delimiter.ts';
import { type AddressFile, formatOf, type InputRow, openCsv, openInput, openNdjson, openText } from './file-formats.ts';
import { type ParsedValues, verdictOfValues } from './parsed-columns.ts';
import { createProgress } from './progress.ts';
import { createWorkerPool } from './worker-pool.ts';

export interface AddressFileOptions {
  file: string;
  column?: string;
  /** Where to write; stdout when absent. */
  out?: string;
  delimiter?: CsvDelimiter;
  /** Worker threads; every core by default. */
  workers?: number;
  storeDir: string;
  /** Where the progress bar and the summary go (stderr). */
  status: NodeJS.WriteStream;
}

/** Lines per message to a worker: enough that posting costs little next to reading (~50 µs a line). */
const batchSize = 250;
/** Batches in flight per worker: enough to keep each busy while the main thread parses and writes. */
const batchesPerWorker = 4;

/** The first bytes of the file: its BOM and header line. */
function headOf(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

async function openAddressFile(options: AddressFileOptions, onBytes: (count: number) => void): Promise<AddressFile> {
  const format = formatOf(options.file);
  const input = openInput(options.file, onBytes);
  if (format === 'ndjson') return openNdjson(input, options.column);
  if (format === 'text') return openText(input);
  const head = headOf(options.file);
  return openCsv(input, options.file, { column: options.column, delimiter: options.delimiter ?? detectDelimiter(head), bom: head.startsWith('\uFEFF') });
}

/** Groups rows into batches of `size`, the last one possibly shorter. */
async function* batches(rows: AsyncIterable<InputRow>, size: number): AsyncIterable<InputRow[]> {
  let batch: InputRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export async function runAddressFile(options: AddressFileOptions): Promise<string> {
  if (!existsSync(options.file) || !statSync(options.file).isFile()) throw new AddressFileError(`No such file: ${options.file}. Give the path of a CSV, NDJSON or text file.`);
  if (options.out && !existsSync(dirname(resolve(options.out)))) throw new AddressFileError(`Cannot write ${options.out}: the folder ${dirname(resolve(options.out))} does not exist.`);
  const progress = createProgress(options.status, statSync(options.file).size);
  const file = await openAddressFile(options, (count) => progress.bytesRead(count));
  const out: Writable = options.out ? createWriteStream(options.out) : process.stdout;
  const writer = file.writer(out);
  const workers = Math.max(1, options.workers ?? availableParallelism());
  const pool = createWorkerPool<string | null, ParsedValues>(new URL('./address-worker.ts', import.meta.url), workers, { storeDir: options.storeDir });
  const inFlight: Array<{ rows: InputRow[]; results: Promise<ParsedValues[]> }> = [];

  async function writeOldest() {
    const { rows, results } = inFlight.shift()!;
    const values = await results;
    for (let i = 0; i < rows.length; i++) {
      await writer.write(rows[i]!, values[i]!);
      progress.count(verdictOfValues(values[i]!));
    }
  }

  try {
    for await (const batch of batches(file.rows, batchSize)) {
      inFlight.push({ rows: batch, results: pool.run(batch.map((row) => row.line)) });
      if (inFlight.length >= workers * batchesPerWorker) await writeOldest();
    }
    while (inFlight.length > 0) await writeOldest();
    await writer.end();
  } finally {
    await pool.close();
  }
  return progress.finish();
}
