// The point lookup over compiled stores: the mini dataset's hand-written shapes prove holes and
// exclaves (the real outlines have no hole), and the real outlines check the distance approximation
// against great-circle distances computed independently with d3-geo.
import { geoDistance } from 'd3-geo';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { miniDatasetDir, realDatasetDir, temporaryDir } from '../../../tests/support/datasets.ts';
import { compileStore } from '../../data/compile-store.ts';
import { openStore } from '../../data/store.ts';
import { type BoundaryIndex, boundaryIndexOf } from './boundary-index.ts';
import { distanceToOutlineKm, earthRadiusKm } from './distance-to-outline.ts';
import { locatePoint } from './locate-point.ts';

const compiledIndex = (datasetDir: string) => {
  const storeDir = join(temporaryDir('store'), 'store');
  compileStore(datasetDir, storeDir);
  return boundaryIndexOf(openStore(storeDir));
};

const located = (index: BoundaryIndex, latitude: number, longitude: number) => {
  const location = locatePoint(index, latitude, longitude);
  return location && { id: index.ids[location.entry], match: location.match, distanceKm: location.distanceKm };
};

describe('point lookup on hand-written shapes', () => {
  let mini: BoundaryIndex;
  beforeAll(() => (mini = compiledIndex(miniDatasetDir)));

  it('finds a point inside a plain polygon', () => {
    expect(located(mini, 40.65, 35.83)).toEqual({ id: 5, match: 'inside', distanceKm: 0 });
  });

  it('finds a point in the exclave of a MultiPolygon', () => {
    expect(located(mini, 39.05, 34.15)).toEqual({ id: 6, match: 'inside', distanceKm: 0 });
  });

  it('leaves a point in a hole outside, nearest to the hole’s ring', () => {
    // The hole is 32.2–32.4 E × 39.6–39.8 N; its centre is 0.1° of longitude from the sides.
    const expected = 0.1 * Math.cos((39.7 * Math.PI) / 180) * ((2 * Math.PI * earthRadiusKm) / 360);
    const location = located(mini, 39.7, 32.3);
    expect(location).toMatchObject({ id: 6, match: 'nearest' });
    expect(location!.distanceKm).toBeCloseTo(expected, 3);
  });

  it('answers nothing beyond 10 km of every outline', () => {
    // 0.1° south of Amasya's southern edge is 11.1 km.
    expect(located(mini, 40.3, 35.8)).toBeUndefined();
    expect(located(mini, 40.32, 35.8)).toMatchObject({ id: 5, match: 'nearest' });
  });
});

describe('distances to the real outlines', () => {
  let real: BoundaryIndex;
  beforeAll(() => (real = compiledIndex(realDatasetDir)));

  /** Great-circle distance from the point to the outline, on segments cut into 200 pieces. */
  function greatCircleKm(entry: number, longitude: number, latitude: number): number {
    let nearest = Infinity;
    const { coordinates, pointStarts, ringStarts, polygonStarts } = real;
    for (let ring = ringStarts[polygonStarts[entry]!]!; ring < ringStarts[polygonStarts[entry + 1]!]!; ring++) {
      for (let k = pointStarts[ring]!; k < pointStarts[ring + 1]! - 1; k++) {
        for (let step = 0; step <= 200; step++) {
          const t = step / 200;
          const x = coordinates[2 * k]! + t * (coordinates[2 * k + 2]! - coordinates[2 * k]!);
          const y = coordinates[2 * k + 1]! + t * (coordinates[2 * k + 3]! - coordinates[2 * k + 1]!);
          nearest = Math.min(nearest, geoDistance([longitude, latitude], [x, y]) * earthRadiusKm);
        }
      }
    }
    return nearest;
  }

  it.each([
    ['Çanakkale’s centre', 17, 26.4028892, 40.146271],
    ['Tekirdağ’s centre', 59, 27.5107799, 40.9781214],
    ['Samos, off Aydın', 9, 26.97, 37.75],
    ['Kos, off Muğla', 48, 27.29, 36.89],
  ])('%s (province %i): within 0.2 per cent and a metre of the great-circle distance', (_, id, longitude, latitude) => {
    const entry = real.entryOf(id);
    const approximate = distanceToOutlineKm(real, entry, longitude, latitude);
    const exact = greatCircleKm(entry, longitude, latitude);
    expect(Math.abs(approximate - exact)).toBeLessThan(exact * 0.002 + 0.001);
  });
});
