// The `place-points` store index: every row of place-points.csv, in the file's order (kind, then id),
// as typed columns, for the downloads (`place-points.csv`, the SQLite file's `place_points` table).
// The request path never reads it: locate's `nearby` reads the district index (district-places.ts).
//
// Row k: kind kindNames[kinds[k]], id ids[k], longitude coordinates[2k], latitude coordinates[2k+1],
// source meta.sources[sources[k]], sourceId line k of `sourceIds`, method meta.methods[methods[k]].
import { kindNames } from './kinds.ts';
import { placePointRowSchema } from './place-points.ts';
import type { Dataset } from './read-dataset.ts';
import type { CompiledIndex, StoreIndex } from './store-index.ts';

export const placePointsIndexName = 'place-points';

export interface PlacePointsIndexMeta {
  count: number;
  sources: readonly string[];
  methods: readonly string[];
}

function compilePlacePoints(dataset: Dataset): CompiledIndex {
  const points = dataset.placePoints;
  const meta: PlacePointsIndexMeta = {
    count: points.length,
    sources: placePointRowSchema.shape.source.options,
    methods: placePointRowSchema.shape.method.options,
  };
  return {
    meta,
    sections: {
      kinds: Uint8Array.from(points, (point) => kindNames.indexOf(point.kind)),
      ids: Uint32Array.from(points, (point) => point.id),
      coordinates: Float64Array.from(points.flatMap((point) => [point.longitude, point.latitude])),
      sources: Uint8Array.from(points, (point) => meta.sources.indexOf(point.source)),
      // The schema keeps line breaks out of a source id, so one line each.
      sourceIds: { text: points.map((point) => point.sourceId).join('\n') },
      methods: Uint8Array.from(points, (point) => meta.methods.indexOf(point.method)),
    },
  };
}

export const placePointsIndex: StoreIndex = { name: placePointsIndexName, compile: compilePlacePoints };
