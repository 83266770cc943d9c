// Vitest's globalSetup: one server per host for the whole run, not one per test file. The built local
// server and the Vercel-output harness start once here, and their URLs reach every test file through
// `provide`/`inject` (describeEachTarget and sharedServerUrl use them). Suites that need other
// settings (rate limits, timeouts) still start their own server.
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { serverBundle } from '../../scripts/server-launch.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { targets } from './targets.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the shared server of each target, by target name. */
    targetUrls: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Without a build there is nothing to start; the suites that need one say so when they start theirs.
  const available = existsSync(serverBundle) ? targets.filter((target) => !target.skip) : [];
  const running: ServerProcess[] = await Promise.all(available.map((target) => startServerProcess(target.script, target.env)));
  project.provide('targetUrls', Object.fromEntries(running.map((server, i) => [available[i]!.name, server.url])));
  return async () => {
    await Promise.all(running.map((server) => server.stop()));
  };
}
