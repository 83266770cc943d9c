// The name tokens one typed word may be (DESIGN §6.5, with search's typo rule: one edit from 5
// letters, two from 8): itself when it is a name token, else the tokens the deletion index finds (the
// same functions place search uses).
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { forEachTypoMatch } from '../../data/search-index/typo-candidates.ts';
import { tokenLowerBound } from '../search/token-matches.ts';
import { ordinaryWords } from './address-words.ts';
import { type StampedSet, stampedSetOf } from './stamped-set.ts';

export interface VocabularyMatch {
  token: number;
  edits: number;
}

// Per index: the tokens forEachTypoMatch has measured for this word.
const visitedOf = new WeakMap<SearchIndexView, StampedSet>();

export function vocabularyMatches(index: SearchIndexView, word: string): VocabularyMatch[] {
  const { tokens } = index;
  const first = tokenLowerBound(tokens, word);
  // Exact beats typo (DESIGN §6.5.1): a word that is itself a name token is read as that token only,
  // never corrected into another place (`Sapanözü` is not the district Şabanözü; `Konya` not Tonya);
  // an ordinary word (`okulu`, `lojman`) is no place by correction.
  if (tokens[first] === word) return [{ token: first, edits: 0 }];
  if (ordinaryWords.has(word)) return [];
  const visited = stampedSetOf(visitedOf, index, index.meta.tokenCount);
  const matches: VocabularyMatch[] = [];
  forEachTypoMatch(index, word, visited.slots, visited.stamp, () => false, (token, edits) => matches.push({ token, edits }));
  return matches;
}
