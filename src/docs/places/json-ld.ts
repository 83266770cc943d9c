// schema.org AdministrativeArea for a place page (https://schema.org/AdministrativeArea): the place,
// contained in its province, contained in Türkiye (https://schema.org/containedInPlace).
import type { Lang } from '../i18n.ts';
import { absoluteUrl } from '../site-url.ts';
import type { District, Province } from './place-data.ts';
import { districtPath, provincePath } from './place-urls.ts';

const country = { '@type': 'Country', name: 'Türkiye', identifier: 'TR' };

function provinceNode(lang: Lang, province: Province) {
  return {
    '@type': 'AdministrativeArea',
    name: province.name,
    url: absoluteUrl(provincePath(lang, province.slug)),
    identifier: String(province.id),
    geo: { '@type': 'GeoCoordinates', latitude: province.coordinates.latitude, longitude: province.coordinates.longitude },
    containedInPlace: country,
  };
}

export const provinceJsonLd = (lang: Lang, province: Province) => ({
  '@context': 'https://schema.org',
  inLanguage: lang,
  ...provinceNode(lang, province),
});

export const districtJsonLd = (lang: Lang, province: Province, district: District) => ({
  '@context': 'https://schema.org',
  '@type': 'AdministrativeArea',
  inLanguage: lang,
  name: district.name,
  url: absoluteUrl(districtPath(lang, province.slug, district.slug)),
  identifier: String(district.id),
  containedInPlace: provinceNode(lang, province),
});
