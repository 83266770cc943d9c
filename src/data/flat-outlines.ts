// Outlines as flat typed arrays: the shape the point lookup walks (no nested arrays, no parsing), and
// the one the dataset checks use to test every place point against its district. Entry i owns
// polygons polygonStarts[i]..polygonStarts[i+1]-1, polygon p owns rings ringStarts[p]..ringStarts[p+1]-1
// (the exterior ring first, then its holes), ring r owns positions pointStarts[r]..pointStarts[r+1]-1,
// and position k is coordinates[2k] (longitude), coordinates[2k+1] (latitude). boxes[4i..4i+3] is
// entry i's bounding box: west, south, east, north.
import { type BoundaryGeometry, polygonsOf } from './boundaries-schema.ts';

export interface FlatOutlines {
  boxes: Float64Array;
  polygonStarts: Uint32Array;
  ringStarts: Uint32Array;
  pointStarts: Uint32Array;
  coordinates: Float64Array;
}

export function flattenOutlines(geometries: readonly BoundaryGeometry[]): FlatOutlines {
  const boxes = new Float64Array(geometries.length * 4);
  const polygonStarts = [0];
  const ringStarts = [0];
  const pointStarts = [0];
  const coordinates: number[] = [];
  geometries.forEach((geometry, i) => {
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const polygon of polygonsOf(geometry)) {
      for (const ring of polygon) {
        for (const [longitude, latitude] of ring) {
          coordinates.push(longitude!, latitude!);
          west = Math.min(west, longitude!);
          east = Math.max(east, longitude!);
          south = Math.min(south, latitude!);
          north = Math.max(north, latitude!);
        }
        pointStarts.push(coordinates.length / 2);
      }
      ringStarts.push(pointStarts.length - 1);
    }
    polygonStarts.push(ringStarts.length - 1);
    boxes.set([west, south, east, north], i * 4);
  });
  return {
    boxes,
    polygonStarts: Uint32Array.from(polygonStarts),
    ringStarts: Uint32Array.from(ringStarts),
    pointStarts: Uint32Array.from(pointStarts),
    coordinates: Float64Array.from(coordinates),
  };
}

/** Whether entry i's bounding box, grown by the margins (degrees), holds the point. */
export const boxHolds = (boxes: Float64Array, entry: number, longitude: number, latitude: number, lonMargin = 0, latMargin = 0): boolean =>
  longitude >= boxes[4 * entry]! - lonMargin &&
  latitude >= boxes[4 * entry + 1]! - latMargin &&
  longitude <= boxes[4 * entry + 2]! + lonMargin &&
  latitude <= boxes[4 * entry + 3]! + latMargin;
