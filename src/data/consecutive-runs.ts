// Ascending indexes as runs of consecutive values: each run of records (or summaries) is one slice of
// the store's comma-separated JSON, so a page or a code's places are a few slices, not one per item.

/** Calls `visit(first, last)` for each run of consecutive values of `indexes`, in order, allocating nothing. */
export function forEachRun(indexes: ArrayLike<number>, visit: (first: number, last: number) => void): void {
  for (let start = 0; start < indexes.length; ) {
    let end = start;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end++;
    visit(indexes[start]!, indexes[end]!);
    start = end + 1;
  }
}

/** `[first, last]` pairs covering `indexes` in order, each a run of consecutive values. */
export function consecutiveRuns(indexes: ArrayLike<number>): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  forEachRun(indexes, (first, last) => runs.push([first, last]));
  return runs;
}
