// The address index stores token ids of the search index's vocabulary; a digest of that vocabulary,
// recorded by one build and checked against the other file, makes a mismatch an error, not a
// silently wrong answer (the files are written together, so it would take a damaged store).
import { createHash } from 'node:crypto';

export const tokensDigest = (tokensText: string): string => createHash('sha256').update(tokensText).digest('hex');
