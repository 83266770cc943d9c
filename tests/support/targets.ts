// The HTTP suite runs against every host the service has: the local server, and (once built) the
// Vercel output through its in-repo harness. A suite is written once as a function of its target.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createContract, loadPublishedDocument } from './contract.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

let assertDocumented: ReturnType<typeof createContract> | undefined;

export interface Target {
  name: string;
  script: string;
  /** Settings the target always runs with. */
  env?: Record<string, string>;
  /**
   * The ETag of a prebuilt file. Our hosts send the quoted sha256 of the body; nginx sends its own
   * (the file's time and size in hex), and the query layer's answers behind it still the sha256.
   */
  fileEtag?: RegExp;
  /** Why this target is skipped, when it is. */
  skip?: string;
}

const nginxInstalled = spawnSync('nginx', ['-v']).error === undefined;

export const targets: Target[] = [
  // The built server, as `npm start` runs it.
  { name: 'local server', script: '.server/main.mjs' },
  {
    name: 'vercel output',
    script: 'tests/support/vercel-harness.ts',
    skip: existsSync('.vercel/output/config.json') ? undefined : 'no Vercel build (.vercel/output); run npm run build:vercel',
  },
  // nginx in front of a query-layer worker, as `npm run serve` runs it. CI installs nginx (.ci/run),
  // so there a missing nginx fails the run instead of skipping.
  {
    name: 'nginx',
    script: '.server/serve.mjs',
    env: { WORKERS: '1' },
    fileEtag: /^"(?:[0-9a-f]{64}|[0-9a-f]+-[0-9a-f]+)"$/,
    skip: nginxInstalled || process.env.CI ? undefined : 'nginx is not installed (Debian: apt-get install nginx-light libnginx-mod-http-brotli-static)',
  },
];

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body (undefined when empty or not JSON). */
  // biome-ignore lint/suspicious/noExplicitAny: responses are asserted field by field
  json: any;
}

/** The quoted sha256 of a body: every ETag of the query layer, and of files on our own hosts. */
export const sha256Etag = /^"[0-9a-f]{64}"$/;

export interface Api {
  url: string;
  /** The target's name: `local server`, `vercel output`, `nginx`. */
  host: string;
  /** What a file's ETag looks like on this host (Target.fileEtag). */
  fileEtag: RegExp;
  /** Whether a file's ETag is the sha256 of its body here. */
  hashesFiles: boolean;
  get(path: string, init?: RequestInit): Promise<ApiResponse>;
  /**
   * The suite's own server, when it asked for settings (`env`) and so got one; its lines are the ones
   * it logged (request logs are off in tests, but errors are written). Absent on the shared servers.
   */
  server?: ServerProcess;
}

/** The local server for a file's tests: the run's shared one, or one of its own when there is none. */
export function localServer(): () => string {
  let own: ServerProcess | undefined;
  let url = '';
  beforeAll(async () => {
    const shared = sharedServerUrl();
    if (!shared) own = await startServerProcess('.server/main.mjs');
    url = shared ?? own!.url;
  });
  afterAll(() => own?.stop());
  return () => url;
}

/** The URL of the run's shared server of a target (tests/support/global-servers.ts), if it started. */
export const sharedServerUrl = (targetName = 'local server'): string | undefined => inject('targetUrls')?.[targetName];

/**
 * `describe` once per target. Without `env`, the block uses the run's shared server of the target;
 * with `env` (other settings), a server of its own is started for the block and stopped after it.
 */
export function describeEachTarget(title: string, body: (api: () => Api) => void, env: Record<string, string> = {}): void {
  for (const target of targets) {
    describe.skipIf(Boolean(target.skip))(`${title} [${target.name}]`, () => {
      let server: ServerProcess | undefined;
      let api: Api;
      beforeAll(async () => {
        const shared = Object.keys(env).length === 0 ? sharedServerUrl(target.name) : undefined;
        if (!shared) server = await startServerProcess(target.script, { ...target.env, ...env });
        const url = shared ?? server!.url;
        api = {
          url,
          host: target.name,
          server,
          fileEtag: target.fileEtag ?? sha256Etag,
          hashesFiles: target.fileEtag === undefined,
          async get(path, init) {
            const response = await fetch(url + path, { redirect: 'manual', ...init });
            const text = await response.text();
            // Dataset downloads come as CSV, NDJSON, SQLite or plain text too: only JSON is parsed.
            const isJson = /^application\/(?:[a-z.+-]+\+)?json\b/.test(response.headers.get('content-type') ?? 'application/json');
            const json = text && isJson ? JSON.parse(text) : undefined;
            // Every answer the suite receives must be one the OpenAPI document describes.
            assertDocumented ??= createContract(loadPublishedDocument());
            assertDocumented(init?.method ?? 'GET', new URL(response.url || url + path).pathname, response.status, json, text, response.headers.get('content-type'));
            return { status: response.status, headers: response.headers, text, json };
          },
        };
      });
      afterAll(() => server?.stop());
      body(() => api);
    });
  }
}

export const datasetMeta = { datasetVersion: '2025', lastUpdated: '2026-11-28' } as const;

/** The exact error body of a v2 error. */
export const errorBody = (code: string, message: string, status: number) => ({ error: { code, message, status } });
