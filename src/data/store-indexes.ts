// Indexes beyond the five kinds (place search, postal codes, point lookup, addresses), as rows of one table.
// Each row compiles one store file from the validated dataset at build time; at run time the file is
// read on first use and checked against the size and sha256 the build recorded, like a kind file.
// A feature adds a row here and reads its file through `store.index(name)`; nothing else changes.
import { addressIndex } from './address-index/compile-address-index.ts';
import { boundariesIndex } from './boundaries-index.ts';
import type { Dataset } from './read-dataset.ts';
import { postalCodeIndex } from './postal-code-index.ts';
import { searchIndex } from './search-index/compile-search-index.ts';
import type { SectionValue } from './store-file.ts';

export interface CompiledIndex {
  /** Small JSON header of the file (counts, names of sections …). */
  meta: unknown;
  sections: Record<string, SectionValue>;
}

export interface StoreIndex {
  /** The file is `<name>.bin` in the store; `store.index(name)` reads it. */
  name: string;
  compile(dataset: Dataset): CompiledIndex;
}

export const storeIndexes: readonly StoreIndex[] = [postalCodeIndex, boundariesIndex, searchIndex, addressIndex];
