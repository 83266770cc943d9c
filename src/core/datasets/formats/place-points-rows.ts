// The rows of the `place-points` store index (src/data/place-points-index.ts) in the dataset file's
// columns, for `place-points.csv` and the SQLite `place_points` table: `kind` singular as in the
// file, coordinates with the file's five decimals.
import { kinds, kindNames } from '../../../data/kinds.ts';
import { type PlacePointsIndexMeta, placePointsIndexName } from '../../../data/place-points-index.ts';
import { placePointColumns } from '../../../data/place-points.ts';
import type { Store } from '../../../data/store.ts';

export const placePointsHeader: readonly string[] = placePointColumns;

export type PlacePointRow = [kind: string, id: number, latitude: string, longitude: string, source: string, sourceId: string, method: string];

export function* placePointRows(store: Store): Generator<PlacePointRow> {
  const file = store.index<PlacePointsIndexMeta>(placePointsIndexName);
  const { count, sources, methods } = file.meta;
  const kindOf = file.bytes('kinds');
  const ids = file.u32('ids');
  const coordinates = file.f64('coordinates');
  const sourceOf = file.bytes('sources');
  const methodOf = file.bytes('methods');
  const sourceIds = count === 0 ? [] : file.text('sourceIds').split('\n');
  for (let k = 0; k < count; k++) {
    yield [
      kinds[kindNames[kindOf[k]!]!].singular,
      ids[k]!,
      coordinates[2 * k + 1]!.toFixed(5),
      coordinates[2 * k]!.toFixed(5),
      sources[sourceOf[k]!]!,
      sourceIds[k]!,
      methods[methodOf[k]!]!,
    ];
  }
}

export const placePointCount = (store: Store): number => store.index<PlacePointsIndexMeta>(placePointsIndexName).meta.count;
