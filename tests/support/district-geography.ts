// The district outlines and place points of the real dataset, read straight from the dataset files,
// and an oracle independent of the service's point lookup: d3-geo's spherical geoContains (with the
// rings rewound to d3's winding), over every outline whose box holds the point. Tests take their
// expected answers from here, never from the code under test.
import { geoContains } from 'd3-geo';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realDatasetDir } from './datasets.ts';

// biome-ignore lint: parsed fixture JSON
type Json = any;

export const districtOutlines: Json[] = JSON.parse(readFileSync(join(realDatasetDir, 'district-boundaries.geojson'), 'utf8')).features;
export const districts: Json[] = JSON.parse(readFileSync(join(realDatasetDir, 'districts.json'), 'utf8'));
export const districtById = new Map(districts.map((district) => [district.id as number, district]));

export interface PlacePointRow {
  kind: 'district' | 'village' | 'neighborhood';
  id: number;
  latitude: number;
  longitude: number;
}
export const placePoints: PlacePointRow[] = (parse(readFileSync(join(realDatasetDir, 'place-points.csv'), 'utf8'), { columns: true }) as Json[]).map((row) => ({
  kind: row.kind,
  id: Number(row.id),
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
}));

const readRecords = (file: string): Json[] => JSON.parse(readFileSync(join(realDatasetDir, file), 'utf8'));
const districtOf = new Map<string, number>([
  ...readRecords('villages.json').map((record) => [`village:${record.id}`, record.districtId] as const),
  ...readRecords('neighborhoods.json').map((record) => [`neighborhood:${record.id}`, record.districtId] as const),
]);
/** The village and neighborhood points, with the district of their record. */
export const settlementPoints = placePoints
  .filter((point) => point.kind !== 'district')
  .map((point) => ({ ...point, districtId: districtOf.get(`${point.kind}:${point.id}`) as number }));

const polygonsOf = (geometry: Json): number[][][][] => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);
const signedArea = (ring: number[][]) => ring.reduce((sum, [x, y], i) => (i === 0 ? 0 : sum + (ring[i - 1]![0]! * y! - x! * ring[i - 1]![1]!)), 0);
// d3-geo wants exterior rings clockwise (RFC 7946's are counter-clockwise) and holes the other way.
const rewound = (geometry: Json) => ({
  type: 'MultiPolygon',
  coordinates: polygonsOf(geometry).map((polygon) => polygon.map((ring, i) => ((signedArea(ring) > 0) === (i === 0) ? [...ring].reverse() : ring))),
});

const oracle = districtOutlines.map((feature) => {
  const positions = polygonsOf(feature.geometry).flat(2);
  const xs = positions.map((position) => position[0]!);
  const ys = positions.map((position) => position[1]!);
  return { id: feature.id as number, geometry: rewound(feature.geometry), box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
});

/** Ids of the districts whose outline contains the point, by d3-geo. */
export function districtsContaining(longitude: number, latitude: number): number[] {
  return oracle
    .filter(({ box }) => longitude >= box[0]! && longitude <= box[2]! && latitude >= box[1]! && latitude <= box[3]!)
    .filter(({ geometry }) => geoContains(geometry as Json, [longitude, latitude]))
    .map(({ id }) => id);
}

const kmPerDegree = (2 * Math.PI * 6371.0088) / 360;

export interface BorderCase {
  inside: number;
  outside: number;
  /** 150 m into `inside`, in no other outline. */
  near: [longitude: number, latitude: number];
  /** 150 m across the border, in `outside`'s outline only. */
  across: [longitude: number, latitude: number];
}

/**
 * For each of the given districts, one edge of its outline with a point 150 m inside (held by that
 * outline alone) and one 150 m outside that another single outline holds: a shared border, taken
 * from the outlines themselves.
 */
export function borderCases(ids: readonly number[]): BorderCase[] {
  const offsetKm = 0.15;
  const cases: BorderCase[] = [];
  for (const id of ids) {
    const ring = polygonsOf(districtOutlines.find((feature) => feature.id === id).geometry)[0]![0]!;
    for (let k = 0; k + 1 < ring.length; k += 7) {
      const [x1, y1] = ring[k]!;
      const [x2, y2] = ring[k + 1]!;
      const xScale = Math.cos((y1! * Math.PI) / 180) * kmPerDegree;
      const dx = (x2! - x1!) * xScale;
      const dy = (y2! - y1!) * kmPerDegree;
      const length = Math.hypot(dx, dy);
      if (length < 0.3) continue;
      const mid = [(x1! + x2!) / 2, (y1! + y2!) / 2];
      const shift = (sign: number): [number, number] => [mid[0]! + (sign * -dy * offsetKm) / length / xScale, mid[1]! + (sign * dx * offsetKm) / length / kmPerDegree];
      const [left, right] = [shift(1), shift(-1)];
      const [leftHolders, rightHolders] = [districtsContaining(...left), districtsContaining(...right)];
      const [near, across, acrossHolders] = leftHolders.length === 1 && leftHolders[0] === id ? [left, right, rightHolders] : [right, left, leftHolders];
      if (districtsContaining(...near).join() !== String(id) || acrossHolders.length !== 1 || acrossHolders[0] === id) continue;
      cases.push({ inside: id, outside: acrossHolders[0]!, near, across });
      break;
    }
  }
  return cases;
}

/** Great-circle distance in km (haversine). */
export function haversineKm(longitude1: number, latitude1: number, longitude2: number, latitude2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((latitude2 - latitude1) * rad) / 2) ** 2 + Math.cos(latitude1 * rad) * Math.cos(latitude2 * rad) * Math.sin(((longitude2 - longitude1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}
