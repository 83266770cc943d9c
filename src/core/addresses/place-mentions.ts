// Where a line names places: every run of tokens that spells a whole name phrase of the address
// index (exactly, or within the typo rule word by word, or a one-word name typed in two or three
// words), with the kind a settlement word after it marks. Runs start only at tokens that may be names; a run may hold marker words only when a
// settlement word follows it ("Yeni Mahalle Mah.", "K. Doğanca Mah.").
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { spellingKey } from '../../data/fold.ts';
import type { KindName } from '../../data/kinds.ts';
import type { LineToken } from './line-tokens.ts';
import { phrasePlacesOfKind } from './phrase-places.ts';
import { tokenLowerBound } from '../search/token-matches.ts';
import { typoAllowance } from '../../data/search-index/search-tokens.ts';
import { type VocabularyMatch, vocabularyMatches } from './vocabulary-matches.ts';

export interface Mention {
  /** Tokens start .. end - 1 spell the phrase. */
  start: number;
  end: number;
  phrase: number;
  /** Typo edits over the phrase's words (0: as named). */
  edits: number;
  /**
   * How many of those edits are spacing or numbers written otherwise (`Mustafa Kemal Paşa` for
   * Mustafa Kemalpaşa, `On Dokuz Mayıs` for 19 Mayıs): they rank a reading below the name as written
   * but are no typo, so the name is still `confirmed` (DESIGN §6.5.1).
   */
  spelling: number;
  /** The kind the settlement word right after it marks (it is token `end`). */
  marks?: KindName;
  /** Inside a street's name (before its last word): read as a place only beside other evidence, and last. */
  inStreet: boolean;
  /**
   * A part of a longer name that a settlement word marks (`Ahmetler` or `Demirci` of `Demirci Ahmetler
   * Mh.`): the settlement word's position. It marks the whole name, so such a part is unmarked, and a
   * reading that takes it splits that name.
   */
  splits?: number;
  /** The kind the settlement word of the longer name marks (`splits`): a part read as another kind explains nothing. */
  splitMarks?: KindName;
  /** Where the longer name that `splits` marks starts. */
  splitStart?: number;
  /** As typed: the line's text from the first token to the last. */
  typed: string;
  /**
   * The word `Merkez` alone (DESIGN §6.5.1): a district called Merkez, and in a metropolitan province,
   * which has none, the districts its former central district became (data/merkez-districts.csv).
   */
  merkez: boolean;
  /** The provinces, districts and municipalities the phrase names (few: 51 districts are called Merkez). */
  ancestors: readonly [Uint32Array, Uint32Array, Uint32Array];
  /**
   * The phrase is a former name of its places (DESIGN §6.8): they are read with status `replaced`,
   * and it counts one edit for ranking (a place that carries the name today comes first), none for
   * the typo rules.
   */
  former: boolean;
}

/** Written as a name of its places is, or was (a former name): no typo, no other spacing. */
export const asWritten = (mention: Mention): boolean => mention.edits === (mention.former ? 1 : 0);

const nameRoles = new Set(['word', 'streetName']);
/** The most words a name is read from by its spelling key (`yetmiş beşinci yıl`, `mustafa kemal paşa`). */
const longestSpellingRun = 4;

const markedNameRoles = new Set(['word', 'streetName', 'street', 'building', 'settlement']);

/**
 * The mentions of the line. A word that is a name token is read as that token only (exact beats
 * typo, DESIGN §6.5.1); another word as the name tokens within the typo rule (vocabulary-matches.ts).
 */
export function placeMentions(view: AddressIndexView, text: string, tokens: readonly LineToken[]): Mention[] {
  const { phraseTokenOffsets, phraseTokens, phraseEdits, firstTokenPhraseOffsets } = view;
  // A marker word is part of a name only before a settlement word, so only tokens before the last
  // settlement word need their matches when they are not names; each is worked out on first use.
  let lastSettlement = -1;
  tokens.forEach((token, i) => {
    if (token.role === 'settlement') lastSettlement = i;
  });
  const matches: Array<VocabularyMatch[] | undefined> = [];
  const matchesAt = (at: number): VocabularyMatch[] => {
    const token = tokens[at]!;
    if (!nameRoles.has(token.role) && (at > lastSettlement || !markedNameRoles.has(token.role))) return [];
    matches[at] ??= vocabularyMatches(view.search, token.text);
    return matches[at];
  };
  const editsOf = (at: number, token: number) => matchesAt(at).find((match) => match.token === token)?.edits;
  // Keyed by start, end and phrase, as one number.
  const found = new Map<number, Mention>();
  const phraseCount = view.meta.phraseCount;
  const add = (start: number, end: number, phrase: number, typed: number, marks: KindName | undefined, inStreet: boolean, typedSpelling = 0) => {
    const former = view.phraseFormer[phrase] === 1;
    const edits = typed + (former ? 1 : 0);
    const spelling = typedSpelling + (former ? 1 : 0);
    const key = (start * (tokens.length + 1) + end) * phraseCount + phrase;
    const known = found.get(key);
    if (known && known.edits <= edits) return;
    const ancestors = [0, 1, 2].map((kind) => phrasePlacesOfKind(view, phrase, kind)) as unknown as Mention['ancestors'];
    const merkez = edits === 0 && end - start === 1 && phraseTokens[phraseTokenOffsets[phrase]!] === merkezToken && phraseTokenOffsets[phrase + 1]! - phraseTokenOffsets[phrase]! === 1;
    found.set(key, { start, end, phrase, edits, spelling, marks, inStreet, merkez, typed: text.slice(tokens[start]!.start, tokens[end - 1]!.end), ancestors, former });
  };
  const marksAfter = (end: number) => (tokens[end]?.role === 'settlement' ? tokens[end]!.marks : undefined);
  const { tokens: vocabulary } = view.search;
  const merkezToken = tokenLowerBound(vocabulary, 'merkez');
  for (let start = 0; start < tokens.length; start++) {
    // A one-word name typed as two or three words (`Gazi Osman Paşa` for Gaziosmanpaşa): one edit
    // per space, within the typo rule for the word's length.
    let joined = nameRoles.has(tokens[start]!.role) && !tokens[start]!.streetEnd ? tokens[start]!.text : undefined;
    let inStreet = tokens[start]!.role === 'streetName';
    for (let end = start + 2; joined !== undefined && end <= Math.min(start + 3, tokens.length); end++) {
      const next = tokens[end - 1]!;
      if (!nameRoles.has(next.role) || next.streetEnd) break;
      joined += next.text;
      inStreet ||= next.role === 'streetName';
      const token = tokenLowerBound(vocabulary, joined);
      if (vocabulary[token] !== joined || end - start - 1 > typoAllowance(joined.length)) continue;
      for (let phrase = firstTokenPhraseOffsets[token]!; phrase < firstTokenPhraseOffsets[token + 1]!; phrase++) {
        if (phraseTokenOffsets[phrase + 1]! - phraseTokenOffsets[phrase]! === 1 && phraseEdits[phrase] === 0) add(start, end, phrase, end - start - 1, marksAfter(end), inStreet, end - start - 1);
      }
    }
    // Runs of one to four words whose spelling key (fold.ts) is a name's: spacing and numbers written
    // otherwise, one edit for ranking, none for the status.
    let run: string[] = [];
    let runInStreet = false;
    for (let end = start + 1; end <= Math.min(start + longestSpellingRun, tokens.length); end++) {
      const next = tokens[end - 1]!;
      if (!nameRoles.has(next.role) || next.streetEnd) break;
      run = [...run, next.text];
      runInStreet ||= next.role === 'streetName';
      const key = spellingKey(run);
      const at = tokenLowerBound(view.spellingKeys, key);
      if (view.spellingKeys[at] !== key) continue;
      for (let k = view.spellingKeyPhraseOffsets[at]!; k < view.spellingKeyPhraseOffsets[at + 1]!; k++) {
        const phrase = view.spellingKeyPhrases[k]!;
        const from = phraseTokenOffsets[phrase]!;
        const length = phraseTokenOffsets[phrase + 1]! - from;
        // The same words as the phrase: the exact reading above has them.
        if (length === run.length && run.every((word, i) => vocabulary[phraseTokens[from + i]!] === word)) continue;
        add(start, end, phrase, 1 + phraseEdits[phrase]!, marksAfter(end), runInStreet, 1 + phraseEdits[phrase]!);
      }
    }
    for (const { token: first, edits: firstEdits } of matchesAt(start)) {
      for (let phrase = firstTokenPhraseOffsets[first]!; phrase < firstTokenPhraseOffsets[first + 1]!; phrase++) {
        const from = phraseTokenOffsets[phrase]!;
        const end = start + phraseTokenOffsets[phrase + 1]! - from;
        if (end > tokens.length) continue;
        const marks = marksAfter(end);
        const allowed = marks ? markedNameRoles : nameRoles;
        let edits: number | undefined = firstEdits + phraseEdits[phrase]!;
        let inStreet = false;
        for (let at = start; at < end && edits !== undefined; at++) {
          const token = tokens[at]!;
          if (!allowed.has(token.role) || token.streetEnd) edits = undefined;
          else if (at > start) {
            const more = editsOf(at, phraseTokens[from + at - start]!);
            edits = more === undefined ? undefined : edits + more;
          }
          if (token.role === 'streetName') inStreet = true;
        }
        if (edits !== undefined) add(start, end, phrase, edits, marks, inStreet, phraseEdits[phrase]!);
      }
    }
  }
  const mentions = [...found.values()];
  // The name a settlement word marks is the longest one right before it; what lies inside it is part of it.
  const markedStart = new Map<number, number>();
  for (const mention of mentions) if (mention.marks) markedStart.set(mention.end, Math.min(markedStart.get(mention.end) ?? mention.start, mention.start));
  for (const mention of mentions) {
    for (const [marker, start] of markedStart) {
      if (mention.start < start || mention.end > marker || (mention.start === start && mention.end === marker)) continue;
      mention.splits = marker;
      mention.splitMarks = tokens[marker]!.marks;
      mention.splitStart = start;
      mention.marks = undefined;
    }
  }
  return mentions;
}
