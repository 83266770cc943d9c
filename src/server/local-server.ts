// The local production server: the prebuilt files and the query layer on one port, behaving like the
// Vercel deployment. It applies the same static rules (from the route table) that generate Vercel's
// routing: a static route's URL answers from its file unless the query carries a parameter the service
// knows; rewritten files are not reachable under their own path; everything else the build wrote is
// served as is; the rest goes to the core request handler, called directly.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { StoreMeta } from '../data/store-layout.ts';
import { defaultMaxUrlLength, type RawRequestHandler, type RawResponse } from '../core/dispatch.ts';
import type { RequestLike } from '../core/routing/route.ts';
import { joinChunks } from '../core/http/chunks.ts';
import { errorBody, errorStyleOfPath, v1Headers } from '../core/error-envelope.ts';
import { fixedError } from '../core/errors.ts';
import { alwaysHeaders, errorHeaders } from '../core/http/headers.ts';
import { assetHeadersFor } from '../core/routing/asset-rules.ts';
import { createRouteTester } from '../core/routing/match-route.ts';
import { encodedSeparator } from '../core/routing/encoded-separator.ts';
import { groupByTemplateHead } from '../core/routing/template-head.ts';
import { allowedMethodsOf, type Route } from '../core/routing/route.ts';
import { fillTemplate, hasKnownQueryKey, knownQueryKeysOf, precompressedSibling, staticRulesOf } from '../core/routing/static-rules.ts';
import { clientAddressOf } from './client-address.ts';
import { chooseEncoding, compressionThreshold } from './content-encoding.ts';
import { type ParserError, protocolErrorAnswer, rawErrorAnswer } from './protocol-errors.ts';
import { ApiError } from '../core/errors.ts';
import { messages } from '../core/messages.ts';
import type { Socket } from 'node:net';
import { createStaticFileServer, type StaticFileOptions } from './static-files.ts';
import { createWriteBatch } from './write-batch.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface RequestLogLine {
  method: string;
  path: string;
  status: number;
  ms: number;
  source: 'static' | 'query';
  requestId: string;
}

export interface LocalServerOptions {
  /** The Astro build output (the files to serve). */
  distDir: string;
  routes: readonly Route[];
  meta: StoreMeta;
  handler: RawRequestHandler;
  /** How many reverse proxies you run in front of the server (0: the socket's address is the client). */
  trustProxy?: number;
  log?: (line: RequestLogLine) => void;
  timeouts?: ServerTimeouts;
  /** How many file bytes to keep in memory (static-files.ts). */
  staticFiles?: StaticFileOptions;
}

/** How long a connection may take, in milliseconds (the README's table says why each). */
export interface ServerTimeouts {
  /** The request line and headers must have arrived within this (Node's `headersTimeout`). */
  headersMs: number;
  /** The whole request (Node's `requestTimeout`). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this (Node's `keepAliveTimeout`). */
  keepAliveMs: number;
}

export const defaultTimeouts: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** Node's default, stated so the 431 message can say it. */
const maxHeaderBytes = 16 * 1024;


interface StaticTarget {
  path: string;
  headers: Readonly<Record<string, string>>;
}

interface StaticDecision {
  targets: readonly StaticTarget[];
  /** Made by a route's static rule, so a known query parameter overrides it. */
  byRule: boolean;
}

/** Bodies shorter than this are joined before writing (see writeChunks). */
const smallBody = 16 * 1024;

/** Static decisions remembered per path, at most this many (a client can ask for any number of paths). */
const rememberedPaths = 20_000;

export function createLocalServer(options: LocalServerOptions): Server {
  const distDir = normalize(options.distDir);
  const rules = staticRulesOf(options.routes);
  const knownKeys = new Set(knownQueryKeysOf(options.routes));
  // Every answer's own headers with the rule's, merged once.
  const ruleHeaders = new Map(rules.map((rule) => [rule, { ...alwaysHeaders, ...rule.route.static.headers(options.meta) }]));
  // Every answer made in memory is written with the others of its turn (write-batch.ts says why).
  const writeLater = createWriteBatch();
  const files = createStaticFileServer(options.staticFiles, writeLater);
  const isRoutePath = createRouteTester(options.routes);
  const rulesFor = groupByTemplateHead(rules, (rule) => rule.route.path);
  const rewrittenFilesFor = groupByTemplateHead(
    rules.filter((rule) => rule.rewrites),
    (rule) => rule.route.static.file,
  );
  // The static decision depends on the path alone, except that a known query parameter sends a
  // route's URL to the query layer: made once per path, with whether a route's rule made it.
  const decisions = new Map<string, StaticDecision>();

  function staticTargetsOf(pathname: string, search: string): readonly StaticTarget[] {
    let decision = decisions.get(pathname);
    if (!decision) {
      decision = staticDecision(pathname);
      if (decisions.size >= rememberedPaths) decisions.clear();
      decisions.set(pathname, decision);
    }
    // As on Vercel (src/astro/vercel-routing.ts): a parameter the API knows sends a static API URL
    // to the query layer; a docs page keeps its query (the explorer reads ?path=…&sort=…).
    if (decision.byRule && search && hasKnownQueryKey(new URLSearchParams(search), knownKeys)) return [];
    return decision.targets;
  }

  function insideDist(path: string): string | undefined {
    const full = normalize(join(distDir, path));
    return full.startsWith(distDir + sep) ? full : undefined;
  }

  /** The files (and their headers) that could answer this path statically, in order. */
  function staticDecision(pathname: string): StaticDecision {
    const none = { targets: [], byRule: false };
    // Decode, then match (encoded-separator.ts): the query layer answers such a path.
    if (encodedSeparator.test(pathname)) return none;
    if (precompressedSibling.test(pathname)) return none;
    for (const rule of rulesFor(pathname)) {
      const match = rule.publicPattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(rule.names.map((name, i) => [name, match[i + 1]!]));
      const path = insideDist(fillTemplate(rule.route.static.file, params));
      const headers = rule.route.static.fileHeaders ? { ...ruleHeaders.get(rule)!, ...rule.route.static.fileHeaders(params) } : ruleHeaders.get(rule)!;
      return { targets: path ? [{ path, headers }] : [], byRule: true };
    }
    // A rewritten file is the answer of its route, not a URL of its own.
    if (rewrittenFilesFor(pathname).some((rule) => rule.filePattern.test(pathname))) return none;
    // Any other URL of a route is the query layer's: the build writes no file there, and looking for
    // one anyway (a failed stat for the path and one for its index.html) was a fifth of the CPU a
    // nested list took under load, where the same list as a query skipped this lookup.
    if (isRoutePath(pathname)) return none;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return none;
    }
    if (decoded.includes('\0')) return none;
    const path = insideDist(decoded);
    const index = insideDist(join(decoded, 'index.html'));
    const targets = [
      ...(path && !decoded.endsWith('/') ? [{ path, headers: { ...alwaysHeaders, ...assetHeadersFor(decoded) } }] : []),
      ...(index ? [{ path: index, headers: { ...alwaysHeaders, ...assetHeadersFor(`${decoded.replace(/\/$/, '')}/index.html`) } }] : []),
    ];
    return { targets, byRule: false };
  }

  /**
   * A few large chunks go out as they are, in one writev (no copy); many small ones (a sorted page is
   * two chunks per record) are joined first, since one copy costs less than thousands of writes.
   */
  function writeChunks(response: ServerResponse, chunks: readonly Buffer[] | null): void {
    if (!chunks || chunks.length === 0) response.end();
    // A small body is joined too: one copy of a few hundred bytes costs less than a write per chunk.
    else if (chunks.length === 1 || chunks.length > 16 || chunks.reduce((length, chunk) => length + chunk.length, 0) < smallBody) response.end(joinChunks(chunks));
    else {
      response.cork();
      for (const chunk of chunks) response.write(chunk);
      response.end();
      response.uncork();
    }
  }

  /** The core's view of a Node request, without building a Web Request (measurably cheaper). */
  function requestLike(request: IncomingMessage): RequestLike {
    return {
      method: request.method ?? 'GET',
      url: `http://localhost${request.url ?? '/'}`,
      headers: {
        get(name) {
          const value = request.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
      },
      // The body of a POST route (POST /mcp), which the core reads itself, up to its bound.
      body: request,
    };
  }

  interface Written {
    status: number;
    requestId: string;
  }

  /** The core's answer, written; at once when the core answered at once and nothing is to compress. */
  function answerFromQueryLayer(request: IncomingMessage, response: ServerResponse): Written | Promise<Written> {
    const answer = options.handler(requestLike(request), { clientAddress: clientAddressOf(request.headers['x-forwarded-for'], request.socket.remoteAddress, options.trustProxy ?? 0) });
    return answer instanceof Promise ? answer.then((made) => writeAnswer(request, response, made)) : writeAnswer(request, response, answer);
  }

  /** Writes the answer with the others of its turn, compressed first when it is large and the client takes it. */
  function writeAnswer(request: IncomingMessage, response: ServerResponse, answer: RawResponse): Written | Promise<Written> {
    const { headers, body } = answer;
    if (answer.status === 200 && body && Number(headers['Content-Length'] ?? 0) > compressionThreshold) {
      headers.Vary = 'Accept-Encoding';
      const encoding = chooseEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
      if (encoding) {
        return compress(joinChunks(body), encoding).then((compressed) => {
          headers['Content-Encoding'] = encoding;
          headers['Content-Length'] = String(compressed.length);
          return write(response, answer.status, headers, [compressed]);
        });
      }
    }
    return write(response, answer.status, headers, body);
  }

  // Quality 5 brotli and level 6 gzip: most of the size win at a small fraction of the cost.
  const compress = (whole: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
    encoding === 'br' ? brotli(whole, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(whole, { level: 6 });

  function write(response: ServerResponse, status: number, headers: Record<string, string>, body: readonly Buffer[] | null): Written {
    response.statusCode = status;
    writeLater(response, () => {
      response.writeHead(status, headers);
      writeChunks(response, body);
    });
    return { status, requestId: headers['X-Request-Id'] ?? '' };
  }

  async function onRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const started = performance.now();
    const target = request.url ?? '/';
    const queryStart = target.indexOf('?');
    const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
    const search = queryStart === -1 ? '' : target.slice(queryStart + 1);
    let source: RequestLogLine['source'] = 'query';
    let status = 0;
    let requestId = '';
    try {
      const refused = refusedByProtocol(request);
      if (refused) {
        status = refused.status;
        response.shouldKeepAlive = false;
        answerError(response, pathname, refused, request.method === 'HEAD');
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        for (const candidate of staticTargetsOf(pathname, search)) {
          requestId = randomUUID();
          const served = files.serve(request, response, candidate.path, candidate.headers, requestId);
          if (served === true || (served !== false && (await served))) {
            source = 'static';
            status = response.statusCode;
            break;
          }
        }
      }
      if (source === 'query' && status === 0) {
        const written = answerFromQueryLayer(request, response);
        ({ status, requestId } = written instanceof Promise ? await written : written);
      }
    } catch (error) {
      // The core handler turns its own failures into 500 envelopes; this is the server itself failing
      // (a file that vanished mid-read). Answer what can still be answered and keep serving.
      status = 500;
      console.error(JSON.stringify({ level: 'error', event: 'server_error', path: pathname, error: String(error) }));
      if (!response.headersSent) answerError(response, pathname, fixedError('INTERNAL_SERVER_ERROR'), request.method === 'HEAD');
      else response.destroy();
    }
    options.log?.({ method: request.method ?? '', path: pathname, status, ms: Math.round((performance.now() - started) * 100) / 100, source, requestId });
  }

  /** What Node's parser lets through but HTTP/1.1 refuses: another major version, a missing Host. */
  function refusedByProtocol(request: IncomingMessage): ApiError | undefined {
    if (request.httpVersionMajor !== 1) return new ApiError('HTTP_VERSION_NOT_SUPPORTED', messages.httpVersion());
    // Node's own answer to this (requireHostHeader) was a 400 with no body.
    if (request.httpVersionMinor === 1 && request.headers.host === undefined) return new ApiError('BAD_REQUEST', messages.missingHost());
    return undefined;
  }

  function answerError(response: ServerResponse, pathname: string, error: ApiError, head: boolean): void {
    const style = errorStyleOfPath(pathname);
    response.writeHead(error.status, { ...alwaysHeaders, ...(style === 'v1' ? v1Headers : {}), ...errorHeaders, ...error.headers, 'X-Request-Id': randomUUID() });
    response.end(head ? undefined : JSON.stringify(errorBody(style, error)));
  }

  const timeouts = options.timeouts ?? defaultTimeouts;
  const server = createServer(
    {
      maxHeaderSize: maxHeaderBytes,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // How often Node looks for connections past their timeouts (default 30 s, which would let a
      // slow client keep a connection three times longer than headersTimeout says).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 4)),
      // A request without Host reaches onRequest, which answers it in the envelope.
      requireHostHeader: false,
    },
    (request, response) => void onRequest(request, response),
  );
  const limits = { maxHeaderBytes, maxUrlLength: defaultMaxUrlLength, headersTimeoutMs: timeouts.headersMs, requestTimeoutMs: timeouts.requestMs };
  // Each connection's current response: a timeout while it exists came after the headers (the body
  // is late), and one whose answer has begun must not get a second answer written into it.
  const responses = new WeakMap<Socket, ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    responses.set(request.socket, response);
    response.once('finish', () => responses.delete(request.socket));
  });
  // A request Node cannot parse or that arrives too slowly gets the JSON envelope too, instead of
  // Node's bare status line.
  server.on('clientError', (error: ParserError, socket: Socket) => {
    const response = responses.get(socket);
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) socket.destroy();
    else socket.end(protocolErrorAnswer(error, limits, { headersDone: response !== undefined }));
  });
  // CONNECT is handed to 'connect' listeners, not to the request handler; without one Node closed
  // the socket, and nginx in front answered 500.
  server.on('connect', (request: IncomingMessage, socket: Socket) => {
    const error = new ApiError('METHOD_NOT_ALLOWED', messages.methodNotAllowed('CONNECT'), { Allow: allowedMethodsOf([]) });
    socket.end(rawErrorAnswer(error, request.url ?? '/', false));
  });
  return server;
}
