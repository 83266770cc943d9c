// Numbers and dates as each language writes them: 15.462.452 and 21 Mayıs 2026 in Turkish, 15,462,452
// and 21 May 2026 in English.
import type { Lang } from './i18n.ts';

/** The locale of each language (BCP 47). */
export const locales: Readonly<Record<Lang, string>> = { tr: 'tr-TR', en: 'en-GB' };
const integers = new Map<Lang, Intl.NumberFormat>();
const decimals = new Map<Lang, Intl.NumberFormat>();

export function formatInteger(lang: Lang, value: number): string {
  let format = integers.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 0 });
    integers.set(lang, format);
  }
  return format.format(value);
}

/** Areas and densities: at most one decimal. */
export function formatDecimal(lang: Lang, value: number): string {
  let format = decimals.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1 });
    decimals.set(lang, format);
  }
  return format.format(value);
}

/** People per km²; an area of 0 has no density. */
export const density = (population: number, area: number): number | undefined => (area > 0 ? population / area : undefined);

const dates = new Map<Lang, Intl.DateTimeFormat>();

/** A calendar date (`2026-05-21`) in words, read as UTC so no time zone moves it a day. */
export function formatDate(lang: Lang, isoDate: string): string {
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' });
    dates.set(lang, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
