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
const unresolvedIssues: ReadonlySet<AddressIssue['code']> = new Set(['AMBIGUOUS_PLACE', 'UNKNOWN_POSTAL_CODE', 'UNKNOWN_NEIGHBORHOOD', 'REMOVED_PLACE']);

/** Statuses that change or doubt what the line says. */
const changedStatuses: ReadonlySet<PartStatus> = new Set(['corrected', 'replaced']);
/** A part the line itself names (as written, with a typo, or contradicted and replaced). */
const named = (part: { status: PartStatus } | null) => part !== null && part.status !== 'inferred';

/**
 * DESIGN §6.5.2, on the logic of Google's Address Validation `possibleNextAction`
 * (googlemaps/extended-component-library, suggest_validation_action.ts):
 * - `fix`: no neighborhood or village resolved, or an issue that leaves a part unknown or undecided;
 * - `confirm`: the answer changed or doubted what the line says (a part corrected or replaced, with
 *   its issue), or the place rests on the settlement's name alone (a major inference: the line names
 *   neither the district nor the province, nor a postal code that fits);
 * - `accept`: everything else. Filling in what the line implies (the postal code, the municipality,
 *   the district of a neighborhood in a named province, the province of a named district) is a minor
 *   inference and is accepted.
 */
export function verdictOf({ neighborhood, village, district, province, municipality, postalCode, issues }: Omit<ParsedAddress, 'verdict'>): Verdict {
  if ((!neighborhood && !village) || issues.some((issue) => unresolvedIssues.has(issue.code))) return 'fix';
  const parts = [neighborhood, village, municipality, district, province, postalCode];
  if (issues.length > 0 || parts.some((part) => part !== null && changedStatuses.has(part.status))) return 'confirm';
  if (!named(district) && !named(province) && postalCode?.status !== 'confirmed') return 'confirm';
  return 'accept';
}
