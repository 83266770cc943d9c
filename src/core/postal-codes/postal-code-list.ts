// `/v2/postal-codes`: the codes ascending, filtered by prefix, province and district. Nothing is
// grouped here: a prefix is a range of positions in the sorted codes, a province's or district's codes
// are a precomputed bucket of ascending positions (postal-code-index.ts), and pages are slices of
// pre-serialized summaries.
import { lowerBound, type Store } from '../../data/store.ts';
import { type ListBody, listEnvelope } from '../envelopes.ts';
import { assertProvinceDistrictAgree } from '../resources/list-query.ts';
import { postalCodesIn } from './postal-code-store.ts';
import { postalCodePrefixRange } from './prefix-range.ts';

export interface PostalCodeListQuery {
  prefix?: string;
  provinceId?: number;
  districtId?: number;
  limit: number;
  offset: number;
}

export function listPostalCodes(store: Store, query: PostalCodeListQuery): ListBody {
  const { prefix, provinceId, districtId, limit, offset } = query;
  // DESIGN §3: filters naming existing parents must agree; a parent that does not exist matches nothing.
  assertProvinceDistrictAgree(store, provinceId, districtId);

  const postalCodes = postalCodesIn(store);
  let first = 0;
  let end = postalCodes.count;
  if (prefix !== undefined) {
    const { low, high } = postalCodePrefixRange(prefix);
    first = postalCodes.firstAtLeast(low);
    end = postalCodes.firstAtLeast(high);
  }
  // The district's bucket is the smaller one; after the hierarchy check a province given with it
  // either agrees (every code of the district is in it) or does not exist (nothing matches).
  const bucket =
    districtId !== undefined ? postalCodes.positionsIn('district', districtId) : provinceId !== undefined ? postalCodes.positionsIn('province', provinceId) : undefined;
  const wantedProvince = districtId !== undefined ? provinceId : undefined;

  const page: number[] = [];
  let total = 0;
  if (!bucket) {
    total = Math.max(0, end - first);
    for (let position = first + offset; position < Math.min(end, first + offset + limit); position++) page.push(position);
  } else {
    // The bucket is ascending, so the prefix's codes in it are one run of it, found by binary search.
    const inPrefix = bucket.subarray(lowerBound(bucket.length, (i) => bucket[i]!, first), lowerBound(bucket.length, (i) => bucket[i]!, end));
    for (const position of inPrefix) {
      if (wantedProvince !== undefined && postalCodes.provinceIds[position] !== wantedProvince) continue;
      if (total >= offset && total < offset + limit) page.push(position);
      total++;
    }
  }
  return listEnvelope({ content: { items: postalCodes.summaries, indexes: page }, count: page.length, total, limit, offset }, store.meta);
}
