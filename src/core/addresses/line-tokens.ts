// How a typed line is cut and what each token is (DESIGN §6.5): folded and tokenised as search does,
// with the span each token was typed at; then the postal code, the settlement words, street words,
// building words and their numbers, landmark words, and the names that street and landmark words claim
// for the street.
import type { KindName } from '../../data/kinds.ts';
import { boundedEditDistance } from '../../data/search-index/edit-distance.ts';
import { searchTokenSpans, type TokenSpan, typoAllowance } from '../../data/search-index/search-tokens.ts';
import { settlementWords } from '../../data/search-index/settlement-words.ts';
import { buildingNameWords, landmarkWords, longestStreetWord, numberWords, roadWords, streetWords } from './address-words.ts';

export type TokenRole =
  /** May be (part of) a place's name. */
  | 'word'
  /** The postal code. */
  | 'postal'
  /** A settlement word: marks the name before it as a place of kind `marks`. */
  | 'settlement'
  | 'street'
  | 'building'
  /** The number or letter after a building word (`5` of `No:5`). */
  | 'tail'
  /** A name before a street or building-name word: the street's, unless the rest of the line agrees it is a place. */
  | 'streetName'
  /**
   * Never a place (issue 37): a name before a road word or a numbered street word (`Ankara Asfaltı`,
   * `Mersin 1. Cadde`: the road's, never the line's province or district), and a village's own
   * quarter (`Nohut Köyü Yukarı Mahalle`: the village is the settlement).
   */
  | 'streetOnly';

export interface LineToken extends TokenSpan {
  role: TokenRole;
  marks?: KindName;
  /** The last token of a street's name (right before its street word): never a place. */
  streetEnd?: boolean;
}

/** Separators a street's name does not run across. */
const boundaryPattern = /[,;/]/;
/** `34710`: five digits starting with a province plate, 01–81. */
const postalPattern = /^(?:0[1-9]|[1-7][0-9]|8[01])[0-9]{3}$/;
/** First words of the street words of several words (`kume` of `küme evler`). */
const streetWordStarts = new Set([...streetWords].filter((word) => word.includes(' ')).map((word) => word.split(' ')[0]!));
const numberLike = (token: string) => /[0-9]/.test(token) || token.length === 1;
const isBuildingWord = (token: string) => numberWords.has(token) || buildingNameWords.has(token);

/**
 * Marker words long enough to be misspelt in a way that is still recognisable (`Mahalesi`, `Cadesi`):
 * with search's typo rule, from 7 letters.
 */
const longMarkerWords = [...settlementWords.keys(), ...[...streetWords].filter((word) => !word.includes(' ')), ...buildingNameWords].filter((word) => word.length >= 7);

/**
 * The marker word a word that is no name is a typo of, if any. Only markers with the word's first
 * letter are measured: people misspell the middle of `mahallesi`, not its start, and a line's typo'd
 * names (`cafreaga`, `istnbul`) are then measured against one marker or none.
 */
function misspeltMarker(word: string): string | undefined {
  const allowance = typoAllowance(word.length);
  if (allowance === 0) return undefined;
  return longMarkerWords.find((marker) => marker[0] === word[0] && boundedEditDistance(word, marker, allowance) <= allowance);
}

/**
 * The tokens of `text` and what each one is. `isName(word)` says whether a word is a token of some
 * place's name: such a word is never read as a misspelt marker word.
 */
export function lineTokens(text: string, isName: (word: string) => boolean): LineToken[] {
  const tokens: LineToken[] = searchTokenSpans(text).map((span) => ({ ...span, role: 'word' }));
  for (const token of tokens) {
    if (token.text.length < 7 || settlementWords.has(token.text) || streetWords.has(token.text) || buildingNameWords.has(token.text) || isName(token.text)) continue;
    token.text = misspeltMarker(token.text) ?? token.text;
  }
  const n = tokens.length;
  const boundaryBefore = (i: number) => i === 0 || boundaryPattern.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start));
  // A marker word right before a settlement word is part of a name: "Yeni Mahalle Mah.", "Cirit Meydanı Mah.", "Kat Köyü".
  const beforeSettlementWord = (i: number) => i + 1 < n && settlementWords.has(tokens[i + 1]!.text);

  // The postal code: the last such token, if several (DESIGN §6.5); a number right before a street
  // word names the street (`64005 Sk.`, issue 37).
  for (let i = n - 1; i >= 0; i--) {
    if (postalPattern.test(tokens[i]!.text) && !streetWords.has(tokens[i + 1]?.text ?? '')) {
      tokens[i]!.role = 'postal';
      break;
    }
  }
  const streetStarts: number[] = [];
  const landmarkStarts: number[] = [];
  for (let i = 0; i < n; i++) {
    const token = tokens[i]!;
    if (token.role !== 'word' || beforeSettlementWord(i)) continue;
    const marks = settlementWords.get(token.text);
    if (marks) {
      token.role = 'settlement';
      token.marks = marks;
      continue;
    }
    // Street words of two tokens (`küme evler`) before those of one.
    let length = streetWords.has(token.text) ? 1 : 0;
    if (streetWordStarts.has(token.text)) {
      for (let more = Math.min(longestStreetWord, n - i); more > 1; more--) {
        if (streetWords.has(tokens.slice(i, i + more).map((t) => t.text).join(' '))) {
          length = more;
          break;
        }
      }
    }
    if (length > 0 && !beforeSettlementWord(i + length - 1)) {
      for (let k = i; k < i + length; k++) tokens[k]!.role = 'street';
      streetStarts.push(i);
      i += length - 1;
      continue;
    }
    // A landmark word ends a landmark's name, which goes to the street as a street's name does (DESIGN §6.5.1).
    if (landmarkWords.has(token.text)) {
      token.role = 'street';
      landmarkStarts.push(i);
      continue;
    }
    // A letter with a dot glued to a word is a name's initial, not `K:` or `D:` (`K.Maraş`, data/aliases.csv).
    if (token.text.length === 1 && text[token.end] === '.' && /\p{L}/u.test(text[token.end + 1] ?? '')) continue;
    if (isBuildingWord(token.text)) {
      token.role = 'building';
      if (buildingNameWords.has(token.text)) streetStarts.push(i);
      // The number or letter after it is the building's (`Kat 2`), and what `/` or `-` joins to it
      // (`No:5/3`, `No:12-A`); a number after a space is something else (`D:46 15 Temmuz Mh.`), and a
      // letter with a dot a name's initial (`No:9, Ş.Binbaşı …`).
      for (let k = i + 1; k < n && tokens[k]!.role === 'word' && numberLike(tokens[k]!.text) && !isBuildingWord(tokens[k]!.text); k++) {
        const between = text.slice(tokens[k - 1]!.end, tokens[k]!.start);
        if ((k > i + 1 && !/^\s*[/-]\s*$/.test(between)) || /[,;]/.test(between) || (!/[0-9]/.test(tokens[k]!.text) && text[tokens[k]!.end] === '.')) break;
        tokens[k]!.role = 'tail';
      }
    }
  }
  // The name before a street word, back to a separator or any other kind of token, is the street's;
  // before a road word or a street's number (`Mersin 1. Cadde`), never a place at all.
  for (const start of streetStarts) {
    const road = roadWords.has(tokens[start]!.text) || (tokens[start]!.role === 'street' && start + 1 < n && roadWords.has(`${tokens[start]!.text} ${tokens[start + 1]!.text}`));
    let nameRole: TokenRole = road ? 'streetOnly' : 'streetName';
    for (let k = start - 1; k >= 0 && tokens[k]!.role === 'word' && !boundaryBefore(k + 1); k--) {
      tokens[k]!.role = nameRole;
      if (k === start - 1) tokens[k]!.streetEnd = true;
      if (k === start - 1 && /^[0-9]+$/.test(tokens[k]!.text) && tokens[start]!.role === 'street') nameRole = 'streetOnly';
    }
  }
  // A village's own quarter: a neighborhood's name marked right after a village's word, with no
  // separator between (`Nohut Köyü Yukarı Mahalle`, `Yeni Mah.` of `Kızılcaören Köyü Yeni Mah.`).
  for (let i = 0; i < n; i++) {
    if (tokens[i]!.role !== 'settlement' || tokens[i]!.marks !== 'villages') continue;
    let k = i + 1;
    while (k < n && k <= i + 3 && tokens[k]!.role === 'word' && !boundaryBefore(k)) k++;
    if (k > i + 1 && k < n && !boundaryBefore(k) && tokens[k]!.role === 'settlement' && tokens[k]!.marks === 'neighborhoods') {
      for (let j = i + 1; j <= k; j++) tokens[j]!.role = 'streetOnly';
    }
  }
  // A landmark's whole name, back to a separator or any other kind of token, is the landmark's: never
  // a place, a person's name in it included (`Hacı Bayram Veli Camii`, DESIGN §6.5.1).
  for (const start of landmarkStarts) {
    for (let k = start - 1; k >= 0 && (tokens[k]!.role === 'word' || tokens[k]!.role === 'streetName') && !boundaryBefore(k + 1); k--) {
      tokens[k]!.role = 'streetName';
      tokens[k]!.streetEnd = true;
    }
  }
  return tokens;
}
