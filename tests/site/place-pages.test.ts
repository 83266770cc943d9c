// What the built place pages say, from dist/ (needs `npm run build`): exact facts from the dataset,
// the head tags (canonical, hreflang alternates, Open Graph, JSON-LD), the sitemap and robots.txt.
import { readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/docs/site-url.ts';
import { htmlFiles, pagePathOf, requireBuiltSite } from '../support/built-site.ts';

const page = (path: string) => readFileSync(`dist${path}index.html`, 'utf8');
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('place pages', () => {
  beforeAll(requireBuiltSite);

  it('the İstanbul page states its facts from data/2025/provinces.json', () => {
    const html = page('/en/provinces/istanbul/');
    for (const fact of ['<dt>Region</dt><dd>Marmara</dd>', '<dt>Population</dt><dd>15,754,053</dd>', '<dt>Area</dt><dd>5,461 km²</dd>',
      '<dt>Telephone area code</dt><dd>212, 216</dd>', '<dt>Coastal</dt><dd>Yes</dd>', '<dt>Districts</dt><dd>39</dd>', '<dt>Neighborhoods</dt><dd>963</dd>']) {
      expect(html).toContain(fact);
    }
    const turkish = page('/tr/iller/istanbul/');
    expect(turkish).toContain('<dt>Nüfus</dt><dd>15.754.053</dd>');
    expect(turkish).toContain('<dt>Büyükşehir</dt><dd>Evet</dd>');
  });

  it('a district page lists its neighborhoods with postal code, source and population', () => {
    const html = page('/tr/iller/istanbul/kadikoy/');
    // Each row has its id (n: neighborhood, v: village), where the district map's dots link.
    expect(html).toContain('<tr id=n40512><th scope=row>Caferağa<td>34710<td>resmî<td class=number>21.261');
    expect(html.match(/<tr id=n\d+><th scope=row>/g)).toHaveLength(21);
    expect(page('/en/provinces/istanbul/kadikoy/')).toContain('<tr id=n40512><th scope=row>Caferağa<td>34710<td>official<td class=number>21,261');
  });

  it('a derived postal code is shown as such', () => {
    // Kuzukaya (district 1252, Çıldır in Ardahan) has the code of its former village: 75402, derived.
    expect(page('/en/provinces/ardahan/cildir/')).toContain('<tr id=n95178><th scope=row>Kuzukaya<td>75402<td>derived');
  });

  it('same-named districts get one URL each through their province', () => {
    expect(page('/tr/iller/bolu/merkez/')).toContain('<h1>Merkez ilçesi (Bolu)</h1>');
    expect(page('/tr/iller/bolu/merkez/')).toContain('href="/v2/districts/1199"');
    expect(page('/tr/iller/afyonkarahisar/merkez/')).not.toContain('href="/v2/districts/1199"');
  });

  it('has canonical, hreflang alternates with x-default, a description and Open Graph', () => {
    const html = page('/tr/iller/istanbul/kadikoy/');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absoluteUrl('/tr/iller/istanbul/kadikoy/'));
    expect(attribute(html, /<link rel="alternate" hreflang="en" href="([^"]+)"/)).toBe(absoluteUrl('/en/provinces/istanbul/kadikoy/'));
    expect(attribute(html, /<link rel="alternate" hreflang="tr" href="([^"]+)"/)).toBe(absoluteUrl('/tr/iller/istanbul/kadikoy/'));
    expect(attribute(html, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/)).toBe(absoluteUrl('/en/provinces/istanbul/kadikoy/'));
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toBe('Kadıköy ilçesi (İstanbul): 21 mahalle ve 0 köy, posta kodlarıyla; nüfus ve yüzölçümü.');
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe('Kadıköy ilçesi (İstanbul)');
    expect(attribute(html, /<a href="([^"]+)" hreflang="en"/)).toBe('/en/provinces/istanbul/kadikoy/');
  });

  it('describes a district as an AdministrativeArea in its province in Türkiye', () => {
    expect(jsonLdOf(page('/en/provinces/istanbul/kadikoy/'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AdministrativeArea',
      inLanguage: 'en',
      name: 'Kadıköy',
      url: absoluteUrl('/en/provinces/istanbul/kadikoy/'),
      identifier: '1421',
      containedInPlace: {
        '@type': 'AdministrativeArea',
        name: 'İstanbul',
        url: absoluteUrl('/en/provinces/istanbul/'),
        identifier: '34',
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
        containedInPlace: { '@type': 'Country', name: 'Türkiye', identifier: 'TR' },
      },
    });
  });

  it('the sitemap lists every docs and place page in both languages, with alternates', () => {
    const xml = readFileSync('dist/sitemap.xml', 'utf8');
    const locs = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(absoluteUrl('/tr/iller/bolu/merkez/'));
    expect(locs).toContain(absoluteUrl('/en/provinces/bolu/merkez/'));
    expect(locs).toContain(absoluteUrl('/en/reference/'));
    expect(locs.filter((loc) => /\/(tr\/iller|en\/provinces)\/[^/]+\/[^/]+\/$/.test(loc!))).toHaveLength(1946);
    expect(locs.filter((loc) => /\/(tr\/iller|en\/provinces)\/[^/]+\/$/.test(loc!))).toHaveLength(162);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl('/en/provinces/bolu/merkez/')}"/>`);
  });

  it('every place page is under 100 KB before compression, even Kızıltepe with 183 neighborhoods', () => {
    const places = htmlFiles().filter((file) => /^\/(tr\/iller|en\/provinces)\//.test(pagePathOf(file)));
    expect(places).toHaveLength(2110);
    const sizes = places.map((file) => ({ page: pagePathOf(file), bytes: statSync(file).size }));
    expect(sizes.filter(({ bytes }) => bytes >= 100 * 1024)).toEqual([]);
    // Kızıltepe: 183 table rows and a map with 134 dot links (about 17 KB of the page since issue 39).
    expect(statSync('dist/tr/iller/mardin/kiziltepe/index.html').size).toBeLessThan(50 * 1024);
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(readFileSync('dist/robots.txt', 'utf8')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`);
  });
});
