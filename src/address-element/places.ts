// The places the element offers, from the static files the build writes for it
// (src/astro/address-element-files.ts): every province and district in one small file, and each
// district's neighborhoods and villages in a file of its own, loaded when the district is chosen.
// Search runs in the page over these lists, folded as the API's search folds (İ/ı, ASCII, aliases).
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
  /** Folded name and former names (`eyup` for Eyüpsultan). */
  keys: string[];
}

/** The file of provinces and districts: `[id, name, ...aliases]` and `[id, provinceId, name, ...aliases]`. */
export interface PlacesFile {
  p: [number, string, ...string[]][];
  d: [number, number, string, ...string[]][];
}

/** A district's settlements: `[id, name, postalCode, unofficial 0|1]`. */
export interface SettlementsFile {
  n: [number, string, string, number][];
  v: [number, string, string, number][];
}

export const placesPath = '/turkiye-address/data/places.json';
export const settlementsPath = (districtId: number): string => `/turkiye-address/data/districts/${districtId}.json`;

const place = (kind: PlaceKind, id: number, parent: number, name: string, aliases: string[]): Place => ({
  kind,
  id,
  parent,
  name,
  keys: [name, ...aliases].map(foldForSearch),
});

export function readPlaces(file: PlacesFile): { provinces: Place[]; districts: Place[] } {
  return {
    provinces: file.p.map(([id, name, ...aliases]) => place('province', id, 0, name, aliases)),
    districts: file.d.map(([id, provinceId, name, ...aliases]) => place('district', id, provinceId, name, aliases)),
  };
}

export function readSettlements(file: SettlementsFile, districtId: number): Place[] {
  const of = (kind: PlaceKind, rows: SettlementsFile['n']) =>
    rows.map(([id, name, postalCode, unofficial]) => ({ ...place(kind, id, districtId, name, []), postalCode, unofficial: unofficial === 1 }));
  return [...of('neighborhood', file.n), ...of('village', file.v)];
}

/**
 * The places matching `text`, best first: a name equal to the text, then names starting with it,
 * then names with a word starting with it; the list's order (the file's, by name) within each.
 */
export function matchPlaces(places: readonly Place[], text: string): Place[] {
  const query = foldForSearch(text);
  if (!query) return [...places];
  const ranked: Place[][] = [[], [], []];
  for (const candidate of places) {
    let rank = 3;
    for (const key of candidate.keys) {
      if (key === query) rank = 0;
      else if (key.startsWith(query)) rank = Math.min(rank, 1);
      else if (key.includes(` ${query}`) || key.replaceAll(' ', '').startsWith(query.replaceAll(' ', ''))) rank = Math.min(rank, 2);
    }
    if (rank < 3) ranked[rank]!.push(candidate);
  }
  return ranked.flat();
}

/** The one place `text` names exactly (name or former name), if exactly one. */
export function exactPlace(places: readonly Place[], text: string): Place | undefined {
  const query = foldForSearch(text);
  if (!query) return undefined;
  const found = places.filter((candidate) => candidate.keys.includes(query));
  // A neighborhood and a village of one district may share a name: then the text decides nothing.
  return found.length === 1 ? found[0] : undefined;
}
