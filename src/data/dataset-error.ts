// A broken dataset must stop the build with a message a maintainer can act on: which file, which
// record, which field, which rule. Problems are collected rather than thrown one by one, so a single
// run shows everything that is wrong.

export interface DatasetProblem {
  file: string;
  /** Record id, or `#index` when the record has no usable id, or undefined for file-level problems. */
  record?: number | string;
  field?: string;
  rule: string;
}

const shownProblems = 25;

export function describeProblem({ file, record, field, rule }: DatasetProblem): string {
  const where = [file, record === undefined ? undefined : `record ${typeof record === 'number' ? `id ${record}` : record}`];
  if (field) where.push(`field ${field}`);
  return `${where.filter(Boolean).join(', ')}: ${rule}`;
}

/** An error in what the build reads (the dataset, its name tables) whose message is the whole report: printed without a stack. */
export class BuildInputError extends Error {}

export class DatasetError extends BuildInputError {
  readonly problems: readonly DatasetProblem[];

  /**
   * `unchecked`: files that could not be read whole, so the rules across files that read them did
   * not run; the message says so, since fixing those files can bring up more problems.
   */
  constructor(datasetDir: string, problems: readonly DatasetProblem[], unchecked: readonly string[] = []) {
    const lines = problems.slice(0, shownProblems).map((problem) => `  - ${describeProblem(problem)}`);
    if (problems.length > shownProblems) lines.push(`  … and ${problems.length - shownProblems} more`);
    if (unchecked.length > 0) lines.push(`The rules across files were not checked for ${unchecked.join(', ')}, which could not be read whole.`);
    super(
      `The dataset in ${datasetDir} is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        `${lines.join('\n')}\n` +
        'Fix the dataset files (or point DATASET_DIR at a valid copy) and build again.',
    );
    this.name = 'DatasetError';
    this.problems = problems;
  }
}
