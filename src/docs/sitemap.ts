// The sitemap (https://www.sitemaps.org/protocol.html) with each page's other-language versions as
// xhtml:link alternates (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap):
// every docs page of site-map.ts and every place page, in both languages.
import { type Lang, languages } from './i18n.ts';
import { provincePlaces } from './places/place-data.ts';
import { districtPath, pathsOf, provincePath, provincesIndexPath } from './places/place-urls.ts';
import { docsPages, pathIn } from './site-map.ts';
import { absoluteUrl } from './site-url.ts';
import { escapeHtml } from './inline-code.ts';

/** Every page as its path in each language. */
export function sitePages(): Array<Record<Lang, string>> {
  return [
    ...docsPages.map((page) => pathsOf((lang) => pathIn(page, lang))),
    pathsOf(provincesIndexPath),
    ...provincePlaces().flatMap(({ province, districts }) => [
      pathsOf((lang) => provincePath(lang, province.slug)),
      ...districts.map((district) => pathsOf((lang) => districtPath(lang, province.slug, district.slug))),
    ]),
  ];
}

export function sitemapXml(): string {
  const entries = sitePages().flatMap((paths) =>
    languages.map((lang) => {
      const alternates = [...languages.map((other) => [other, paths[other]] as const), ['x-default', paths.en] as const]
        .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(path))}"/>`)
        .join('');
      return `<url><loc>${escapeHtml(absoluteUrl(paths[lang]))}</loc>${alternates}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt (RFC 9309): everything may be crawled; the sitemap is named with its absolute URL. */
export const robotsTxt = (): string => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
