// Dataset downloads: latest and pinned, headers per the spec, revalidation, and every way to ask for
// a file that is not there.
import { expect, it } from 'vitest';
import { describeEachTarget, errorBody } from '../support/targets.ts';

const latest = 'public, max-age=3600, stale-while-revalidate=86400';
const pinned = 'public, max-age=31536000, immutable';
const notFound = errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404);

describeEachTarget('dataset downloads', (api) => {
  it.each([
    ['/v2/datasets/provinces.json', 81, latest],
    ['/v2/datasets/districts.json', 973, latest],
    ['/v2/datasets/municipalities.json', 1377, latest],
    ['/v2/datasets/neighborhoods.json', 32279, latest],
    ['/v2/datasets/villages.json', 18183, latest],
    ['/v2/datasets/2025/provinces.json', 81, pinned],
    ['/v2/datasets/2025/villages.json', 18183, pinned],
  ])('%s: %i records, %s', async (path, count, cacheControl) => {
    const { status, headers, json } = await api().get(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe(cacheControl);
    expect(headers.get('last-modified')).toBe('Sat, 28 Nov 2026 00:00:00 GMT');
    expect(headers.get('etag')).toMatch(api().fileEtag);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(json).toHaveLength(count);
    const ids = json.map((record: { id: number }) => record.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('holds exactly the records the API serves', async () => {
    const file = (await api().get('/v2/datasets/districts.json')).json;
    const pages = [];
    for (let offset = 0; offset < 973; offset += 1000) pages.push(...(await api().get(`/v2/districts?limit=1000&offset=${offset}`)).json.data);
    expect(file).toEqual(pages);
    expect((await api().get('/v2/datasets/2025/districts.json')).text).toBe((await api().get('/v2/datasets/districts.json')).text);
  });

  it('revalidates with If-None-Match and answers HEAD', async () => {
    const first = await api().get('/v2/datasets/2025/municipalities.json');
    const etag = first.headers.get('etag')!;
    const again = await api().get('/v2/datasets/2025/municipalities.json', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toBe(pinned);
    const head = await api().get('/v2/datasets/municipalities.json', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)));
  });

  it.each([
    ['/v2/datasets/towns.json', 404, notFound],
    ['/v2/datasets/provinces', 404, notFound],
    ['/v2/datasets/PROVINCES.JSON', 404, notFound],
    ['/v2/datasets/2024/provinces.json', 404, notFound],
    ['/v2/datasets/latest/provinces.json', 404, notFound],
    ['/v2/datasets/2025/towns.json', 404, notFound],
    ['/v2/datasets/..%2Fpackage.json', 404, notFound],
    ['/v2/datasets/..%2F..%2F.store%2Fmeta.json', 404, notFound],
    // URL parsing (client and server alike) resolves %2e%2e as a dot segment: these leave /v2/datasets.
    ['/v2/datasets/%2e%2e/package.json', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
    ['/v2/datasets/2025/..%2F..%2Fhealth.json', 404, notFound],
    ['/v2/datasets/%2e%2e', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
    ['/v2/datasets/provinces.json%00', 400, errorBody('BAD_REQUEST', 'datasetFile must be a file name of at most 100 printable characters, for example provinces.json.', 400)],
    [`/v2/datasets/${'a'.repeat(101)}.json`, 400, errorBody('BAD_REQUEST', 'datasetFile must be a file name of at most 100 printable characters, for example provinces.json.', 400)],
    ['/v2/datasets/%E0%A4%A', 400, errorBody('BAD_REQUEST', 'The path is not valid percent-encoding; encode reserved characters as %XX.', 400)],
    ['/v2/datasets/provinces.json?limit=5', 400, errorBody('BAD_REQUEST', 'Unknown query parameter "limit": this endpoint takes no query parameters.', 400)],
    ['/v2/datasets/', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
    // Two segments are a version and a file: `provinces.csv` is no version.
    ['/v2/datasets/provinces.csv/x', 404, notFound],
    ['/v2/datasets/2025/SHA256SUMS.txt', 404, notFound],
    ['/v2/datasets/..%2F2025%2Fturkiye.sqlite', 404, notFound],
    ['/v2/datasets/turkiye.sqlite%00', 400, errorBody('BAD_REQUEST', 'datasetFile must be a file name of at most 100 printable characters, for example provinces.json.', 400)],
    ['/v2/datasets/2025/provinces.json/x', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
    ['/v2/datasets/provinces.json.br', 404, notFound],
  ])('%s → %i', async (path, status, body) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(body);
  });
});
