// The name tokens of every place and their vocabulary: the distinct tokens in code-unit order, so a
// prefix is a range. Token ids are positions in it; the search index and the address index both
// number tokens this way, from the same places, so an id means the same token in both files.
import type { SearchPlace } from './search-places.ts';
import { searchTokens } from './search-tokens.ts';

export interface NameVocabulary {
  /** Each place's distinct name tokens, in the order of the name, then its aliases' (data/aliases.csv), then its former names'. */
  placeTokens: string[][];
  /** How many of each place's tokens are its name's own (the rest are its aliases' and former names'). */
  nameTokenCounts: number[];
  /**
   * Per place, per token of placeTokens: 1 + the position in `formerNames` of the former name that
   * alone gives the place this token, or 0 for a token of its name or of a current alias.
   */
  formerOfTokens: number[][];
  /** Every place's former names, one list: what formerOfTokens points into. */
  formerNames: string[];
  tokens: string[];
  tokenIndex: ReadonlyMap<string, number>;
}

export function nameVocabulary(places: readonly SearchPlace[]): NameVocabulary {
  const nameTokens = places.map((place) => [...new Set(searchTokens(place.record.name))]);
  const formerNames: string[] = [];
  const formerOfTokens: number[][] = [];
  const placeTokens = places.map((place, i) => {
    const current = [...new Set([...nameTokens[i]!, ...place.aliases.flatMap(searchTokens)])];
    const formerOf = current.map(() => 0);
    for (const name of place.formerNames) {
      formerNames.push(name);
      for (const token of searchTokens(name)) {
        if (current.includes(token)) continue;
        current.push(token);
        formerOf.push(formerNames.length);
      }
    }
    formerOfTokens.push(formerOf);
    return current;
  });
  const tokens = [...new Set(placeTokens.flat())].sort();
  return { placeTokens, nameTokenCounts: nameTokens.map((list) => list.length), formerOfTokens, formerNames, tokens, tokenIndex: new Map(tokens.map((token, i) => [token, i])) };
}
