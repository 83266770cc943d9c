// `/v2/{kind}/{id}/changes` (DESIGN §6.8): one record's history, newest first, for a record the dataset
// has and for one a release removed (its id stays in the history). An id that is neither is the
// kind's 404.
import { historyOf, openChangesIndex } from '../../data/changes-index.ts';
import { changeKinds } from '../../data/change-list.ts';
import { type KindName, kinds } from '../../data/kinds.ts';
import { commaJoinedLength, copyCommaJoined } from '../../data/serialized-items.ts';
import type { Store } from '../../data/store.ts';
import { datasetMetaJson } from '../envelopes.ts';
import { recordNotFound } from './record-not-found.ts';

export function recordHistory(store: Store, kind: KindName, id: number): Buffer {
  const view = openChangesIndex(store);
  const positions = historyOf(view, changeKinds.indexOf(kinds[kind].singular), id);
  if (positions.length === 0 && store.kind(kind).indexOfId(id) === -1) throw recordNotFound(store, kind, id);
  // byRecord keeps one record's rows in their order in the index: newest first.
  const head = '{"data":[';
  const tail = `],"meta":{"count":${positions.length},${datasetMetaJson(store.meta)}}}`;
  const itemsLength = commaJoinedLength(view.rows, positions);
  const body = Buffer.allocUnsafe(head.length + itemsLength + Buffer.byteLength(tail));
  body.write(head, 0, 'latin1');
  copyCommaJoined(view.rows, positions, body, head.length);
  body.write(tail, head.length + itemsLength, 'utf8');
  return body;
}
