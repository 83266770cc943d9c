// Settlement words: the words of an address or a query that say what kind of place a name is
// ("Cumhuriyet Mah.", "Yeşilköy köyü", "Çankaya ilçesi"), not which one. DESIGN §6.1 lists them for
// search, which drops them; §6.5 gives each the kind it marks, for the address reader. One table for
// both, folded as names are, so the ASCII spellings (`koyu`, `ilcesi`) come with it; a trailing dot
// is never part of a token.
import type { KindName } from '../kinds.ts';
import { searchTokens } from './search-tokens.ts';

const wordsByKind: Readonly<Record<KindName, readonly string[]>> = {
  neighborhoods: ['mahallesi', 'mahalle', 'mah', 'mh'],
  villages: ['köyü', 'köy'],
  municipalities: ['belde', 'beldesi', 'belediyesi'],
  districts: ['ilçesi'],
  provinces: ['ili'],
};

/** Folded settlement word → the kind of place it marks. */
export const settlementWords: ReadonlyMap<string, KindName> = new Map(
  Object.entries(wordsByKind).flatMap(([kind, words]) => words.flatMap(searchTokens).map((word) => [word, kind as KindName] as const)),
);
