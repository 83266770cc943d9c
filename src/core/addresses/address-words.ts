// The address reader's own words (DESIGN §6.5), beside the settlement words it shares with search
// (data/search-index/settlement-words.ts). Street words mark the name before them as a street, never
// a place: "Cumhuriyet Cad." is a street even in a line whose neighborhood is another one. Building
// words start the street's tail (number, floor, flat); those that name a building ("Güneş Apt.",
// "A Blok", "Yıldız Sitesi") also mark the name before them as part of the street. Folded as names
// are, so the ASCII spellings come with them.
import { searchTokens } from '../../data/search-index/search-tokens.ts';

const folded = (words: readonly string[]) => words.map((word) => searchTokens(word).join(' '));

/** Words and two-word phrases (`küme evler`) that end a street's name. */
export const streetWords: ReadonlySet<string> = new Set(
  folded(['cadde', 'caddesi', 'cad', 'cd', 'sokak', 'sokağı', 'sok', 'sk', 'bulvar', 'bulvarı', 'blv', 'bulv', 'meydan', 'meydanı', 'yolu', 'küme evler', 'küme evleri']),
);

/** The longest street word, in tokens. */
export const longestStreetWord = Math.max(...[...streetWords].map((word) => word.split(' ').length));

/** Building words followed by a number or a letter: `No:5`, `Kat 2`, `D:3`. */
export const numberWords: ReadonlySet<string> = new Set(folded(['no', 'numara', 'kat', 'k', 'daire', 'd']));

/** Building words that name a building; the name before them belongs to the street's tail too. */
export const buildingNameWords: ReadonlySet<string> = new Set(folded(['apt', 'apartmanı', 'blok', 'sitesi']));
