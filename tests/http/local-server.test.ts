// What only the local server does: trusting X-Forwarded-For when told to, draining in-flight requests
// on SIGTERM, answering unparseable requests with the envelope, logging one line per request, and
// refusing to start on a missing or damaged store.
import { copyFileSync, cpSync, mkdirSync, truncateSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '../support/datasets.ts';
import { downloadsAcrossSigterm } from '../support/drain.ts';
import { getFrom, rawGet } from '../support/raw-http.ts';
import { startServerProcess } from '../support/server-process.ts';

const server = (env: Record<string, string> = {}) => startServerProcess('.server/main.mjs', env);

describe('the local server', () => {
  it('counts the client the trusted proxy saw (TRUST_PROXY=1: the right-most X-Forwarded-For entry)', async () => {
    const trusting = await server({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
    try {
      // The proxy appends the address it saw; whatever a client writes before it is ignored.
      const query = (forwardedFor: string) => getFrom(trusting.url, '/v2/provinces?limit=1', '127.0.0.1', { 'X-Forwarded-For': forwardedFor });
      const spoofed = (client: string) => query(`198.51.100.${Math.floor(Math.random() * 250) + 1}, ${client}`);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await spoofed('203.0.113.1')).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await query('203.0.113.1')).status).toBe(429);
      expect((await spoofed('203.0.113.2')).status).toBe(200);
    } finally {
      await trusting.stop();
    }
  });

  it('counts the socket address when TRUST_PROXY is 0, whatever X-Forwarded-For says', async () => {
    const direct = await server({ TRUST_PROXY: 'false', RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await getFrom(direct.url, '/v2/provinces?limit=1', '127.0.0.1', { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.stop();
    }
  });

  it.each(['true', 'yes', '-1', '10'])('refuses to start with TRUST_PROXY=%s, naming the variable', async (value) => {
    const refused = await server({ TRUST_PROXY: value }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toContain(
      'Could not start the server: Invalid configuration: TRUST_PROXY: TRUST_PROXY must be the number of reverse proxies in front of the server: 0 (or false) for none, 1 for one proxy, up to 9.',
    );
  });

  it('finishes the requests in flight on SIGTERM, then exits', async () => {
    const running = await server();
    expect(await downloadsAcrossSigterm(running, '/v2/datasets/neighborhoods.json')).toEqual(Array(4).fill(5644817));
    expect(await running.exited).toBe(0);
    expect(running.output.some((line) => line.includes('"event":"shutdown"'))).toBe(true);
  });

  it('answers an unparseable request with the JSON envelope and keeps serving', async () => {
    const running = await server();
    try {
      const raw = await rawGet(running.url, Buffer.from('/v2/provinces?search=Kadıköy', 'utf8'));
      expect(raw.status).toBe(400);
      expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(raw.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(raw.body)).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: 'The request line or headers are malformed or too large; percent-encode the URL (RFC 3986) and keep headers short.',
          status: 400,
        },
      });
      expect((await rawGet(running.url, '/health')).status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('logs one JSON line per request, without the query', async () => {
    const running = await server({ LOG_REQUESTS: 'true' });
    try {
      await fetch(`${running.url}/v2/provinces/34`);
      await fetch(`${running.url}/v2/neighborhoods?search=secret-value`);
      // The log is written asynchronously; stopping writes what is left.
      await running.stop();
      const lines = running.output.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'request');
      expect(lines).toHaveLength(2);
      // The same fields as ever, whatever the logger: nothing added (no pid, no hostname), nothing lost.
      expect(Object.keys(lines[0]!).sort()).toEqual(['event', 'level', 'method', 'ms', 'path', 'requestId', 'source', 'status', 'time']);
      expect(lines[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(lines[0]).toMatchObject({ level: 'info', method: 'GET', path: '/v2/provinces/34', status: 200, source: 'static' });
      expect(lines[1]).toMatchObject({ method: 'GET', path: '/v2/neighborhoods', status: 200, source: 'query' });
      expect(typeof lines[1]!.ms).toBe('number');
      expect(running.output.join('\n')).not.toContain('secret-value');
    } finally {
      await running.stop();
    }
  });

  it('writes the line of every request it answered before exiting on SIGTERM', async () => {
    const running = await server({ LOG_REQUESTS: 'true' });
    // Heavy answers on 24 connections at once, SIGTERM as soon as the first has its headers: the rest
    // finish during the drain, and their lines are logged just before the process would exit.
    const answered: string[] = [];
    let signalled = false;
    const requests = Array.from(
      { length: 24 },
      (_, i) =>
        new Promise<void>((resolve) => {
          request(`${running.url}/v2/neighborhoods?sort=-population&limit=1000&offset=${i}`, { agent: false }, (response) => {
            if (!signalled) {
              signalled = true;
              running.process.kill('SIGTERM');
            }
            response.resume().on('end', () => {
              answered.push(String(response.headers['x-request-id']));
              resolve();
            });
          })
            .on('error', () => resolve())
            .end();
        }),
    );
    await Promise.all(requests);
    expect(await running.exited).toBe(0);
    const logged = running.output.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'request');
    expect(answered.length).toBeGreaterThan(0);
    expect(logged.map((line) => line.requestId).sort()).toEqual(answered.sort());
    expect(running.output.some((line) => line.includes('"event":"shutdown"'))).toBe(true);
  });

  it('refuses to start with an unknown LOG_LEVEL, naming the levels', async () => {
    await expect(server({ LOG_LEVEL: 'verbose' })).rejects.toThrow('Invalid configuration: LOG_LEVEL: LOG_LEVEL must be one of debug, info, warn, error, silent.');
  });

  it('refuses to start without a compiled store', async () => {
    await expect(server({ STORE_DIR: temporaryDir('empty-store') })).rejects.toThrow(/No compiled store in .*Run `npm run build` first/);
  });

  it('refuses to start on a damaged store, never serving partial data', async () => {
    const damaged = join(temporaryDir('store'), 'store');
    mkdirSync(damaged);
    cpSync('.store', damaged, { recursive: true });
    truncateSync(join(damaged, 'villages.bin'), 1000);
    await expect(server({ STORE_DIR: damaged })).rejects.toThrow(/villages\.bin is damaged .*run the build again/);
    copyFileSync('.store/villages.bin', join(damaged, 'villages.bin'));
    const repaired = await server({ STORE_DIR: damaged });
    expect((await fetch(`${repaired.url}/v2/villages?limit=1`)).status).toBe(200);
    await repaired.stop();
  });
});
