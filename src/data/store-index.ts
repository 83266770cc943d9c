// What a store index is: a named compiler from the validated dataset to one store file. The table of
// indexes (store-indexes.ts) and each index's compiler both import these types from here, so the
// table can import the compilers without the compilers importing the table.
import type { Dataset } from './read-dataset.ts';
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
