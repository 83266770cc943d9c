// The public address of the site, for what must be absolute: canonical URLs, hreflang alternates,
// the sitemap, robots.txt, Open Graph and JSON-LD (https://developers.google.com/search/docs/specialty/international/localized-versions
// asks for fully-qualified alternates). Set SITE_URL at build time to the deployed origin.
export const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:4321').replace(/\/+$/, '');

/** `https://example.org/tr/iller/` for `/tr/iller/`. */
export const absoluteUrl = (path: string): string => `${siteUrl}${path}`;
