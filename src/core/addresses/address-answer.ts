// The body of a /v2/addresses/parse answer: the parsed line as JSON, its candidates as search hits
// whose JSON up to the score the build wrote (search-index), closed here with their url.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { kindNames } from '../../data/kinds.ts';
import type { StoreMeta } from '../../data/store-layout.ts';
import { datasetMetaJson } from '../envelopes.ts';
import type { ParsedAddress } from './parsed-address.ts';

function candidateJson(view: AddressIndexView, place: number): string {
  const { hitHeads, hitHeadOffsets, placeKind, placeId } = view.search;
  const head = hitHeads.toString('utf8', hitHeadOffsets[place]!, hitHeadOffsets[place + 1]!);
  return `${head}"url":"/v2/${kindNames[placeKind[place]!]}/${placeId[place]}"}`;
}

/** One parsed line as JSON: the `data` of a GET answer, an item of a POST answer's. */
export function parsedAddressJson(view: AddressIndexView, parsed: ParsedAddress): string {
  const { candidates, issues, verdict, ...parts } = parsed;
  const head = JSON.stringify(parts).slice(0, -1);
  const candidatesJson = candidates.map((place) => candidateJson(view, place)).join(',');
  return `${head},"candidates":[${candidatesJson}],"issues":${JSON.stringify(issues)},"verdict":"${verdict}"}`;
}

export function addressAnswer(view: AddressIndexView, parsed: ParsedAddress, meta: StoreMeta): string {
  return `{"data":${parsedAddressJson(view, parsed)},"meta":{${datasetMetaJson(meta)}}}`;
}
