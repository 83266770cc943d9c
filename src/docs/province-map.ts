// The provinces map of the docs, computed once per build: the outlines of the `boundaries` store
// index projected with d3-geo (a conic conformal projection, standard parallels 37° and 41° N, which
// keep Türkiye's shapes true), fitted to the width, simplified (Douglas–Peucker, to under a pixel) and
// written as SVG path data rounded to a tenth of a pixel, so the inline SVG stays small. Shaded by population density in five classes
// of about equal size (quintiles, rounded to two significant digits).
import { geoConicConformal, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { polygonsOf } from '../data/boundaries-schema.ts';
import type { Province } from '../data/schemas.ts';
import { getStore } from '../data/store.ts';
import { type BoundaryIndex, boundaryIndexOf } from '../core/geo/boundary-index.ts';

export interface MapProvince {
  id: number;
  name: string;
  slug: string;
  population: number;
  /** People per km². */
  density: number;
  /** 0 (sparsest) to classCount - 1. */
  densityClass: number;
  path: string;
}

export interface ProvinceMapData {
  width: number;
  height: number;
  provinces: MapProvince[];
  /** Lower bounds of classes 1..4 (class 0 starts at 0). */
  breaks: number[];
}

export const densityClassCount = 5;

/** Signed area in the lon/lat plane: positive when counterclockwise. */
const signedArea = (ring: number[][]) => ring.reduce((sum, [x, y], i) => (i === 0 ? sum : sum + ring[i - 1]![0]! * y! - x! * ring[i - 1]![1]!), 0);

/**
 * d3-geo reads polygons on the sphere: the exterior ring clockwise, holes counterclockwise, the
 * opposite of RFC 7946 §3.1.6's right-hand rule that GeoJSON files follow. Rewound by area, so any
 * winding the file has draws the province and not the rest of the globe.
 */
function d3Polygons(coordinates: number[][][][]): number[][][][] {
  return coordinates.map((polygon) =>
    polygon.map((ring, i) => ((signedArea(ring) > 0) === (i === 0) ? [...ring].reverse() : ring)),
  );
}

/** Douglas–Peucker: the points of `ring` that keep it within `tolerance` pixels of the original. */
function simplify(ring: Array<[number, number]>, tolerance: number): Array<[number, number]> {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = ring[first]!;
    const [bx, by] = ring[last]!;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = ring[i]!;
      // Distance to the line through a and b, or to a when a and b coincide (a closed ring).
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > farthestDistance) [farthest, farthestDistance] = [i, distance];
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return ring.filter((_, i) => keep[i] === 1);
}

/**
 * A d3-geo path context that collects each ring, simplifies it to `tolerance` pixels and writes it as
 * SVG path data rounded to a tenth of a pixel, dropping points that round onto the previous one.
 */
export function simplifyingPathContext(tolerance: number) {
  let parts: string[] = [];
  let ring: Array<[number, number]> = [];
  const format = (value: number) => String(Math.round(value * 10) / 10);
  const flush = () => {
    // Consecutive points that round to the same pixel are one point.
    const points = simplify(ring, tolerance)
      .map(([x, y]) => `${format(x)},${format(y)}`)
      .filter((point, i, all) => i === 0 || point !== all[i - 1]);
    if (points.length >= 3) parts.push(`M${points.join('L')}Z`);
    ring = [];
  };
  return {
    moveTo(x: number, y: number) {
      if (ring.length > 0) flush();
      ring.push([x, y]);
    },
    lineTo: (x: number, y: number) => void ring.push([x, y]),
    closePath: flush,
    beginPath() {},
    arc() {},
    /** The path drawn since the last call. */
    take() {
      if (ring.length > 0) flush();
      const path = parts.join('');
      parts = [];
      return path;
    },
  };
}

function quintileBreaks(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return Array.from({ length: densityClassCount - 1 }, (_, i) => Number(sorted[Math.floor(((i + 1) * sorted.length) / densityClassCount)]!.toPrecision(2)));
}

/** An outline from a boundaries index (provinces or districts), as a MultiPolygon wound the way d3-geo reads it. */
export function d3GeometryOf(index: BoundaryIndex, entry: number) {
  const feature = JSON.parse(index.featureJson(entry).toString('utf8')) as { geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: never } };
  return { type: 'MultiPolygon' as const, coordinates: d3Polygons(polygonsOf(feature.geometry)) };
}

/** The map's projection (see the top of this file), fitted to `width` pixels around `object`. */
export const projectionFor = (width: number, object: GeoPermissibleObjects) =>
  // No adaptive resampling (precision 0): the outlines are dense already, and every point costs bytes.
  geoConicConformal().parallels([37, 41]).rotate([-35.5, 0]).precision(0).fitWidth(width, object);

const cache = new Map<string, ProvinceMapData>();

/** The map at `width` pixels, outlines simplified to `tolerance` pixels. */
export function provinceMapData(width: number, tolerance: number): ProvinceMapData {
  const key = `${width}:${tolerance}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const store = getStore();
  const index = boundaryIndexOf(store);
  const provinces = store.kind('provinces');
  const features = Array.from(index.ids, (id, entry) => ({ record: provinces.record(provinces.indexOfId(id)) as unknown as Province, geometry: d3GeometryOf(index, entry) }));
  const collection = { type: 'FeatureCollection', features: features.map(({ geometry }) => ({ type: 'Feature', properties: {}, geometry })) } as GeoPermissibleObjects;
  const projection = projectionFor(width, collection);
  const height = Math.ceil(geoPath(projection).bounds(collection)[1][1]);
  const context = simplifyingPathContext(tolerance);
  const draw = geoPath(projection, context as unknown as CanvasRenderingContext2D);
  const densities = features.map(({ record }) => record.population / record.area.value);
  const breaks = quintileBreaks(densities);
  const data: ProvinceMapData = {
    width,
    height,
    breaks,
    provinces: features.map(({ record, geometry }, i) => {
      draw(geometry as GeoPermissibleObjects);
      return {
        id: record.id,
        name: record.name,
        slug: record.slug,
        population: record.population,
        density: densities[i]!,
        densityClass: breaks.filter((lower) => densities[i]! >= lower).length,
        path: context.take(),
      };
    }),
  };
  cache.set(key, data);
  return data;
}
