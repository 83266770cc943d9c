// The name tokens of every place and their vocabulary: the distinct tokens in code-unit order, so a
// prefix is a range. Token ids are positions in it; the search index and the address index both
// number tokens this way, from the same places, so an id means the same token in both files.
import type { SearchPlace } from './search-places.ts';
import { searchTokens } from './search-tokens.ts';

export interface NameVocabulary {
  /** Each place's distinct name tokens, in the order of the name, then its aliases' (data/aliases.csv). */
  placeTokens: string[][];
  /** How many of each place's tokens are its name's own (the rest are its aliases'). */
  nameTokenCounts: number[];
  tokens: string[];
  tokenIndex: ReadonlyMap<string, number>;
}

export function nameVocabulary(places: readonly SearchPlace[]): NameVocabulary {
  const nameTokens = places.map((place) => [...new Set(searchTokens(place.record.name))]);
  const placeTokens = places.map((place, i) => [...new Set([...nameTokens[i]!, ...place.aliases.flatMap(searchTokens)])]);
  const tokens = [...new Set(placeTokens.flat())].sort();
  return { placeTokens, nameTokenCounts: nameTokens.map((list) => list.length), tokens, tokenIndex: new Map(tokens.map((token, i) => [token, i])) };
}
