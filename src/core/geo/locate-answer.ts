// The /v2/locate answer, envelope and all, in one buffer of its exact size (DESIGN §6.3.1): the district
// found first (its outline holds the point, or is within 2 km), and the province taken from it; without
// a district, the province lookup of §6.3 alone. Records and `nearby` items are bytes serialized at
// build time; a request writes only the matches, the distances and the urls, in place (answer-writer.ts):
// on distinct points, making and joining a dozen small buffers and strings cost more than finding the
// district.
import type { Store } from '../../data/store.ts';
import { openSearchIndex } from '../../data/search-index/search-index-view.ts';
import { AnswerWriter } from '../answer-writer.ts';
import { datasetMetaJson } from '../envelopes.ts';
import { boundaryIndexOf, districtBoundaryIndexOf } from './boundary-index.ts';
import { type Location, locateDistrict, locatePoint, matchOf, nearbyPlaces, nearbyRoom } from './locate-point.ts';

/** How many settlements `nearby` lists at most. */
export const nearbyLimit = 5;

const writer = new AnswerWriter();
const nearby = nearbyRoom(nearbyLimit);

/** `,"match":…,"distanceKm":…` or `,"districtMatch":…,"districtDistanceKm":…`; nulls without a location. */
function writeMatch(prefix: 'match' | 'districtMatch', location: Location | undefined): void {
  writer.ascii(`,"${prefix}":`);
  if (!location) writer.ascii('null');
  else writer.ascii(location.match === 'inside' ? '"inside"' : '"nearest"');
  writer.ascii(prefix === 'match' ? ',"distanceKm":' : ',"districtDistanceKm":');
  if (!location) writer.ascii('null');
  else writer.kilometres(location.distanceKm);
}

/** `{data: {province, match, distanceKm, district, …, nearby}, meta}`, or undefined when no province is near enough (404 LOCATION_NOT_FOUND). */
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
  writer.start().ascii('{"data":{"province":').bytes(provinces.recordJson(provinces.indexOfId(provinceIndex.ids[provinceLocation.entry]!)));
  writeMatch('match', provinceLocation);
  writer.ascii(',"district":');
  if (district === undefined) writer.ascii('null');
  else writer.bytes(districts.recordJson(district));
  writeMatch('districtMatch', districtLocation);
  writer.ascii(',"nearby":[');
  if (districtLocation) {
    const search = openSearchIndex(store);
    const { hitHeads, hitHeadOffsets, placeKind, placeId, urlPrefixes } = search;
    const { places, distancesKm, count } = nearbyPlaces(districtIndex, districtLocation.entry, latitude, longitude, nearby);
    for (let i = 0; i < count; i++) {
      const at = districtIndex.placeSearchIndex[places[i]!]!;
      if (i > 0) writer.ascii(',');
      writer.bytes(hitHeads, hitHeadOffsets[at]!, hitHeadOffsets[at + 1]!).ascii('"distanceKm":').kilometres(distancesKm[i]!);
      writer.ascii(',"url":"').ascii(urlPrefixes[placeKind[at]!]!).uint(placeId[at]!).ascii('"}');
    }
  }
  return writer.ascii(']},"meta":{').text(datasetMetaJson(store.meta)).ascii('}}').finish();
}
