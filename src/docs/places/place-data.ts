// The places as the docs pages read them: every province with its districts, every district with
// its municipalities, neighborhoods and villages. Built once per build from the compiled store with
// its precomputed child orders (childrenOf is a binary search), so 2,108 pages cost one pass over
// the data, not one pass per page.
import type { z } from 'zod';
import { getStore } from '../../data/store.ts';
import { compareTurkish } from '../../data/collation.ts';
import type { KindName } from '../../data/kinds.ts';
import {
  type District,
  districtSchema,
  type Municipality,
  municipalitySchema,
  type Neighborhood,
  neighborhoodSchema,
  type Province,
  provinceSchema,
  type Village,
  villageSchema,
} from '../../data/schemas.ts';

export type { District, Municipality, Province };
/** A neighborhood or a village: what the postal-code tables show. */
export type Settlement = Neighborhood | Village;

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

/** The records at these store indexes, parsed with their schema (not cast), sorted by name. */
function recordsOf<S extends z.ZodType<{ name: string }>>(kind: KindName, schema: S, indexes: Iterable<number>): Array<z.output<S>> {
  const store = getStore().kind(kind);
  return Array.from(indexes, (index) => schema.parse(store.record(index))).sort(byName);
}

let provinces: ProvincePlace[] | undefined;

/** The 81 provinces, by name, each with its districts by name. */
export function provincePlaces(): ProvincePlace[] {
  provinces ??= recordsOf('provinces', provinceSchema, getStore().kind('provinces').order('name')).map((province) => ({
    province,
    districts: recordsOf('districts', districtSchema, getStore().kind('districts').childrenOf('provinceId', province.id)),
  }));
  return provinces;
}

const districts = new Map<number, DistrictPlace>();

/** One district's page data, read when its first page (of the two languages) is rendered. */
export function districtPlace(province: Province, district: District): DistrictPlace {
  const cached = districts.get(district.id);
  if (cached) return cached;
  const store = getStore();
  const place: DistrictPlace = {
    province,
    district,
    municipalities: recordsOf('municipalities', municipalitySchema, store.kind('municipalities').childrenOf('districtId', district.id)).map(
      (municipality) => ({
        municipality,
        neighborhoods: recordsOf('neighborhoods', neighborhoodSchema, store.kind('neighborhoods').childrenOf('municipalityId', municipality.id)),
      }),
    ),
    villages: recordsOf('villages', villageSchema, store.kind('villages').childrenOf('districtId', district.id)),
  };
  districts.set(district.id, place);
  return place;
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
