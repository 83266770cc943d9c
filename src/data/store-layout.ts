// Where the dataset is read from and where the compiled store lives, and what its files hold.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { KindName } from './kinds.ts';
import type { DatasetMetaFile } from './schemas.ts';

/** Where the repository keeps its copy of each dataset release: `data/<datasetVersion>/`. */
export const datasetsRoot = 'data';

/** The newest release the repository ships (`data/2025`), by version name; `npm run data:import` adds one. */
function newestShippedDataset(): string {
  const versions = existsSync(datasetsRoot)
    ? readdirSync(datasetsRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory() && /^[0-9A-Za-z.-]+$/.test(entry.name))
    : [];
  const newest = versions.map((entry) => entry.name).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  return join(datasetsRoot, newest ?? '2025');
}

/** The dataset folder: `DATASET_DIR`, else the newest release in `data/` (today `data/2025`), from the project root. */
export const datasetDir = (): string => resolve(process.env.DATASET_DIR ?? newestShippedDataset());

/**
 * The compiled store: `STORE_DIR`, else `.store` in the working directory. The project root when run
 * through npm; the function's root on Vercel, where `includeFiles` puts the store at the same path.
 */
export const storeDir = (): string => resolve(process.env.STORE_DIR ?? '.store');

export const storeMetaFile = 'meta.json';
/** The file of a kind (`provinces.bin`) or of an index (`search.bin`, see store-indexes.ts). */
export const storeFileName = (name: string): string => `${name}.bin`;

/** Header of one kind's store file. */
export interface KindFileMeta {
  kind: KindName;
  count: number;
  columns: string[];
  orders: string[];
}

export interface StoreFileCheck {
  bytes: number;
  sha256: string;
}

/** The store's meta.json: the dataset's own meta plus counts derived from the loaded records. */
export interface StoreMeta extends DatasetMetaFile {
  counts: Record<KindName, number>;
  /** The year of each kind's populations (DESIGN §6.8): the release's `populationYears`, else its version's year. */
  populationYears: Record<KindName, number>;
  /**
   * Each file's size and sha256 by kind or index name, checked when it is loaded: a damaged store is
   * never served.
   */
  files: Record<KindName, StoreFileCheck> & Record<string, StoreFileCheck>;
}
