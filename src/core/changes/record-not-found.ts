// The 404 of a record route (DESIGN §6.8): the contract's code and sentence (`Neighborhood not
// found.`), and for an id that a release removed, when that was and where its history and successors
// are, so a CRM that stored the id can find what became of it.
import { historyOf, openChangesIndex } from '../../data/changes-index.ts';
import { changeKinds } from '../../data/change-list.ts';
import { type KindName, kinds } from '../../data/kinds.ts';
import type { Store } from '../../data/store.ts';
import { ApiError, fixedError } from '../errors.ts';
import { messages } from '../messages.ts';
import { resources } from '../resources/registry.ts';

export function recordNotFound(store: Store, kind: KindName, id: number): ApiError {
  const notFound = fixedError(resources[kind].notFound);
  const view = openChangesIndex(store);
  const removal = Array.from(historyOf(view, changeKinds.indexOf(kinds[kind].singular), id)).find((position) => view.row(position).type === 'removed');
  const comparison = removal === undefined ? undefined : view.meta.comparisons[view.comparison[removal]! - 1];
  if (removal === undefined || !comparison) return notFound;
  const { name, successorIds } = view.row(removal);
  return new ApiError(notFound.code, messages.removedRecord(notFound.message, { kind, singular: kinds[kind].singular, id, name, release: comparison.release, lastUpdated: comparison.lastUpdated, successorIds }));
}
