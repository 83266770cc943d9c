// The `provinces.geojson` dataset file: every province's boundary Feature (the same bytes as
// /v2/provinces/{id}/boundary) in one GeoJSON FeatureCollection (RFC 7946 §3.3), by ascending id.
import type { Store } from '../../data/store.ts';
import { boundaryIndexOf } from './boundary-index.ts';

const head = Buffer.from('{"type":"FeatureCollection","features":[');
const tail = Buffer.from(']}');

export function provincesFeatureCollection(store: Store): Buffer[] {
  return [head, boundaryIndexOf(store).allFeaturesJson(), tail];
}
