// `street`: what is left of the line once the recognised places, their settlement words and the
// postal code are taken out (DESIGN §6.5), in the line's own spelling. A taken token takes the
// abbreviation dot after it (`Mh.`); each piece left between taken tokens has its whitespace
// collapsed and its leading and trailing separators trimmed, and pieces of punctuation alone go.
import type { LineToken } from './line-tokens.ts';

const edgeSeparators = /^[\s,;/-]+|[\s,;/-]+$/g;
const hasWord = /[\p{L}\p{N}]/u;

/** The text outside the taken tokens, or null when nothing is left. */
export function streetText(text: string, tokens: readonly LineToken[], taken: ReadonlySet<number>): string | null {
  const pieces: string[] = [];
  let from = 0;
  const keep = (to: number) => {
    const piece = text.slice(from, to);
    if (hasWord.test(piece)) pieces.push(piece.replace(/\s+/g, ' ').replace(edgeSeparators, ''));
  };
  tokens.forEach((token, i) => {
    if (!taken.has(i) || token.start < from) return;
    keep(token.start);
    from = token.end;
    while (text[from] === '.') from++;
  });
  keep(text.length);
  return pieces.length > 0 ? pieces.join(' ') : null;
}
