// Serving prebuilt files: strong ETags (sha256 of the content, computed once per file), 304s,
// precompressed `.br`/`.gz` siblings when the build made them, on-the-fly compression of other
// compressible files over 1 KB, and HEAD. Small files stay in memory after their first request.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ifNoneMatchMatches, strongEtag } from '../core/http/etag.ts';
import { compressibleExtensions, contentTypes } from '../core/http/content-types.ts';
import { chooseEncoding, compressionThreshold, type Encoding } from './content-encoding.ts';


/** Files up to this size are kept in memory (with their compressed forms) after the first request. */
const cachedFileLimit = 256 * 1024;

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

async function variantFromDisk(path: string): Promise<Variant | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return info.size <= cachedFileLimit ? { body: await readFile(path), size: info.size } : { body: path, size: info.size };
}

async function loadEntry(path: string): Promise<FileEntry> {
  const extension = extname(path);
  const content = await readFile(path);
  const entry: FileEntry = {
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    etag: strongEtag(content),
    identity: content.length <= cachedFileLimit ? { body: content, size: content.length } : { body: path, size: content.length },
    variants: {},
    compressible: compressibleExtensions.has(extension),
  };
  if (entry.compressible && content.length > compressionThreshold) {
    const [br, gzip] = await Promise.all([variantFromDisk(`${path}.br`), variantFromDisk(`${path}.gz`)]);
    // Without a precompressed sibling, compress small files once and keep the result.
    entry.variants.br = br ?? (content.length <= cachedFileLimit ? inMemory(brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })) : undefined);
    entry.variants.gzip = gzip ?? (content.length <= cachedFileLimit ? inMemory(gzipSync(content, { level: 9 })) : undefined);
  }
  return entry;
}

const inMemory = (body: Buffer): Variant => ({ body, size: body.length });

export interface StaticFileServer {
  /**
   * Answers the request from the file at `path` (absolute), with `headers` added. Resolves false when
   * the file does not exist, so the caller can fall through to the query layer.
   */
  serve(request: IncomingMessage, response: ServerResponse, path: string, headers: Record<string, string>): Promise<boolean>;
}

export function createStaticFileServer(): StaticFileServer {
  // Only existing files are remembered: the set of files is fixed after the build, while the set of
  // missing paths a client can ask for is not, so caching misses would let it grow without bound.
  const entries = new Map<string, Promise<FileEntry>>();

  async function entryFor(path: string): Promise<FileEntry | undefined> {
    const known = entries.get(path);
    if (known) return known;
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const loading = loadEntry(path);
    entries.set(path, loading);
    loading.catch(() => entries.delete(path));
    return loading;
  }

  return {
    async serve(request, response, path, extraHeaders) {
      const entry = await entryFor(path);
      if (!entry) return false;
      const headers: Record<string, string> = { 'Content-Type': entry.contentType, ETag: entry.etag, ...extraHeaders };
      if (entry.compressible) headers.Vary = 'Accept-Encoding';
      if (ifNoneMatchMatches(request.headers['if-none-match'] ?? null, entry.etag)) {
        delete headers['Content-Type'];
        response.writeHead(304, headers).end();
        return true;
      }
      const encoding = entry.identity.size > compressionThreshold ? chooseEncoding(request.headers['accept-encoding'], entry.variants) : undefined;
      const variant = encoding ? entry.variants[encoding]! : entry.identity;
      if (encoding) headers['Content-Encoding'] = encoding === 'gzip' ? 'gzip' : 'br';
      headers['Content-Length'] = String(variant.size);
      response.writeHead(200, headers);
      if (request.method === 'HEAD') response.end();
      else if (typeof variant.body === 'string') createReadStream(variant.body).pipe(response);
      else response.end(variant.body);
      return true;
    },
  };
}
