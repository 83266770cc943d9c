// Path traversal against every static route and the filesystem, with raw request targets (a client
// would normalize `..` away before sending): nothing outside the published files is ever served, and
// the answer is always the JSON envelope.
import { expect, it } from 'vitest';
import { rawGet } from '../support/raw-http.ts';
import { describeEachTarget } from '../support/targets.ts';

const attempts = [
  '/v2/datasets/../../package.json',
  '/v2/datasets/2025/../../../package.json',
  '/v2/datasets/..%2f..%2fpackage.json',
  '/v2/datasets/%2e%2e%2f%2e%2e%2fpackage.json',
  '/v2/datasets/..%5c..%5cpackage.json',
  '/v2/datasets/2025/..%2F..%2F..%2F.store%2Fmeta.json',
  '/v2/provinces/..%2f..%2f..%2fpackage.json',
  '/v2/provinces/34/../../../.store/meta.json',
  '/v2/meta/../../package.json',
  '/v2/openapi.json/../../package.json',
  '/health/../package.json',
  '/../package.json',
  '/%2e%2e/%2e%2e/package.json',
  '/_astro/../../package.json',
  '/en/../../.store/meta.json',
  '/en/..%2f..%2fpackage.json',
  '/tr/guide/%2e%2e/%2e%2e/%2e%2e/astro.config.mjs',
  '/.store/meta.json',
  '/.store/villages.bin',
  '/.server/main.mjs',
  '/package.json',
  '//etc/passwd',
  '/v2/datasets/provinces.json%00.txt',
  '/v2/datasets/turkiye.sqlite/../../package.json',
  '/v2/datasets/2025/SHA256SUMS/../../../.store/meta.json',
  '/v2/datasets/2025/..%2f..%2f..%2f.store%2fprovinces.bin',
  '/v2/datasets/provinces.csv%2f..%2f..%2f..%2fpackage.json',
  '/v2/datasets.json/../../package.json',
  '/v2/datasets/..%2f..%2fnode_modules%2f.cache%2fprecompressed',
];

describeEachTarget('path traversal', (api) => {
  it.each(attempts)('%s serves nothing outside the published files', async (target) => {
    const answer = await rawGet(api().url, target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).not.toMatch(/devDependencies|TRSTORE1|datasetVersion|defineConfig|root:/);
    expect(JSON.parse(answer.body).error.status).toBe(answer.status);
  });
});
