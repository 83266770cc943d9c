// The local server's own last resort: when answering fails outside the core handler (which turns its
// own failures into 500 envelopes), the client still gets the envelope with the headers every error
// has, and the server keeps serving.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../core/routing/route-table.ts';
import { getStore } from '../data/store.ts';
import { temporaryDir } from '../../tests/support/datasets.ts';
import { createLocalServer } from './local-server.ts';

describe('the local server when answering fails', () => {
  let url = '';
  let calls = 0;
  const server = createLocalServer({
    distDir: temporaryDir('empty-dist'),
    routes: routeTable,
    meta: getStore().meta,
    handler: async () => {
      calls++;
      throw new Error('the query layer failed');
    },
  });
  const errors: string[] = [];
  const consoleError = console.error;

  beforeAll(async () => {
    console.error = (line: string) => errors.push(line);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    console.error = consoleError;
    await new Promise((done) => server.close(done));
  });

  it('answers a v2 path with the v2 500 envelope, not cached', async () => {
    const response = await fetch(`${url}/v2/provinces?limit=1`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.', status: 500 } });
    expect(JSON.parse(errors.at(-1)!)).toEqual({ level: 'error', event: 'server_error', path: '/v2/provinces', error: 'Error: the query layer failed' });
  });

  it('answers a v1 path with the v1 envelope and v1 headers, and keeps serving', async () => {
    const response = await fetch(`${url}/v1/provinces`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('deprecation')).toBe('@1779321600');
    expect(await response.json()).toEqual({ status: 'ERROR', error: 'Internal server error.' });
    expect(calls).toBe(2);
  });
});
