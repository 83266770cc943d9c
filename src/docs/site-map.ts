// Every docs page, once: the navigation, the language switch, the sitemap and the browser tests all
// walk this list. Guide pages are Markdown in src/content/guide/<lang>/<slug>.md.
import type { Text } from '../core/text.ts';
import { type Lang, localizedPath } from './i18n.ts';

export interface DocsPage {
  /** Path without the language prefix: `/guide/queries/`. */
  path: string;
  title: Text;
}

/** A docs page whose path word is in the reader's language, as the place pages' are (/tr/iller/, /en/provinces/). */
export interface LocalizedDocsPage {
  /** The whole path in each language: `/tr/degisiklikler/`. */
  paths: Record<Lang, string>;
  title: Text;
}

/** Interactive parts a guide page can show beside its Markdown (see src/pages/[lang]/guide/[slug].astro). */
export type GuideWidget = 'address-try-it' | 'address-file' | 'address-form';

export const guidePages: ReadonlyArray<DocsPage & { slug: string; widget?: GuideWidget }> = [
  { slug: 'getting-started', path: '/guide/getting-started/', title: { tr: 'Başlarken', en: 'Getting started' } },
  { slug: 'queries', path: '/guide/queries/', title: { tr: 'Filtreleme, sıralama, sayfalama', en: 'Filtering, sorting, pagination' } },
  { slug: 'datasets', path: '/guide/datasets/', title: { tr: 'Veri setleri ve önbellek', en: 'Datasets and caching' } },
  { slug: 'errors', path: '/guide/errors/', title: { tr: 'Hatalar ve istek sınırları', en: 'Errors and rate limits' } },
  { slug: 'geography', path: '/guide/geography/', title: { tr: 'Sınırlar ve konumdan il bulma', en: 'Boundaries and point lookup' } },
  { slug: 'data', path: '/guide/data/', title: { tr: 'Veri kaynakları ve posta kodları', en: 'Data sources and postal codes' } },
  { slug: 'postal-codes', path: '/guide/postal-codes/', title: { tr: 'Posta kodundan adrese', en: 'From a postal code to an address' } },
  { slug: 'migration', path: '/guide/migration/', title: { tr: 'v1’den v2’ye geçiş', en: 'Migrating from v1 to v2' } },
  { slug: 'ai-assistants', path: '/guide/ai-assistants/', title: { tr: 'Yapay zekâ asistanlarıyla kullanım', en: 'Use with AI assistants' } },
  { slug: 'clients', path: '/guide/clients/', title: { tr: 'İstemciler', en: 'Clients' } },
  { slug: 'addresses', path: '/guide/addresses/', title: { tr: 'Yazılan adresten yerlere', en: 'From a typed address to places' }, widget: 'address-try-it' },
  { slug: 'address-file', path: '/guide/address-file/', title: { tr: 'Adres dosyasını temizle', en: 'Clean an address file' }, widget: 'address-file' },
  { slug: 'address-form', path: '/guide/address-form/', title: { tr: 'Adres formu', en: 'Address form' }, widget: 'address-form' },
  { slug: 'security', path: '/guide/security/', title: { tr: 'Güvenlik', en: 'Security' } },
];

/** The guide's own index page, listing every guide page. */
export const guideIndex: DocsPage = { path: '/guide/', title: { tr: 'Kılavuz', en: 'Guide' } };

/** Sources, credits and the licence notices the data's licences ask to keep with it. */
export const licencesPage: DocsPage = { path: '/licenses/', title: { tr: 'Kaynaklar ve lisanslar', en: 'Sources and licences' } };
/** The dataset files in every format, their sizes and checksums (src/pages/[lang]/downloads.astro). */
export const downloadsPage: DocsPage = { path: '/downloads/', title: { tr: 'İndirmeler', en: 'Downloads' } };
/**
 * What changed between releases, and the curated history before them (src/pages/[lang]/degisiklikler.astro and
 * changes.astro). Its Turkish title is not "Değişiklikler": that was the software changelog's, now "Sürüm notları".
 */
export const changesPage: LocalizedDocsPage = {
  paths: { tr: '/tr/degisiklikler/', en: '/en/changes/' },
  title: { tr: 'Neler değişti', en: 'What changed' },
};
/** The current benchmark figures, each table with its command, date and machine (src/pages/[lang]/performance.astro). */
export const performancePage: DocsPage = { path: '/performance/', title: { tr: 'Performans', en: 'Performance' } };

/** The page's path in `lang`, language prefix included. */
export const pathIn = (page: DocsPage | LocalizedDocsPage, lang: Lang): string => ('paths' in page ? page.paths[lang] : localizedPath(lang, page.path));

export const docsPages: ReadonlyArray<DocsPage | LocalizedDocsPage> = [
  { path: '/', title: { tr: 'Türkiye İdari Bölümler API', en: 'Türkiye Administrative Divisions API' } },
  guideIndex,
  ...guidePages,
  downloadsPage,
  changesPage,
  { path: '/reference/', title: { tr: 'API başvurusu', en: 'API reference' } },
  { path: '/reference/v1/', title: { tr: 'v1 başvurusu (kullanımı önerilmez)', en: 'v1 reference (deprecated)' } },
  { path: '/explorer/', title: { tr: 'API’yi dene', en: 'Try the API' } },
  licencesPage,
  { path: '/changelog/', title: { tr: 'Sürüm notları', en: 'Changelog' } },
  performancePage,
];
