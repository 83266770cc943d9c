// The dispatcher's failure paths that HTTP cannot reach on demand: an exception inside a handler,
// and the URL length cap. Tested through the core handler with a route table of test routes.
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
