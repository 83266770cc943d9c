// `npm run dev`, as a contributor starts it: Astro's dev server answers the API from the compiled
// store and renders the docs on demand. How fast it starts is a figure in the README (measured on a
// quiet machine), not an assertion here: a loaded CI machine must not fail a correct server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const startupLimit = 90_000;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = performance.now();
// A contributor's environment: vitest's own variables (NODE_ENV=test, MODE, DEV, PROD, SSR, BASE_URL,
// VITEST_*) would otherwise reach Vite inside Astro and change how it runs.
const vitestKeys = /^(VITEST.*|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|TEST)$/;
const contributorEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !vitestKeys.test(key)));
const dev = spawn(process.execPath, ['scripts/dev.ts'], { env: { ...contributorEnv, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
dev.stdout!.on('data', (chunk) => (output += chunk));
dev.stderr!.on('data', (chunk) => (output += chunk));

afterAll(() => {
  // Astro's dev server runs in the child's own process group: stop all of it.
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
});

async function firstAnswer(path: string, deadlineMs: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(base + path);
    } catch (error) {
      if (performance.now() - started > deadlineMs) throw new Error(`no answer from ${path} after ${deadlineMs} ms: ${output}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('npm run dev', () => {
  it('answers the API and the docs', async () => {
    const api = await firstAnswer('/v2/provinces?sort=name&limit=3&fields=id,name', startupLimit);
    expect(api.status).toBe(200);
    expect((await api.json()).data).toEqual([
      { id: 1, name: 'Adana' },
      { id: 2, name: 'Adıyaman' },
      { id: 3, name: 'Afyonkarahisar' },
    ]);
    const docs = await firstAnswer('/en/', startupLimit);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<html lang="en">');
  }, startupLimit + 10_000);

  it('answers a record and an unknown route with the contract, like the built site', async () => {
    const record = await firstAnswer('/v2/provinces/34', startupLimit);
    expect((await record.json()).data.name).toBe('İstanbul');
    const unknown = await firstAnswer('/v2/nowhere', startupLimit);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found.', status: 404 } });
    // A docs URL with no page reaches the catch-all endpoint, which must answer, not hand it back to Astro.
    const noPage = await firstAnswer('/en/no-such-page/', startupLimit);
    expect(noPage.status).toBe(404);
  }, startupLimit + 10_000);

  it('serves the address element and its lists, which a build would write as files', async () => {
    const module = await firstAnswer('/turkiye-address.js', startupLimit);
    expect(module.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await module.text()).toContain('turkiye-address');
    const kadikoy = await firstAnswer('/turkiye-address/data/districts/1421.json', startupLimit);
    expect((await kadikoy.json()).n).toContainEqual([40512, 'Caferağa', '34710', 0]);
  }, startupLimit + 10_000);
});
