// A stand-in for Vercel that serves .vercel/output on loopback, so the HTTP suite can run against the
// deployment as built: it applies config.json's routes (Build Output API v3: sequential `src` regexes
// with `continue`, `headers`, `methods`, `has`, `dest`; the `filesystem` and `hit` phases), serves
// `static/` (content type by extension, strong ETag, 304, HEAD) and calls the built function's
// `fetch` in-process, with the function's folder as working directory, as Vercel does (/var/task).
// Vercel's edge compresses what it sends; the harness stands in for it by sending a file's `.br` or
// `.gz` sibling from the build (every compressible file over 1 KB has them) as the client accepts,
// and does not compress function answers. It has no request ids on files (Vercel adds its own).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentTypes } from '../../src/core/http/content-types.ts';
import { chooseEncoding } from '../../src/server/content-encoding.ts';

interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  methods?: string[];
  has?: Array<{ type: string; key: string }>;
  continue?: boolean;
  status?: number;
  handle?: string;
}

const outputDir = resolve(process.env.VERCEL_OUTPUT_DIR ?? '.vercel/output');
const config = JSON.parse(readFileSync(join(outputDir, 'config.json'), 'utf8')) as { routes: Route[] };
const staticDir = join(outputDir, 'static');

/** The routes of each phase: before the filesystem, after it (on a miss), and on a hit. */
const phases: Record<'main' | 'miss' | 'hit', Route[]> = { main: [], miss: [], hit: [] };
let phase: keyof typeof phases = 'main';
for (const route of config.routes) {
  if (route.handle === 'filesystem') phase = 'miss';
  else if (route.handle === 'hit') phase = 'hit';
  else if (route.handle) throw new Error(`The harness does not know the ${route.handle} phase.`);
  else phases[phase].push(route);
}
const compiled = new Map(config.routes.filter((route) => route.src).map((route) => [route, new RegExp(route.src!)]));

const functions = new Map<string, { fetch(request: Request): Promise<Response> }>();
let functionImportMs = 0;
async function loadFunction(name: string) {
  const dir = join(outputDir, 'functions', `${name}.func`);
  const vcConfig = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8')) as { handler: string; runtime: string };
  if (vcConfig.runtime !== 'nodejs22.x') throw new Error(`${name}: runtime ${vcConfig.runtime}, expected nodejs22.x`);
  process.chdir(dir);
  const started = performance.now();
  const module = (await import(pathToFileURL(join(dir, vcConfig.handler)).href)) as { default: { fetch(request: Request): Promise<Response> } };
  functionImportMs = performance.now() - started;
  functions.set(name, module.default);
}
await loadFunction('_render');


const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

function matches(route: Route, path: string, request: IncomingMessage, query: URLSearchParams): RegExpExecArray | null {
  if (route.methods && !route.methods.includes(request.method ?? 'GET')) return null;
  if (route.has?.some((condition) => condition.type === 'query' && !query.has(condition.key))) return null;
  return compiled.get(route)!.exec(path);
}

/** The static file for a path: the file itself, or a folder's index.html. No segment may climb out. */
function staticFile(path: string): string | undefined {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.some((segment) => segment === '..' || segment.includes('/') || segment.includes('\0'))) return undefined;
  for (const candidate of [join(staticDir, ...segments), join(staticDir, ...segments, 'index.html')]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

const etags = new Map<string, string>();
function serveFile(request: IncomingMessage, response: ServerResponse, file: string, headers: Record<string, string>) {
  const body = readFileSync(file);
  let etag = etags.get(file);
  if (!etag) {
    etag = `"${createHash('sha256').update(body).digest('hex')}"`;
    etags.set(file, etag);
  }
  const all = lowerCased({
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    ...lowerCased(headers),
    ETag: etag,
  });
  const inm = request.headers['if-none-match'];
  if (inm && (inm.trim() === '*' || inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
    delete all['content-type'];
    response.writeHead(304, all).end();
    return;
  }
  const siblings = { br: existsSync(`${file}.br`), gzip: existsSync(`${file}.gz`) };
  const encoding = chooseEncoding(request.headers['accept-encoding'], siblings);
  const sent = encoding ? readFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`) : body;
  if (siblings.br || siblings.gzip) all.vary = 'Accept-Encoding';
  if (encoding) all['content-encoding'] = encoding;
  all['content-length'] = String(sent.length);
  response.writeHead(200, all);
  response.end(request.method === 'HEAD' ? undefined : sent);
}

async function callFunction(name: string, request: IncomingMessage, response: ServerResponse, headers: Record<string, string>) {
  const incoming = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') incoming.set(key, value);
    else if (value) for (const item of value) incoming.append(key, item);
  }
  // Vercel's edge replaces the client-address headers with the address it saw, whatever the client sent.
  for (const header of ['x-forwarded-for', 'x-vercel-forwarded-for', 'x-real-ip']) incoming.set(header, request.socket.remoteAddress ?? '');
  // Functions see the URL the client asked for, whatever rewrites the routes made, and its body (POST /mcp).
  const chunks: Buffer[] = [];
  if (request.method !== 'GET' && request.method !== 'HEAD') for await (const chunk of request) chunks.push(chunk as Buffer);
  const requestBody = chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
  const answer = await functions.get(name)!.fetch(new Request(`http://localhost${request.url}`, { method: request.method, headers: incoming, body: requestBody }));
  // Header names are case-insensitive: the function's value replaces the route's.
  const outgoing = lowerCased(headers);
  for (const [key, value] of answer.headers) outgoing[key] = value;
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, outgoing);
  response.end(request.method === 'HEAD' ? undefined : body);
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const target = request.url ?? '/';
  const queryStart = target.indexOf('?');
  let path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1));
  const headers: Record<string, string> = {};
  for (const route of phases.main) {
    const match = matches(route, path, request, query);
    if (!match) continue;
    Object.assign(headers, lowerCased(route.headers ?? {}));
    if (route.dest && functions.has(route.dest)) return callFunction(route.dest, request, response, headers);
    if (route.dest) {
      path = route.dest.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '');
      break;
    }
    if (!route.continue) break;
  }
  const file = request.method === 'GET' || request.method === 'HEAD' ? staticFile(path) : undefined;
  if (file) {
    for (const route of phases.hit) if (matches(route, path, request, query)) Object.assign(headers, lowerCased(route.headers ?? {}));
    return serveFile(request, response, file, headers);
  }
  for (const route of phases.miss) {
    if (matches(route, path, request, query) && route.dest && functions.has(route.dest)) return callFunction(route.dest, request, response, headers);
  }
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('The page could not be found (harness: no route).');
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(502).end('harness: the function failed');
  });
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ event: 'listening', url: `http://127.0.0.1:${port}`, functionImportMs: Math.round(functionImportMs) }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
