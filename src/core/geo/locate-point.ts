// Which province is a point in? First the provinces whose bounding box holds the point, by
// point-in-polygon; when none contains it (a harbour-side point the generalized coast left in the
// sea, a border village), the province whose outline is nearest, if within `nearestLimitKm`. Both
// steps start from the 81 bounding boxes, so a request reads the vertices of a few candidate
// provinces at most, never every vertex.
import type { BoundaryIndex } from './boundary-index.ts';
import { distanceToOutlineKm, kmPerDegree } from './distance-to-outline.ts';
import { outlineContains } from '../../data/point-in-polygon.ts';

/** How far outside every outline a point may be and still belong to the nearest province (DESIGN §6.3). */
export const nearestLimitKm = 10;

export interface Location {
  entry: number;
  match: 'inside' | 'nearest';
  /** 0 inside; otherwise km to the outline, rounded to metres. */
  distanceKm: number;
}

const boxHolds = (boxes: Float64Array, entry: number, longitude: number, latitude: number, lonMargin: number, latMargin: number) =>
  longitude >= boxes[4 * entry]! - lonMargin &&
  latitude >= boxes[4 * entry + 1]! - latMargin &&
  longitude <= boxes[4 * entry + 2]! + lonMargin &&
  latitude <= boxes[4 * entry + 3]! + latMargin;

export function locatePoint(index: BoundaryIndex, latitude: number, longitude: number): Location | undefined {
  const { boxes, count } = index;
  for (let entry = 0; entry < count; entry++) {
    if (boxHolds(boxes, entry, longitude, latitude, 0, 0) && outlineContains(index, entry, longitude, latitude)) {
      return { entry, match: 'inside', distanceKm: 0 };
    }
  }
  // A box grown by the limit holds every point within the limit of its outline. Near the poles the
  // east-west margin grows without bound, which only widens the candidate set.
  const latMargin = nearestLimitKm / kmPerDegree;
  const lonMargin = latMargin / Math.max(Math.cos((latitude * Math.PI) / 180), 1e-9);
  let best: Location | undefined;
  for (let entry = 0; entry < count; entry++) {
    if (!boxHolds(boxes, entry, longitude, latitude, lonMargin, latMargin)) continue;
    const distanceKm = distanceToOutlineKm(index, entry, longitude, latitude);
    if (distanceKm <= nearestLimitKm && (!best || distanceKm < best.distanceKm)) best = { entry, match: 'nearest', distanceKm };
  }
  return best && { ...best, distanceKm: Math.round(best.distanceKm * 1000) / 1000 };
}
