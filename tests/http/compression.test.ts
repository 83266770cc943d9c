// Bodies over 1 KB are compressed when the client accepts it (DESIGN §3), static files from their
// precompressed or cached forms, query answers on the fly; small bodies never.
import { readFileSync } from 'node:fs';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { describeEachTarget, localServer } from '../support/targets.ts';

const serverUrl = localServer();

/** Raw bytes and headers (fetch would decode the body itself). */
function raw(path: string, acceptEncoding: string, baseUrl = serverUrl()): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(baseUrl + path, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compression [local server]', () => {
  it.each(['/v2/provinces?limit=20', '/v2/meta', '/v2/datasets/provinces.geojson', '/v2/provinces/34/boundary'])('%s: br, gzip or identity as asked', async (path) => {
    const plain = await raw(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await raw(path, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw(path, 'gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect((await raw(path, 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves bodies of 1 KB or less alone', async () => {
    expect((await raw('/v2/provinces/34?fields=id', 'br, gzip')).headers['content-encoding']).toBeUndefined();
    expect((await raw('/health', 'br, gzip')).headers['content-encoding']).toBeUndefined();
  });
});

// Every prebuilt file over 1 KB has `.br` and `.gz` siblings from the build, and every host sends
// them as they are: the same bytes from the embedded server, nginx and the Vercel harness.
describeEachTarget('compression of prebuilt files', (api) => {
  it.each([
    ['/v2/datasets/provinces.csv', 'dist/v2/datasets/provinces.csv'],
    ['/v2/datasets/provinces.json', 'dist/v2/datasets/provinces.json'],
    ['/v2/provinces/34/districts', 'dist/v2/provinces/34/districts.json'],
  ])('%s: the build’s br and gzip siblings, as asked', async (path, file) => {
    const plain = await raw(path, 'identity', api().url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw(path, 'br', api().url);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw(path, 'gzip', api().url);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});
