// How far a point is from an outline (a province's or a district's), for points that fall in no
// polygon (coasts, and the slivers between generalized outlines; data/README.md). Only distances up to a few kilometres
// matter, so the sphere is replaced by its local equirectangular approximation around the point:
// east-west degrees shrink by cos(latitude), a degree of latitude is 2πR/360 with the IUGG mean
// radius R = 6371.0088 km. Within 10 km of the point (the province limit; the district one is 2 km) the error is below 0.2 % (the scale changes by
// tan(latitude) × Δlatitude across the neighbourhood; < 0.0016 rad × tan 42° at Türkiye's north), so
// a 10 km answer is off by at most ~20 m, far below the outlines' own accuracy.
import type { FlatOutlines } from '../../data/flat-outlines.ts';

export const earthRadiusKm = 6371.0088;
export const kmPerDegree = (2 * Math.PI * earthRadiusKm) / 360;

/** Distance in km from the point to the nearest edge of entry's outline (every ring of every polygon). */
export function distanceToOutlineKm(index: FlatOutlines, entry: number, longitude: number, latitude: number): number {
  const { polygonStarts, ringStarts, pointStarts, coordinates } = index;
  const xScale = Math.cos((latitude * Math.PI) / 180) * kmPerDegree;
  let nearestSquared = Infinity;
  const firstRing = ringStarts[polygonStarts[entry]!]!;
  const endRing = ringStarts[polygonStarts[entry + 1]!]!;
  for (let ring = firstRing; ring < endRing; ring++) {
    const end = pointStarts[ring + 1]!;
    // Positions relative to the query point, in km east (x) and north (y).
    let ax = (coordinates[2 * pointStarts[ring]!]! - longitude) * xScale;
    let ay = (coordinates[2 * pointStarts[ring]! + 1]! - latitude) * kmPerDegree;
    for (let k = pointStarts[ring]! + 1; k < end; k++) {
      const bx = (coordinates[2 * k]! - longitude) * xScale;
      const by = (coordinates[2 * k + 1]! - latitude) * kmPerDegree;
      // The point (the origin) projected on segment a–b, clamped to its ends.
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
      const px = ax + t * dx;
      const py = ay + t * dy;
      nearestSquared = Math.min(nearestSquared, px * px + py * py);
      ax = bx;
      ay = by;
    }
  }
  return Math.sqrt(nearestSquared);
}
