// Every text the element shows or announces, in Turkish and English (DESIGN §6.7: one overridable
// table). A page overrides any of them through the element's `strings` property.

export interface AddressStrings {
  /** The province level's name: its list's label and its messages. */
  province: string;
  /** The district level's name. */
  district: string;
  /** The neighborhood or village level's name. */
  settlement: string;
  /** The street field's name. */
  street: string;
  /** The postal code's name. */
  postalCode: string;
  /** Live region: how many places match what was typed. */
  results: (count: number) => string;
  /** Live region: no place matches what was typed. */
  noResults: string;
  /** `{level} is required` when a required level is empty. */
  required: (level: string) => string;
  /** The typed text names no place of the level. */
  notAPlace: (level: string) => string;
  /** A chosen neighborhood or village filled in its postal code. */
  postalCodeFilled: (code: string) => string;
  /** The place's code is estimated or derived, not one PTT lists (DESIGN §6.7: say so). */
  postalCodeUnofficial: (code: string) => string;
  /** A typed postal code that no place has. */
  postalCodeUnknown: (code: string) => string;
  /** A postal code that is not five digits. */
  postalCodeFormat: string;
  /** The tag after a village in a list (a neighborhood and a village may share a name). */
  village: string;
  /** A pasted line is being read. */
  reading: string;
  /** A pasted line was read and filled in (verdict accept, or confirm once applied). */
  filled: (formatted: string) => string;
  /** A pasted line was read with corrections: the corrected address, offered. */
  confirm: (formatted: string) => string;
  /** The button that applies the offered address. */
  apply: string;
  /** Unused today: no control shows it (a page's table that sets it stays valid). */
  dismiss: string;
  /** A pasted line left these levels unknown (verdict fix). */
  missing: (levels: string) => string;
  /** A pasted line could not be read (no query layer, or an error). */
  parseFailed: string;
  /** A list could not be loaded: the typed text goes as it is. */
  loadFailed: string;
}

export const builtInStrings: Record<'tr' | 'en', AddressStrings> = {
  tr: {
    province: 'İl',
    district: 'İlçe',
    settlement: 'Mahalle veya köy',
    street: 'Açık adres',
    postalCode: 'Posta kodu',
    results: (count) => `${count} sonuç`,
    noResults: 'Sonuç yok',
    required: (level) => `${level} gerekli.`,
    notAPlace: (level) => `Listeden bir ${level.toLocaleLowerCase('tr')} seçin.`,
    postalCodeFilled: (code) => `Posta kodu ${code} dolduruldu.`,
    postalCodeUnofficial: (code) => `Posta kodu ${code} dolduruldu; PTT'nin listesinde olmayan, resmî olmayan bir kod.`,
    postalCodeUnknown: (code) => `${code} posta kodu bulunamadı.`,
    postalCodeFormat: 'Posta kodu beş rakamdır.',
    village: 'köy',
    reading: 'Adres okunuyor…',
    filled: (formatted) => `Adres dolduruldu: ${formatted}`,
    confirm: (formatted) => `Bunu mu demek istediniz? ${formatted}`,
    apply: 'Uygula',
    dismiss: 'Kapat',
    missing: (levels) => `Adreste eksik: ${levels}. Lütfen seçin.`,
    parseFailed: 'Adres okunamadı; alanları elle doldurun.',
    loadFailed: 'Liste yüklenemedi; yazdığınız metin gönderilecek.',
  },
  en: {
    province: 'Province',
    district: 'District',
    settlement: 'Neighborhood or village',
    street: 'Street address',
    postalCode: 'Postal code',
    results: (count) => `${count} ${count === 1 ? 'result' : 'results'}`,
    noResults: 'No results',
    required: (level) => `${level} is required.`,
    notAPlace: (level) => `Choose a ${level.toLowerCase()} from the list.`,
    postalCodeFilled: (code) => `Postal code ${code} filled in.`,
    postalCodeUnofficial: (code) => `Postal code ${code} filled in; it is not an official code from PTT's list.`,
    postalCodeUnknown: (code) => `No place has the postal code ${code}.`,
    postalCodeFormat: 'A postal code is five digits.',
    village: 'village',
    reading: 'Reading the address…',
    filled: (formatted) => `Address filled in: ${formatted}`,
    confirm: (formatted) => `Did you mean ${formatted}?`,
    apply: 'Apply',
    dismiss: 'Dismiss',
    missing: (levels) => `Missing from the address: ${levels}. Please choose.`,
    parseFailed: 'The address could not be read; fill in the fields yourself.',
    loadFailed: 'The list could not be loaded; the text you typed will be sent.',
  },
};
