// Where a line names places: every run of tokens that spells a whole name phrase of the address
// index (exactly, or within the typo rule word by word), with the kind a settlement word after it
// marks. Runs start only at tokens that may be names; a run may hold marker words only when a
// settlement word follows it ("Yeni Mahalle Mah.", "K. Doğanca Mah.").
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import type { KindName } from '../../data/kinds.ts';
import type { LineToken } from './line-tokens.ts';
import { phrasePlacesOfKind } from './phrase-places.ts';
import { type VocabularyMatch, vocabularyMatches } from './vocabulary-matches.ts';

export interface Mention {
  /** Tokens start .. end - 1 spell the phrase. */
  start: number;
  end: number;
  phrase: number;
  /** Typo edits over the phrase's words (0: as named). */
  edits: number;
  /** The kind the settlement word right after it marks (it is token `end`). */
  marks?: KindName;
  /** Inside a street's name (before its last word): read as a place only beside other evidence, and last. */
  inStreet: boolean;
  /** As typed: the line's text from the first token to the last. */
  typed: string;
  /** The provinces, districts and municipalities the phrase names (few: 51 districts are called Merkez). */
  ancestors: readonly [Uint32Array, Uint32Array, Uint32Array];
}

const nameRoles = new Set(['word', 'streetName']);
const markedNameRoles = new Set(['word', 'streetName', 'street', 'building', 'settlement']);

/**
 * The mentions of the line. A word that is a name token is read as that token, and also as its typo
 * neighbours (other names one or two edits away) only with `typoNeighbours`.
 */
export function placeMentions(view: AddressIndexView, text: string, tokens: readonly LineToken[], typoNeighbours: boolean): Mention[] {
  const { phraseTokenOffsets, phraseTokens, firstTokenPhraseOffsets } = view;
  const matches: Array<VocabularyMatch[] | undefined> = tokens.map((token) => (markedNameRoles.has(token.role) ? vocabularyMatches(view.search, token.text, typoNeighbours) : undefined));
  const editsOf = (at: number, token: number) => matches[at]?.find((match) => match.token === token)?.edits;
  const found = new Map<string, Mention>();
  for (let start = 0; start < tokens.length; start++) {
    for (const { token: first, edits: firstEdits } of matches[start] ?? []) {
      for (let phrase = firstTokenPhraseOffsets[first]!; phrase < firstTokenPhraseOffsets[first + 1]!; phrase++) {
        const from = phraseTokenOffsets[phrase]!;
        const end = start + phraseTokenOffsets[phrase + 1]! - from;
        if (end > tokens.length) continue;
        const after = tokens[end];
        const marks = after?.role === 'settlement' ? after.marks : undefined;
        const allowed = marks ? markedNameRoles : nameRoles;
        let edits: number | undefined = firstEdits;
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
        if (edits === undefined) continue;
        const key = `${start},${end},${phrase}`;
        const known = found.get(key);
        if (!known || edits < known.edits) {
          const ancestors = [0, 1, 2].map((kind) => phrasePlacesOfKind(view, phrase, kind)) as unknown as Mention['ancestors'];
          found.set(key, { start, end, phrase, edits, marks, inStreet, typed: text.slice(tokens[start]!.start, tokens[end - 1]!.end), ancestors });
        }
      }
    }
  }
  return [...found.values()];
}
