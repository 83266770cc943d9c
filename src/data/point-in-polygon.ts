// Is a point inside an outline (a province's, a district's)? The even-odd rule over every ring of a polygon (a ray
// from the point crosses the outline an odd number of times exactly when the point is inside), so a
// hole, which is a ring inside the exterior ring, takes its area out without knowing which ring is
// which; a MultiPolygon contains the point when any of its polygons does. Planar in longitude and
// latitude, as GeoJSON's own edges are (RFC 7946 §3.1.1: positions are joined by straight lines in
// the coordinate reference system); Türkiye is far from the antimeridian and the poles.
import type { FlatOutlines } from './flat-outlines.ts';

/** Whether the ring (positions first..end-1, closed) is crossed an odd number of times by the ray east of the point. */
function ringCrossingsOdd(coordinates: Float64Array, first: number, end: number, longitude: number, latitude: number): boolean {
  let inside = false;
  // W. Randolph Franklin's crossing test (PNPOLY): count edges that straddle the point's latitude
  // and cross it east of the point. Half-open latitude intervals count a shared vertex once.
  for (let i = first, j = end - 1; i < end; j = i++) {
    const yi = coordinates[2 * i + 1]!;
    const yj = coordinates[2 * j + 1]!;
    if (yi > latitude !== yj > latitude) {
      const xi = coordinates[2 * i]!;
      const xj = coordinates[2 * j]!;
      if (longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Whether entry's outline contains the point (its bounding box is checked by the caller). */
export function outlineContains(index: FlatOutlines, entry: number, longitude: number, latitude: number): boolean {
  const { polygonStarts, ringStarts, pointStarts, coordinates } = index;
  for (let polygon = polygonStarts[entry]!; polygon < polygonStarts[entry + 1]!; polygon++) {
    let inside = false;
    for (let ring = ringStarts[polygon]!; ring < ringStarts[polygon + 1]!; ring++) {
      if (ringCrossingsOdd(coordinates, pointStarts[ring]!, pointStarts[ring + 1]!, longitude, latitude)) inside = !inside;
    }
    if (inside) return true;
  }
  return false;
}
