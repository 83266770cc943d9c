// The delimiter of a CSV file, from its header line: Excel writes `;` where the decimal separator is a
// comma (the Turkish locale among them) and `,` elsewhere, and a tab when saving "Unicode text". The
// header is the safest line to count on: column names rarely hold a delimiter, and never unquoted.
const candidates = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof candidates)[number];

/** The candidate that appears most often outside quotes in the first line; `,` when none does. */
export function detectDelimiter(head: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of head.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return candidates.reduce((best, candidate) => ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0) ? candidate : best));
}

/** `--delimiter` as given: one of the candidates (`tab` or `\t` for a tab). */
export function delimiterOption(value: string): CsvDelimiter | undefined {
  const delimiter = value === 'tab' || value === '\\t' ? '\t' : value;
  return candidates.find((candidate) => candidate === delimiter);
}
