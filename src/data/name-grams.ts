// The substring index of a kind's folded names (`search`, DESIGN §3): for every string of one to three
// characters that occurs in some folded name, the ascending indexes of the records whose name holds
// it. A key of up to three characters is answered by its own list; a longer key by the shortest list
// among its three-character pieces, each candidate then checked against the whole key. Measured
// against a suffix array over the same text (issue 31, data/2025, 2,000 name prefixes of 3–7 letters):
//
// | neighborhoods (32,186 names) | build  | bytes in the store | per query |
// |------------------------------|--------|--------------------|-----------|
// | indexOf over the joined text | —      | 0                  | 234 µs    |
// | 1-, 2- and 3-grams           | 105 ms | 2.54 MB            | 5.3 µs    |
// | suffix array                 | 148 ms | 1.04 MB            | 30.9 µs   |
//
// (villages, 18,183 names: 1.42 MB and 3.0 µs against 0.58 MB and 8.0 µs). The n-grams win on time and
// give candidates already in record order, so the list engine never sorts or de-duplicates them.

/** The longest piece indexed; a longer key is looked up by its pieces of this length. */
export const gramLength = 3;

export interface CompiledNameGrams {
  /** The pieces, ascending, joined by newlines (which never occur in a folded name). */
  gramText: { text: string };
  /** Postings of piece g are gramPostings[gramStarts[g] .. gramStarts[g + 1]). */
  gramStarts: Uint32Array;
  gramPostings: Uint32Array;
}

/** Postings of every piece of one to `gramLength` characters of `names` (record order). */
export function compileNameGrams(names: readonly string[]): CompiledNameGrams {
  const postings = new Map<string, number[]>();
  names.forEach((name, index) => {
    const pieces = new Set<string>();
    for (let length = 1; length <= gramLength; length++) {
      for (let start = 0; start + length <= name.length; start++) pieces.add(name.slice(start, start + length));
    }
    for (const piece of pieces) {
      const list = postings.get(piece);
      // Names are visited in record order, so every list is ascending.
      if (list) list.push(index);
      else postings.set(piece, [index]);
    }
  });
  const grams = [...postings.keys()].sort();
  const gramStarts = new Uint32Array(grams.length + 1);
  grams.forEach((gram, g) => {
    gramStarts[g + 1] = gramStarts[g]! + postings.get(gram)!.length;
  });
  const gramPostings = new Uint32Array(gramStarts[grams.length]!);
  grams.forEach((gram, g) => {
    gramPostings.set(postings.get(gram)!, gramStarts[g]!);
  });
  return { gramText: { text: grams.join('\n') }, gramStarts, gramPostings };
}
