// /health end to end through the built local server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess('.server/main.mjs');
});
afterAll(() => server.stop());

describe('GET /health', () => {
  it('answers exactly {"status":"ok"}', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('{"status":"ok"}');
  });

  it('is not reachable under its file name', async () => {
    const response = await fetch(`${server.url}/health.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found.', status: 404 } });
  });
});
