// The bytes of every download file, made once per store (so once per build: the build prerenders
// every file, the index and SHA256SUMS in one process) and shared by everything that needs them. The
// index's `bytes` and `sha256` and the SHA256SUMS lines are computed from the very buffers the files
// are written from, so they cannot disagree with the files.
import { createHash } from 'node:crypto';
import type { Store } from '../../data/store.ts';
import { type DownloadFile, downloadFiles } from './download-files.ts';

export interface DownloadBytes {
  row: DownloadFile;
  bytes: Buffer;
  sha256: string;
}

const outputs = new WeakMap<Store, Map<string, DownloadBytes>>();

export const downloadFileNamed = (file: string): DownloadFile | undefined => downloadFiles.find((row) => row.file === file);

/** The file's bytes and sha256, made on first request for this store. */
export function downloadBytes(store: Store, row: DownloadFile): DownloadBytes {
  let made = outputs.get(store);
  if (!made) {
    made = new Map();
    outputs.set(store, made);
  }
  let output = made.get(row.file);
  if (!output) {
    const bytes = row.generate(store);
    output = { row, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    made.set(row.file, output);
  }
  return output;
}

/** Every download file, in table order. */
export const allDownloadBytes = (store: Store): DownloadBytes[] => downloadFiles.map((row) => downloadBytes(store, row));

/**
 * The `sha256sum` format (GNU coreutils): the hex digest, two spaces (the second is a space, not `*`:
 * text mode, which is the same as binary on every system that runs sha256sum today), the file name,
 * a newline. `sha256sum -c SHA256SUMS` in the folder of the downloaded files checks them all.
 */
export function sha256Sums(store: Store): Buffer {
  return Buffer.from(allDownloadBytes(store).map(({ row, sha256 }) => `${sha256}  ${row.file}\n`).join(''), 'utf8');
}
