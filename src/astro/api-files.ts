// The API's prebuilt files (every record and nested list, the datasets, /health, /v2/meta,
// /v2/openapi.json), written into the build's output by the static-output integration. Which files
// exist comes from the route table (`staticFilesOf`), and each body is the answer of the same request
// handler that serves queries, so a static file and the query layer's answer for the same URL are the
// same bytes.
//
// Why not Astro endpoints with getStaticPaths (as the docs pages are): Astro renders each path
// through its whole page pipeline (a Request, middleware, a Response, one awaited file write), about
// 3 ms a file here, so the ~60,000 files took 50 s of the build. Asking the handler and writing the
// bytes takes ~8 s, which keeps a rebuild after a one-page change under the 60 s that issue 14 asks.
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRawRequestHandler } from '../core/dispatch.ts';
import { joinChunks } from '../core/http/chunks.ts';
import { routeTable } from '../core/routing/route-table.ts';
import { staticFilesOf } from '../core/routing/static-rules.ts';
import { getStore } from '../data/store.ts';

/** Writes in flight at once: enough to keep the disk busy while the handler makes the next body. */
const writesInFlight = 16;

/** Writes every API file under `outDir`; returns how many. */
export async function writeApiFiles(outDir: string): Promise<number> {
  // The raw handler: no Web Request or Response to build per file, and the body's chunks as they are.
  const handleRequest = createRawRequestHandler({ routes: routeTable });
  const noHeaders = { get: () => null };
  const files = staticFilesOf(routeTable, getStore());
  const madeDirs = new Set<string>();
  const pending = new Set<Promise<void>>();
  for (const { file, url } of files) {
    const answer = await handleRequest({ method: 'GET', url: `http://localhost${url}`, headers: noHeaders });
    const body = joinChunks(answer.body ?? []);
    if (answer.status !== 200) throw new Error(`Prebuilding ${url} answered ${answer.status}: ${body.toString('utf8')}`);
    const path = join(outDir, file);
    const dir = dirname(path);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    const write = writeFile(path, body).finally(() => pending.delete(write));
    pending.add(write);
    if (pending.size >= writesInFlight) await Promise.race(pending);
  }
  await Promise.all(pending);
  return files.length;
}
