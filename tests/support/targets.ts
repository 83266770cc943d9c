// The HTTP suite runs against every host the service has: the local server, and (once built) the
// Vercel output through its in-repo harness. A suite is written once as a function of its target.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe } from 'vitest';
import { createContract, loadPublishedDocument } from './contract.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

let assertDocumented: ReturnType<typeof createContract> | undefined;

export interface Target {
  name: string;
  script: string;
  /** Why this target is skipped, when it is. */
  skip?: string;
}

export const targets: Target[] = [
  // The built server, as `npm start` runs it.
  { name: 'local server', script: '.server/main.mjs' },
  {
    name: 'vercel output',
    script: 'tests/support/vercel-harness.ts',
    skip: existsSync('.vercel/output/config.json') ? undefined : 'no Vercel build (.vercel/output); run npm run build:vercel',
  },
];

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body (undefined when empty or not JSON). */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- responses are asserted field by field
}

export interface Api {
  url: string;
  get(path: string, init?: RequestInit): Promise<ApiResponse>;
  /** Lines the server logged (request logs are off in tests, but errors are written). */
  server: ServerProcess;
}

/** `describe` once per target, with a server started for the block and stopped after it. */
export function describeEachTarget(title: string, body: (api: () => Api) => void, env: Record<string, string> = {}): void {
  for (const target of targets) {
    describe.skipIf(Boolean(target.skip))(`${title} [${target.name}]`, () => {
      let server: ServerProcess;
      let api: Api;
      beforeAll(async () => {
        server = await startServerProcess(target.script, env);
        api = {
          url: server.url,
          server,
          async get(path, init) {
            const response = await fetch(server.url + path, { redirect: 'manual', ...init });
            const text = await response.text();
            // Dataset downloads come as CSV, NDJSON, SQLite or plain text too: only JSON is parsed.
            const isJson = /^application\/(?:[a-z.+-]+\+)?json\b/.test(response.headers.get('content-type') ?? 'application/json');
            const json = text && isJson ? JSON.parse(text) : undefined;
            // Every answer the suite receives must be one the OpenAPI document describes.
            assertDocumented ??= createContract(loadPublishedDocument());
            assertDocumented(init?.method ?? 'GET', new URL(response.url || server.url + path).pathname, response.status, json, text, response.headers.get('content-type'));
            return { status: response.status, headers: response.headers, text, json };
          },
        };
      });
      afterAll(() => server.stop());
      body(() => api);
    });
  }
}

export const datasetMeta = { datasetVersion: '2025', lastUpdated: '2026-05-21' } as const;

/** The exact error body of a v2 error. */
export const errorBody = (code: string, message: string, status: number) => ({ error: { code, message, status } });
