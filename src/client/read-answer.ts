// A 200's body as the operation's answer type says: JSON media types parsed, text (CSV, NDJSON,
// SHA256SUMS) as a string, anything else (the SQLite database) as bytes.

const jsonType = /^application\/(?:[a-z.+-]+\+)?json$/;

export function readAnswer(contentType: string, bytes: ArrayBuffer): unknown {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (jsonType.test(type)) return JSON.parse(new TextDecoder().decode(bytes));
  if (type.startsWith('text/') || type === 'application/x-ndjson') return new TextDecoder().decode(bytes);
  return bytes;
}
