// The run-time view of the `boundaries` store index (see src/data/boundaries-index.ts for the layout):
// typed arrays over the file, read once per store. Nothing here parses a coordinate.
import { type BoundariesIndexMeta, boundariesIndexName } from '../../data/boundaries-index.ts';
import type { Store } from '../../data/store.ts';

export interface BoundaryIndex {
  count: number;
  /** Province id of entry i, ascending. */
  ids: Uint32Array;
  /** west, south, east, north of entry i at 4i..4i+3. */
  boxes: Float64Array;
  polygonStarts: Uint32Array;
  ringStarts: Uint32Array;
  pointStarts: Uint32Array;
  /** longitude, latitude of position k at 2k, 2k+1. */
  coordinates: Float64Array;
  /** Entry of a province id, or -1. */
  entryOf(provinceId: number): number;
  /** The province's boundary Feature, serialized at build time. */
  featureJson(entry: number): Buffer;
  /** Every Feature, comma-separated, in id order: one slice. */
  allFeaturesJson(): Buffer;
}

const views = new WeakMap<Store, BoundaryIndex>();

export function boundaryIndexOf(store: Store): BoundaryIndex {
  let view = views.get(store);
  if (view) return view;
  const file = store.index<BoundariesIndexMeta>(boundariesIndexName);
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
    entryOf: (provinceId) => entries.get(provinceId) ?? -1,
    // Each Feature is stored followed by a comma (see boundaries-index.ts), which a single one leaves out.
    featureJson: (entry) => features.subarray(featureOffsets[entry]!, featureOffsets[entry + 1]! - 1),
    allFeaturesJson: () => features.subarray(0, features.length - 1),
  };
  views.set(store, view);
  return view;
}
