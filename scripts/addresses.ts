// `npm run addresses -- FILE [--column NAME] [--out FILE] [--delimiter ;] [--workers N]`: reads every
// address of a CSV, NDJSON or text file on this machine and writes the rows back with the parsed
// columns (DESIGN §6.6). Nothing is sent anywhere: customer addresses are personal data (KVKK). The
// result goes to --out or stdout; the progress bar and the summary to stderr.
import { parseArgs } from 'node:util';
import { AddressFileError } from '../src/addresses-file/address-file-error.ts';
import { delimiterOption } from '../src/addresses-file/csv-delimiter.ts';
import { runAddressFile } from '../src/addresses-file/run-address-file.ts';
import { storeDir } from '../src/data/store-layout.ts';
import { compileStoreIfStale } from './build-stamp.ts';

const usage = 'Usage: npm run addresses -- FILE [--column NAME] [--out FILE] [--delimiter ";"] [--workers N]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: ReturnType<typeof parseArgs<{ options: { column: { type: 'string' }; out: { type: 'string' }; delimiter: { type: 'string' }; workers: { type: 'string' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { column: { type: 'string' }, out: { type: 'string' }, delimiter: { type: 'string' }, workers: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { values, positionals } = parsed;
if (positionals.length !== 1) fail(`Give one file to read.\n${usage}`);
const delimiter = values.delimiter === undefined ? undefined : delimiterOption(values.delimiter);
if (values.delimiter !== undefined && !delimiter) fail(`--delimiter must be "," or ";" or "tab", not "${values.delimiter}".`);
const workers = values.workers === undefined ? undefined : Number(values.workers);
if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1 && workers <= 64)) fail(`--workers must be a whole number from 1 to 64, not "${values.workers}".`);

// A reader that stops early (`| head`) closes the pipe: that ends the run, quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

compileStoreIfStale('addresses');
try {
  await runAddressFile({ file: positionals[0]!, column: values.column, out: values.out, delimiter, workers, storeDir: storeDir(), status: process.stderr });
} catch (error) {
  if (error instanceof AddressFileError) fail(error.message);
  throw error;
}
