// <turkiye-address>'s Custom Elements Manifest as every host serves it (issue 47): beside the module,
// with the headers the module gets (CORS for a page or a tool on any origin, revalidated on each
// load as /turkiye-address.js is, since both change with each release), precompressed, and the bytes
// the build wrote (what it holds is tests/site/address-element-manifest.test.ts).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { getFrom } from '../support/raw-http.ts';
import { describeEachTarget } from '../support/targets.ts';

const path = '/turkiye-address/custom-elements.json';
const from = { Origin: 'https://shop.example' };

describeEachTarget('the address element’s manifest', (api) => {
  it(`${path}: JSON with CORS, cached as the module is, the build’s bytes and a gzip sibling`, async () => {
    const manifest = await getFrom(api().url, path, '127.0.0.1', { ...from, 'Accept-Encoding': 'identity' });
    const module = await getFrom(api().url, '/turkiye-address.js', '127.0.0.1', { ...from, 'Accept-Encoding': 'identity' });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/json\b/);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(manifest.headers['cache-control']).toBe(module.headers['cache-control']);
    expect(manifest.body).toBe(readFileSync(`dist${path}`, 'utf8'));
    expect(JSON.parse(manifest.body).modules[0].declarations[0].tagName).toBe('turkiye-address');
    const gzip = await getFrom(api().url, path, '127.0.0.1', { ...from, 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});
