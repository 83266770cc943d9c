// `/v2/changes` (DESIGN §6.8): the change index's rows, newest first, filtered by kind, type, release,
// province and district. The index holds a few hundred rows with their filter columns, so a request
// scans the columns and copies the matching rows' pre-serialized bytes (listEnvelope).
import { openChangesIndex } from '../../data/changes-index.ts';
import { changeKinds, changeTypes } from '../../data/change-list.ts';
import type { Store } from '../../data/store.ts';
import { type ListBody, listEnvelope } from '../envelopes.ts';
import { assertProvinceDistrictAgree } from '../resources/list-query.ts';

export interface ChangeListQuery {
  kind?: string[];
  type?: string[];
  release?: string;
  provinceId?: number;
  districtId?: number;
  limit: number;
  offset: number;
}

/** Bit i set: value i of `options` is wanted (every bit when the filter is absent). */
const maskOf = (options: readonly string[], wanted: readonly string[] | undefined) =>
  wanted ? wanted.reduce((mask, value) => mask | (1 << options.indexOf(value)), 0) : -1;

export function listChanges(store: Store, query: ChangeListQuery): ListBody {
  const { provinceId, districtId, limit, offset } = query;
  assertProvinceDistrictAgree(store, provinceId, districtId);
  const view = openChangesIndex(store);
  const kinds = maskOf(changeKinds, query.kind);
  const types = maskOf(changeTypes, query.type);
  const page: number[] = [];
  let total = 0;
  for (let row = 0; row < view.meta.count; row++) {
    if (!(kinds & (1 << view.kind[row]!)) || !(types & (1 << view.type[row]!))) continue;
    if (query.release !== undefined && view.meta.comparisons[view.comparison[row]! - 1]?.release !== query.release) continue;
    // A place that moved between provinces or districts is in the history of both.
    if (provinceId !== undefined && view.previousProvince[row] !== provinceId && view.currentProvince[row] !== provinceId) continue;
    if (districtId !== undefined && view.previousDistrict[row] !== districtId && view.currentDistrict[row] !== districtId) continue;
    if (total >= offset && total < offset + limit) page.push(row);
    total++;
  }
  return listEnvelope({ content: { items: view.rows, indexes: page }, count: page.length, total, limit, offset }, store.meta);
}
