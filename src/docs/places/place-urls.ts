// Where the place pages live. The path word is the reader's language (/tr/iller/, /en/provinces/),
// the province and district parts are the dataset's slugs: a district slug is unique within its
// province, so the many "Merkez" districts get one URL each (/tr/iller/bolu/merkez).
import type { Lang } from '../i18n.ts';
import { languages } from '../i18n.ts';

export const sectionWord: Record<Lang, string> = { tr: 'iller', en: 'provinces' };

/** `/tr/iller/`: the list of provinces. */
export const provincesIndexPath = (lang: Lang): string => `/${lang}/${sectionWord[lang]}/`;

export const provincePath = (lang: Lang, provinceSlug: string): string => `/${lang}/${sectionWord[lang]}/${provinceSlug}/`;

export const districtPath = (lang: Lang, provinceSlug: string, districtSlug: string): string =>
  `${provincePath(lang, provinceSlug)}${districtSlug}/`;

/** The same page in every language, for the language switch and the hreflang alternates. */
export const pathsOf = (pathFor: (lang: Lang) => string): Record<Lang, string> =>
  Object.fromEntries(languages.map((lang) => [lang, pathFor(lang)])) as Record<Lang, string>;

/** The explorer with a request filled in: `/en/explorer/?path=/v2/provinces/34/districts&sort=name`. */
export const explorerLink = (lang: Lang, path: string, query: Record<string, string> = {}): string =>
  `/${lang}/explorer/?${new URLSearchParams({ path, ...query }).toString()}`;
