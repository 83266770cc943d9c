// A POST route's body, read whole but never past a bound: a declared Content-Length over it is refused
// before a byte is read, and a body that keeps coming (chunked, or lying about its length) is refused
// as soon as it crosses the bound, so a client cannot make the server buffer more than it allows.
import type { RequestLike } from '../routing/route.ts';

/** The body's bytes, or undefined when it is larger than `maxBytes`. A request without a body reads as empty. */
export async function readBoundedBody(request: RequestLike, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request.body ?? []) {
    length += chunk.length;
    if (length > maxBytes) return undefined;
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return Buffer.concat(chunks, length);
}

/**
 * Whether a Content-Type is JSON's (`application/json`, any parameters such as charset, any case):
 * RFC 8259 §11 registers no other, so a route that reads JSON answers 415 to the rest (RFC 9110 §15.5.16).
 */
export function isJsonMediaType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** A JSON body as a value, or undefined when it is not JSON (or not UTF-8 text that JSON.parse reads). */
export function parseJsonBody(body: Buffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}
