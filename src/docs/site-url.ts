// The public address of the site, for what must be absolute: canonical URLs, hreflang alternates,
// the sitemap, robots.txt, Open Graph and JSON-LD (https://developers.google.com/search/docs/specialty/international/localized-versions
// asks for fully-qualified alternates), the address form's snippet and security.txt. Set SITE_URL at
// build time to the deployed origin; `npm start` and `npm run serve` set it to the address they serve
// when it is not set (scripts/build-stamp.ts).
export const defaultSiteUrl = 'http://127.0.0.1:4321';

export const siteUrl = (process.env.SITE_URL || defaultSiteUrl).replace(/\/+$/, '');

/** `https://example.org/tr/iller/` for `/tr/iller/`. */
export const absoluteUrl = (path: string): string => `${siteUrl}${path}`;
