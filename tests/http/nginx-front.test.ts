// What only `npm run serve` does (nginx in front of query-layer workers): counting the client behind
// one trusted proxy with realip, logging one line per request with the embedded server's fields,
// and draining on SIGTERM, then exiting 0. The HTTP suite checks everything else on it as a target;
// serve-faults.test.ts kills each of its processes under load.
import { describe, expect, it } from 'vitest';
import { downloadsAcrossSigterm } from '../support/drain.ts';
import { getFrom, rawGet } from '../support/raw-http.ts';
import { startServerProcess } from '../support/server-process.ts';
import { targets } from '../support/targets.ts';

const nginx = targets.find((target) => target.name === 'nginx')!;
const serve = (env: Record<string, string> = {}) => startServerProcess(nginx.script, { ...nginx.env, ...env });
const linesOf = (output: readonly string[]) => output.map((line) => JSON.parse(line) as Record<string, unknown>);

describe.skipIf(Boolean(nginx.skip))('npm run serve (nginx and workers)', () => {
  it('counts the client its one trusted proxy saw (TRUST_PROXY=1: the right-most X-Forwarded-For entry)', async () => {
    const front = await serve({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const query = (forwardedFor: string) => getFrom(front.url, '/v2/provinces?limit=1', '127.0.0.1', { 'X-Forwarded-For': forwardedFor });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await query(`198.51.100.${i + 1}, 203.0.113.1`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await query('203.0.113.2')).status).toBe(200);
    } finally {
      await front.stop();
    }
  });

  it('refuses a chain of proxies, which nginx cannot count by hops', async () => {
    await expect(serve({ TRUST_PROXY: '2' })).rejects.toThrow(
      'Could not start: Invalid configuration: TRUST_PROXY: TRUST_PROXY must be 0 (or false) or 1 with npm run serve: nginx trusts one proxy in front of it.',
    );
  });

  it('answers oversized requests with the envelope, as the embedded server does', async () => {
    const front = await serve();
    try {
      const tooLong = await rawGet(front.url, `/v1/provinces?q=${'a'.repeat(17 * 1024)}`);
      expect(tooLong.status).toBe(414);
      expect(JSON.parse(tooLong.body)).toEqual({ status: 'ERROR', error: 'The request URL is longer than 2048 characters; shorten the query.' });
      const bigHeader = await rawGet(front.url, '/v2/provinces', 'GET', `X-Padding: ${'a'.repeat(17 * 1024)}\r\n`);
      expect(bigHeader.status).toBe(431);
      expect(bigHeader.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(bigHeader.body).error.code).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
    } finally {
      await front.stop();
    }
  });

  it('sends the build’s .br and .gz siblings as asked, and the query layer’s own compression through', async () => {
    const front = await serve();
    try {
      const encodingOf = async (path: string, acceptEncoding: string) =>
        (await getFrom(front.url, path, '127.0.0.1', { 'Accept-Encoding': acceptEncoding })).headers['content-encoding'];
      for (const path of ['/v2/datasets/provinces.geojson', '/v2/provinces?limit=20']) {
        expect([await encodingOf(path, 'gzip, br'), await encodingOf(path, 'gzip'), await encodingOf(path, 'identity')]).toEqual(['br', 'gzip', undefined]);
      }
    } finally {
      await front.stop();
    }
  });

  it('logs one line per request, files and queries alike, with the embedded server’s fields, and writes them all before exiting', async () => {
    const front = await serve({ LOG_REQUESTS: 'true' });
    await fetch(`${front.url}/v2/provinces/34`);
    const query = await fetch(`${front.url}/v2/neighborhoods?search=secret-value`, { headers: { 'X-Request-Id': 'log-test-1' } });
    expect(query.status).toBe(200);
    expect(await front.stop()).toBe(0);
    const requests = linesOf(front.output).filter((line) => line.event === 'request');
    expect(requests).toHaveLength(2);
    for (const line of requests) expect(Object.keys(line).sort()).toEqual(['event', 'level', 'method', 'ms', 'path', 'requestId', 'source', 'status', 'time']);
    expect(requests[0]).toMatchObject({ level: 'info', method: 'GET', path: '/v2/provinces/34', status: 200, source: 'static' });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/v2/neighborhoods', status: 200, source: 'query', requestId: 'log-test-1' });
    expect(typeof requests[1]!.ms).toBe('number');
    expect(front.output.join('\n')).not.toContain('secret-value');
  });

  it('finishes the downloads in flight on SIGTERM, stops nginx and the workers, then exits 0', async () => {
    const front = await serve();
    expect(await downloadsAcrossSigterm(front, '/v2/datasets/neighborhoods.json')).toEqual(Array(4).fill(5644817));
    expect(await front.exited).toBe(0);
    expect(front.output.some((line) => line.includes('"event":"shutdown"'))).toBe(true);
  });
});
