// Optimal string alignment distance (Damerau–Levenshtein where a swap of two neighbours counts as one
// edit and no substring is edited twice), bounded: the typo rule of DESIGN §6.1 never needs more than 2.

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** The distance between `a` and `b` when it is at most `max`, else `max + 1`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) for (let i = 0; i < 3; i++) rows[i] = new Int32Array(b.length + 1);
  let beforePrevious = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = previous[j - 1]! + cost;
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1) && beforePrevious[j - 2]! + 1 < value) {
        value = beforePrevious[j - 2]! + 1;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length]!, max + 1);
}
