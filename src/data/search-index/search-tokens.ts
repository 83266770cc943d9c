// The tokens of place search (DESIGN §6.1): text folded exactly as the `search` parameter folds it,
// then cut into runs of letters and digits, so `75.yıl (sultandere)` gives `75`, `yil`, `sultandere`.
// Names go through this once at build time; at run time only the query does.
import { asciiFolds, foldForSearch } from '../fold.ts';

const tokenPattern = /[\p{L}\p{N}]+/gu;

// What people type is nearly always ASCII and Turkish letters; for those, folding is a table lookup
// and gives exactly what foldForSearch gives (they are already NFC, and lower-case per Turkish rules
// before the ASCII fold: I → ı → i, İ → i). Anything else takes the full Unicode path.
const simpleFolds = new Map<string, string>();
for (const letter of 'abcdefghijklmnopqrstuvwxyz0123456789') simpleFolds.set(letter, letter);
// Upper case both ways: I as in ASCII, and İ, Turkish's capital i.
for (const letter of 'abcdefghijklmnopqrstuvwxyz') for (const upper of [letter.toUpperCase(), letter.toLocaleUpperCase('tr')]) simpleFolds.set(upper, letter);
// foldForSearch's own table, in both cases (Ç, Ğ, Ö, Ş, Ü, Â, Î, Û; ı's capital is I, already there).
for (const [from, to] of Object.entries(asciiFolds)) {
  simpleFolds.set(from, to);
  simpleFolds.set(from.toLocaleUpperCase('tr'), to);
}
const simpleSeparators = new Set([...' \t\n\r.,;:-_/\'"()[]!?&+*#%@']);

// The two tables by character code, for the scan below: a folded letter, '' for a separator, and
// undefined for a character the tables lack (every one of them is below U+0180).
const byCode: Array<string | undefined> = new Array(0x180);
for (const [chars, value] of [...simpleFolds, ...[...simpleSeparators].map((char) => [char, ''] as const)]) {
  const code = chars.charCodeAt(0);
  if (chars.length !== 1 || code >= byCode.length) throw new Error(`The fold table's ${chars} is not one character below U+0180.`);
  byCode[code] = value;
}

/** The tokens by table lookup (and, given `spans`, where each was typed), or undefined for text the table lacks. */
function simpleTokens(text: string, spans?: TokenSpan[]): string[] | undefined {
  const tokens: string[] = [];
  let current = '';
  let start = 0;
  const end = (at: number) => {
    if (current === '') return;
    tokens.push(current);
    spans?.push({ text: current, start, end: at });
    current = '';
  };
  // Every character of the tables is one UTF-16 unit; any other (a surrogate half too) is not simple.
  for (let i = 0; i < text.length; i++) {
    const folded = byCode[text.charCodeAt(i)];
    if (folded === undefined) return undefined;
    if (folded === '') end(i);
    else {
      if (current === '') start = i;
      current += folded;
    }
  }
  end(text.length);
  return tokens;
}

export function searchTokens(text: string): string[] {
  return simpleTokens(text) ?? foldForSearch(text).match(tokenPattern) ?? [];
}

/** A token and where it came from in the text: text.slice(start, end) is what was typed. */
export interface TokenSpan {
  text: string;
  start: number;
  end: number;
}

// Runs of what can make a token (combining marks too, so `cafe\u0301` stays one run).
const runPattern = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * searchTokens with the place each token was typed at (the address reader gives back the rest of a
 * line in its own spelling): by the table when it knows every character; else each run of letters,
 * digits and marks is folded on its own (folding never joins or splits runs), so the tokens are
 * searchTokens(text)'s, in order, either way.
 */
export function searchTokenSpans(text: string): TokenSpan[] {
  let spans: TokenSpan[] = [];
  if (simpleTokens(text, spans)) return spans;
  spans = [];
  for (const match of text.matchAll(runPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    for (const token of searchTokens(match[0])) spans.push({ text: token, start, end });
  }
  return spans;
}

/**
 * How many edits a query token may be off (DESIGN §6.1): none below 5 letters, one from 5 to 7,
 * two from 8. The query token's length decides, since that is what the person typed.
 */
export function typoAllowance(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}
