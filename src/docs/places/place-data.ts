// The places as the docs pages read them: every province with its districts, every district with
// its municipalities, neighborhoods and villages. Built once per build from the compiled store with
// its precomputed child orders (childrenOf is a binary search), so 2,108 pages cost one pass over
// the data, not one pass per page.
import { getStore } from '../../data/store.ts';
import { compareTurkish } from '../../data/collation.ts';
import type { KindName } from '../../data/kinds.ts';

interface Counts {
  municipalityCount: number;
  neighborhoodCount: number;
  villageCount: number;
}

export interface Province {
  id: number;
  name: string;
  slug: string;
  population: number;
  area: { value: number };
  altitude: { value: number };
  phoneAreaCodes: number[];
  isCoastal: boolean;
  isMetropolitan: boolean;
  region: { tr: string; en: string };
  coordinates: { latitude: number; longitude: number };
  stats: Counts & { districtCount: number };
}

export interface District {
  id: number;
  name: string;
  slug: string;
  provinceId: number;
  population: number;
  area: { value: number };
  stats: Counts;
}

export interface Municipality {
  id: number;
  name: string;
  type: 'province_center' | 'district_center' | 'town';
  population: number;
  stats: { neighborhoodCount: number };
}

export interface Settlement {
  id: number;
  name: string;
  population: number;
  postalCode: string;
  postalCodeStatus: 'official' | 'derived' | 'estimated';
}

export interface ProvincePlace {
  province: Province;
  /** Sorted by Turkish collation of the name. */
  districts: District[];
}

export interface DistrictPlace {
  province: Province;
  district: District;
  /** Each municipality with its neighborhoods, both sorted by name. */
  municipalities: Array<{ municipality: Municipality; neighborhoods: Settlement[] }>;
  villages: Settlement[];
}

const byName = (a: { name: string }, b: { name: string }) => compareTurkish(a.name, b.name);

/** The records at these store indexes, parsed, sorted by name. */
function recordsOf<T extends { name: string }>(kind: KindName, indexes: Iterable<number>): T[] {
  const store = getStore().kind(kind);
  return Array.from(indexes, (index) => store.record(index) as unknown as T).sort(byName);
}

let provinces: ProvincePlace[] | undefined;

/** The 81 provinces, by name, each with its districts by name. */
export function provincePlaces(): ProvincePlace[] {
  provinces ??= recordsOf<Province>('provinces', getStore().kind('provinces').order('name')).map((province) => ({
    province,
    districts: recordsOf<District>('districts', getStore().kind('districts').childrenOf('provinceId', province.id)),
  }));
  return provinces;
}

/** One district's page data; read when its page is rendered. */
export function districtPlace(province: Province, district: District): DistrictPlace {
  const store = getStore();
  return {
    province,
    district,
    municipalities: recordsOf<Municipality>('municipalities', store.kind('municipalities').childrenOf('districtId', district.id)).map(
      (municipality) => ({
        municipality,
        neighborhoods: recordsOf<Settlement>('neighborhoods', store.kind('neighborhoods').childrenOf('municipalityId', municipality.id)),
      }),
    ),
    villages: recordsOf<Settlement>('villages', store.kind('villages').childrenOf('districtId', district.id)),
  };
}

/** The seven regions in Turkish order, each with its provinces by name. */
export function provincesByRegion(): Array<{ region: { tr: string; en: string }; provinces: Province[] }> {
  const regions = new Map<string, { region: { tr: string; en: string }; provinces: Province[] }>();
  for (const { province } of provincePlaces()) {
    const entry = regions.get(province.region.tr) ?? { region: province.region, provinces: [] };
    entry.provinces.push(province);
    regions.set(province.region.tr, entry);
  }
  return [...regions.values()].sort((a, b) => compareTurkish(a.region.tr, b.region.tr));
}
