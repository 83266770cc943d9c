// Which province, which district is a point in? Candidates come from a prefilter (the 81 province
// boxes; for districts, the 0.1° grid cell of the point), then point-in-polygon; when no outline
// contains the point (a harbour-side point the coast leaves in the sea, a sliver between two
// generalized outlines), the outline nearest within a limit. A request reads the vertices of a few
// candidate outlines at most, never every vertex.
import { boxHolds, type FlatOutlines } from '../../data/flat-outlines.ts';
import { outlineContains } from '../../data/point-in-polygon.ts';
import { gridLayout } from '../../data/point-grid.ts';
import type { BoundaryIndex, DistrictBoundaryIndex } from './boundary-index.ts';
import { distanceToOutlineKm, kmPerDegree } from './distance-to-outline.ts';

/** How far outside every outline a point may be and still belong to the nearest province (DESIGN §6.3). */
export const nearestLimitKm = 10;
/** The same for districts (DESIGN §6.3.1): farther out to sea, the answer has no district. */
export const districtNearestLimitKm = 2;

export interface Location {
  entry: number;
  match: 'inside' | 'nearest';
  /** 0 inside; otherwise km to the outline, rounded to metres. */
  distanceKm: number;
}

const roundedToMetres = (km: number) => Math.round(km * 1000) / 1000;

/** Degrees of latitude and longitude that `km` spans at the point, for growing boxes by a distance. */
function margins(km: number, latitude: number) {
  const latMargin = km / kmPerDegree;
  // Near the poles the east-west margin grows without bound, which only widens the candidate set.
  return { latMargin, lonMargin: latMargin / Math.max(Math.cos((latitude * Math.PI) / 180), 1e-9) };
}

/** The nearest of the candidates whose outline is within `limitKm` of the point. */
function nearestOf(outlines: FlatOutlines, candidates: Iterable<number>, longitude: number, latitude: number, limitKm: number): Location | undefined {
  const { latMargin, lonMargin } = margins(limitKm, latitude);
  let best: Location | undefined;
  for (const entry of candidates) {
    if (!boxHolds(outlines.boxes, entry, longitude, latitude, lonMargin, latMargin)) continue;
    const distanceKm = distanceToOutlineKm(outlines, entry, longitude, latitude);
    if (distanceKm <= limitKm && (!best || distanceKm < best.distanceKm)) best = { entry, match: 'nearest', distanceKm };
  }
  return best && { ...best, distanceKm: roundedToMetres(best.distanceKm) };
}

const allEntries = (count: number) => Array.from({ length: count }, (_, entry) => entry);

export function locatePoint(index: BoundaryIndex, latitude: number, longitude: number): Location | undefined {
  for (let entry = 0; entry < index.count; entry++) {
    if (boxHolds(index.boxes, entry, longitude, latitude) && outlineContains(index, entry, longitude, latitude)) {
      return { entry, match: 'inside', distanceKm: 0 };
    }
  }
  return nearestOf(index, allEntries(index.count), longitude, latitude, nearestLimitKm);
}

/** Whether entry's outline contains the point, else the distance to it: for the province of a district found. */
export function matchOf(index: BoundaryIndex, entry: number, latitude: number, longitude: number): Location {
  if (boxHolds(index.boxes, entry, longitude, latitude) && outlineContains(index, entry, longitude, latitude)) return { entry, match: 'inside', distanceKm: 0 };
  return { entry, match: 'nearest', distanceKm: roundedToMetres(distanceToOutlineKm(index, entry, longitude, latitude)) };
}

/** The entries the grid lists in the cells that a box of ±margins around the point touches. */
function gridCandidates(index: DistrictBoundaryIndex, longitude: number, latitude: number, lonMargin: number, latMargin: number): Set<number> {
  const [west, south, cell, columns, rows] = gridLayout(index.grid);
  const column = (x: number) => Math.floor((x - west) / cell);
  const row = (y: number) => Math.floor((y - south) / cell);
  const found = new Set<number>();
  for (let r = Math.max(0, row(latitude - latMargin)); r <= Math.min(rows - 1, row(latitude + latMargin)); r++) {
    for (let c = Math.max(0, column(longitude - lonMargin)); c <= Math.min(columns - 1, column(longitude + lonMargin)); c++) {
      const at = r * columns + c;
      for (let k = index.gridCellStarts[at]!; k < index.gridCellStarts[at + 1]!; k++) found.add(index.gridEntries[k]!);
    }
  }
  return found;
}

/** The grid cell that holds the point, or -1 outside the grid. */
function cellOf(index: DistrictBoundaryIndex, longitude: number, latitude: number): number {
  const [west, south, cell, columns, rows] = gridLayout(index.grid);
  const column = Math.floor((longitude - west) / cell);
  const row = Math.floor((latitude - south) / cell);
  return column < 0 || column >= columns || row < 0 || row >= rows ? -1 : row * columns + column;
}

/**
 * The district whose outline holds the point; where two outlines overlap (slivers up to ~140 m wide
 * along a border, data/README.md), the one the point lies deepest inside: the farthest from its own
 * edge, which is the side of the sliver's midline the point is on; equal depths go to the lower id.
 * Else the district nearest within `districtNearestLimitKm`. The inside test reads the point's own
 * cell in place (a cell lists its entries in ascending order, so the first of equal depths has the
 * lower id): on every request, a Set and three arrays cost more than the test itself.
 */
export function locateDistrict(index: DistrictBoundaryIndex, latitude: number, longitude: number): Location | undefined {
  const cell = cellOf(index, longitude, latitude);
  let best = -1;
  let bestDepth = -1;
  if (cell !== -1) {
    for (let k = index.gridCellStarts[cell]!; k < index.gridCellStarts[cell + 1]!; k++) {
      const entry = index.gridEntries[k]!;
      if (!boxHolds(index.boxes, entry, longitude, latitude) || !outlineContains(index, entry, longitude, latitude)) continue;
      if (best === -1) {
        best = entry;
        continue;
      }
      // A second holder: only overlaps measure depth.
      if (bestDepth === -1) bestDepth = distanceToOutlineKm(index, best, longitude, latitude);
      const depth = distanceToOutlineKm(index, entry, longitude, latitude);
      if (depth > bestDepth) [best, bestDepth] = [entry, depth];
    }
  }
  if (best !== -1) return { entry: best, match: 'inside', distanceKm: 0 };
  const { latMargin, lonMargin } = margins(districtNearestLimitKm, latitude);
  return nearestOf(index, [...gridCandidates(index, longitude, latitude, lonMargin, latMargin)].sort((a, b) => a - b), longitude, latitude, districtNearestLimitKm);
}

/** The nearest places found: `places[0..count-1]` (positions in the index's place arrays) and their distances, nearest first. */
export interface NearbyPlaces {
  places: Int32Array;
  distancesKm: Float64Array;
  count: number;
}

/** Room for `limit` nearby places, filled again by each `nearbyPlaces` call (a request makes none). */
export const nearbyRoom = (limit: number): NearbyPlaces => ({ places: new Int32Array(limit), distancesKm: new Float64Array(limit), count: 0 });

/** Up to `into`'s size of settlements of the district entry with a point, nearest first (ties: kind, then id order). */
export function nearbyPlaces(index: DistrictBoundaryIndex, entry: number, latitude: number, longitude: number, into: NearbyPlaces): NearbyPlaces {
  const { placeStarts, placeCoordinates } = index;
  const { places, distancesKm: squares } = into;
  const limit = places.length;
  const xScale = Math.cos((latitude * Math.PI) / 180) * kmPerDegree;
  // The nearest `limit` so far, by squared distance, kept sorted by insertion: a district has at most
  // a few hundred places, and no request sorts them all. A later place must be strictly nearer to
  // pass an earlier one, so equal distances keep the stored order (kind, then id).
  let count = 0;
  for (let place = placeStarts[entry]!; place < placeStarts[entry + 1]!; place++) {
    const dx = (placeCoordinates[2 * place]! - longitude) * xScale;
    const dy = (placeCoordinates[2 * place + 1]! - latitude) * kmPerDegree;
    const square = dx * dx + dy * dy;
    if (count === limit && square >= squares[limit - 1]!) continue;
    let at = count < limit ? count++ : limit - 1;
    for (; at > 0 && squares[at - 1]! > square; at--) {
      places[at] = places[at - 1]!;
      squares[at] = squares[at - 1]!;
    }
    places[at] = place;
    squares[at] = square;
  }
  for (let i = 0; i < count; i++) squares[i] = roundedToMetres(Math.sqrt(squares[i]!));
  into.count = count;
  return into;
}
