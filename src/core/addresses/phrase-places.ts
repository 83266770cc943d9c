// The places a phrase names, read from the address index without scanning them: whether it names a
// given place, and which of its places lie under a province, district or municipality, are binary
// searches over the phrase's places sorted by chain key (data/address-index/chain-key.ts).
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { chainRangeUnder } from '../../data/address-index/chain-key.ts';

export type AncestorLevel = 'province' | 'district' | 'municipality';

/** First position in phrase's by-chain places whose key is >= `key` (a binary search; called for every candidate, so written out). */
function firstAtLeast(view: AddressIndexView, phrase: number, key: number): number {
  const { phrasePlaceOffsets, phrasePlacesByChain, placeChainKey } = view;
  let low = phrasePlaceOffsets[phrase]!;
  let high = phrasePlaceOffsets[phrase + 1]!;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (placeChainKey[phrasePlacesByChain[mid]!]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function phraseNames(view: AddressIndexView, phrase: number, place: number): boolean {
  const at = firstAtLeast(view, phrase, view.placeChainKey[place]!);
  return at < view.phrasePlaceOffsets[phrase + 1]! && view.phrasePlacesByChain[at] === place;
}

/** The chain keys [low, high) of the places under `ancestor` (a place of `level`), itself included. */
export function keysUnder(view: AddressIndexView, ancestor: number, level: AncestorLevel): [low: number, high: number] {
  return chainRangeUnder(level, { province: view.placeProvince[ancestor]!, district: view.placeDistrict[ancestor]!, municipality: view.placeMunicipality[ancestor]!, place: ancestor });
}

/** The phrase's places whose chain keys are in [low, high): those under one ancestor (keysUnder). */
export function phrasePlacesIn(view: AddressIndexView, phrase: number, [low, high]: readonly [number, number]): Uint32Array {
  return view.phrasePlacesByChain.subarray(firstAtLeast(view, phrase, low), firstAtLeast(view, phrase, high));
}

/** The phrase's places under `ancestor` (a place of `level`), itself included when the phrase names it. */
export const phrasePlacesUnder = (view: AddressIndexView, phrase: number, ancestor: number, level: AncestorLevel): Uint32Array =>
  phrasePlacesIn(view, phrase, keysUnder(view, ancestor, level));

/** The phrase's places of one kind (a kindNames index), most populous first, ties by id. */
export function phrasePlacesOfKind(view: AddressIndexView, phrase: number, kind: number): Uint32Array {
  const { phrasePlaceOffsets, phrasePlacesByPopulation, search } = view;
  const { placeKind } = search;
  // The places are by kind first: the run of `kind` is found by two binary searches, written out
  // since every mention asks for three kinds.
  const firstOfKind = (wanted: number) => {
    let low = phrasePlaceOffsets[phrase]!;
    let high = phrasePlaceOffsets[phrase + 1]!;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (placeKind[phrasePlacesByPopulation[mid]!]! < wanted) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return phrasePlacesByPopulation.subarray(firstOfKind(kind), firstOfKind(kind + 1));
}
