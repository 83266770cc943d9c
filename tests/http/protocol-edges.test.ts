// The local server at the edges of HTTP parsing: an oversized request line or header block answers
// 414 or 431 in the API's envelope (the v1 one on v1 paths), and clients that drip their headers are
// cut off at the headers timeout while other requests are served. (On Vercel the platform's edge
// parses requests; these are the local server's own limits.)
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-http.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const uriTooLong = 'The request URL is longer than 2048 characters; shorten the query.';
const headersTooLarge = 'The request headers are larger than 16 KB in all; send fewer or shorter headers (cookies, for example).';

describe('oversized requests [local server]', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess('.server/main.mjs');
  });
  afterAll(() => server.stop());

  const kilobytes = (size: number) => 'a'.repeat(size * 1024);

  it.each([
    { what: 'an 18 KB URL', path: `/v2/provinces?search=${kilobytes(18)}`, headers: '', status: 414, body: { error: { code: 'URI_TOO_LONG', message: uriTooLong, status: 414 } } },
    { what: 'a 100 KB URL', path: `/v2/provinces?search=${kilobytes(100)}`, headers: '', status: 414, body: { error: { code: 'URI_TOO_LONG', message: uriTooLong, status: 414 } } },
    { what: 'a 100 KB URL on v1', path: `/v1/provinces?name=${kilobytes(100)}`, headers: '', status: 414, body: { status: 'ERROR', error: uriTooLong } },
    {
      what: '18 KB of headers',
      path: '/v2/provinces',
      headers: `X-Padding: ${kilobytes(18)}\r\n`,
      status: 431,
      body: { error: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: headersTooLarge, status: 431 } },
    },
    {
      what: '100 KB of headers',
      path: '/v2/provinces/34',
      headers: `Cookie: ${kilobytes(50)}\r\nX-Padding: ${kilobytes(50)}\r\n`,
      status: 431,
      body: { error: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: headersTooLarge, status: 431 } },
    },
    { what: '18 KB of headers on /api/v1', path: '/api/v1/provinces', headers: `X-Padding: ${kilobytes(18)}\r\n`, status: 431, body: { status: 'ERROR', error: headersTooLarge } },
  ])('answers $what with $status and the envelope', async ({ path, headers, status, body }) => {
    const answer = await rawGet(server.url, path, 'GET', headers);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(body);
    if ('status' in body) expect(answer.headers.deprecation).toBe('@1779321600');
  });

  it('answers a HEAD with an oversized header block without a body', async () => {
    const answer = await rawGet(server.url, '/v2/provinces', 'HEAD', `X-Padding: ${kilobytes(18)}\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toBe('');
  });
});

describe('slow clients [local server]', () => {
  // Small timeouts keep the test short; the defaults (README) are 10 s for headers, 30 s in all.
  const headersTimeoutMs = 1_000;
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess('.server/main.mjs', { HEADERS_TIMEOUT_MS: String(headersTimeoutMs), REQUEST_TIMEOUT_MS: '2000' });
  });
  afterAll(() => server.stop());

  /** Opens a connection that sends a header line every 100 ms and never finishes; resolves when the server closes it. */
  function drip(path: string, started: number): Promise<{ closedAfterMs: number; answer: string }> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve) => {
      let answer = '';
      const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n`));
      const timer = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 100);
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: performance.now() - started, answer });
      });
    });
  }

  it('closes 50 dripping connections at the headers timeout with a 408, while a normal request is answered', async () => {
    const started = performance.now();
    const dripping = Array.from({ length: 50 }, () => drip('/v1/provinces', started));
    await new Promise((wait) => setTimeout(wait, 300));
    const normal = await fetch(`${server.url}/v2/provinces/34?fields=name`);
    expect(normal.status).toBe(200);
    expect(await normal.json()).toEqual({ data: { name: 'İstanbul' }, meta: { datasetVersion: '2025', lastUpdated: '2026-11-28' } });
    expect(performance.now() - started).toBeLessThan(headersTimeoutMs);

    const closed = await Promise.all(dripping);
    for (const { closedAfterMs, answer } of closed) {
      // The timeout, plus Node's check interval (a quarter of it), plus slack for a loaded machine.
      expect(closedAfterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
      expect(closedAfterMs).toBeLessThan(headersTimeoutMs * 2.5);
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      const message = 'The request did not arrive within 1 second; send the request line and headers at once.';
      // Node does not hand over what a timed-out request sent, so not even its path is known: v2's envelope.
      expect(body).toEqual({ error: { code: 'REQUEST_TIMEOUT', message, status: 408 } });
    }
  });
});
