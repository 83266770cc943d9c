// What an outside auditor sent (issue 32), raw, on every host: encoded separators never reach a file
// the route table does not publish; every refusal, Node's parser's and nginx's own included, is the
// API's envelope with its headers; a refused request is never sent on as another one; a body that
// stops arriving gets a 408 that says so; a slow-body flood leaves /health and a record answering;
// bodies nested too deep are refused naming the limit; aborted bodies are counted, not each logged.
// The Vercel harness is a stand-in for Vercel's own edge, which parses requests itself: it gets the
// path and body cases, not the parser ones.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginxWithoutWorker } from '../support/nginx-without-worker.ts';
import { getFrom, type RawAnswer, rawExchange, rawGet } from '../support/raw-http.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { describeEachTarget, errorBody, targets } from '../support/targets.ts';

const routeNotFound = errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404);
const malformed = 'The request line or headers are malformed or too large; percent-encode the URL (RFC 3986) and keep headers short.';

/** The headers every error answer has, on every host. */
function expectErrorHeaders(answer: RawAnswer): void {
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
}

// Encoded `/`, `.` and `\`, in both cases: each named a file the route table keeps unreachable (a
// rewritten record, a gzip sibling) or a file under a URL it does not publish.
const encodedPaths: Array<[string, object]> = [
  ['/v2/provinces%2f34.json', routeNotFound],
  ['/v2/provinces%2F34.json', routeNotFound],
  ['/v2/datasets%2f2025%2fneighborhoods.json', routeNotFound],
  ['/v2/datasets%2F2025%2Fneighborhoods.json', routeNotFound],
  ['/v2/datasets%2f2025%2fneighborhoods.json%2egz', routeNotFound],
  ['/v2/datasets%2F2025%2Fneighborhoods.json%2Egz', routeNotFound],
  ['/sitemap.xml%2egz', routeNotFound],
  ['/sitemap.xml%2Egz', routeNotFound],
  ['/sitemap.xml%2ebr', routeNotFound],
  ['/favicon%2esvg', routeNotFound],
  ['/en%2Findex.html', routeNotFound],
  ['/v2%5cprovinces%5c34.json', routeNotFound],
  // Inside the datasets route the decoded name is a file name the route does not have.
  ['/v2/datasets/2025/neighborhoods.json%2egz', errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
  ['/v2/datasets/2025/neighborhoods.json%2Ebr', errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
];

describeEachTarget('encoded separators', (api) => {
  it.each(encodedPaths)('%s answers the JSON 404, never a file', async (path, body) => {
    const answer = await rawGet(api().url, path);
    expect(answer.status).toBe(404);
    expectErrorHeaders(answer);
    expect(JSON.parse(answer.body)).toEqual(body);
  });

  it('still serves the published URLs and a docs page whose query holds an encoded slash', async () => {
    expect((await rawGet(api().url, '/v2/provinces/34')).status).toBe(200);
    expect((await rawGet(api().url, '/v2/datasets/2025/provinces.json')).status).toBe(200);
    const page = await rawGet(api().url, '/en/?path=%2Fv2%2Fprovinces');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('refuses the error pages of nginx from outside: /.nginx-errors/* is no route', async () => {
    for (const path of ['/.nginx-errors/bad_request', '/.nginx-errors/unparsed', '/.nginx-errors/unavailable']) {
      const answer = await rawGet(api().url, path);
      expect(answer.status).toBe(404);
      expectErrorHeaders(answer);
      expect(JSON.parse(answer.body)).toEqual(routeNotFound);
    }
  });

  it('refuses a POST body nested deeper than 64 levels, naming the limit (an MCP call nested 20,000 deep too)', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_place","arguments":{"kind":${deep(20_000)}}}}`;
    const answer = await api().get('/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: call,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorBody('BAD_REQUEST', 'The request body nests arrays and objects more than 64 levels deep; send a flatter document.', 400));
    expect(answer.text).not.toContain('call stack');
  });

  it('takes a body nested exactly 64 levels (the bound is 64, not less)', async () => {
    const nested = (levels: number) => `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"x":${'['.repeat(levels - 3)}${']'.repeat(levels - 3)}}}}`;
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const atBound = await api().get('/mcp', { method: 'POST', headers, body: nested(64) });
    expect(atBound.status).toBe(200);
    expect(atBound.json.result.tools.length).toBeGreaterThan(0);
    const over = await api().get('/mcp', { method: 'POST', headers, body: nested(65) });
    expect(over.status).toBe(400);
    expect(over.json.error.code).toBe('BAD_REQUEST');
  });
});

const parserHosts = targets.filter((target) => target.name !== 'vercel output');

interface RawCase {
  what: string;
  request: string;
  status: number;
  body: object;
  headers?: Record<string, string>;
  /** Where a host answers otherwise, and why. */
  on?: Partial<Record<'local server' | 'nginx', { status: number; body: object }>>;
}

const post = (headers: string, body = '') => `POST /mcp HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n${body}`;

const rawCases: RawCase[] = [
  {
    what: 'HTTP/1.1 without Host',
    request: 'GET /v2/provinces HTTP/1.1\r\nConnection: close\r\n\r\n',
    status: 400,
    body: errorBody('BAD_REQUEST', "An HTTP/1.1 request must carry a Host header (RFC 9112 §3.2); add Host: with the server's name.", 400),
  },
  {
    what: 'CONNECT',
    request: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    status: 405,
    body: errorBody('METHOD_NOT_ALLOWED', 'Method CONNECT is not allowed; this API is read-only, use GET or HEAD.', 405),
    headers: { allow: 'GET, HEAD, OPTIONS' },
  },
  { what: 'a garbled request line', request: 'HELLO THERE\r\n\r\n', status: 400, body: errorBody('BAD_REQUEST', malformed, 400) },
  { what: 'a folded header', request: 'GET /v2/provinces HTTP/1.1\r\nHost: localhost\r\nX-A: 1\r\n  2\r\nConnection: close\r\n\r\n', status: 400, body: errorBody('BAD_REQUEST', malformed, 400) },
  { what: 'a header name with a space', request: 'GET /v2/provinces HTTP/1.1\r\nHost: localhost\r\nBad Name: 1\r\nConnection: close\r\n\r\n', status: 400, body: errorBody('BAD_REQUEST', malformed, 400) },
  {
    what: 'a POST with Content-Length and Transfer-Encoding',
    request: post('Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n'),
    status: 400,
    body: errorBody('BAD_REQUEST', 'The request gives its body length more than once or in two ways (Content-Length and Transfer-Encoding); send one Content-Length, or chunked alone.', 400),
  },
  {
    what: 'a POST with two Content-Lengths',
    request: post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}'),
    status: 400,
    body: errorBody('BAD_REQUEST', 'The request gives its body length more than once or in two ways (Content-Length and Transfer-Encoding); send one Content-Length, or chunked alone.', 400),
    // nginx refuses the second header line before it knows what it held ("duplicate header").
    on: { nginx: { status: 400, body: errorBody('BAD_REQUEST', malformed, 400) } },
  },
  {
    what: 'an unknown Transfer-Encoding',
    request: post('Transfer-Encoding: gzip\r\n'),
    status: 501,
    body: errorBody('NOT_IMPLEMENTED', "The request's Transfer-Encoding is not one the server knows; send chunked, or a Content-Length instead.", 501),
  },
  {
    what: 'HTTP/2.0 in the request line',
    request: 'GET /v2/provinces HTTP/2.0\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    status: 505,
    body: errorBody('HTTP_VERSION_NOT_SUPPORTED', 'Only HTTP/1.0 and HTTP/1.1 are served on this connection; send the request line as HTTP/1.1.', 505),
  },
  {
    what: 'a body over 64 KB',
    request: post('Content-Type: application/json\r\nContent-Length: 70000\r\n'),
    status: 413,
    body: errorBody('CONTENT_TOO_LARGE', 'The request body is larger than 64 KB; send less per request (POST /v2/addresses/parse: at most 100 lines of at most 300 characters; POST /mcp: one message at a time).', 413),
  },
  {
    what: 'a 20 KB request line',
    request: `GET /v2/provinces?search=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    status: 414,
    body: errorBody('URI_TOO_LONG', 'The request URL is longer than 2048 characters; shorten the query.', 414),
  },
  {
    what: '20 KB of headers',
    request: `GET /v2/provinces HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\nConnection: close\r\n\r\n`,
    status: 431,
    body: errorBody('REQUEST_HEADER_FIELDS_TOO_LARGE', 'The request headers are larger than 16 KB in all; send fewer or shorter headers (cookies, for example).', 431),
  },
  {
    what: 'a POST to a file',
    request: post('Content-Length: 0\r\n').replace('/mcp', '/v2/provinces'),
    status: 405,
    body: errorBody('METHOD_NOT_ALLOWED', 'Method POST is not allowed; this API is read-only, use GET or HEAD.', 405),
    headers: { allow: 'GET, HEAD, OPTIONS' },
  },
  {
    what: 'a target with a broken escape (sent on to the query layer by nginx, as it came)',
    request: 'GET /v2/postal-codes/%ZZ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    status: 400,
    body: errorBody('BAD_REQUEST', 'The path is not valid percent-encoding; encode reserved characters as %XX.', 400),
  },
  {
    what: 'a POST whose target nginx refuses (never re-sent as a GET)',
    request: post('Content-Length: 2\r\n', '{}').replace('/mcp', '/mcp%ZZ'),
    status: 400,
    body: errorBody('BAD_REQUEST', malformed, 400),
    // Node takes the target, and a method other than GET and HEAD on a path no route has is a 405.
    on: { 'local server': { status: 405, body: errorBody('METHOD_NOT_ALLOWED', 'Method POST is not allowed; this API is read-only, use GET or HEAD.', 405) } },
  },
];

for (const target of parserHosts) {
  describe.skipIf(Boolean(target.skip))(`refusals in the envelope [${target.name}]`, () => {
    const host = target.name as 'local server' | 'nginx';
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServerProcess(target.script, { ...target.env });
    });
    afterAll(() => server.stop());

    it.each(rawCases)('$what', async ({ request, status, body, headers = {}, on }) => {
      const expected = on?.[host] ?? { status, body };
      const answer = await rawExchange(server.url, request);
      expect(answer.status).toBe(expected.status);
      expectErrorHeaders(answer);
      expect(JSON.parse(answer.body)).toEqual(expected.body);
      for (const [name, value] of Object.entries(headers)) expect(answer.headers[name]).toBe(value);
    });
  });
}

/**
 * Opens a connection and sends `text`; `answer` resolves with what came back once a whole answer
 * (its Content-Length) has arrived or the connection closed, whichever is first.
 */
function hold(url: string, text: string): { socket: Socket; answer: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname, () => socket.write(text));
  let received = '';
  const answer = new Promise<string>((done) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /\r\nContent-Length: ([0-9]+)\r\n/i.exec(received)?.[1];
      if (headEnd !== -1 && length !== undefined && Buffer.byteLength(received.slice(headEnd + 4), 'latin1') >= Number(length)) done(received);
    });
    socket.on('close', () => done(received));
    socket.on('error', () => undefined);
  });
  return { socket, answer };
}

for (const target of parserHosts) {
  describe.skipIf(Boolean(target.skip))(`slow and stalled clients [${target.name}]`, () => {
    // nginx ends a request whose body timed out without an answer (ngx_http_finalize_request terminates
    // on 408), so there only the bound is the same.
    it('answers a body that stops arriving with 408 at REQUEST_TIMEOUT_MS, saying it was the body (nginx: closes then)', async () => {
      const server = await startServerProcess(target.script, { ...target.env, HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
      try {
        const started = Date.now();
        const stalled = hold(server.url, 'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{');
        const text = await stalled.answer;
        expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
        expect(Date.now() - started).toBeLessThan(5_000);
        if (target.name === 'nginx') return expect(text).toBe('');
        expect(text).toMatch(/^HTTP\/1\.1 408 /);
        const body = text.slice(text.indexOf('\r\n\r\n') + 4);
        expect(JSON.parse(body)).toEqual(
          errorBody('REQUEST_TIMEOUT', 'The request body did not arrive within 2 seconds; send the whole body at once, with a Content-Length that matches it.', 408),
        );
      } finally {
        await server.stop();
      }
    });

    it('closes a connection whose headers stall at HEADERS_TIMEOUT_MS (Node with a 408, nginx without: it has no request yet)', async () => {
      const server = await startServerProcess(target.script, { ...target.env, HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '3000' });
      try {
        const started = Date.now();
        const text = await hold(server.url, 'GET /v2/provinces HTTP/1.1\r\nHost: localhost\r\nX-Slow: ').answer;
        expect(Date.now() - started).toBeGreaterThanOrEqual(900);
        expect(Date.now() - started).toBeLessThan(3_000);
        if (target.name === 'nginx') return expect(text).toBe('');
        expect(text).toMatch(/^HTTP\/1\.1 408 /);
        expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual(
          errorBody('REQUEST_TIMEOUT', 'The request did not arrive within 1 second; send the request line and headers at once.', 408),
        );
      } finally {
        await server.stop();
      }
    });

    it('sheds a slow-body flood from one address: /health and a record answer another client within 1 s', async () => {
      const server = await startServerProcess(target.script, { ...target.env, CONNECTIONS_PER_CLIENT: '20' });
      const flood: Array<ReturnType<typeof hold>> = [];
      try {
        // Warm: what is measured is the flood's effect, not a first read from disk.
        for (const path of ['/health', '/v2/provinces/34']) expect((await getFrom(server.url, path, '127.0.0.2')).status).toBe(200);
        for (let i = 0; i < 300; i++) flood.push(hold(server.url, 'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 8192\r\n\r\n{'));
        await new Promise((wait) => setTimeout(wait, 500));
        for (const path of ['/health', '/v2/provinces/34']) {
          const started = Date.now();
          const answer = await getFrom(server.url, path, '127.0.0.2');
          expect(answer.status).toBe(200);
          expect(Date.now() - started).toBeLessThan(1_000);
        }
        if (target.name === 'nginx') {
          // Past its 20 requests in progress, the flooding address is refused at once, in the envelope.
          const refused = (await Promise.race([Promise.all(flood.slice(100).map((held) => held.answer)), new Promise<string[]>((done) => setTimeout(() => done([]), 2_000))])) as string[];
          expect(refused.length).toBe(200);
          const first = refused[0]!;
          expect(first).toMatch(/^HTTP\/1\.1 429 /);
          expect(first).toMatch(/\r\nRetry-After: 1\r\n/);
          expect(JSON.parse(first.slice(first.indexOf('\r\n\r\n') + 4))).toEqual(
            errorBody('RATE_LIMIT_EXCEEDED', 'Too many requests from your address are in progress at once (at most 20); wait for one to finish before sending the next.', 429),
          );
        }
      } finally {
        for (const held of flood) held.socket.destroy();
        await server.stop();
      }
    });
  });
}

describe.skipIf(Boolean(targets.find((target) => target.name === 'nginx')!.skip))('a 429 however reached [nginx]', () => {
  it('a request nginx re-sends to the query layer (a target it refuses) gets the 429 envelope with Retry-After', async () => {
    const nginx = targets.find((target) => target.name === 'nginx')!;
    const server = await startServerProcess(nginx.script, { ...nginx.env, RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await rawGet(server.url, '/v2/postal-codes/%ZZ'));
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 429]);
      const limited = answers[2]!;
      expectErrorHeaders(limited);
      expect(limited.headers['retry-after']).toBe('30');
      expect(JSON.parse(limited.body)).toEqual(errorBody('RATE_LIMIT_EXCEEDED', 'Rate limit exceeded. Try again in 30 seconds.', 429));
    } finally {
      await server.stop();
    }
  });
});

describe('aborted bodies [local server]', () => {
  it('are counted and logged once per interval, not a stack each', async () => {
    const server = await startServerProcess('.server/main.mjs');
    try {
      const aborted = Array.from({ length: 30 }, () => hold(server.url, 'POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a"'));
      await new Promise((wait) => setTimeout(wait, 300));
      for (const held of aborted) held.socket.destroy();
      // The first abort is said at once; the other 29 when the 5-second interval ends.
      await new Promise((wait) => setTimeout(wait, 5_600));
      const lines = server.errors().map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.filter((line) => line.event === 'unexpected_error')).toEqual([]);
      const counts = lines.filter((line) => line.event === 'requests_aborted');
      expect(counts.map((line) => line.count)).toEqual([1, 29]);
      expect(counts[0]).toMatchObject({ level: 'warn', seconds: 5 });
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(Boolean(targets.find((target) => target.name === 'nginx')!.skip))('no worker up [nginx]', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After for queries, /health, encoded paths, its own error pages and re-sent targets; files still answer', async () => {
    const nginx = await startNginxWithoutWorker();
    const { url } = nginx;
    try {
      // /health too: with no worker up, the front must not say ok (issue 40).
      for (const path of ['/health', '/v2/provinces', '/v2/provinces%2f34.json', '/.nginx-errors/unavailable', '/.nginx-errors/bad_request', '/v2/postal-codes/%ZZ']) {
        const answer = await rawGet(url, path);
        expect(answer.status, path).toBe(503);
        expectErrorHeaders(answer);
        expect(answer.headers['retry-after'], path).toBe('2');
        expect(JSON.parse(answer.body)).toEqual(
          errorBody('SERVICE_UNAVAILABLE', 'The service is restarting and cannot answer this request now. Try again in 2 seconds.', 503),
        );
      }
      const v1 = await rawGet(url, '/v1/provinces');
      expect([v1.status, v1.headers['retry-after'], JSON.parse(v1.body)]).toEqual([
        503,
        '2',
        { status: 'ERROR', error: 'The service is restarting and cannot answer this request now. Try again in 2 seconds.' },
      ]);
      expect((await rawGet(url, '/favicon.svg')).status).toBe(200);
    } finally {
      await nginx.stop();
    }
  });
});
