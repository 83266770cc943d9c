// Which name tokens one query token matches, and how well: exactly, as a prefix (the last query token)
// or with a typo (DESIGN §6.1: one edit from 5 letters, two from 8). Exact and prefix matches are a
// binary search in the sorted token list. Typos of a word that is itself a name token are its typo
// neighbours, listed by the build; only a word no name has (a typo being typed) is looked up in the
// deletion index. The result lives in reusable typed arrays, stamped per request.
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { forEachTypoMatch } from '../../data/search-index/typo-candidates.ts';
import { tokenQuality } from './match-weights.ts';
import type { QueryToken } from './query-tokens.ts';

/** The name tokens one query token matched: quality[t] counts only where stamp[t] is this request's. */
export interface TokenMatches {
  stamp: Uint32Array;
  /** Tokens whose edit distance this request already computed (a token shares several deletions). */
  checked: Uint32Array;
  quality: Float32Array;
  /** The matched token ids, in no order. */
  matched: number[];
  /** The best quality among them. */
  best: number;
}

/** First index in `tokens` whose token is >= `text` (code-unit order, as the build sorted them). */
export function tokenLowerBound(tokens: readonly string[], text: string): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (tokens[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

function mark(matches: TokenMatches, generation: number, token: number, quality: number): void {
  if (quality > matches.best) matches.best = quality;
  if (matches.stamp[token] !== generation) {
    matches.stamp[token] = generation;
    matches.quality[token] = quality;
    matches.matched.push(token);
  } else if (quality > matches.quality[token]!) matches.quality[token] = quality;
}

export function matchToken(index: SearchIndexView, query: QueryToken, matches: TokenMatches, generation: number): void {
  const { tokens } = index;
  matches.matched.length = 0;
  matches.best = 0;
  const first = tokenLowerBound(tokens, query.text);
  const known = tokens[first] === query.text;
  if (query.prefix) {
    const end = tokenLowerBound(tokens, `${query.text}\uffff`);
    for (let t = first; t < end; t++) {
      const typed = query.text.length / tokens[t]!.length;
      mark(matches, generation, t, typed === 1 ? tokenQuality.exact : tokenQuality.prefixBase + tokenQuality.prefixTyped * typed);
    }
  } else if (known) mark(matches, generation, first, tokenQuality.exact);

  // A token already matched (as a prefix) is matched better than any typo could.
  if (known) {
    const { typoNeighbourOffsets, typoNeighbours, typoNeighbourDistances } = index;
    for (let k = typoNeighbourOffsets[first]!, end = typoNeighbourOffsets[first + 1]!; k < end; k++) {
      const token = typoNeighbours[k]!;
      if (matches.stamp[token] !== generation) mark(matches, generation, token, tokenQuality.typo[typoNeighbourDistances[k]!]!);
    }
    return;
  }
  forEachTypoMatch(
    index,
    query.text,
    matches.checked,
    generation,
    (token) => matches.stamp[token] === generation,
    (token, distance) => mark(matches, generation, token, tokenQuality.typo[distance]!),
  );
}
