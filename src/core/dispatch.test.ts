// The dispatcher's failure paths that HTTP cannot reach on demand: an exception inside a handler,
// and the URL length cap; and a path with two rows (GET and POST) on test routes. Tested through the core handler with a route table of test routes.
import { describe, expect, it } from 'vitest';
import { createRawRequestHandler, createRequestHandler } from './dispatch.ts';
import { paramSet } from './params/param-set.ts';
import { searchParam } from './params/search-param.ts';
import type { Route } from './routing/route.ts';
import { z } from 'zod';
import { openStore } from '../data/store.ts';
import { compileStore } from '../data/compile-store.ts';
import { miniDatasetDir, temporaryDir } from '../../tests/support/datasets.ts';
import { join } from 'node:path';

const storeDir = join(temporaryDir('store'), 'store');
compileStore(miniDatasetDir, storeDir);
const store = openStore(storeDir);

let failNext = true;
const flakyRoute: Route = {
  id: 'flaky',
  path: '/v2/flaky',
  pathParams: {},
  params: paramSet({ secret: searchParam('A value that must never be logged.') }),
  cacheControl: 'no-store',
  handler() {
    if (failNext) {
      failNext = false;
      throw new TypeError('boom at /secret/path.ts');
    }
    return { body: '{"ok":true}' };
  },
  docs: { summary: { en: '', tr: '' }, description: { en: '', tr: '' }, tags: [], response: z.unknown(), errorCodes: [] },
};

describe('the request handler', () => {
  it('turns an exception into the 500 envelope, logs one line without query values, and keeps serving', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const handle = createRequestHandler({ store, routes: [flakyRoute], logError: (line) => lines.push(line) });
    const failed = await handle(new Request('http://localhost/v2/flaky?secret=tc-12345678901', { headers: { 'X-Request-Id': 'r-1' } }));
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    const body = await failed.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.', status: 500 } });
    expect(body).not.toContain('boom');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', event: 'unexpected_error', requestId: 'r-1', method: 'GET', path: '/v2/flaky', route: 'flaky', error: 'TypeError: boom at /secret/path.ts' });
    expect(JSON.stringify(lines[0])).not.toContain('tc-12345678901');
    const next = await handle(new Request('http://localhost/v2/flaky'));
    expect(next.status).toBe(200);
    expect(await next.text()).toBe('{"ok":true}');
  });

  it('answers 414 for a URL over the cap', async () => {
    const handle = createRawRequestHandler({ store, routes: [flakyRoute], maxUrlLength: 100 });
    const response = await handle(new Request(`http://localhost/v2/flaky?x=${'a'.repeat(100)}`));
    expect(response.status).toBe(414);
    expect(JSON.parse(response.body!.join(''))).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'The request URL is longer than 100 characters; shorten the query.', status: 414 },
    });
  });
});

// A path with a GET row and a POST row (as /v2/addresses/parse has): each method reaches its own
// handler, HEAD the GET's, and Allow, the 405 and the preflight list both.
describe('a path with a GET and a POST row', () => {
  const docs = { summary: { en: '', tr: '' }, description: { en: '', tr: '' }, tags: [], response: z.unknown(), errorCodes: [] };
  const routes: Route[] = [
    { id: 'readOne', path: '/v2/both', pathParams: {}, params: paramSet({}), cacheControl: 'public, max-age=300', handler: () => ({ body: '{"by":"get"}' }), docs },
    {
      id: 'readMany',
      path: '/v2/both',
      method: 'POST',
      pathParams: {},
      params: paramSet({}),
      cacheControl: 'no-store',
      handler: ({ body }) => ({ body: `{"by":"post","bytes":${body?.length}}` }),
      docs: { ...docs, requestBody: { schema: z.unknown(), example: {} } },
    },
  ];
  const handle = createRequestHandler({ store, routes, maxBodyBytes: 1024 });
  const ask = (method: string, body?: string) => handle(new Request('http://localhost/v2/both', { method, body }));

  it('answers GET, HEAD and POST from their own rows', async () => {
    const get = await ask('GET');
    expect([get.status, await get.text(), get.headers.get('cache-control')]).toEqual([200, '{"by":"get"}', 'public, max-age=300']);
    expect(get.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    const head = await ask('HEAD');
    expect([head.status, await head.text(), head.headers.get('etag')]).toEqual([200, '', get.headers.get('etag')]);
    const post = await ask('POST', '{"a":1}');
    expect([post.status, await post.text(), post.headers.get('cache-control'), post.headers.get('etag')]).toEqual([200, '{"by":"post","bytes":7}', 'no-store', null]);
  });

  it('lists both methods in Allow, the 405 and the preflight, and bounds the POST body', async () => {
    const put = await ask('PUT');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect((await put.json()).error.message).toBe('Method PUT is not allowed here; use GET (or HEAD) for one line, or POST with a JSON body for up to 100 lines.');
    const preflight = await ask('OPTIONS');
    expect([preflight.status, preflight.headers.get('access-control-allow-methods')]).toEqual([204, 'GET, HEAD, POST, OPTIONS']);
    const large = await ask('POST', `{"a":"${'x'.repeat(1024)}"}`);
    expect([large.status, (await large.json()).error.message]).toEqual([413, 'The request body is larger than 1 KB; send less per request (POST /v2/addresses/parse: at most 100 lines of at most 300 characters; POST /mcp: one message at a time).']);
  });
});
