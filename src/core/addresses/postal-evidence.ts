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

export function postalEvidence(store: Store, view: AddressIndexView, text: string): PostalEvidence {
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
