// The address reader's own words (DESIGN §6.5), beside the settlement words it shares with search
// (data/search-index/settlement-words.ts). Street words mark the name before them as a street, never
// a place: "Cumhuriyet Cad." is a street even in a line whose neighborhood is another one. Building
// words start the street's tail (number, floor, flat); those that name a building ("Güneş Apt.",
// "A Blok", "Yıldız Sitesi") also mark the name before them as part of the street. Folded as names
// are, so the ASCII spellings come with them.
import { searchTokens } from '../../data/search-index/search-tokens.ts';

const folded = (words: readonly string[]) => words.map((word) => searchTokens(word).join(' '));

const roadWordList = ['yolu', 'karayolu', 'asfaltı', 'asfalt', 'çevreyolu', 'çevre yolu', 'otoyolu', 'otoyol', 'bağlantı yolu'];

/** Words and two-word phrases (`küme evler`) that end a street's name. */
export const streetWords: ReadonlySet<string> = new Set(
  folded([
    'cadde', 'caddesi', 'cad', 'cd', 'sokak', 'sokağı', 'sok', 'sk', 'bulvar', 'bulvarı', 'blv', 'bulv', 'meydan', 'meydanı', 'küme evler', 'küme evleri',
    ...roadWordList,
  ]),
);

/**
 * Road words (issue 37): a road is named after the places it leads to (`Gaziantep Antakya Yolu`,
 * `İzmir Yolu Cad.`, `Ankara Asfaltı`, `Adana Karayolu`, `Mersin Çevreyolu`), so the names before
 * one are the road's, never the line's province or district.
 */
export const roadWords: ReadonlySet<string> = new Set(folded(roadWordList));

/** The longest street word, in tokens. */
export const longestStreetWord = Math.max(...[...streetWords].map((word) => word.split(' ').length));

/** Building words followed by a number or a letter: `No:5`, `Kat 2`, `D:3`. */
export const numberWords: ReadonlySet<string> = new Set(folded(['no', 'numara', 'kat', 'k', 'daire', 'd']));

/** Building words that name a building; the name before them belongs to the street's tail too. */
export const buildingNameWords: ReadonlySet<string> = new Set(folded(['apt', 'apartmanı', 'blok', 'sitesi']));

/**
 * Landmark words (DESIGN §6.5.1): a name followed by one is a landmark, not a place, and goes to the
 * street with it (`Selçuk Üniversitesi Kampüsü`, `Şehit Ali Parkı Karşısı`, `Mevlana Camii Yanı`).
 * The design's list, with the inflections people write in registers and on maps (the possessive
 * `-ı/-i/-u/-ü`, `-sı/-si`, and the plural of lodgings).
 */
export const landmarkWords: ReadonlySet<string> = new Set(
  folded([
    'parkı', 'camii', 'camisi', 'okulu', 'ilkokulu', 'ortaokulu', 'lisesi', 'hastanesi', 'üniversitesi', 'kampüsü', 'fakültesi', 'kavşağı',
    'stadyumu', 'stadı', 'pazarı', 'halısahası', 'alanı', 'lojmanı', 'lojmanları', 'karşısı', 'yanı', 'arkası', 'üzeri', 'kooperatifi',
    'müdürlüğü', 'karakolu', 'konağı', 'salonu', 'ocağı', 'garajı', 'otogarı', 'istasyonu', 'çarşısı', 'durağı', 'köprüsü', 'kulesi',
    'havalimanı', 'havaalanı', 'terminali', 'limanı', 'bölgesi',
    // A village's own localities (issue 37): `Merkez Kümesi`, `Merkez Mevkii`, `Yayla Mezrası` are parts of the village, not places.
    'kümesi', 'mevkii', 'mevkisi', 'mevki', 'mezrası', 'obası',
  ]),
);

/**
 * Ordinary Turkish words that are never places by correction (DESIGN §6.5.1): each is one or two
 * edits from some place's name (`okulu` → Kulu, `lojman` → Lokman, `büyük` → Hüyük, `tarım` →
 * Tarım… ), so a typo rule alone would read them as those places. Gathered from the lines of
 * registers, agencies and checkouts that issue 28 describes, with the words of the landmark table.
 */
export const ordinaryWords: ReadonlySet<string> = new Set(
  folded([
    'okul', 'okulu', 'lojman', 'lojmanı', 'lojmanlar', 'lojmanları', 'kapı', 'kapısı', 'karayolu', 'büyük', 'küçük', 'tarım', 'kredi',
    'sanayi', 'organize', 'belediye', 'hükümet', 'garaj', 'otogar', 'postane', 'jandarma', 'karakol', 'hastane', 'sağlık', 'öğretmen',
    'öğretmenevi', 'askeri', 'devlet', 'eski', 'yeni', 'çarşı', 'pazar', 'köprü', 'kavşak', 'üzeri', 'içi', 'karşı', 'karşısı', 'yanı',
    'arkası', 'önü', 'istasyon', 'kooperatif', 'müdürlüğü', 'spor', 'salonu', 'konağı', 'ocağı', 'durak', 'blok', 'kampüs', 'site',
  ]),
);
