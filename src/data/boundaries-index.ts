// The outline store indexes, one per level: `boundaries` (the provinces) and `district-boundaries`.
// Each holds its outlines as flat typed arrays for the point lookup (flat-outlines.ts), with the ids
// of its entries (ascending), and each entry's boundary Feature serialized once, so `/v2/locate` only
// walks numbers and the boundary routes only slice bytes. Entry i's Feature is
// features[featureOffsets[i]..featureOffsets[i+1]-2], followed by a comma: all Features together are
// one slice of a FeatureCollection. The district index adds the point grid (point-grid.ts) and the
// settlements with a point (district-places.ts).
import type { BoundaryGeometry } from './boundaries-schema.ts';
import { compileDistrictPlaces } from './district-places.ts';
import { flattenOutlines } from './flat-outlines.ts';
import type { DataRecord } from './kinds.ts';
import { compilePointGrid } from './point-grid.ts';
import type { Dataset } from './read-dataset.ts';
import type { CompiledIndex, StoreIndex } from './store-index.ts';

export const boundariesIndexName = 'boundaries';
export const districtBoundariesIndexName = 'district-boundaries';

export interface BoundariesIndexMeta {
  count: number;
}

interface Outline {
  id: number;
  geometry: BoundaryGeometry;
  /** The `properties` served: the record as the API serves it (schema key order), plus the codes. */
  properties: DataRecord & { codes: Record<string, unknown> };
}

function compileOutlines(unsorted: readonly Outline[]) {
  const outlines = [...unsorted].sort((a, b) => a.id - b.id);
  const serialized = outlines.map(({ id, properties, geometry }) => Buffer.from(`${JSON.stringify({ type: 'Feature', id, properties, geometry })},`, 'utf8'));
  const featureOffsets = new Uint32Array(serialized.length + 1);
  serialized.forEach((bytes, i) => {
    featureOffsets[i + 1] = featureOffsets[i]! + bytes.length;
  });
  const meta: BoundariesIndexMeta = { count: outlines.length };
  return {
    meta,
    sections: {
      ids: Uint32Array.from(outlines, (outline) => outline.id),
      ...flattenOutlines(outlines.map((outline) => outline.geometry)),
      features: Buffer.concat(serialized),
      featureOffsets,
    },
  };
}

const recordsById = (records: readonly DataRecord[]) => new Map(records.map((record) => [record.id, record]));

function compileProvinceOutlines(dataset: Dataset): CompiledIndex {
  const provinces = recordsById(dataset.records.provinces);
  return compileOutlines(
    dataset.boundaries.map(({ id, geometry, properties: { iso3166_2, wikidataId, geonamesId, hasc } }) => ({
      id,
      geometry,
      properties: { ...provinces.get(id)!, codes: { iso3166_2, wikidataId, geonamesId, hasc } },
    })),
  );
}

function compileDistrictOutlines(dataset: Dataset): CompiledIndex {
  const districts = recordsById(dataset.records.districts);
  const { meta, sections } = compileOutlines(
    dataset.districtBoundaries.map(({ id, geometry, properties: { osmRelationId, wikidataId } }) => ({
      id,
      geometry,
      properties: { ...districts.get(id)!, codes: { osmRelationId, wikidataId } },
    })),
  );
  return { meta, sections: { ...sections, ...compilePointGrid(sections.boxes), ...compileDistrictPlaces(dataset, sections.ids) } };
}

export const boundariesIndex: StoreIndex = { name: boundariesIndexName, compile: compileProvinceOutlines };
export const districtBoundariesIndex: StoreIndex = { name: districtBoundariesIndexName, compile: compileDistrictOutlines };
