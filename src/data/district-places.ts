// The settlements of each district that have a point (place-points.csv: villages and neighborhoods),
// for the `nearby` of /v2/locate. Entry i of the district index owns places
// placeStarts[i]..placeStarts[i+1]-1, by kind then id; place k is at placeCoordinates[2k] (longitude),
// [2k+1] (latitude) and is place placeSearchIndex[k] of the search index, whose hit head (type, id,
// name, label, parents, population, postal code) is the answer's item up to its distance: the same
// bytes /v2/search serves, kept once in the store rather than copied here.
import { kindNames } from './kinds.ts';
import { placePointKinds } from './place-points.ts';
import type { Dataset } from './read-dataset.ts';
import { searchPlacesOf } from './search-index/search-places.ts';

/** The kinds `nearby` lists: settlements, not the district itself (its seat is the district answered). */
export const nearbyKinds: readonly string[] = placePointKinds.filter((kind) => kind !== 'districts');

export function compileDistrictPlaces(dataset: Dataset, districtIds: Uint32Array) {
  const places = searchPlacesOf(dataset);
  const placeOf = new Map(places.map((place) => [`${place.kind}:${place.record.id}`, place]));
  const entryOf = new Map(Array.from(districtIds, (id, entry) => [id, entry]));
  const byEntry: { kind: number; id: number; longitude: number; latitude: number; searchIndex: number }[][] = Array.from(districtIds, () => []);
  for (const point of dataset.placePoints) {
    if (!nearbyKinds.includes(point.kind)) continue;
    const place = placeOf.get(`${point.kind}:${point.id}`)!;
    byEntry[entryOf.get(place.record.districtId as number)!]!.push({
      kind: kindNames.indexOf(point.kind),
      id: point.id,
      longitude: point.longitude,
      latitude: point.latitude,
      searchIndex: place.index,
    });
  }
  for (const list of byEntry) list.sort((a, b) => a.kind - b.kind || a.id - b.id);
  const all = byEntry.flat();
  const placeStarts = new Uint32Array(districtIds.length + 1);
  byEntry.forEach((list, entry) => {
    placeStarts[entry + 1] = placeStarts[entry]! + list.length;
  });
  return {
    placeStarts,
    placeCoordinates: Float64Array.from(all.flatMap((place) => [place.longitude, place.latitude])),
    placeSearchIndex: Uint32Array.from(all, (place) => place.searchIndex),
  };
}
