// Legacy v1 record shapes, derived from the v2 records in the store (SPEC "Legacy v1 surface"): `area`
// and `altitude` are plain numbers, `areaCode` is `phoneAreaCodes`, parents are named as well as
// numbered, and provinces and districts carry their children. `nuts` and `maps` have no source data
// and are not served.
import { parentField, type KindName } from '../../data/kinds.ts';
import type { KindStore, Store } from '../../data/store.ts';

export type V1Record = Record<string, unknown>;

interface Measured {
  value: number;
}

const nameOf = (store: Store, kind: KindName, id: number) => {
  const records = store.kind(kind);
  return records.record(records.indexOfId(id)).name;
};

/** The children of a record, by ascending id, as v1's short `{id, name, population}` items. */
function childItems(store: Store, child: KindName, parent: KindName, id: number): V1Record[] {
  const children = store.kind(child);
  return Array.from(children.childrenOf(parentField(parent), id), (index) => {
    const { id: childId, name, population } = children.record(index);
    return { id: childId, name, population };
  });
}

/** A neighborhood, a village or a town: the same seven fields. */
export function v1Settlement(store: Store, records: KindStore, index: number): V1Record {
  const record = records.record(index);
  const provinceId = record.provinceId as number;
  const districtId = record.districtId as number;
  return {
    provinceId,
    districtId,
    id: record.id,
    province: nameOf(store, 'provinces', provinceId),
    district: nameOf(store, 'districts', districtId),
    name: record.name,
    population: record.population,
  };
}

/** A district; on the single-district route with its neighborhoods and villages. */
export function v1District(store: Store, records: KindStore, index: number, withChildren: boolean): V1Record {
  const record = records.record(index);
  const provinceId = record.provinceId as number;
  const district: V1Record = {
    provinceId,
    id: record.id,
    province: nameOf(store, 'provinces', provinceId),
    name: record.name,
    population: record.population,
    area: (record.area as Measured).value,
  };
  if (withChildren) {
    district.neighborhoods = childItems(store, 'neighborhoods', 'districts', record.id);
    // Empty for a district of a metropolitan province: they have no villages.
    district.villages = childItems(store, 'villages', 'districts', record.id);
  }
  return district;
}

/** A province with its districts; `extend` adds every district's neighborhoods and villages. */
export function v1Province(store: Store, records: KindStore, index: number, extend: boolean): V1Record {
  const record = records.record(index);
  const region = record.region as { tr: string; en: string };
  const districts = store.kind('districts');
  return {
    id: record.id,
    name: record.name,
    population: record.population,
    area: (record.area as Measured).value,
    altitude: (record.altitude as Measured).value,
    areaCode: record.phoneAreaCodes,
    isCoastal: record.isCoastal,
    isMetropolitan: record.isMetropolitan,
    region: { en: region.en, tr: region.tr },
    coordinates: record.coordinates,
    districts: Array.from(districts.childrenOf('provinceId', record.id), (districtIndex) => {
      const district = districts.record(districtIndex);
      const item: V1Record = { id: district.id, name: district.name, population: district.population, area: (district.area as Measured).value };
      if (extend) {
        item.neighborhoods = childItems(store, 'neighborhoods', 'districts', district.id);
        item.villages = childItems(store, 'villages', 'districts', district.id);
      }
      return item;
    }),
  };
}
