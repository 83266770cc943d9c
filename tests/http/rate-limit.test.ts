// Rate limiting on every host, with RATE_LIMIT_PER_MINUTE=5: the sixth query in a minute from one
// client is refused with 429 and Retry-After, while another client (another loopback address) is
// still served. Static files are not limited here (on Vercel the WAF guards them; see the README).
// Address parsing counts like any query.
// Behind nginx the limits are nginx's (limit_req): the refusal is the same, but nginx does not know
// how many requests are left, so only the 429 carries the rate-limit headers.
import { expect, it } from 'vitest';
import { getFrom } from '../support/raw-http.ts';
import { describeEachTarget } from '../support/targets.ts';

describeEachTarget(
  'rate limiting',
  (api) => {
    it('refuses the sixth query of a minute from one client, and only that client', async () => {
      const remaining: string[] = [];
      const counted = api().host !== 'nginx';
      for (let i = 0; i < 5; i++) {
        const answer = await getFrom(api().url, '/v2/provinces?limit=1', '127.0.0.1');
        expect(answer.status).toBe(200);
        remaining.push(String(answer.headers['x-ratelimit-remaining']));
        expect(answer.headers['ratelimit-policy']).toBe(counted ? '"minute";q=5;w=60, "5-minutes";q=1000;w=300' : undefined);
      }
      expect(remaining).toEqual(counted ? ['4', '3', '2', '1', '0'] : Array(5).fill('undefined'));

      // Client-written address headers change nothing: the local server counts the socket (TRUST_PROXY=0)
      // and Vercel's edge overwrites them.
      const spoofed = { 'X-Forwarded-For': '198.51.100.9', 'X-Vercel-Forwarded-For': '198.51.100.10', 'X-Real-IP': '198.51.100.11' };
      const refused = await getFrom(api().url, '/v2/provinces?limit=1', '127.0.0.1', spoofed);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(120);
      expect(JSON.parse(refused.body)).toEqual({
        error: { code: 'RATE_LIMIT_EXCEEDED', message: `Rate limit exceeded. Try again in ${retryAfter} seconds.`, status: 429 },
      });
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(refused.headers['ratelimit-policy']).toBe('"minute";q=5;w=60, "5-minutes";q=1000;w=300');
      expect(refused.headers.ratelimit).toMatch(/^"minute";r=0;t=\d+$/);
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      // An answer, like every other (tests/http/security-headers.test.ts): nothing in it runs or is framed.
      expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(refused.headers['x-content-type-options']).toBe('nosniff');

      const v1 = await getFrom(api().url, '/v1/provinces/34', '127.0.0.1');
      expect(v1.status).toBe(429);
      expect(JSON.parse(v1.body)).toEqual({ status: 'ERROR', error: `Rate limit exceeded. Try again in ${Number(v1.headers['retry-after'])} seconds.` });

      const other = await getFrom(api().url, '/v2/provinces?limit=1', '127.0.0.2');
      expect(other.status).toBe(200);
      expect(other.headers['x-ratelimit-remaining']).toBe(counted ? '4' : undefined);

      expect((await getFrom(api().url, '/v2/provinces/34', '127.0.0.1')).status).toBe(200);
    });

    // A preflight, a method the route refuses and /health are answered before the limiter counts (dispatch.ts),
    // and nginx leaves them out of its count the same way: a browser's preflights and an MCP client's
    // GET probe of /mcp do not use up a client's queries.
    it.each([
      ['OPTIONS', '/v2/provinces?limit=1', 204],
      ['DELETE', '/v2/provinces?limit=1', 405],
      ['GET', '/mcp', 405],
      ['OPTIONS', '/mcp', 204],
      // A load balancer's probe: a file on the embedded server, proxied uncounted behind nginx (issue 40).
      ['GET', '/health', 200],
    ])('does not count %s %s (%i)', async (method, path, status) => {
      const client = `127.0.0.${10 + ['OPTIONS', 'DELETE', 'GET'].indexOf(method) + (path === '/mcp' ? 3 : 0)}`;
      for (let i = 0; i < 6; i++) expect((await getFrom(api().url, path, client, { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' }, method)).status).toBe(status);
      for (let i = 0; i < 5; i++) expect((await getFrom(api().url, '/v2/provinces?limit=1', client)).status).toBe(200);
      expect((await getFrom(api().url, '/v2/provinces?limit=1', client)).status).toBe(429);
    });

    it('counts address parsing like every query', async () => {
      const path = `/v2/addresses/parse?q=${encodeURIComponent('Caferağa Mah. Kadıköy')}`;
      const counted = api().host !== 'nginx';
      const remaining: string[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await getFrom(api().url, path, '127.0.0.3');
        expect(answer.status).toBe(200);
        remaining.push(String(answer.headers['x-ratelimit-remaining']));
      }
      expect(remaining).toEqual(counted ? ['4', '3', '2', '1', '0'] : Array(5).fill('undefined'));
      const refused = await getFrom(api().url, path, '127.0.0.3');
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe('RATE_LIMIT_EXCEEDED');
    });

    it('counts a POST of 100 address lines once', async () => {
      const body = JSON.stringify({ lines: Array.from({ length: 100 }, () => 'Caferağa Mah. Kadıköy') });
      const postLines = () => getFrom(api().url, '/v2/addresses/parse', '127.0.0.4', { 'Content-Type': 'application/json' }, 'POST', body);
      for (let i = 0; i < 5; i++) {
        const answer = await postLines();
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data).toHaveLength(100);
      }
      const refused = await postLines();
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe('RATE_LIMIT_EXCEEDED');
    });
  },
  { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_5_MINUTES: '1000' },
);
