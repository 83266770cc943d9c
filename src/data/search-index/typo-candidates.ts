// The tokens a word may be a typo of (DESIGN §6.1: one edit from 5 letters, two from 8), found
// through the deletion index: the word's own deletions are looked up, and each token they reach is
// verified with the real edit distance (hashes may collide, and sharing a deletion does not bound the
// distance). The build runs this for every name token (its typo neighbours, stored in the index);
// a request runs it only for a word that is not a name token, a typo being typed.
import { bucketBits, forEachDeletion } from './deletion-hash.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { typoAllowance } from './search-tokens.ts';

export interface DeletionIndex {
  /** Distinct name tokens in code-unit order. */
  tokens: readonly string[];
  /** deletionBuckets[top bits of a hash] is where that hash's run of deletionHashes starts. */
  deletionBuckets: Uint32Array;
  deletionHashes: Uint32Array;
  deletionTokens: Uint32Array;
}

const bucketShift = 32 - bucketBits;

/**
 * Calls `visit(token, distance)` once for every name token within the typo allowance of `word`
 * (itself included, at distance 0, when it is a name token). `skip(token)` true leaves a token out
 * before its distance is computed: one the caller has already matched at least as well.
 * `visited` is scratch space of one slot per token, and `stamp` a value no slot holds yet.
 */
export function forEachTypoMatch(
  index: DeletionIndex,
  word: string,
  visited: Uint32Array,
  stamp: number,
  skip: (token: number) => boolean,
  visit: (token: number, distance: number) => void,
): void {
  const allowance = typoAllowance(word.length);
  if (allowance === 0) return;
  const { tokens, deletionBuckets, deletionHashes, deletionTokens } = index;
  forEachDeletion(word, allowance, (hash) => {
    const bucket = hash >>> bucketShift;
    for (let i = deletionBuckets[bucket]!, end = deletionBuckets[bucket + 1]!; i < end; i++) {
      if (deletionHashes[i] !== hash) continue;
      const token = deletionTokens[i]!;
      if (visited[token] === stamp || skip(token)) continue;
      visited[token] = stamp; // a token shares several deletions with the word: one distance is enough
      const distance = boundedEditDistance(word, tokens[token]!, allowance);
      if (distance <= allowance) visit(token, distance);
    }
  });
}
