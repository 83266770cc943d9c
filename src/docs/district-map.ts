// The maps of the place pages beyond the national one, computed once per build from the outline store
// indexes, in the national map's projection (province-map.ts) and simplified the same way:
// - a province's districts, fitted to the province, each a path (provinceDistrictsMap);
// - a district inside its province: fitted to the district with a margin, the province's districts
//   around it clipped to the frame, and a dot per village or neighborhood that has a point
//   (place-points.csv), projected (districtMap).
// Both languages' pages draw the same map, so each is made once.
import type { GeoPermissibleObjects } from 'd3-geo';
import { geoPath } from 'd3-geo';
import { districtBoundaryIndexOf } from '../core/geo/boundary-index.ts';
import { openSearchIndex } from '../data/search-index/search-index-view.ts';
import { getStore } from '../data/store.ts';
import { d3GeometryOf, projectionFor, simplifyingPathContext } from './province-map.ts';

export interface MapDistrict {
  id: number;
  name: string;
  slug: string;
  path: string;
}

export interface ProvinceDistrictsMap {
  width: number;
  height: number;
  districts: MapDistrict[];
}

export interface MapDot {
  kind: 'neighborhoods' | 'villages';
  id: number;
  name: string;
  x: number;
  y: number;
}

export interface DistrictMap {
  width: number;
  height: number;
  /** The other districts of the province, clipped to the frame. */
  neighbours: MapDistrict[];
  path: string;
  dots: MapDot[];
}

type ProvinceDistrict = { record: ReturnType<ReturnType<ReturnType<typeof getStore>['kind']>['record']>; entry: number; geometry: GeoPermissibleObjects };
// Every district page of a province draws the province's districts: parsed once per province.
const byProvince = new Map<number, ProvinceDistrict[]>();

/** The districts of a province, by ascending id, with their store entries and d3 geometries. */
function provinceDistricts(provinceId: number): ProvinceDistrict[] {
  const cached = byProvince.get(provinceId);
  if (cached) return cached;
  const store = getStore();
  const index = districtBoundaryIndexOf(store);
  const records = store.kind('districts');
  const districts = Array.from(records.childrenOf('provinceId', provinceId), (at) => {
    const record = records.record(at);
    const entry = index.entryOf(record.id);
    return { record, entry, geometry: d3GeometryOf(index, entry) as GeoPermissibleObjects };
  });
  byProvince.set(provinceId, districts);
  return districts;
}

const collectionOf = (geometries: GeoPermissibleObjects[]) =>
  ({ type: 'FeatureCollection', features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })) }) as GeoPermissibleObjects;

const provinceMaps = new Map<string, ProvinceDistrictsMap>();

export function provinceDistrictsMap(provinceId: number, width: number): ProvinceDistrictsMap {
  const key = `${provinceId}:${width}`;
  const made = provinceMaps.get(key);
  if (made) return made;
  const districts = provinceDistricts(provinceId);
  const collection = collectionOf(districts.map(({ geometry }) => geometry));
  const projection = projectionFor(width, collection);
  const context = simplifyingPathContext(0.5);
  const draw = geoPath(projection, context as unknown as CanvasRenderingContext2D);
  const map: ProvinceDistrictsMap = {
    width,
    height: Math.ceil(geoPath(projection).bounds(collection)[1][1]),
    districts: districts.map(({ record, geometry }) => {
      draw(geometry);
      return { id: record.id, name: record.name, slug: record.slug as string, path: context.take() };
    }),
  };
  provinceMaps.set(key, map);
  return map;
}

const districtMaps = new Map<string, DistrictMap>();

/** The share of the frame left around the district on each side. */
const margin = 0.08;

export function districtMap(provinceId: number, districtId: number, width: number): DistrictMap {
  const key = `${districtId}:${width}`;
  const made = districtMaps.get(key);
  if (made) return made;
  const store = getStore();
  const index = districtBoundaryIndexOf(store);
  const districts = provinceDistricts(provinceId);
  const own = districts.find(({ record }) => record.id === districtId)!;
  const inner = width * (1 - 2 * margin);
  const projection = projectionFor(inner, own.geometry);
  const [[, top], [, bottom]] = geoPath(projection).bounds(own.geometry);
  const height = Math.ceil(bottom - top + 2 * width * margin);
  const [x, y] = projection.translate();
  projection.translate([x + width * margin, y - top + width * margin]).clipExtent([
    [0, 0],
    [width, height],
  ]);
  const context = simplifyingPathContext(0.5);
  const draw = geoPath(projection, context as unknown as CanvasRenderingContext2D);
  const neighbours = districts
    .filter(({ record }) => record.id !== districtId)
    .map(({ record, geometry }) => {
      draw(geometry);
      return { id: record.id, name: record.name, slug: record.slug as string, path: context.take() };
    })
    .filter(({ path }) => path !== '');
  draw(own.geometry);
  const path = context.take();
  const search = openSearchIndex(store);
  const dots: MapDot[] = [];
  for (let place = index.placeStarts[own.entry]!; place < index.placeStarts[own.entry + 1]!; place++) {
    const [px, py] = projection([index.placeCoordinates[2 * place]!, index.placeCoordinates[2 * place + 1]!])!;
    const at = index.placeSearchIndex[place]!;
    const kind = search.meta.kinds[search.placeKind[at]!] as MapDot['kind'];
    const records = store.kind(kind);
    const name = records.record(records.indexOfId(search.placeId[at]!)).name;
    dots.push({ kind, id: search.placeId[at]!, name, x: Math.round(px * 10) / 10, y: Math.round(py * 10) / 10 });
  }
  const map: DistrictMap = { width, height, neighbours, path, dots };
  districtMaps.set(key, map);
  return map;
}
