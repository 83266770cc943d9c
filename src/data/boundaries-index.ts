// The `boundaries` store index: the provinces' outlines as flat typed arrays for the point lookup, and
// each province's boundary Feature serialized once, so `/v2/locate` only walks numbers and
// `/v2/provinces/{id}/boundary` only slices bytes.
//
// Entries are in ascending province id. Entry i owns polygons polygonStarts[i]..polygonStarts[i+1]-1,
// polygon p owns rings ringStarts[p]..ringStarts[p+1]-1 (the exterior ring first, then its holes),
// ring r owns positions pointStarts[r]..pointStarts[r+1]-1, and position k is
// coordinates[2k] (longitude), coordinates[2k+1] (latitude). boxes[4i..4i+3] is entry i's bounding
// box: west, south, east, north. Entry i's Feature is features[featureOffsets[i]..featureOffsets[i+1]-2],
// followed by a comma.
import { polygonsOf } from './boundaries-schema.ts';
import type { Dataset } from './read-dataset.ts';
import type { CompiledIndex, StoreIndex } from './store-index.ts';

export const boundariesIndexName = 'boundaries';

export interface BoundariesIndexMeta {
  count: number;
}

function compileBoundaries(dataset: Dataset): CompiledIndex {
  const provinces = new Map(dataset.records.provinces.map((province) => [province.id, province]));
  const features = [...dataset.boundaries].sort((a, b) => a.id - b.id);
  const ids = new Uint32Array(features.length);
  const boxes = new Float64Array(features.length * 4);
  const polygonStarts = [0];
  const ringStarts = [0];
  const pointStarts = [0];
  const coordinates: number[] = [];
  const serialized: Buffer[] = [];

  features.forEach((feature, i) => {
    ids[i] = feature.id;
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const polygon of polygonsOf(feature.geometry)) {
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
    // properties: the province record as the API serves it (schema key order), plus the codes.
    const { iso3166_2, wikidataId, geonamesId, hasc } = feature.properties;
    const properties = { ...provinces.get(feature.id)!, codes: { iso3166_2, wikidataId, geonamesId, hasc } };
    // Followed by a comma, like the kinds' records: all Features are one slice of a FeatureCollection.
    serialized.push(Buffer.from(`${JSON.stringify({ type: 'Feature', id: feature.id, properties, geometry: feature.geometry })},`, 'utf8'));
  });

  const featureOffsets = new Uint32Array(serialized.length + 1);
  serialized.forEach((bytes, i) => {
    featureOffsets[i + 1] = featureOffsets[i]! + bytes.length;
  });
  const meta: BoundariesIndexMeta = { count: features.length };
  return {
    meta,
    sections: {
      ids,
      boxes,
      polygonStarts: Uint32Array.from(polygonStarts),
      ringStarts: Uint32Array.from(ringStarts),
      pointStarts: Uint32Array.from(pointStarts),
      coordinates: Float64Array.from(coordinates),
      features: Buffer.concat(serialized),
      featureOffsets,
    },
  };
}

export const boundariesIndex: StoreIndex = { name: boundariesIndexName, compile: compileBoundaries };
