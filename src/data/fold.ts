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
