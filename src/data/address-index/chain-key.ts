// A place's chain key: its province, district, municipality and itself packed into one number, so
// that sorting places by it groups them by province, then district, then municipality, and the
// places under any ancestor are one run found by two binary searches. Fields are place indexes (of
// search-places.ts's list); 0 means "no such level" for the district and municipality (index 0 is a
// province, never a district or municipality). 7 + 11 + 12 + 16 bits: exact in a float64 (< 2^53).

const placeBits = 2 ** 16;
const municipalityBits = 2 ** 12;
const districtBits = 2 ** 11;
const provinceBits = 2 ** 7;

export interface ChainFields {
  province: number;
  district: number;
  municipality: number;
  place: number;
}

export function chainKey({ province, district, municipality, place }: ChainFields): number {
  if (province >= provinceBits || district >= districtBits || municipality >= municipalityBits || place >= placeBits) {
    throw new Error(`A place index is too large for the address index's chain key (${province}, ${district}, ${municipality}, ${place}).`);
  }
  return ((province * districtBits + district) * municipalityBits + municipality) * placeBits + place;
}

/**
 * The keys [low, high) of the places under `ancestor` (itself included), whose own fields are
 * `fields`: a province's run, a district's within it, a municipality's within that.
 */
export function chainRangeUnder(level: 'province' | 'district' | 'municipality', fields: ChainFields): [low: number, high: number] {
  const { province, district, municipality } = fields;
  if (level === 'province') return [chainKey({ province, district: 0, municipality: 0, place: 0 }), (province + 1) * districtBits * municipalityBits * placeBits];
  if (level === 'district') {
    const low = chainKey({ province, district, municipality: 0, place: 0 });
    return [low, low + municipalityBits * placeBits];
  }
  const low = chainKey({ province, district, municipality, place: 0 });
  return [low, low + placeBits];
}
