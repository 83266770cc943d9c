// The name tokens one typed word may be (DESIGN §6.5, with search's typo rule: one edit from 5
// letters, two from 8): itself when it is a name token (with the typo neighbours the build listed for
// it, when asked), else the tokens the deletion index finds. The same functions place search uses.
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { forEachTypoMatch } from '../../data/search-index/typo-candidates.ts';
import { tokenLowerBound } from '../search/token-matches.ts';
import { type StampedSet, stampedSetOf } from './stamped-set.ts';

export interface VocabularyMatch {
  token: number;
  edits: number;
}

// Per index: the tokens forEachTypoMatch has measured for this word.
const visitedOf = new WeakMap<SearchIndexView, StampedSet>();

export function vocabularyMatches(index: SearchIndexView, word: string, withNeighbours: boolean): VocabularyMatch[] {
  const { tokens, typoNeighbourOffsets, typoNeighbours, typoNeighbourDistances } = index;
  const first = tokenLowerBound(tokens, word);
  if (tokens[first] === word) {
    const matches: VocabularyMatch[] = [{ token: first, edits: 0 }];
    if (!withNeighbours) return matches;
    for (let k = typoNeighbourOffsets[first]!; k < typoNeighbourOffsets[first + 1]!; k++) matches.push({ token: typoNeighbours[k]!, edits: typoNeighbourDistances[k]! });
    return matches;
  }
  const visited = stampedSetOf(visitedOf, index, index.meta.tokenCount);
  const matches: VocabularyMatch[] = [];
  forEachTypoMatch(index, word, visited.slots, visited.stamp, () => false, (token, edits) => matches.push({ token, edits }));
  return matches;
}
