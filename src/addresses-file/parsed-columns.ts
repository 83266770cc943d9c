// The columns the offline command adds to every row (DESIGN §6.6), in this order, and their values for
// one parsed line. A row whose address is missing, empty or over 300 characters gets empty columns and
// the verdict `fix`: it needs a person, like any line the reader could not place.
import type { ParsedAddress } from '../core/addresses/parsed-address.ts';

export const parsedColumns = [
  'province_id',
  'province',
  'district_id',
  'district',
  'municipality_id',
  'neighborhood_id',
  'neighborhood',
  'village_id',
  'village',
  'postal_code',
  'street',
  'formatted',
  'granularity',
  'verdict',
  'issues',
] as const;

/** One value per column of parsedColumns: a number, a string, or null for a part not resolved. */
export type ParsedValues = Array<string | number | null>;

const verdictAt = parsedColumns.indexOf('verdict');

/**
 * The values of a parsed line; undefined for a bad row (no address to read). The reader's answer and
 * the API's JSON of it both fit (the candidates are not a column), so the command and the page
 * "Clean an address file" write the same columns from the same code.
 */
export function parsedValues(parsed: Omit<ParsedAddress, 'candidates'> | undefined): ParsedValues {
  if (!parsed) return parsedColumns.map((_, i) => (i === verdictAt ? 'fix' : null));
  const { province, district, municipality, neighborhood, village, postalCode } = parsed;
  return [
    province?.id ?? null,
    province?.name ?? null,
    district?.id ?? null,
    district?.name ?? null,
    municipality?.id ?? null,
    neighborhood?.id ?? null,
    neighborhood?.name ?? null,
    village?.id ?? null,
    village?.name ?? null,
    postalCode?.value ?? null,
    parsed.street,
    parsed.formatted,
    parsed.granularity,
    parsed.verdict,
    // The codes only (the messages are sentences for one line; a sheet filters on codes), space-separated.
    parsed.issues.map((issue) => issue.code).join(' ') || null,
  ];
}

/** The verdict among a row's values. */
export const verdictOfValues = (values: ParsedValues): 'accept' | 'confirm' | 'fix' => values[verdictAt] as 'accept' | 'confirm' | 'fix';

/** As CSV cells: null is an empty cell. */
export const csvCells = (values: ParsedValues): string[] => values.map((value) => (value === null ? '' : String(value)));

/** As the fields of an NDJSON object, by column name. */
export const jsonFields = (values: ParsedValues): Record<string, string | number | null> => Object.fromEntries(parsedColumns.map((name, i) => [name, values[i]!]));
