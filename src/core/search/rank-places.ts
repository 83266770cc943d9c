// Ranking: every place whose query tokens all match its own name or its ancestors' names, scored by
// match quality plus importance, best `limit` kept (ties by id, then kind).
//
// Every hit matches the "driver" token (the query token that reaches the fewest places) either in its
// own name or through an ancestor, so the candidates are the places carrying a matched token plus the
// descendants of those that have any. Those lists are read in falling order of importance + the most
// the match can add, and reading stops when that bound falls below the current top `limit`.
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { ImportanceMerge } from './importance-merge.ts';
import { ancestorWeight, formerWeight, nameStartBonus, ownWeight, roundScore, tokenQuality, wholeNameBonus } from './match-weights.ts';
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
  /** The former name the place was found by (index into the index's formerNames), when a query word matched only it. */
  formerName?: number;
}

// Scratch space reused by every request on the same index: the handler is synchronous, so requests
// never interleave. Stamps (a request's generation number) mark what this request touched, so nothing
// is cleared. Kept per index, since its arrays are sized by (and the merge reads) that index.
interface Scratch {
  slots: TokenMatches[];
  seen: Uint32Array;
  generation: number;
  merge: ImportanceMerge;
}

const scratchOf = new WeakMap<SearchIndexView, Scratch>();

function scratchFor(index: SearchIndexView): Scratch {
  let scratch = scratchOf.get(index);
  if (!scratch) {
    scratch = { slots: [], seen: new Uint32Array(index.meta.placeCount), generation: 0, merge: new ImportanceMerge(index.importance) };
    scratchOf.set(index, scratch);
  }
  return scratch;
}

function slot(index: SearchIndexView, scratch: Scratch, i: number): TokenMatches {
  const tokenCount = index.meta.tokenCount;
  scratch.slots[i] ??= { stamp: new Uint32Array(tokenCount), checked: new Uint32Array(tokenCount), quality: new Float32Array(tokenCount), matched: [], best: 0 };
  return scratch.slots[i]!;
}

function nextGeneration(scratch: Scratch): number {
  if (++scratch.generation === 0xffffffff) {
    // Stamps would repeat: start again from clean arrays (once in four billion requests).
    for (const s of scratch.slots) {
      s.stamp.fill(0);
      s.checked.fill(0);
    }
    scratch.seen.fill(0);
    scratch.generation = 1;
  }
  return scratch.generation;
}

/** How many places the query token could reach: carriers of its matched tokens and their descendants. */
function reach(index: SearchIndexView, m: TokenMatches): number {
  const { ownOffsets, parentOffsets, parentPlaces, descendantOffsets } = index;
  let total = 0;
  for (const token of m.matched) {
    total += ownOffsets[token + 1]! - ownOffsets[token]!;
    for (let k = parentOffsets[token]!; k < parentOffsets[token + 1]!; k++) {
      const parent = parentPlaces[k]!;
      total += descendantOffsets[parent + 1]! - descendantOffsets[parent]!;
    }
  }
  return total;
}

export function rankPlaces(index: SearchIndexView, query: readonly QueryToken[], filter: SearchFilter, limit: number): RankedPlace[] {
  const n = query.length;
  if (n === 0) return [];
  const scratch = scratchFor(index);
  const stamp = nextGeneration(scratch);
  const { seen, merge } = scratch;
  const matches = query.map((_, i) => slot(index, scratch, i));
  for (let j = 0; j < n; j++) {
    matchToken(index, query[j]!, matches[j]!, stamp);
    if (matches[j]!.matched.length === 0) return []; // a token nothing matches: no place can
  }
  const { ownOffsets, ownPlaces, parentOffsets, parentPlaces, placeKind, placeId, placeProvinceId, placeDistrictId, placeTokenOffsets, placeTokens, placeNameTokenCounts, placeTokenFormerNames, ancestorOffsets, ancestors, descendantOffsets, descendants, importance } = index;

  /** The place's score, or -1 when it is filtered out or a query token matches neither it nor an ancestor. */
  const scoreOf = (place: number): number => {
    if ((filter.kindMask & (1 << placeKind[place]!)) === 0) return -1;
    if (filter.provinceId !== undefined && placeProvinceId[place] !== filter.provinceId) return -1;
    if (filter.districtId !== undefined && placeDistrictId[place] !== filter.districtId) return -1;
    const ownStart = placeTokenOffsets[place]!;
    const ownEnd = placeTokenOffsets[place + 1]!;
    const ancestorEnd = ancestorOffsets[place + 1]!;
    let score = importance[place]!;
    for (let j = 0; j < n; j++) {
      const { stamp: stamps, quality } = matches[j]!;
      let best = 0;
      for (let k = ownStart; k < ownEnd; k++) {
        const token = placeTokens[k]!;
        const weight = placeTokenFormerNames[k] === 0 ? ownWeight : formerWeight;
        if (stamps[token] === stamp && weight * quality[token]! > best) best = weight * quality[token]!;
      }
      for (let a = ancestorOffsets[place]!; a < ancestorEnd; a++) {
        const ancestor = ancestors[a]!;
        for (let k = placeTokenOffsets[ancestor]!, end = placeTokenOffsets[ancestor + 1]!; k < end; k++) {
          const token = placeTokens[k]!;
          if (stamps[token] === stamp && ancestorWeight * quality[token]! > best) best = ancestorWeight * quality[token]!;
        }
      }
      if (best === 0) return -1;
      score += best;
    }
    // How much of the name the query covers: all of it, or at least its first token. A one-word alias
    // (`Afyon`, data/aliases.csv) typed whole is a whole name too; being typed it is no more than
    // another token of the name (`mar` is Mardin's start, not Maraş's).
    const nameEnd = ownStart + placeNameTokenCounts[place]!;
    const queried = (k: number, exactly: boolean) => {
      for (let j = 0; j < n; j++) if (matches[j]!.stamp[placeTokens[k]!] === stamp && (!exactly || matches[j]!.quality[placeTokens[k]!] === tokenQuality.exact)) return true;
      return false;
    };
    let covered = 0;
    while (ownStart + covered < nameEnd && queried(ownStart + covered, false)) covered++;
    let wholeAlias = false;
    for (let k = nameEnd; k < ownEnd && !wholeAlias && covered < nameEnd - ownStart; k++) wholeAlias = queried(k, true);
    if (covered === nameEnd - ownStart || wholeAlias) score += wholeNameBonus;
    else if (covered > 0) score += nameStartBonus;
    return roundScore(score);
  };

  // The best `limit` so far, best first; ties by id, then by kind.
  const top: RankedPlace[] = [];
  const before = (score: number, place: number, other: RankedPlace) =>
    score > other.score || (score === other.score && (placeId[place]! - placeId[other.place]! || placeKind[place]! - placeKind[other.place]!) < 0);
  const consider = (place: number) => {
    if (seen[place] === stamp) return;
    seen[place] = stamp;
    const score = scoreOf(place);
    if (score < 0 || (top.length === limit && !before(score, place, top[limit - 1]!))) return;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && before(score, place, top[at - 1]!)) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = { place, score };
  };

  let driver = 0;
  if (n > 1) {
    const reaches = matches.map((m) => reach(index, m));
    driver = reaches.indexOf(Math.min(...reaches));
  }
  // The most a match can add: every token in the own name at its best quality, and the whole-name bonus;
  // a place reached through an ancestor gets at most the ancestor's weight for the driver token.
  const ownBound = matches.reduce((sum, m) => sum + ownWeight * m.best, wholeNameBonus);
  const descendantBound = ownBound - (ownWeight - ancestorWeight) * matches[driver]!.best;
  merge.reset([ownPlaces, descendants]);
  for (const token of matches[driver]!.matched) {
    merge.add(0, ownOffsets[token]!, ownOffsets[token + 1]!, ownBound);
    for (let k = parentOffsets[token]!; k < parentOffsets[token + 1]!; k++) {
      const parent = parentPlaces[k]!;
      merge.add(1, descendantOffsets[parent]!, descendantOffsets[parent + 1]!, descendantBound);
    }
  }
  for (;;) {
    const bound = merge.bestKey();
    if (bound === Number.NEGATIVE_INFINITY || (top.length === limit && roundScore(bound) < top[limit - 1]!.score)) break;
    consider(merge.next());
  }
  for (const hit of top) hit.formerName = formerNameMatched(index, hit.place, matches, stamp);
  return top;
}

/**
 * The former name a hit was found by: one that matched a query word better than anything of the
 * place's own name, current aliases or ancestors did (each weighted as the score weighs it):
 * `çürükler` finds Yeşilvadi only by its former name, `eyüp` Eyüpsultan by its former name rather
 * than as the start of its name; `fatih` finds the district Fatih by its name, and says nothing.
 */
function formerNameMatched(index: SearchIndexView, place: number, matches: readonly TokenMatches[], stamp: number): number | undefined {
  const { placeTokenOffsets, placeTokens, placeTokenFormerNames, ancestorOffsets, ancestors } = index;
  for (const { stamp: stamps, quality } of matches) {
    let current = 0;
    let former = 0;
    let formerName = 0;
    for (let k = placeTokenOffsets[place]!; k < placeTokenOffsets[place + 1]!; k++) {
      const token = placeTokens[k]!;
      if (stamps[token] !== stamp) continue;
      if (placeTokenFormerNames[k] === 0) current = Math.max(current, ownWeight * quality[token]!);
      else if (formerWeight * quality[token]! > former) {
        former = formerWeight * quality[token]!;
        formerName = placeTokenFormerNames[k]!;
      }
    }
    for (let a = ancestorOffsets[place]!; a < ancestorOffsets[place + 1]!; a++) {
      const ancestor = ancestors[a]!;
      for (let k = placeTokenOffsets[ancestor]!; k < placeTokenOffsets[ancestor + 1]!; k++) {
        if (stamps[placeTokens[k]!] === stamp) current = Math.max(current, ancestorWeight * quality[placeTokens[k]!]!);
      }
    }
    if (former > current) return formerName - 1;
  }
  return undefined;
}
