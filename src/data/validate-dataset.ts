// The build's whole check of a dataset folder, as one call: every file against its schema, then the
// cross-record invariants over the files that were read whole. The build and the import command both
// go through here, so a folder the import accepts is one the build compiles, and both list every
// problem they can see at once, even when a file is missing.
import { DatasetError } from './dataset-error.ts';
import { invariantProblems } from './invariants.ts';
import { type Dataset, readDataset } from './read-dataset.ts';

/** Reads and checks the dataset in `dir`; throws DatasetError listing every problem found. */
export function validateDataset(dir: string): Dataset {
  const { dataset, problems, wholeFiles } = readDataset(dir);
  const { problems: crossRecord, unchecked } = invariantProblems(dataset, wholeFiles);
  problems.push(...crossRecord);
  if (problems.length > 0 || !dataset.meta) throw new DatasetError(dir, problems, unchecked);
  return { ...dataset, meta: dataset.meta };
}
