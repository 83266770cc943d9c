// The answer of the address reader (DESIGN §6.5), as the reader builds it: the parsed line, with the
// candidates as place indexes (address-answer.ts writes them as search hits).
import type { AddressIssue } from './address-issues.ts';

export type PartStatus = 'confirmed' | 'corrected' | 'inferred' | 'replaced';
export const granularities = ['neighborhood', 'village', 'municipality', 'district', 'province', 'none'] as const;

export interface PlacePart {
  id: number;
  name: string;
  status: PartStatus;
}

export interface PostalCodePart {
  value: string;
  status: PartStatus;
}

export interface ParsedAddress {
  query: string;
  granularity: (typeof granularities)[number];
  province: PlacePart | null;
  district: PlacePart | null;
  municipality: PlacePart | null;
  neighborhood: PlacePart | null;
  village: PlacePart | null;
  postalCode: PostalCodePart | null;
  street: string | null;
  formatted: string;
  /** Place indexes of the address index, most populous first. */
  candidates: number[];
  issues: AddressIssue[];
}

/** `{street}, {Neighborhood} Mah., {postalCode} {District}/{Province}` (a village: `{Village} Köyü`), null parts left out with their separators. */
export function formattedLine({ street, neighborhood, village, postalCode, district, province }: Pick<ParsedAddress, 'street' | 'neighborhood' | 'village' | 'postalCode' | 'district' | 'province'>): string {
  const area = [district?.name, province?.name].filter(Boolean).join('/');
  return [street, neighborhood ? `${neighborhood.name} Mah.` : village ? `${village.name} Köyü` : null, [postalCode?.value, area].filter(Boolean).join(' ') || null]
    .filter(Boolean)
    .join(', ');
}
