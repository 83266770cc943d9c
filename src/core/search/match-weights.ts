// The one score of a hit (DESIGN §6.1): match quality plus the place's importance (precomputed at
// build time, data/search-index/importance.ts). Quality orders exact name > name prefix > token of the
// own name > only through ancestors > typo; importance lets a big place still being typed beat a small
// place matched exactly. The relevance table (tests/search) holds these numbers to account.

/** How well one query token matches one name token, from 0 to 1. */
export const tokenQuality = {
  exact: 1,
  /** A prefix scores between these, by how much of the token is typed: `gazi` of `gaziantep` 0.78. */
  prefixBase: 0.6,
  prefixTyped: 0.4,
  /** Typos, by the number of edits. */
  typo: [1, 0.4, 0.3],
} as const;

/** A query token matched in the place's own name counts more than one matched in an ancestor's name. */
export const ownWeight = 10;
export const ancestorWeight = 3;
/**
 * A query token matched only in a former name of the place (DESIGN §6.8) counts a little less than
 * one in its own name, so a place that carries the name today comes first among equals (`fatih`, the
 * district, before a neighborhood once called Fatih) and the renamed place still comes up.
 */
export const formerWeight = 8;

/** Every token of the name matched (the name itself typed, or being typed) … */
export const wholeNameBonus = 6;
/** … or at least its first token (`cumhuriyet` of "Cumhuriyet Meydanı"). */
export const nameStartBonus = 3;

/** Scores are rounded for the answer; ties (after rounding) go by id. */
export const roundScore = (score: number): number => Math.round(score * 100) / 100;
