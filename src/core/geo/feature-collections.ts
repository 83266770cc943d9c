// The `provinces.geojson` and `districts.geojson` dataset files: every boundary Feature of a level
// (the same bytes as /v2/provinces/{id}/boundary, /v2/districts/{id}/boundary) in one GeoJSON
// FeatureCollection (RFC 7946 §3.3), by ascending id.
import type { Store } from '../../data/store.ts';
import { type BoundaryIndex, boundaryIndexOf, districtBoundaryIndexOf } from './boundary-index.ts';

const head = Buffer.from('{"type":"FeatureCollection","features":[');
const tail = Buffer.from(']}');

const featureCollection = (index: BoundaryIndex): Buffer[] => [head, index.allFeaturesJson(), tail];

export const provincesFeatureCollection = (store: Store): Buffer[] => featureCollection(boundaryIndexOf(store));
export const districtsFeatureCollection = (store: Store): Buffer[] => featureCollection(districtBoundaryIndexOf(store));
