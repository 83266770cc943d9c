// The change list (DESIGN §6.8) as table rows, for `changes.csv` and the SQLite `changes` table: the
// rows of /v2/changes, newest first, their nested keys joined with `_` and `successorIds` with `;`,
// as the other CSV files flatten records (DESIGN §6.4).
import { openChangesIndex } from '../../../data/changes-index.ts';
import type { PlaceSnapshot } from '../../../data/change-list.ts';
import type { Store } from '../../../data/store.ts';
import type { Cell } from './record-columns.ts';

const snapshotKeys = ['name', 'provinceId', 'districtId', 'municipalityId', 'postalCode', 'postalCodeStatus'] as const satisfies readonly (keyof PlaceSnapshot)[];

/** The columns, and whether each holds a number (an id) or text; every column but kind, id, type and name may be empty. */
export const changeColumns: ReadonlyArray<{ name: string; integer: boolean }> = [
  { name: 'kind', integer: false },
  { name: 'id', integer: true },
  { name: 'type', integer: false },
  { name: 'release', integer: false },
  { name: 'date', integer: false },
  { name: 'name', integer: false },
  ...(['previous', 'current'] as const).flatMap((when) => snapshotKeys.map((key) => ({ name: `${when}_${key}`, integer: key.endsWith('Id') }))),
  { name: 'successorIds', integer: false },
  { name: 'source_tr', integer: false },
  { name: 'source_en', integer: false },
];

export const changeCount = (store: Store): number => openChangesIndex(store).meta.count;

export function* changeRows(store: Store): Generator<Cell[]> {
  const view = openChangesIndex(store);
  for (let position = 0; position < view.meta.count; position++) {
    const { kind, id, type, release, date, name, previous, current, successorIds, source } = view.row(position);
    const snapshot = (value: PlaceSnapshot | null) => snapshotKeys.map((key) => value?.[key] ?? null);
    yield [kind, id, type, release, date, name, ...snapshot(previous), ...snapshot(current), successorIds.length > 0 ? successorIds.join(';') : null, source.tr, source.en];
  }
}

/** The rows as a JSON array, as /v2/changes serves them: the stored bytes, newest first. */
export function changesJson(store: Store): Buffer {
  const { rows, meta } = openChangesIndex(store);
  return Buffer.concat([Buffer.from('['), meta.count === 0 ? Buffer.alloc(0) : rows.bytes.subarray(0, rows.offsets[meta.count]! - 1), Buffer.from(']')]);
}
