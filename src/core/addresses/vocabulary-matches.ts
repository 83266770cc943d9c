// The name tokens one typed word may be (DESIGN §6.5, with search's typo rule: one edit from 5
// letters, two from 8): itself when it is a name token (with the typo neighbours the build listed for
// it, when asked), else the tokens the deletion index finds. The same functions place search uses.
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import { forEachTypoMatch } from '../../data/search-index/typo-candidates.ts';
import { tokenLowerBound } from '../search/token-matches.ts';

export interface VocabularyMatch {
  token: number;
  edits: number;
}

// A slot per token for forEachTypoMatch, and the stamp that marks this request's visits.
const scratchOf = new WeakMap<SearchIndexView, { visited: Uint32Array; stamp: number }>();

export function vocabularyMatches(index: SearchIndexView, word: string, withNeighbours: boolean): VocabularyMatch[] {
  const { tokens, typoNeighbourOffsets, typoNeighbours, typoNeighbourDistances } = index;
  const first = tokenLowerBound(tokens, word);
  if (tokens[first] === word) {
    const matches: VocabularyMatch[] = [{ token: first, edits: 0 }];
    if (!withNeighbours) return matches;
    for (let k = typoNeighbourOffsets[first]!; k < typoNeighbourOffsets[first + 1]!; k++) matches.push({ token: typoNeighbours[k]!, edits: typoNeighbourDistances[k]! });
    return matches;
  }
  let scratch = scratchOf.get(index);
  if (!scratch) {
    scratch = { visited: new Uint32Array(index.meta.tokenCount), stamp: 0 };
    scratchOf.set(index, scratch);
  }
  if (++scratch.stamp === 0xffffffff) {
    scratch.visited.fill(0);
    scratch.stamp = 1;
  }
  const matches: VocabularyMatch[] = [];
  forEachTypoMatch(index, word, scratch.visited, scratch.stamp, () => false, (token, edits) => matches.push({ token, edits }));
  return matches;
}
