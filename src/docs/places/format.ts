// Numbers as each language writes them: 15.462.452 in Turkish, 15,462,452 in English.
import type { Lang } from '../i18n.ts';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };
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
