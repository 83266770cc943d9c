// `/v2/postal-codes`: the codes ascending, filtered by prefix, province and district. The codes are
// sorted in the index, so a prefix is a range of positions found by binary search; province and
// district filters test the positions of that range (2,765 codes in all: a walk over them is a few
// microseconds, and `total` needs the walk anyway). Pages are slices of pre-serialized summaries.
import type { Store } from '../../data/store.ts';
import { type ListBody, listEnvelope } from '../envelopes.ts';
import { checkHierarchy, type ParentPin } from '../resources/list-query.ts';
import { consecutiveRuns } from './consecutive-runs.ts';
import { postalCodesIn } from './postal-code-store.ts';

export interface PostalCodeListQuery {
  prefix?: string;
  provinceId?: number;
  districtId?: number;
  limit: number;
  offset: number;
}

const codeDigits = 5;

export function listPostalCodes(store: Store, query: PostalCodeListQuery): ListBody {
  // DESIGN §3: filters naming existing parents must agree; a parent that does not exist matches nothing.
  const pins: ParentPin[] = [];
  if (query.provinceId !== undefined) pins.push({ kind: 'provinces', id: query.provinceId });
  if (query.districtId !== undefined) pins.push({ kind: 'districts', id: query.districtId });
  const inconsistent = checkHierarchy(pins, store);
  if (inconsistent) throw inconsistent;

  const postalCodes = postalCodesIn(store);
  let first = 0;
  let end = postalCodes.count;
  if (query.prefix !== undefined) {
    // A prefix of k digits is the range [prefix·10^(5-k), (prefix+1)·10^(5-k)) of codes as numbers.
    const scale = 10 ** (codeDigits - query.prefix.length);
    first = postalCodes.firstAtLeast(Number(query.prefix) * scale);
    end = postalCodes.firstAtLeast((Number(query.prefix) + 1) * scale);
  }
  const { provinceId, districtId, limit, offset } = query;
  const matches = (position: number) =>
    (provinceId === undefined || postalCodes.provinceIds[position] === provinceId) &&
    (districtId === undefined || postalCodes.districtIdsAt(position).includes(districtId));

  const page: number[] = [];
  let total = 0;
  if (provinceId === undefined && districtId === undefined) {
    total = end - first;
    for (let position = first + offset; position < Math.min(end, first + offset + limit); position++) page.push(position);
  } else {
    for (let position = first; position < end; position++) {
      if (!matches(position)) continue;
      if (total >= offset && total < offset + limit) page.push(position);
      total++;
    }
  }
  const runs = consecutiveRuns(page);
  return listEnvelope(
    {
      pieces: runs.map(([from, to]) => postalCodes.summaryRunJson(from, to)),
      count: page.length,
      total,
      limit,
      offset,
    },
    store.meta,
    runs.map(([from, to]) => postalCodes.summaryRunHashes(from, to)),
  );
}
