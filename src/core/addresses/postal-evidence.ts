// The postal code a line carries, as evidence for the reader: whether any place carries it, and if so
// its province, districts and places (as place indexes of the address index). A code's first two
// digits are its province's plate (a dataset invariant), but a code no place carries tells nothing.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { postalKinds } from '../../data/postal-code-index.ts';
import type { Store } from '../../data/store.ts';
import { postalCodesIn } from '../postal-codes/postal-code-store.ts';

export interface PostalEvidence {
  /** As typed: five digits. */
  text: string;
  value: number;
  /** Whether a neighborhood or village carries it; the rest is empty when not. */
  known: boolean;
  provincePlace: number;
  districtPlaces: number[];
  places: number[];
}

// Per index, the evidence of each known code once worked out (at most the 2,765 codes in use).
const knownCodesOf = new WeakMap<AddressIndexView, Map<string, PostalEvidence>>();

export function postalEvidence(store: Store, view: AddressIndexView, text: string): PostalEvidence {
  let known = knownCodesOf.get(view);
  if (!known) {
    known = new Map();
    knownCodesOf.set(view, known);
  }
  const evidence = known.get(text) ?? evidenceOf(store, view, text);
  if (evidence.known) known.set(text, evidence);
  return evidence;
}

function evidenceOf(store: Store, view: AddressIndexView, text: string): PostalEvidence {
  const postalCodes = postalCodesIn(store);
  const value = Number(text);
  const position = postalCodes.positionOf(value);
  if (position === -1) return { text, value, known: false, provincePlace: -1, districtPlaces: [], places: [] };
  const placeOf = (kind: 'provinces' | 'districts', id: number) => view.placeOfRecord(kind, store.kind(kind).indexOfId(id));
  return {
    text,
    value,
    known: true,
    provincePlace: placeOf('provinces', postalCodes.provinceIds[position]!),
    districtPlaces: Array.from(postalCodes.districtIdsAt(position), (id) => placeOf('districts', id)),
    places: postalKinds.flatMap((kind) => Array.from(postalCodes.placesAt(kind, position), (index) => view.placeOfRecord(kind, index))),
  };
}
