// Accept-Encoding negotiation (RFC 9110 §12.5.3) between brotli and gzip. Brotli wins a tie: it is
// smaller for JSON at the qualities we use.

export type Encoding = 'br' | 'gzip';

/** Bodies up to this size go out as they are, files and query answers alike (DESIGN §3: over 1 KB). */
export const compressionThreshold = 1024;

const preference: readonly Encoding[] = ['br', 'gzip'];

function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    let q = 1;
    for (const parameter of parameters) {
      if (parameter.startsWith('q=')) q = Number(parameter.slice(2));
    }
    result.set(token, Number.isFinite(q) ? q : 0);
  }
  return result;
}

/** The best encoding the client accepts among those `available` (truthy values), or undefined. */
export function chooseEncoding(header: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding | undefined {
  if (!header) return undefined;
  const accepted = qualities(header);
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of preference) {
    if (!available[encoding]) continue;
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
