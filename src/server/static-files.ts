// Serving prebuilt files: strong ETags (sha256 of the content, computed once per file), 304s,
// precompressed `.br`/`.gz` siblings when the build made them, on-the-fly compression of other
// compressible files over 1 KB, and HEAD.
//
// Files stay in memory after their first request, within a byte budget (`file-cache.ts`): a hit is
// answered synchronously, with no stat, no read and no promise, which is what lets the static record
// run near Node's own speed; the answer is written with the others of its turn (`writeLater`, from
// write-batch.ts; at once when none is given). Files too large for the budget's share are streamed.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ifNoneMatchMatches, strongEtag } from '../core/http/etag.ts';
import { compressibleExtensions, contentTypes } from '../core/http/content-types.ts';
import { chooseEncoding, compressionThreshold, type Encoding } from './content-encoding.ts';
import { createFileCache } from './file-cache.ts';
import type { WriteLater } from './write-batch.ts';

interface Variant {
  /** In memory, or a path to stream from. */
  body: Buffer | string;
  size: number;
}

interface FileEntry {
  contentType: string;
  etag: string;
  identity: Variant;
  variants: Partial<Record<Encoding, Variant>>;
  compressible: boolean;
}

export interface StaticFileOptions {
  /** Bytes of file content kept in memory, all files together. */
  memoryBudget: number;
  /** Files larger than this are streamed from disk, never held. */
  largestHeldFile: number;
}

export const defaultStaticFileOptions: StaticFileOptions = { memoryBudget: 48 * 1024 * 1024, largestHeldFile: 8 * 1024 * 1024 };

/** Chunks of a streamed file: 64 KB (Node's default) took 90 reads and writes for a 5.6 MB dataset. */
const streamChunkBytes = 1024 * 1024;

const inMemory = (body: Buffer): Variant => ({ body, size: body.length });
const bytesOf = (entry: FileEntry) =>
  [entry.identity, ...Object.values(entry.variants)].reduce((sum, variant) => sum + (typeof variant.body === 'string' ? 0 : variant.size), 0);

export interface StaticFileServer {
  /**
   * Answers the request from the file at `path` (absolute), with `headers` added. False when the
   * file does not exist, so the caller can fall through to the query layer. A file in memory is
   * answered at once (a boolean); any other first (a promise).
   */
  serve(request: IncomingMessage, response: ServerResponse, path: string, headers: Readonly<Record<string, string>>, requestId: string): boolean | Promise<boolean>;
}

export function createStaticFileServer(options: StaticFileOptions = defaultStaticFileOptions, writeLater: WriteLater = (_, write) => write()): StaticFileServer {
  const held = (size: number) => size <= options.largestHeldFile;

  async function variantFromDisk(path: string): Promise<Variant | undefined> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return held(info.size) ? inMemory(await readFile(path)) : { body: path, size: info.size };
  }

  async function loadEntry(path: string, size: number): Promise<FileEntry> {
    const extension = extname(path);
    const content = held(size) ? await readFile(path) : undefined;
    const entry: FileEntry = {
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      etag: strongEtag(content ?? (await readFile(path))),
      identity: content ? inMemory(content) : { body: path, size },
      variants: {},
      compressible: compressibleExtensions.has(extension),
    };
    if (entry.compressible && size > compressionThreshold) {
      const [br, gzip] = await Promise.all([variantFromDisk(`${path}.br`), variantFromDisk(`${path}.gz`)]);
      // Without a precompressed sibling (the build writes them over 1 KB), compress once and keep it.
      entry.variants.br = br ?? (content ? inMemory(brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })) : undefined);
      entry.variants.gzip = gzip ?? (content ? inMemory(gzipSync(content, { level: 9 })) : undefined);
    }
    return entry;
  }

  // Only existing files are remembered: the set of files is fixed after the build, while the set of
  // missing paths a client can ask for is not, so caching misses would let it grow without bound.
  const cache = createFileCache<FileEntry>(options.memoryBudget, bytesOf);

  async function loadAndServe(request: IncomingMessage, response: ServerResponse, path: string, headers: Readonly<Record<string, string>>, requestId: string): Promise<boolean> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return false;
    const entry = await cache.load(path, `${info.dev}:${info.ino}`, () => loadEntry(path, info.size));
    answer(request, response, entry, headers, requestId, writeLater);
    return true;
  }

  return {
    serve(request, response, path, headers, requestId) {
      const entry = cache.get(path);
      if (!entry) return loadAndServe(request, response, path, headers, requestId);
      answer(request, response, entry, headers, requestId, writeLater);
      return true;
    },
  };
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  entry: FileEntry,
  extraHeaders: Readonly<Record<string, string>>,
  requestId: string,
  writeLater: WriteLater,
): void {
  const headers: Record<string, string> = { 'Content-Type': entry.contentType, ETag: entry.etag, ...extraHeaders, 'X-Request-Id': requestId };
  if (entry.compressible) headers.Vary = 'Accept-Encoding';
  if (ifNoneMatchMatches(request.headers['if-none-match'] ?? null, entry.etag)) {
    delete headers['Content-Type'];
    response.statusCode = 304;
    writeLater(response, () => response.writeHead(304, headers).end());
    return;
  }
  const encoding = entry.identity.size > compressionThreshold ? chooseEncoding(request.headers['accept-encoding'], entry.variants) : undefined;
  const variant = encoding ? entry.variants[encoding]! : entry.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(variant.size);
  const { body } = variant;
  if (typeof body === 'string') {
    // Too large to hold: streamed from disk, as it is read.
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(body, { highWaterMark: streamChunkBytes }).pipe(response);
    return;
  }
  response.statusCode = 200;
  writeLater(response, () => response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body));
}
