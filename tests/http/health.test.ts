// /health end to end through the built local server.
import { describe, expect, it } from 'vitest';
import { localServer } from '../support/targets.ts';

const serverUrl = localServer();

describe('GET /health', () => {
  it('answers exactly {"status":"ok"}', async () => {
    const response = await fetch(`${serverUrl()}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('{"status":"ok"}');
  });

  it('is not reachable under its file name', async () => {
    const response = await fetch(`${serverUrl()}/health.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found.', status: 404 } });
  });
});
