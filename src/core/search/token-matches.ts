// Which name tokens one query token matches, and how well: exactly, as a prefix (the last query token)
// or with a typo (DESIGN §6.1: one edit from 5 letters, two from 8). Exact and prefix matches are a
// binary search in the sorted token list; typos are lookups in the deletion index, each candidate
// verified with the real edit distance. The result lives in reusable typed arrays, stamped per request.
import { forEachDeletion } from '../../data/search-index/deletion-hash.ts';
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { deletionBucketShift } from '../../data/search-index/search-index-view.ts';
import { typoAllowance } from '../../data/search-index/search-tokens.ts';
import { boundedEditDistance } from './edit-distance.ts';
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
function lowerBound(tokens: readonly string[], text: string): number {
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
  const first = lowerBound(tokens, query.text);
  if (query.prefix) {
    const end = lowerBound(tokens, `${query.text}\uffff`);
    for (let t = first; t < end; t++) {
      const typed = query.text.length / tokens[t]!.length;
      mark(matches, generation, t, typed === 1 ? tokenQuality.exact : tokenQuality.prefixBase + tokenQuality.prefixTyped * typed);
    }
  } else if (tokens[first] === query.text) mark(matches, generation, first, tokenQuality.exact);

  const allowance = typoAllowance(query.text.length);
  if (allowance === 0) return;
  const { deletionBuckets, deletionHashes, deletionTokens } = index;
  forEachDeletion(query.text, allowance, (hash) => {
    const bucket = hash >>> deletionBucketShift;
    for (let i = deletionBuckets[bucket]!, end = deletionBuckets[bucket + 1]!; i < end; i++) {
      if (deletionHashes[i] !== hash) continue;
      const token = deletionTokens[i]!;
      if (matches.stamp[token] === generation || matches.checked[token] === generation) continue; // matched at least as well, or too far
      matches.checked[token] = generation;
      const distance = boundedEditDistance(query.text, tokens[token]!, allowance);
      if (distance <= allowance) mark(matches, generation, token, tokenQuality.typo[distance]!);
    }
  });
}
