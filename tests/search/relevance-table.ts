// The relevance table of GET /v2/search: queries people type, with the place that must come back
// and how high. Every id was looked up in data/2025/*.json by hand (node + the JSON files), never
// taken from the search code. The 81 provinces' four variants are generated from provinces.json in
// relevance.test.ts; everything else is here.

export type Kind = 'province' | 'district' | 'municipality' | 'neighborhood' | 'village';

export interface RelevanceRow {
  q: string;
  /** The place that must be among the first `within` hits; null: nothing may match. */
  expected: { type: Kind; id: number } | null;
  within: 1 | 3 | 5;
  /** What the row checks. */
  group: string;
}

const row = (group: string, within: 1 | 3 | 5, type: Kind, id: number, ...queries: string[]): RelevanceRow[] =>
  queries.map((q) => ({ q, expected: { type, id }, within, group }));

export const relevanceTable: readonly RelevanceRow[] = [
  // DESIGN §6.1's examples: a big place still being typed beats small places matched exactly.
  ...row('design examples', 1, 'province', 27, 'gazi'), // Gaziantep, not the neighborhoods named Gazi
  ...row('design examples', 1, 'province', 10, 'bali'), // Balıkesir
  ...row('design examples', 1, 'province', 34, 'istanbul', 'İstanbul', 'ISTANBUL', 'ıstanbul'),
  ...row('design examples', 1, 'province', 6, 'ankara', 'ANKARA', 'Ankara ili'), // never a village
  ...row('design examples', 1, 'district', 1421, 'kadıköy', 'kadikoy', 'KADIKÖY', 'kadık'), // İstanbul's Kadıköy
  ...row('design examples', 1, 'district', 1723, 'yenimahalle ankara', 'ankara yenimahalle'),

  // Populous districts by name alone (district ids and populations from districts.json).
  ...row('district by name', 1, 'district', 2053, 'esenyurt'),
  ...row('district by name', 1, 'district', 1841, 'şahinbey'),
  ...row('district by name', 1, 'district', 1231, 'çankaya', 'cankaya'),
  ...row('district by name', 1, 'district', 1745, 'keçiören', 'kecioren'),
  ...row('district by name', 1, 'district', 1844, 'şehitkamil'),
  ...row('district by name', 1, 'district', 1832, 'osmangazi'),
  ...row('district by name', 1, 'district', 1823, 'küçükçekmece', 'kucukcekmece'),
  ...row('district by name', 1, 'district', 1104, 'seyhan'),
  ...row('district by name', 1, 'district', 1835, 'pendik'),
  ...row('district by name', 1, 'district', 1852, 'ümraniye', 'umraniye'),
  ...row('district by name', 1, 'district', 1723, 'yenimahalle'),
  ...row('district by name', 1, 'district', 2004, 'bağcılar', 'bagcilar'),
  ...row('district by name', 1, 'district', 1839, 'selçuklu'),
  ...row('district by name', 1, 'district', 1746, 'mamak'),
  ...row('district by name', 1, 'district', 1859, 'yıldırım'),
  ...row('district by name', 1, 'district', 2037, 'kepez'),
  ...row('district by name', 1, 'district', 1922, 'etimesgut'),
  ...row('district by name', 1, 'district', 1747, 'sincan'),
  ...row('district by name', 1, 'district', 1864, 'melikgazi'),
  ...row('district by name', 1, 'district', 1829, 'nilüfer', 'nilufer'),
  ...row('district by name', 1, 'district', 2005, 'bahçelievler'), // beats the many neighborhoods of that name
  ...row('district by name', 1, 'district', 2055, 'sultangazi'),
  ...row('district by name', 1, 'district', 2012, 'maltepe'),
  ...row('district by name', 1, 'district', 1780, 'buca'),
  ...row('district by name', 1, 'district', 1708, 'üsküdar', 'uskudar'),
  ...row('district by name', 1, 'district', 2039, 'muratpaşa'),
  ...row('district by name', 1, 'district', 1449, 'kartal'),
  ...row('district by name', 1, 'district', 1203, 'bornova'),
  ...row('district by name', 1, 'district', 2041, 'kayapınar'),
  ...row('district by name', 1, 'district', 2046, 'odunpazarı'),

  // Districts with their province, in both orders, and with a typo in one of the two.
  ...row('district with province', 1, 'district', 1421, 'istanbul kadıköy', 'kadikoy istanbul', 'istnbul kadikoy', 'İstanbul Kadıköy ilçesi'),
  ...row('district with province', 1, 'district', 1231, 'ankara çankaya', 'cankaya ankara', 'ankra çankaya'),
  ...row('district with province', 1, 'district', 1203, 'izmir bornova', 'bornova izmir', 'izmir bornva'),
  ...row('district with province', 1, 'district', 1829, 'bursa nilüfer', 'nilufer bursa', 'bursa nilufr'),
  ...row('district with province', 1, 'district', 2039, 'antalya muratpaşa', 'muratpasa antalya', 'antlya muratpasa'),
  ...row('district with province', 1, 'district', 1841, 'gaziantep şahinbey', 'sahinbey gaziantep', 'gazaintep sahinbey'),
  ...row('district with province', 1, 'district', 1839, 'konya selçuklu', 'selcuklu konya', 'konya selcklu'),
  ...row('district with province', 1, 'district', 1745, 'ankara keçiören', 'kecioren ankara', 'ankara keciorne'),
  ...row('district with province', 1, 'district', 1708, 'istanbul üsküdar', 'uskudar istanbul', 'istanbul uskudr'),
  ...row('district with province', 1, 'district', 1864, 'kayseri melikgazi', 'melikgazi kayseri', 'kayseri melikgzi'),
  ...row('district with province', 1, 'district', 2046, 'eskişehir odunpazarı', 'odunpazari eskisehir', 'eskisehir odunpazri'),
  ...row('district with province', 1, 'district', 2053, 'istanbul esenyurt', 'esenyurt istanbul', 'istanbul esenyrt'),
  ...row('district with province', 1, 'district', 1104, 'adana seyhan', 'seyhan adana', 'adana seyhn'),

  // Neighborhoods with their district, with and without the settlement word.
  ...row('neighborhood with district', 1, 'neighborhood', 40512, 'caferağa kadıköy', 'caferağa mahallesi kadıköy', 'caferaga mah. kadikoy', 'kadıköy caferağa'),
  ...row('neighborhood with district', 1, 'neighborhood', 40514, 'fenerbahçe kadıköy', 'fenerbahçe mah kadıköy'),
  ...row('neighborhood with district', 1, 'neighborhood', 40520, 'göztepe mahallesi kadıköy', 'goztepe kadikoy'),
  ...row('neighborhood with district', 1, 'neighborhood', 1569, 'kızılay çankaya', 'kızılay mahallesi çankaya'),
  ...row('neighborhood with district', 1, 'neighborhood', 1534, 'cumhuriyet mah çankaya', 'cumhuriyet çankaya', 'Cumhuriyet Mh. Çankaya'),
  ...row('neighborhood with district', 1, 'neighborhood', 1522, 'ayrancı çankaya', 'ayranci mahallesi cankaya'),
  ...row('neighborhood with district', 1, 'neighborhood', 1565, 'kavaklıdere çankaya'),
  ...row('neighborhood with district', 1, 'neighborhood', 40781, 'altunizade üsküdar', 'altunizade mh üsküdar'),
  ...row('neighborhood with district', 1, 'neighborhood', 40811, 'kuzguncuk üsküdar'),
  ...row('neighborhood with district', 1, 'neighborhood', 98666, 'çengelköy üsküdar', 'cengelkoy mahallesi uskudar'),
  ...row('neighborhood with district', 1, 'neighborhood', 40235, 'levent beşiktaş'),
  ...row('neighborhood with district', 1, 'neighborhood', 40232, 'bebek beşiktaş', 'bebek mahallesi besiktas'),
  ...row('neighborhood with district', 1, 'neighborhood', 40233, 'etiler beşiktaş'),
  ...row('neighborhood with district', 1, 'neighborhood', 40225, 'ortaköy beşiktaş'), // not the districts named Ortaköy
  ...row('neighborhood with district', 1, 'neighborhood', 41154, 'alsancak konak', 'alsancak mahallesi konak'),
  ...row('neighborhood with district', 1, 'neighborhood', 41210, 'güzelyalı konak'),
  ...row('neighborhood with district', 1, 'neighborhood', 11142, 'görükle nilüfer', 'gorukle mah nilufer'),
  ...row('neighborhood with district', 1, 'neighborhood', 41108, 'bostanlı karşıyaka'),
  ...row('neighborhood with district', 1, 'neighborhood', 41123, 'mavişehir karşıyaka'),
  ...row('neighborhood with district', 1, 'neighborhood', 50, 'reşatbey seyhan'),
  ...row('neighborhood with district', 1, 'neighborhood', 30215, 'şirintepe tepebaşı'),

  // Villages with their district, with and without köyü.
  ...row('village with district', 1, 'village', 36931, 'bostanbükü safranbolu', 'bostanbükü köyü safranbolu'),
  ...row('village with district', 1, 'village', 15297, 'altınsu şemdinli', 'altinsu koyu semdinli'),
  ...row('village with district', 1, 'village', 1896, 'doğansu patnos', 'dogansu köyü patnos'),
  ...row('village with district', 1, 'village', 15298, 'anadağ derecik', 'anadag koy derecik'),
  ...row('village with district', 1, 'village', 15312, 'korgan şemdinli'),
  ...row('village with district', 1, 'village', 15308, 'gelişen köyü derecik'),

  // A district, then a neighborhood still being typed.
  ...row('district then half a neighborhood', 1, 'neighborhood', 40512, 'kadıköy cafer', 'kadikoy caf'),
  ...row('district then half a neighborhood', 1, 'neighborhood', 40514, 'kadıköy fenerb'),
  ...row('district then half a neighborhood', 3, 'neighborhood', 1569, 'çankaya kızıl'),
  ...row('district then half a neighborhood', 1, 'neighborhood', 40781, 'üsküdar altun'),
  ...row('district then half a neighborhood', 1, 'neighborhood', 41154, 'konak alsan'),
  ...row('district then half a neighborhood', 1, 'neighborhood', 41108, 'karşıyaka bostan'),
  ...row('district then half a neighborhood', 1, 'neighborhood', 11142, 'nilüfer görük'),
  ...row('district then half a neighborhood', 3, 'neighborhood', 40235, 'beşiktaş lev'),

  // Former and colloquial names (data/aliases.csv, DESIGN §6.5.1): names of the place.
  ...row('former or colloquial name', 1, 'province', 3, 'afyon', 'Afyon'), // Afyonkarahisar, not the neighborhood Afyon in Çay
  ...row('former or colloquial name', 1, 'province', 33, 'içel', 'icel'), // Mersin
  ...row('former or colloquial name', 1, 'province', 46, 'maraş', 'maras', 'k.maraş'), // Kahramanmaraş
  ...row('former or colloquial name', 1, 'province', 27, 'antep'), // Gaziantep
  ...row('former or colloquial name', 1, 'province', 63, 'urfa'), // Şanlıurfa
  ...row('former or colloquial name', 1, 'district', 1325, 'eyüp istanbul', 'eyup'), // Eyüpsultan
  ...row('former or colloquial name', 1, 'district', 1815, 'kazan ankara'), // Kahramankazan
  ...row('former or colloquial name', 1, 'district', 1630, 'siverek urfa'), // Siverek, Şanlıurfa

  // Names the 2025 import saw renamed (data/changes.json, DESIGN §6.8): a former name finds the place.
  ...row('former name of a release', 1, 'neighborhood', 177113, 'çürükler', 'curukler', 'ÇÜRÜKLER', 'çürükler feke', 'curukler adana'), // Yeşilvadi
  ...row('former name of a release', 1, 'neighborhood', 31554, 'şehler'), // the Şehler of Senirkent, named so today …
  ...row('former name of a release', 3, 'neighborhood', 20444, 'şehler'), // … before Şeyhler of Mecitözü, formerly Şehler
  ...row('former name of a release', 1, 'district', 1327, 'fatih'), // the district, not the neighborhood once called Fatih (Arzular)

  // Nonsense finds nothing.
  ...['xqzxqz', 'qwrtplkzzv', 'zzxxcc vvbbnn', 'istanbul xqzxqz', 'ğğğğğğ', '0000000'].map((q) => ({ q, expected: null, within: 1 as const, group: 'nonsense' })),
];
