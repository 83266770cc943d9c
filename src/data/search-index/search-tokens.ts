// The tokens of place search (DESIGN §6.1): text folded exactly as the `search` parameter folds it,
// then cut into runs of letters and digits, so `75.yıl (sultandere)` gives `75`, `yil`, `sultandere`.
// Names go through this once at build time; at run time only the query does.
import { foldForSearch } from '../fold.ts';

const tokenPattern = /[\p{L}\p{N}]+/gu;

export function searchTokens(text: string): string[] {
  return foldForSearch(text).match(tokenPattern) ?? [];
}

/**
 * How many edits a query token may be off (DESIGN §6.1): none below 5 letters, one from 5 to 7,
 * two from 8. The query token's length decides, since that is what the person typed.
 */
export function typoAllowance(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}
