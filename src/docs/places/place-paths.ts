// getStaticPaths of the place pages. Each language has its own path word (/tr/iller/, /en/provinces/),
// so each has its own page files; they share these lists and the page components.
import type { Lang } from '../i18n.ts';
import { provincePlaces } from './place-data.ts';

export const provincePaths = (lang: Lang) =>
  provincePlaces().map((place) => ({ params: { lang, province: place.province.slug }, props: { place } }));

export const districtPaths = (lang: Lang) =>
  provincePlaces().flatMap(({ province, districts }) =>
    districts.map((district) => ({ params: { lang, province: province.slug, district: district.slug }, props: { province, district } })),
  );

export const provincesIndexPaths = (lang: Lang) => [{ params: { lang } }];
