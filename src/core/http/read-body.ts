// A POST route's body, read whole but never past a bound: a declared Content-Length over it is refused
// before a byte is read, and a body that keeps coming (chunked, or lying about its length) is refused
// as soon as it crosses the bound, so a client cannot make the server buffer more than it allows.
//
// Every POST body is JSON, and its nesting is bounded too (maxJsonDepth): parsers and schema
// validators walk a document recursively, and MCP arguments nested 20,000 deep answered a tool error
// "Maximum call stack size exceeded" (issue 32). The depth is counted on the bytes, before any parse.
// A client that goes away mid-body is not a server error: RequestAborted says so, and the dispatcher
// counts it (aborted-requests.ts) instead of logging a stack per request.
import { ApiError } from '../errors.ts';
import { messages } from '../messages.ts';
import type { RequestLike } from '../routing/route.ts';

/** How deep a POST body's arrays and objects may nest: a JSON-RPC tool call needs about 5. */
export const maxJsonDepth = 64;

/** The client closed the connection before its body arrived. */
export class RequestAborted extends Error {
  constructor() {
    super('The client closed the connection before sending its whole body.');
    this.name = 'RequestAborted';
  }
}

const [openBrace, openBracket, closeBrace, closeBracket, quote, backslash] = ['{', '[', '}', ']', '"', '\\'].map((c) => c.charCodeAt(0));

/** The deepest nesting of arrays and objects in a JSON text, stopping once it passes `limit`. */
export function jsonDepth(bytes: Uint8Array, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === backslash) i++;
      else if (byte === quote) inString = false;
    } else if (byte === quote) inString = true;
    else if (byte === openBrace || byte === openBracket) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (byte === closeBrace || byte === closeBracket) depth--;
  }
  return deepest;
}

/**
 * The body's bytes, or undefined when it is larger than `maxBytes`. A request without a body reads as
 * empty. Throws ApiError (400) when the body nests deeper than `maxDepth`, RequestAborted when the
 * client goes away first.
 */
export async function readBoundedBody(request: RequestLike, maxBytes: number, maxDepth = maxJsonDepth): Promise<Buffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of request.body ?? []) {
      length += chunk.length;
      if (length > maxBytes) return undefined;
      chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    }
  } catch (error) {
    // Node's IncomingMessage fails with `aborted` (ECONNRESET) when the connection closes mid-body.
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as Error).message === 'aborted') throw new RequestAborted();
    throw error;
  }
  const body = Buffer.concat(chunks, length);
  if (jsonDepth(body, maxDepth) > maxDepth) throw new ApiError('BAD_REQUEST', messages.jsonTooDeep(maxDepth));
  return body;
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
