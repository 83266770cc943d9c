// Ranking: every place whose query tokens all match its own name or its ancestors' names, scored by
// match quality plus importance, best `limit` kept (ties by id, then kind). Candidates come from the
// places that carry a matched token; places matched only through their ancestors are the descendants
// of such places and are walked only when they could still reach the top `limit`.
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { ancestorWeight, nameStartBonus, ownWeight, roundScore, wholeNameBonus } from './match-weights.ts';
import type { QueryToken } from './query-tokens.ts';
import { matchToken, type TokenMatches } from './token-matches.ts';

export interface SearchFilter {
  /** Bit i set: places of `index.meta.kinds[i]` are wanted. */
  kindMask: number;
  provinceId?: number;
  districtId?: number;
}

export interface RankedPlace {
  place: number;
  score: number;
}

// Scratch space reused by every request (the handler is synchronous, so requests never interleave).
const slots: TokenMatches[] = [];
let seen = new Uint32Array(0);
let generation = 0;

function slot(index: SearchIndexView, i: number): TokenMatches {
  slots[i] ??= { stamp: new Uint32Array(index.meta.tokenCount), quality: new Float32Array(index.meta.tokenCount), matched: [] };
  return slots[i]!;
}

export function rankPlaces(index: SearchIndexView, query: readonly QueryToken[], filter: SearchFilter, limit: number): RankedPlace[] {
  if (query.length === 0) return [];
  if (seen.length !== index.meta.placeCount) seen = new Uint32Array(index.meta.placeCount);
  if (++generation === 0xffffffff) {
    // Stamps would repeat: start over from clean arrays (once per 4 billion requests).
    for (const s of slots) s.stamp.fill(0);
    seen.fill(0);
    generation = 1;
  }
  const stamp = generation;
  const matches = query.map((token, i) => slot(index, i));
  for (let i = 0; i < query.length; i++) {
    matchToken(index, query[i]!, matches[i]!, stamp);
    if (matches[i]!.matched.length === 0) return []; // a token nothing matches: no place can
  }
  const { ownOffsets, ownPlaces, placeKind, placeId, placeProvinceId, placeDistrictId, placeTokenOffsets, placeTokens, ancestorOffsets, ancestors, descendantOffsets, descendants, importance } = index;

  /** The best quality with which query token `m` matches one of `place`'s own tokens (0: none). */
  const ownQuality = (m: TokenMatches, place: number) => {
    let best = 0;
    for (let k = placeTokenOffsets[place]!, end = placeTokenOffsets[place + 1]!; k < end; k++) {
      const token = placeTokens[k]!;
      if (m.stamp[token] === stamp && m.quality[token]! > best) best = m.quality[token]!;
    }
    return best;
  };

  /** The place's score, or -1 when it is filtered out or some query token matches neither it nor an ancestor. */
  const scoreOf = (place: number): number => {
    if (!(filter.kindMask & (1 << placeKind[place]!))) return -1;
    if (filter.provinceId !== undefined && placeProvinceId[place] !== filter.provinceId) return -1;
    if (filter.districtId !== undefined && placeDistrictId[place] !== filter.districtId) return -1;
    let score = importance[place]!;
    for (const m of matches) {
      let best = ownWeight * ownQuality(m, place);
      for (let a = ancestorOffsets[place]!, end = ancestorOffsets[place + 1]!; a < end; a++) {
        best = Math.max(best, ancestorWeight * ownQuality(m, ancestors[a]!));
      }
      if (best === 0) return -1;
      score += best;
    }
    // How much of the name the query covers: all of it, or at least its first token.
    const firstToken = placeTokenOffsets[place]!;
    const lastToken = placeTokenOffsets[place + 1]!;
    const covered = (k: number) => matches.some((m) => m.stamp[placeTokens[k]!] === stamp);
    let whole = firstToken < lastToken;
    for (let k = firstToken; k < lastToken && whole; k++) whole = covered(k);
    if (whole) score += wholeNameBonus;
    else if (firstToken < lastToken && covered(firstToken)) score += nameStartBonus;
    return roundScore(score);
  };

  // The best `limit` so far, best first; ties by id, then by kind.
  const top: RankedPlace[] = [];
  const consider = (place: number) => {
    if (seen[place] === stamp) return;
    seen[place] = stamp;
    const score = scoreOf(place);
    if (score < 0) return;
    const before = (other: RankedPlace) =>
      score > other.score || (score === other.score && (placeId[place]! < placeId[other.place]! || (placeId[place] === placeId[other.place] && placeKind[place]! < placeKind[other.place]!)));
    if (top.length === limit && !before(top[limit - 1]!)) return;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && before(top[at - 1]!)) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = { place, score };
  };

  // 1. Places that carry a matched token in their own name. Places with descendants that matched
  //    token i are remembered: whatever matches only through ancestors lies below them.
  const parentsByToken: number[][] = query.map(() => []);
  matches.forEach((m, i) => {
    for (const token of m.matched) {
      for (let k = ownOffsets[token]!, end = ownOffsets[token + 1]!; k < end; k++) {
        const place = ownPlaces[k]!;
        consider(place);
        if (descendantOffsets[place + 1]! > descendantOffsets[place]!) parentsByToken[i]!.push(place);
      }
    }
  });

  // 2. Places matched only through ancestors score at most ancestorWeight per token plus the largest
  //    importance of a place with ancestors; walk them only if that could still make the top.
  const ceiling = roundScore(ancestorWeight * query.length + index.meta.maxImportanceWithAncestors);
  if (top.length === limit && top[limit - 1]!.score > ceiling) return top;
  // Every such place is below a place that matched each token; the token with the fewest descendants bounds the walk.
  const size = (parents: number[]) => parents.reduce((sum, p) => sum + descendantOffsets[p + 1]! - descendantOffsets[p]!, 0);
  const smallest = parentsByToken.reduce((best, parents) => (size(parents) < size(best) ? parents : best));
  for (const parent of smallest) {
    for (let k = descendantOffsets[parent]!, end = descendantOffsets[parent + 1]!; k < end; k++) consider(descendants[k]!);
  }
  return top;
}
