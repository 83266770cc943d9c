// A postal-code prefix as a range of codes: Türkiye's codes have five digits (PTT), so a prefix of k
// digits is every code in [prefix·10^(5-k), (prefix+1)·10^(5-k)) read as a number. Both the
// `postalCodePrefix` filter of the place lists and `/v2/postal-codes?prefix=` use it.
const codeDigits = 5;

/** The codes (as numbers) a prefix of 1 to 5 digits covers: `low` included, `high` excluded. */
export function postalCodePrefixRange(prefix: string): { low: number; high: number } {
  const scale = 10 ** (codeDigits - prefix.length);
  const low = Number(prefix) * scale;
  return { low, high: low + scale };
}
