// The build's whole check of a dataset folder, as one call: every file against its schema, then the
// cross-record invariants. The build and the import command both go through here, so a folder the
// import accepts is one the build compiles.
import { checkInvariants } from './invariants.ts';
import { type Dataset, readDataset } from './read-dataset.ts';

/** Reads and checks the dataset in `dir`; throws DatasetError listing every problem found. */
export function validateDataset(dir: string): Dataset {
  const dataset = readDataset(dir);
  checkInvariants(dataset);
  return dataset;
}
