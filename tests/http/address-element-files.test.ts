// What <turkiye-address> loads, as every host serves it (DESIGN §6.7, issue 38): the module at its
// stable and its versioned path, precompressed, within its size budget, and the static files its
// cascade reads, all with CORS so a page on another origin can use them. The browser spec
// (tests/browser/address-element.spec.ts) checks the module on the local server; this runs on every host.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

/** GOV.UK's accessible-autocomplete alone is 18,925 B gzipped (anchors/address-form.md); we stay under 15 KB. */
const gzipBudget = 15 * 1024;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Raw bytes and headers (fetch would decode the body itself), asked from another origin. */
function raw(url: string, acceptEncoding = 'identity'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding, Origin: 'https://shop.example' } }, (response) => {
      const chunks: Buffer[] = [];
      response
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const versioned = readdirSync('dist/turkiye-address').filter((name) => name.endsWith('.js'));

describeEachTarget('the address element’s files', (api) => {
  it('the build writes one versioned module, named by the package version and a hash of its bytes', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(versioned).toHaveLength(1);
    expect(versioned[0]).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}-[0-9a-f]{10}\\.js$`));
  });

  it(`/turkiye-address.js: a JavaScript module with CORS, revalidated, at most ${gzipBudget} B gzipped as served`, async () => {
    const plain = await raw(`${api().url}/turkiye-address.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript\b/);
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // It registers the element (src/address-element/register.ts), unless the page already has one.
    expect(plain.body.toString()).toContain('customElements.get("turkiye-address")');
    const gzip = await raw(`${api().url}/turkiye-address.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length).toBeLessThanOrEqual(gzipBudget);
    const br = await raw(`${api().url}/turkiye-address.js`, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('the versioned path: the same bytes, immutable for a year', async () => {
    const stable = await raw(`${api().url}/turkiye-address.js`);
    const pinned = await raw(`${api().url}/turkiye-address/${versioned[0]}`);
    expect(pinned.status).toBe(200);
    expect(pinned.body.equals(stable.body)).toBe(true);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.headers['access-control-allow-origin']).toBe('*');
    expect(pinned.headers['content-type']).toMatch(/^text\/javascript\b/);
  });

  // What the lists hold is tests/site/address-element-files.test.ts; here, that every host serves them
  // as the build wrote them, precompressed, with CORS.
  // Çorum's Merkez (1259) and 1628 are the largest district files; every file over 1 KB has siblings.
  it.each(['/turkiye-address/data/places.json', '/turkiye-address/data/districts/1259.json', '/turkiye-address/data/districts/1628.json'])(
    '%s: JSON with CORS, the build’s bytes and their gzip sibling',
    async (path) => {
      const plain = await raw(`${api().url}${path}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['access-control-allow-origin']).toBe('*');
      expect(plain.headers['content-type']).toMatch(/^application\/json\b/);
      expect(plain.body.equals(readFileSync(`dist${path}`))).toBe(true);
      const gzip = await raw(`${api().url}${path}`, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(readFileSync(`dist${path}.gz`))).toBe(true);
    },
  );
});
