// The image's smoke test (npm run test:container, scripts/test-container.sh): a subset of the HTTP
// suite against the container's own command (nginx in front of the workers), at CONTAINER_URL, with
// RATE_LIMIT_PER_MINUTE=5. One of each kind of answer: a record, a list, a search, an address, a
// dataset file compressed, a 404 in the envelope, a 429 with Retry-After. Expected values were looked
// up in data/2025/*.json. The security headers, and the HTTP Observatory's scan over plain HTTP.
// Not part of `npm test` (vitest.config.ts leaves tests/container out).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hostPortOf, observatoryScan, tlsTests } from '../support/observatory.ts';
import { getFrom } from '../support/raw-http.ts';
import { datasetMeta, errorBody } from '../support/targets.ts';

const url = process.env.CONTAINER_URL ?? '';
/** The queries below come from this address; the 429 from another, so they do not share a count. */
const client = '127.0.0.1';

async function get(path: string) {
  const answer = await getFrom(url, path, client);
  return { ...answer, json: JSON.parse(answer.body) };
}

/** The raw bytes, as the client asked them encoded. */
function bytes(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url + path, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe.runIf(url)(`the container at ${url}`, () => {
  it('answers /health, its HEALTHCHECK', async () => {
    const { status, json } = await get('/health');
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'ok' });
  });

  it('serves a record', async () => {
    const { status, headers, json } = await get('/v2/provinces/34');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.data).toMatchObject({ id: 34, name: 'İstanbul', population: 15754053, phoneAreaCodes: [212, 216] });
  });

  it('answers a list from the query layer', async () => {
    const { status, json } = await get('/v2/provinces?limit=2&sort=-population&fields=id,name');
    expect(status).toBe(200);
    expect(json.data).toEqual([
      { id: 34, name: 'İstanbul' },
      { id: 6, name: 'Ankara' },
    ]);
    expect(json.meta).toMatchObject({ total: 81, count: 2, limit: 2, offset: 0 });
  });

  it('finds a place', async () => {
    const { status, json } = await get('/v2/search?q=kadik%C3%B6y&types=district&limit=1');
    expect(status).toBe(200);
    expect(json.data).toHaveLength(1);
    expect(json.data[0]).toMatchObject({ type: 'district', id: 1421, name: 'Kadıköy', label: 'Kadıköy, İstanbul', provinceId: 34, url: '/v2/districts/1421' });
  });

  it('reads an address line', async () => {
    const { status, json } = await get(`/v2/addresses/parse?q=${encodeURIComponent('Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL')}`);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      granularity: 'neighborhood',
      province: { id: 34, name: 'İstanbul', status: 'confirmed' },
      neighborhood: { id: 40512, name: 'Caferağa', status: 'confirmed' },
      postalCode: { value: '34710', status: 'confirmed' },
      formatted: 'Moda Cd. No:5 D:3, Caferağa Mah., 34710 Kadıköy/İstanbul',
    });
    expect(json.meta).toEqual(datasetMeta);
  });

  it('sends a dataset file compressed as asked: br, gzip, or as it is', async () => {
    const plain = await bytes('/v2/datasets/provinces.csv', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = plain.body.toString('utf8');
    expect(text.split('\n')[1]).toMatch(/^1,Adana,adana,/);
    expect(text.trimEnd().split('\n')).toHaveLength(82);
    const br = await bytes('/v2/datasets/provinces.csv', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await bytes('/v2/datasets/provinces.csv', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('answers an unknown record with the error envelope', async () => {
    const { status, json } = await get('/v2/provinces/99');
    expect(status).toBe(404);
    expect(json).toEqual(errorBody('PROVINCE_NOT_FOUND', 'Province not found.', 404));
  });

  it('sends the security headers every host sends (tests/http/security-headers.test.ts has them all)', async () => {
    const page = await getFrom(url, '/en/', client);
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const answer = await getFrom(url, '/v2/provinces/34', client);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const element = await getFrom(url, '/turkiye-address.js', client);
    expect(element.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Plain HTTP here (no TLS_CERT), so no HSTS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('passes every test of the Mozilla HTTP Observatory but the two that need HTTPS', { timeout: 90_000 }, async () => {
    const scan = await observatoryScan(hostPortOf(url));
    expect(Object.keys(scan.tests).filter((name) => !scan.tests[name]!.pass).sort()).toEqual([...tlsTests].sort());
  });

  it('refuses the sixth query of a minute from one client with 429 and Retry-After', async () => {
    const other = '127.0.0.3';
    for (let i = 0; i < 5; i++) expect((await getFrom(url, '/v2/provinces?limit=1', other)).status).toBe(200);
    const refused = await getFrom(url, '/v2/provinces?limit=1', other);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(JSON.parse(refused.body)).toEqual(errorBody('RATE_LIMIT_EXCEEDED', `Rate limit exceeded. Try again in ${retryAfter} seconds.`, 429));
  });
});

describe.skipIf(url)('the container smoke test', () => {
  it('needs CONTAINER_URL: run it through npm run test:container', () => {
    expect.fail('CONTAINER_URL is not set: npm run test:container builds the image, starts it and sets it.');
  });
});
