// Bad input never gives a 500 or a body outside the envelope. fast-check sends requests built from
// the route table with every parameter replaced by garbage (random and unicode strings, huge,
// negative and exotic numbers, control characters, broken percent-encoding, long values, repeated and
// empty parameters), byte for byte over a socket, and checks every answer; then that the server still
// serves. Deterministic by default: a fixed seed and a fixed number of runs, so a failure reproduces
// and the run takes the same time; `FUZZ_RUNS=100000 FUZZ_SEED=$RANDOM npx vitest run tests/fuzz` for a
// long exploration (fast-check prints the seed and path of any counterexample).
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { exampleUrlOf } from '../../src/core/routing/example-url.ts';
import { loadPublishedDocument } from '../support/contract.ts';
import { rawGet } from '../support/raw-http.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

// Its own server, not the run's shared one: it is a load generator, and it times answers.
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess('.server/main.mjs');
});
afterAll(() => server.stop());
const serverUrl = () => server.url;

const document = loadPublishedDocument();
const ajv = new Ajv2020({ strict: false });
ajv.addSchema(structuredClone(document) as object, 'openapi');
const v2Error = ajv.compile({ $ref: 'openapi#/components/schemas/Error' });
const v1Error = ajv.compile({ $ref: 'openapi#/components/schemas/V1Error' });
// POST /mcp: the MCP transport answers a body it cannot take with a JSON-RPC error of its own.
const jsonRpcError = ajv.compile({ $ref: 'openapi#/components/schemas/JsonRpcResponse' });

const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 2_000);
const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_251_123);

const knownNames = [...new Set(routeTable.flatMap((route) => [...route.params.names, ...Object.keys(route.pathParams)]))];

/** Text that is hostile to parsers, encoded so it survives the request line (or not, on purpose). */
const garbage = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('', '0', '-1', '00', '+5', '1e309', '9'.repeat(40), '-0', '0x1f', '1.', '.5', 'NaN', 'Infinity', 'true', 'TRUE', 'null'),
  fc.constantFrom('%', '%2', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%0A', '%0D%0A', '%FF%FE', '%u0130', '..', '%2e%2e', '%2F', '\\', '\t'),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('a'.repeat(1500), ','.repeat(800), '-'.repeat(600), 'name,'.repeat(300), '%25'.repeat(500)),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the garbage wanted here
  fc.stringMatching(/^[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]{1,4}$/),
);

const request = fc.record({
  route: fc.constantFrom(...routeTable),
  pathMutations: fc.array(fc.option(garbage, { nil: undefined }), { maxLength: 2 }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...knownNames), fc.string({ maxLength: 8 }).map(encodeURIComponent)), garbage), { maxLength: 6 }),
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS'),
});

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function targetOf({ route, pathMutations, query }: Generated): string {
  const [path = '/'] = exampleUrlOf(route).split('?');
  const segments = path.split('/');
  // Replace the last path segments with garbage where the fuzzer chose to.
  pathMutations.forEach((mutation, i) => {
    if (mutation !== undefined && segments.length - 1 - i > 1) segments[segments.length - 1 - i] = mutation;
  });
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  return segments.join('/') + (search ? `?${search}` : '');
}

describe('fuzzing every route and parameter', () => {
  it('always answers 2xx, 3xx or 4xx with a valid envelope, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const target = targetOf(generated);
        const answer = await rawGet(serverUrl(), target, generated.method);
        const where = `${generated.method} ${target.slice(0, 200)} → ${answer.status}`;
        expect(answer.status, where).toBeGreaterThanOrEqual(200);
        expect(answer.status, where).toBeLessThan(500);
        expect(answer.body, where).not.toMatch(/\/work\/|node_modules|\n\s+at |TRSTORE1/);
        if (generated.method === 'HEAD' || answer.status === 204 || answer.status === 304) {
          expect(answer.body, where).toBe('');
          return;
        }
        expect(answer.headers['content-type'], where).toMatch(/^(application\/json|text\/html); charset=utf-8$|^application\/geo\+json$/);
        expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
        if (String(answer.headers['content-type']).startsWith('text/html')) return; // a docs page
        const body = JSON.parse(answer.body) as unknown;
        if (answer.status >= 400) {
          expect(v2Error(body) || v1Error(body) || (target.startsWith('/mcp') && jsonRpcError(body)), `${where}: ${answer.body.slice(0, 300)}`).toBe(true);
        } else {
          expect(body, where).toBeTypeOf('object');
        }
      }),
      { numRuns: fuzzRuns, seed: fuzzSeed },
    );
    expect((await rawGet(serverUrl(), '/health')).status).toBe(200);
  }, Math.max(60_000, fuzzRuns * 25));

  it('answers adversarially long values quickly (no catastrophic backtracking)', async () => {
    const values = ['1'.repeat(1800), ','.repeat(1800), 'a,'.repeat(900), '-'.repeat(1800), `${'%20'.repeat(590)}x`, 'official,'.repeat(200), '9.'.repeat(900), `${'a'.repeat(1799)}!`];
    for (const route of routeTable) {
      const [path = '/'] = exampleUrlOf(route).split('?');
      for (const name of route.params.names) {
        for (const value of values) {
          const started = performance.now();
          const answer = await rawGet(serverUrl(), `${path}?${name}=${value}`);
          const elapsed = performance.now() - started;
          expect(answer.status, `${route.id} ${name}`).toBeLessThan(500);
          expect(elapsed, `${route.id} ${name}=${value.slice(0, 20)}…`).toBeLessThan(250);
        }
      }
    }
  }, 60_000);
});
