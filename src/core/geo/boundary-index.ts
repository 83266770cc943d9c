// The run-time views of the outline store indexes (see src/data/boundaries-index.ts for the layout):
// typed arrays over the file, read once per store. Nothing here parses a coordinate.
import { type BoundariesIndexMeta, boundariesIndexName, districtBoundariesIndexName } from '../../data/boundaries-index.ts';
import type { FlatOutlines } from '../../data/flat-outlines.ts';
import type { Store } from '../../data/store.ts';

export interface BoundaryIndex extends FlatOutlines {
  count: number;
  /** Record id of entry i, ascending. */
  ids: Uint32Array;
  /** Entry of a record id, or -1. */
  entryOf(id: number): number;
  /** The entry's boundary Feature, serialized at build time. */
  featureJson(entry: number): Buffer;
  /** Every Feature, comma-separated, in id order: one slice. */
  allFeaturesJson(): Buffer;
}

/** The district index adds the point grid (src/data/point-grid.ts) and the settlement points (district-places.ts). */
export interface DistrictBoundaryIndex extends BoundaryIndex {
  /** west, south, cellDegrees, columns, rows. */
  grid: Float64Array;
  gridCellStarts: Uint32Array;
  gridEntries: Uint32Array;
  placeStarts: Uint32Array;
  placeCoordinates: Float64Array;
  placeSearchIndex: Uint32Array;
}

const views = new WeakMap<Store, Map<string, BoundaryIndex>>();

function outlineIndexOf(store: Store, name: string, extend: (file: ReturnType<Store['index']>) => object = () => ({})): BoundaryIndex {
  let byName = views.get(store);
  if (!byName) {
    byName = new Map();
    views.set(store, byName);
  }
  let view = byName.get(name);
  if (view) return view;
  const file = store.index<BoundariesIndexMeta>(name);
  const ids = file.u32('ids');
  const features = file.bytes('features');
  const featureOffsets = file.u32('featureOffsets');
  const entries = new Map(Array.from(ids, (id, entry) => [id, entry]));
  view = {
    count: file.meta.count,
    ids,
    boxes: file.f64('boxes'),
    polygonStarts: file.u32('polygonStarts'),
    ringStarts: file.u32('ringStarts'),
    pointStarts: file.u32('pointStarts'),
    coordinates: file.f64('coordinates'),
    entryOf: (id) => entries.get(id) ?? -1,
    // Each Feature is stored followed by a comma (see boundaries-index.ts), which a single one leaves out.
    featureJson: (entry) => features.subarray(featureOffsets[entry]!, featureOffsets[entry + 1]! - 1),
    allFeaturesJson: () => features.subarray(0, features.length - 1),
    ...extend(file),
  };
  byName.set(name, view);
  return view;
}

/** The provinces' outlines. */
export const boundaryIndexOf = (store: Store): BoundaryIndex => outlineIndexOf(store, boundariesIndexName);

/** The districts' outlines, with the grid and the settlement points. */
export const districtBoundaryIndexOf = (store: Store): DistrictBoundaryIndex =>
  outlineIndexOf(store, districtBoundariesIndexName, (file) => ({
    grid: file.f64('grid'),
    gridCellStarts: file.u32('gridCellStarts'),
    gridEntries: file.u32('gridEntries'),
    placeStarts: file.u32('placeStarts'),
    placeCoordinates: file.f64('placeCoordinates'),
    placeSearchIndex: file.u32('placeSearchIndex'),
  })) as DistrictBoundaryIndex;
