// HTTP behavior shared by every route, walked over the route table: ETag and If-None-Match
// (RFC 9110 §13.1.2), HEAD, 405, CORS preflight, request ids, and the headers every answer carries.
import { expect, it } from 'vitest';
import { errorStyleOfPath } from '../../src/core/error-envelope.ts';
import { allowedMethodsOf, methodOf } from '../../src/core/routing/route.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { exampleUrlOf } from '../../src/core/routing/example-url.ts';
import { describeEachTarget, errorBody, sha256Etag } from '../support/targets.ts';

// The GET routes (POST /mcp has its own suite, tests/mcp/; POST /v2/addresses/parse tests/http/addresses-batch.test.ts).
// `allow` is what the path answers: GET, HEAD and OPTIONS, and POST where the path has a POST row too.
const routes = routeTable.filter((route) => methodOf(route) === 'GET').map((route) => ({
  id: route.id,
  allow: allowedMethodsOf(routeTable.filter((row) => row.path === route.path)),
  url: exampleUrlOf(route),
  cacheControl: route.cacheControl,
  contentType: route.docs.contentType ?? 'application/json; charset=utf-8',
}));
const exposed = 'ETag, Last-Modified, Cache-Control, Retry-After, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, Deprecation, Link';

describeEachTarget('HTTP semantics', (api) => {
  it.each(routes)('$id: $url answers 200 with the shared headers', async ({ url, cacheControl, contentType }) => {
    const { status, headers } = await api().get(url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(contentType);
    expect(headers.get('cache-control')).toBe(cacheControl);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-expose-headers')).toBe(exposed);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('etag')).toMatch(api().fileEtag);
  });

  it.each(routes)('$id: If-None-Match → 304 without a body', async ({ url }) => {
    const first = await api().get(url);
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, `"a,b", ${etag}`, '*']) {
      const revalidated = await api().get(url, { headers: { 'If-None-Match': header } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    }
    for (const header of ['"nope"', `W/"${'0'.repeat(64)}"`, 'garbage', '']) {
      expect((await api().get(url, { headers: { 'If-None-Match': header } })).status).toBe(200);
    }
  });

  it.each(routes)('$id: HEAD has the GET headers and no body', async ({ url }) => {
    // Identity, so Content-Length is the length of the text fetch hands back.
    const get = await api().get(url, { headers: { 'Accept-Encoding': 'identity' } });
    const head = await api().get(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
  });

  it.each(routes)('$id: other methods → 405 with Allow', async ({ url, allow }) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => !allow.includes(method))) {
      const response = await api().get(url, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const message = allow.includes('POST')
        ? `Method ${method} is not allowed here; use GET (or HEAD) for one line, or POST with a JSON body for up to 100 lines.`
        : `Method ${method} is not allowed; this API is read-only, use GET or HEAD.`;
      expect(response.json).toEqual(errorStyleOfPath(url) === 'v1' ? { status: 'ERROR', error: message } : errorBody('METHOD_NOT_ALLOWED', message, 405));
    }
  });

  it.each(routes)('$id: CORS preflight → 204', async ({ url, allow }) => {
    const response = await api().get(url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe(allow);
    expect(response.headers.get('access-control-allow-headers')).toBe('*');
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('keeps a well-formed X-Request-Id and replaces a malformed one', async () => {
    const url = '/v2/provinces?limit=1';
    expect((await api().get(url, { headers: { 'X-Request-Id': 'trace-42.a:b' } })).headers.get('x-request-id')).toBe('trace-42.a:b');
    const replaced = (await api().get(url, { headers: { 'X-Request-Id': 'has spaces' } })).headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const errors = await api().get('/v2/nope', { headers: { 'X-Request-Id': 'err-1' } });
    expect(errors.headers.get('x-request-id')).toBe('err-1');
  });

  it('gives the same body and ETag for the static file and the query layer', async () => {
    const file = await api().get('/v2/districts/1421');
    const query = await api().get('/v2/districts/01421');
    expect(query.text).toBe(file.text);
    // nginx's ETag of a file is its own (time and size), not the sha256 the query layer sends.
    if (api().hashesFiles) expect(query.headers.get('etag')).toBe(file.headers.get('etag'));
    else expect(query.headers.get('etag')).toMatch(sha256Etag);
  });

  it('changes the ETag when the body changes', async () => {
    const a = await api().get('/v2/provinces?limit=2');
    const b = await api().get('/v2/provinces?limit=2&offset=1');
    const c = await api().get('/v2/provinces?limit=2&fields=id');
    expect(new Set([a.headers.get('etag'), b.headers.get('etag'), c.headers.get('etag')]).size).toBe(3);
    expect((await api().get('/v2/provinces?limit=2')).headers.get('etag')).toBe(a.headers.get('etag'));
  });
});
