// The static output, after Astro wrote the pages: the API's files (src/astro/api-files.ts), then
// `.br` and `.gz` beside every compressible file over 1 KB (DESIGN §3: bodies over 1 KB go out
// compressed), so every host sends the same bytes without compressing per request: the embedded
// server, nginx (gzip_static, brotli_static: it compresses nothing itself) and the Vercel harness.
// Then the whole folder is moved into .vercel/output/static.
//
// Brotli at quality 11 is slow (seconds for the neighborhoods file), so large files' results are kept
// in a cache keyed by content hash, and an unchanged rebuild reuses them. The ~6,300 files from 1 KB
// to 32 KB (place pages, nested lists' default pages, postal codes) took ~74 s more at quality 11 and
// ~1 s at quality 6, 12% larger (measured on a 7 MB sample of them: 1.80 MB against 2.05 MB; qualities
// 5 to 9 all gave 2.04–2.05 MB): they are compressed at 6, each build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { compressibleExtensions } from '../core/http/content-types.ts';
import { devElementFile, writeAddressElementFiles } from './address-element-files.ts';
import { writeApiFiles } from './api-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies up to 1 KB go out as they are (most records are a few hundred bytes). */
export const precompressThreshold = 1024;
/** From this size, brotli at its best quality, cached. */
const largeFile = 32 * 1024;
const cacheDir = 'node_modules/.cache/precompressed';

async function* compressibleFiles(dir: string): AsyncGenerator<{ path: string; size: number }> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(path);
    else if (compressibleExtensions.has(extname(entry.name))) {
      const { size } = await stat(path);
      if (size > precompressThreshold) yield { path, size };
    }
  }
}

// The latest and the pinned copy of a dataset have the same content: compress it once.
const inFlight = new Map<string, Promise<string>>();

function cached(key: string, make: () => Promise<Buffer>): Promise<string> {
  const path = join(cacheDir, key);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      if (!existsSync(path)) {
        // Written aside and renamed, so an interrupted build never leaves a truncated entry.
        await writeFile(`${path}.tmp-${process.pid}`, await make());
        await rename(`${path}.tmp-${process.pid}`, path);
      }
      return path;
    })();
    inFlight.set(key, pending);
  }
  return pending;
}

export async function precompressDirectory(dir: string): Promise<string[]> {
  await mkdir(cacheDir, { recursive: true });
  const done: string[] = [];
  const work: Promise<void>[] = [];
  for await (const { path, size } of compressibleFiles(dir)) {
    work.push(
      (async () => {
        const content = await readFile(path);
        if (size < largeFile) {
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        } else {
          const hash = createHash('sha256').update(content).digest('hex');
          const [br, gz] = await Promise.all([
            cached(`${hash}.br`, () =>
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            ),
            cached(`${hash}.gz`, () => gzipAsync(content, { level: 9 })),
          ]);
          await Promise.all([copyFile(br, `${path}.br`), copyFile(gz, `${path}.gz`)]);
        }
        done.push(path);
      })(),
    );
  }
  await Promise.all(work);
  return done;
}

export const vercelStaticDir = '.vercel/output/static';

export const staticOutputIntegration = (): AstroIntegration => ({
  name: 'static-output',
  hooks: {
    // `npm run dev` writes no files: the address element's are made on request (the API's are
    // answered by the core through src/fetch.ts).
    'astro:server:setup': ({ server }) => {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!path.startsWith('/turkiye-address')) return next();
        devElementFile(path).then((file) => {
          if (!file) return next();
          response.writeHead(200, { 'Content-Type': file.type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
          response.end(file.body);
        }, next);
      });
    },
    // Runs after the adapter's build:done (the adapter is first among integrations) and before the
    // copy into .vercel/output/static that the adapter adds as its own last integration. Copying
    // ~52,600 files takes ~15 s here; moving the folder takes nothing, and leaves the copy with an
    // empty folder to copy.
    'astro:build:done': async ({ dir, logger }) => {
      const clientDir = fileURLToPath(dir);
      let started = performance.now();
      const apiFiles = await writeApiFiles(clientDir);
      logger.info(`${apiFiles} API files written from the route table in ${Math.round(performance.now() - started)} ms`);
      started = performance.now();
      const element = await writeAddressElementFiles(clientDir);
      logger.info(`<turkiye-address> at ${element.versionedPath} (integrity ${element.integrity}) and ${element.files - 3} data files written in ${Math.round(performance.now() - started)} ms`);
      started = performance.now();
      const files = await precompressDirectory(clientDir);
      logger.info(`${files.length} files precompressed (br, gz) in ${Math.round(performance.now() - started)} ms`);
      rmSync(vercelStaticDir, { recursive: true, force: true });
      renameSync(clientDir, vercelStaticDir);
      mkdirSync(clientDir);
    },
  },
});
