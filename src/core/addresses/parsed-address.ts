// The answer of the address reader (DESIGN §6.5), as the reader builds it: the parsed line, with the
// candidates as place indexes (address-answer.ts writes them as search hits).
import type { AddressIssue } from './address-issues.ts';

export type PartStatus = 'confirmed' | 'corrected' | 'inferred' | 'replaced';
export const granularities = ['neighborhood', 'village', 'municipality', 'district', 'province', 'none'] as const;
/** Triage of a parsed line (DESIGN §6.5.2), from its statuses and issues only. */
export const verdicts = ['accept', 'confirm', 'fix'] as const;
export type Verdict = (typeof verdicts)[number];

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
  verdict: Verdict;
}

/** `{street}, {Neighborhood} Mah., {postalCode} {District}/{Province}` (a village: `{Village} Köyü`), null parts left out with their separators. */
export function formattedLine({ street, neighborhood, village, postalCode, district, province }: Pick<ParsedAddress, 'street' | 'neighborhood' | 'village' | 'postalCode' | 'district' | 'province'>): string {
  const area = [district?.name, province?.name].filter(Boolean).join('/');
  return [street, neighborhood ? `${neighborhood.name} Mah.` : village ? `${village.name} Köyü` : null, [postalCode?.value, area].filter(Boolean).join(' ') || null]
    .filter(Boolean)
    .join(', ');
}

/** Issues that leave a part of the line unknown or undecided: the line needs a person (`fix`). */
const unresolvedIssues: ReadonlySet<AddressIssue['code']> = new Set(['AMBIGUOUS_PLACE', 'UNKNOWN_POSTAL_CODE', 'UNKNOWN_NEIGHBORHOOD']);

/**
 * DESIGN §6.5.2: `fix` when no neighborhood or village is resolved, the line is ambiguous or a part is
 * unknown; `confirm` when a part was corrected or replaced, the postal code was inferred (worth showing
 * the person) or any other issue was raised; else `accept`.
 */
export function verdictOf({ neighborhood, village, district, province, municipality, postalCode, issues }: Omit<ParsedAddress, 'verdict'>): Verdict {
  if ((!neighborhood && !village) || issues.some((issue) => unresolvedIssues.has(issue.code))) return 'fix';
  const parts = [neighborhood, village, municipality, district, province, postalCode];
  if (issues.length > 0 || postalCode?.status === 'inferred' || parts.some((part) => part?.status === 'corrected' || part?.status === 'replaced')) return 'confirm';
  return 'accept';
}
