// The data of a /v2/locate answer, in one buffer (DESIGN §6.3.1): the district found first (its outline
// holds the point, or is within 2 km), and the province taken from it; without a district, the
// province lookup of §6.3 alone. Records and `nearby` items are bytes serialized at build time; a
// request writes only the matches, the distances and the urls.
import { openSearchIndex } from '../../data/search-index/search-index-view.ts';
import type { Store } from '../../data/store.ts';
import { boundaryIndexOf, districtBoundaryIndexOf } from './boundary-index.ts';
import { type Location, locateDistrict, locatePoint, matchOf, nearbyPlaces } from './locate-point.ts';

/** How many settlements `nearby` lists at most. */
export const nearbyLimit = 5;

const matchJson = (prefix: string, location: Location | undefined) =>
  location
    ? `,"${prefix}Match":"${location.match}","${prefix}DistanceKm":${location.distanceKm}`
    : `,"${prefix}Match":null,"${prefix}DistanceKm":null`;

/** The `data` JSON, or undefined when no province is near enough (404 LOCATION_NOT_FOUND). */
export function locateAnswer(store: Store, latitude: number, longitude: number): Buffer | undefined {
  const provinceIndex = boundaryIndexOf(store);
  const districtIndex = districtBoundaryIndexOf(store);
  const districtLocation = locateDistrict(districtIndex, latitude, longitude);
  const districts = store.kind('districts');
  const provinces = store.kind('provinces');
  let provinceLocation: Location | undefined;
  let district: number | undefined;
  if (districtLocation) {
    district = districts.indexOfId(districtIndex.ids[districtLocation.entry]!);
    const provinceEntry = provinceIndex.entryOf(districts.column('provinceId')[district]!);
    // A province's outline is the union of its districts' (data/README.md), so a point inside a
    // district is inside its province: only a `nearest` district needs the province's own test.
    provinceLocation = districtLocation.match === 'inside' ? { entry: provinceEntry, match: 'inside', distanceKm: 0 } : matchOf(provinceIndex, provinceEntry, latitude, longitude);
  } else {
    provinceLocation = locatePoint(provinceIndex, latitude, longitude);
  }
  if (!provinceLocation) return undefined;
  const parts: (Buffer | string)[] = [
    '{"province":',
    provinces.recordJson(provinces.indexOfId(provinceIndex.ids[provinceLocation.entry]!)),
    `,"match":"${provinceLocation.match}","distanceKm":${provinceLocation.distanceKm},"district":`,
    district === undefined ? 'null' : districts.recordJson(district),
    // `districtMatch` and `districtDistanceKm`.
    matchJson('district', districtLocation),
    ',"nearby":[',
  ];
  if (districtLocation) {
    const search = openSearchIndex(store);
    nearbyPlaces(districtIndex, districtLocation.entry, latitude, longitude, nearbyLimit).forEach(({ place, distanceKm }, i) => {
      const at = districtIndex.placeSearchIndex[place]!;
      parts.push(
        i === 0 ? '' : ',',
        search.hitHeads.subarray(search.hitHeadOffsets[at]!, search.hitHeadOffsets[at + 1]!),
        `"distanceKm":${distanceKm},"url":"/v2/${search.meta.kinds[search.placeKind[at]!]}/${search.placeId[at]}"}`,
      );
    });
  }
  parts.push(']}');
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}
