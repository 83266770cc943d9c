// The places the element offers, from the static files the build writes for it
// (src/astro/address-element-files.ts): every province and district in one small file, and each
// district's neighborhoods and villages in a file of its own, loaded when the district is chosen.
// Each place carries its folded search keys (match-places.ts matches typed text against them).
import { foldForSearch } from '../data/fold.ts';

export type PlaceKind = 'province' | 'district' | 'neighborhood' | 'village';

export interface Place {
  kind: PlaceKind;
  id: number;
  name: string;
  /** The parent's id: a district's province, a settlement's district. */
  parent: number;
  postalCode?: string;
  /** The postal code is not official (estimated or derived: the record's postalCodeStatus). */
  unofficial?: boolean;
  /** Folded name and other names (`eyup` for Eyüpsultan): keys[i + 1] is aliases[i] folded. */
  keys: string[];
  /** Other names the place is found by: colloquial and former names (`Eyüp`, `Çürükler`). */
  aliases: string[];
}

/** The file of provinces and districts: `[id, name, ...aliases]` and `[id, provinceId, name, ...aliases]`. */
export interface PlacesFile {
  p: [number, string, ...string[]][];
  d: [number, number, string, ...string[]][];
}

/** A district's settlements: `[id, name, postalCode, unofficial 0|1, ...formerNames]` (DESIGN §6.8: `Çürükler` finds Yeşilvadi). */
export interface SettlementsFile {
  n: [number, string, string, number, ...string[]][];
  v: [number, string, string, number, ...string[]][];
}

export const placesPath = '/turkiye-address/data/places.json';
export const settlementsPath = (districtId: number): string => `/turkiye-address/data/districts/${districtId}.json`;

const place = (kind: PlaceKind, id: number, parent: number, name: string, aliases: string[]): Place => ({
  kind,
  id,
  parent,
  name,
  keys: [name, ...aliases].map(foldForSearch),
  aliases,
});

export function readPlaces(file: PlacesFile): { provinces: Place[]; districts: Place[] } {
  return {
    provinces: file.p.map(([id, name, ...aliases]) => place('province', id, 0, name, aliases)),
    districts: file.d.map(([id, provinceId, name, ...aliases]) => place('district', id, provinceId, name, aliases)),
  };
}

export function readSettlements(file: SettlementsFile, districtId: number): Place[] {
  const of = (kind: PlaceKind, rows: SettlementsFile['n']) =>
    rows.map(([id, name, postalCode, unofficial, ...formerNames]) => ({ ...place(kind, id, districtId, name, formerNames), postalCode, unofficial: unofficial === 1 }));
  return [...of('neighborhood', file.n), ...of('village', file.v)];
}
