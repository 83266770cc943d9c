// One postal code with every place that carries it: `{code, provinceId, districtIds, neighborhoods,
// villages}` (DESIGN §6.2). The places are the stored bytes of their records, in runs of consecutive
// ids, so the answer is the same bytes as the records' own files.
import type { Store } from '../../data/store.ts';
import { postalKinds } from '../../data/postal-code-index.ts';
import { type Json, jsonArray } from '../envelopes.ts';
import { fixedError } from '../errors.ts';
import { consecutiveRuns } from '../../data/consecutive-runs.ts';
import { codeText, postalCodesIn } from './postal-code-store.ts';

/** The `data` of `/v2/postal-codes/{postalCode}`; `code` is five ASCII digits (checked by the path parameter). */
export function postalCodeJson(store: Store, code: string): Json {
  const postalCodes = postalCodesIn(store);
  const position = postalCodes.positionOf(Number(code));
  if (position === -1) throw fixedError('POSTAL_CODE_NOT_FOUND');
  const head = `{"code":"${codeText(postalCodes.codes[position]!)}","provinceId":${postalCodes.provinceIds[position]},"districtIds":[${postalCodes.districtIdsAt(position).join(',')}]`;
  const parts: Buffer[] = [Buffer.from(head)];
  for (const kind of postalKinds) {
    const records = store.kind(kind);
    parts.push(Buffer.from(`,"${kind}":`), jsonArray(consecutiveRuns(postalCodes.placesAt(kind, position)).map(([first, last]) => records.recordRunJson(first, last))));
  }
  parts.push(Buffer.from('}'));
  return Buffer.concat(parts);
}
