// Search keys. A name and a query are folded the same way, so `sanliurfa`, `ŞANLIURFA` and `Şanlıurfa`
// meet at `sanliurfa`. Names are folded once at build time; only the query is folded per request.

// Turkish letters (and the circumflex vowels of loanwords) that have a plain ASCII reading.
export const asciiFolds: Readonly<Record<string, string>> = {
  ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u',
};
const foldable = /[çğıöşüâîû]/g;
// Combining marks left over after decomposition (é → e): rare in the data, but a user may type them.
const combiningMarks = /\p{M}+/gu;
const whitespaceRuns = /\s+/g;

/**
 * NFC, Turkish lower-casing (I → ı, İ → i), ASCII folding, other diacritics dropped, whitespace
 * collapsed and trimmed. `İstanbul`, `ISTANBUL` and `istanbul` all give `istanbul`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .replace(foldable, (letter) => asciiFolds[letter] ?? letter)
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(whitespaceRuns, ' ')
    .trim();
}

// Turkish number words, folded (DESIGN §6.5.1: `19 Mayıs`, `On Dokuz Mayıs` and `Ondokuz Mayıs` are
// one name, as are `100. Yıl` and `Yüzüncü Yıl`): cardinals and their ordinals.
const numberWordValues: ReadonlyArray<readonly [string, number]> = (
  [
    ['bir', 'birinci', 1], ['iki', 'ikinci', 2], ['uc', 'ucuncu', 3], ['dort', 'dorduncu', 4], ['bes', 'besinci', 5], ['alti', 'altinci', 6],
    ['yedi', 'yedinci', 7], ['sekiz', 'sekizinci', 8], ['dokuz', 'dokuzuncu', 9], ['on', 'onuncu', 10], ['yirmi', 'yirminci', 20],
    ['otuz', 'otuzuncu', 30], ['kirk', 'kirkinci', 40], ['elli', 'ellinci', 50], ['altmis', 'altmisinci', 60], ['yetmis', 'yetmisinci', 70],
    ['seksen', 'sekseninci', 80], ['doksan', 'doksaninci', 90], ['yuz', 'yuzuncu', 100], ['bin', 'bininci', 1000],
  ] as const
)
  .flatMap(([cardinal, ordinal, value]) => [[ordinal, value] as const, [cardinal, value] as const])
  // Longest first, so `ondokuz` reads `on` then `dokuz`, and `yuzuncu` is not `yuz` and `uncu`.
  .sort((a, b) => b[0].length - a[0].length);

/** The number words `word` starts with, as [value, letters read], or undefined when it starts with none. */
function leadingNumber(word: string): [value: number, length: number] | undefined {
  let total = 0;
  let current = 0;
  let at = 0;
  for (;;) {
    const found = numberWordValues.find(([text]) => word.startsWith(text, at));
    if (!found) break;
    const [text, value] = found;
    if (value >= 100) {
      const scaled = (current || 1) * value;
      if (value === 1000) {
        total += scaled;
        current = 0;
      } else current = scaled;
    } else current += value;
    at += text.length;
  }
  return at === 0 ? undefined : [total + current, at];
}

/**
 * The key under which spellings of one name meet (DESIGN §6.5.1): the folded tokens with their
 * number words written as digits and the spaces left out. `on dokuz mayis`, `ondokuz mayis` and
 * `19 mayis` all give `19mayis`; `mustafa kemal pasa` and `mustafa kemalpasa` give
 * `mustafakemalpasa`; `yuzuncuyil` and `100 yil` give `100yil`. Names and lines go through the same
 * function, so a word that merely starts like a number (`altintas`) changes the same way on both
 * sides.
 */
export function spellingKey(tokens: readonly string[]): string {
  let key = '';
  let pending = 0;
  let pendingCurrent = 0;
  let inNumber = false;
  const flush = () => {
    if (inNumber) key += String(pending + pendingCurrent);
    pending = pendingCurrent = 0;
    inNumber = false;
  };
  for (const token of tokens) {
    const number = leadingNumber(token);
    if (number && number[1] === token.length) {
      // A whole number word joins the number before it (`on` `dokuz` is 19, `iki` `yuz` 200).
      const [value] = number;
      if (value >= 100 && value < 1000) pendingCurrent = (pendingCurrent || 1) * value;
      else if (value >= 1000) {
        pending += (pendingCurrent || 1) * value;
        pendingCurrent = 0;
      } else pendingCurrent += value;
      inNumber = true;
      continue;
    }
    flush();
    if (number) key += String(number[0]) + token.slice(number[1]);
    else key += token;
  }
  flush();
  return key;
}
