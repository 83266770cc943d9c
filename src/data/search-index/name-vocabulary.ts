// The name tokens of every place and their vocabulary: the distinct tokens in code-unit order, so a
// prefix is a range. Token ids are positions in it; the search index and the address index both
// number tokens this way, from the same places, so an id means the same token in both files.
import type { SearchPlace } from './search-places.ts';
import { searchTokens } from './search-tokens.ts';

export interface NameVocabulary {
  /** Each place's distinct name tokens, in the order of the name. */
  placeTokens: string[][];
  tokens: string[];
  tokenIndex: ReadonlyMap<string, number>;
}

export function nameVocabulary(places: readonly SearchPlace[]): NameVocabulary {
  const placeTokens = places.map((place) => [...new Set(searchTokens(place.record.name))]);
  const tokens = [...new Set(placeTokens.flat())].sort();
  return { placeTokens, tokens, tokenIndex: new Map(tokens.map((token, i) => [token, i])) };
}
