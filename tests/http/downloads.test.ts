// The analysts' downloads (CSV, NDJSON, SQLite), the index of every file and SHA256SUMS: headers and
// revalidation on both hosts, and `sha256sum -c` (the real coreutils binary) over files fetched from
// the server. Formats round-tripping to the records are in downloads-formats.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachTarget, errorBody } from '../support/targets.ts';

const latest = 'public, max-age=3600, stale-while-revalidate=86400';
const pinned = 'public, max-age=31536000, immutable';
const kinds = ['provinces', 'districts', 'municipalities', 'neighborhoods', 'villages'];
const counts = [81, 973, 1377, 32279, 18183];
const listedFiles = [...kinds.map((k) => `${k}.json`), ...kinds.map((k) => `${k}.csv`), ...kinds.map((k) => `${k}.ndjson`), 'turkiye.sqlite', 'provinces.geojson', 'districts.geojson', 'place-points.csv', 'changes.json', 'changes.csv'];

describeEachTarget('downloads', (api) => {
  /** The exact bytes of a file, uncompressed. */
  const bytesOf = async (path: string) => Buffer.from(await (await fetch(api().url + path, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());

  it.each([
    ['/v2/datasets/provinces.csv', 'text/csv; charset=utf-8', latest],
    ['/v2/datasets/2025/neighborhoods.csv', 'text/csv; charset=utf-8', pinned],
    ['/v2/datasets/villages.ndjson', 'application/x-ndjson', latest],
    ['/v2/datasets/2025/districts.ndjson', 'application/x-ndjson', pinned],
    ['/v2/datasets/turkiye.sqlite', 'application/vnd.sqlite3', latest],
    ['/v2/datasets/2025/turkiye.sqlite', 'application/vnd.sqlite3', pinned],
    ['/v2/datasets/SHA256SUMS', 'text/plain; charset=utf-8', latest],
    ['/v2/datasets/2025/SHA256SUMS', 'text/plain; charset=utf-8', pinned],
    ['/v2/datasets/2025/provinces.json', 'application/json; charset=utf-8', pinned],
  ])('%s: %s, %s, ETag, Last-Modified, 304, HEAD', async (path, contentType, cacheControl) => {
    const { status, headers } = await api().get(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(contentType);
    expect(headers.get('cache-control')).toBe(cacheControl);
    expect(headers.get('last-modified')).toBe('Sat, 28 Nov 2026 00:00:00 GMT');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    const body = await bytesOf(path);
    // A strong ETag: the sha256 of exactly these bytes (nginx's own behind nginx).
    if (api().hashesFiles) expect(headers.get('etag')).toBe(`"${createHash('sha256').update(body).digest('hex')}"`);
    else expect(headers.get('etag')).toMatch(api().fileEtag);
    const again = await api().get(path, { headers: { 'If-None-Match': headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toBe(cacheControl);
    const head = await api().get(path, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
  });

  it('compresses the large downloads when asked (local server: the precompressed siblings)', async () => {
    const answer = await fetch(`${api().url}/v2/datasets/2025/neighborhoods.csv`, { headers: { 'Accept-Encoding': 'br' } });
    const encoding = answer.headers.get('content-encoding');
    // The Vercel harness leaves compression to Vercel's edge, as Vercel does.
    expect([null, 'br']).toContain(encoding);
    expect((await answer.arrayBuffer()).byteLength).toBe((await bytesOf('/v2/datasets/2025/neighborhoods.csv')).length);
  });

  it('GET /v2/datasets lists every file with its size and sha256, which match the files', async () => {
    const { status, headers, json } = await api().get('/v2/datasets');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('etag')).toMatch(api().fileEtag);
    expect((await api().get('/v2/datasets', { headers: { 'If-None-Match': headers.get('etag')! } })).status).toBe(304);
    expect(json.meta).toEqual({ count: 21, datasetVersion: '2025', lastUpdated: '2026-11-28', checksumsUrl: '/v2/datasets/2025/SHA256SUMS' });
    expect(json.data.map((entry: { file: string }) => entry.file)).toEqual(listedFiles);
    expect(json.data.map(({ format, kind, records }: Record<string, unknown>) => [format, kind, records])).toEqual([
      ...kinds.map((kind, i) => ['json', kind, counts[i]]),
      ...kinds.map((kind, i) => ['csv', kind, counts[i]]),
      ...kinds.map((kind, i) => ['ndjson', kind, counts[i]]),
      ['sqlite', null, 52893],
      ['geojson', 'provinces', 81],
      ['geojson', 'districts', 973],
      ['csv', null, 35025],
      ['json', null, 533],
      ['csv', null, 533],
    ]);
    for (const entry of json.data) {
      expect(entry.url).toBe(`/v2/datasets/2025/${entry.file}`);
      expect(entry.latestUrl).toBe(`/v2/datasets/${entry.file}`);
      const pinnedBytes = await bytesOf(entry.url);
      expect(pinnedBytes.length, entry.file).toBe(entry.bytes);
      expect(createHash('sha256').update(pinnedBytes).digest('hex'), entry.file).toBe(entry.sha256);
      expect((await bytesOf(entry.latestUrl)).equals(pinnedBytes), entry.file).toBe(true);
    }
  });

  it('SHA256SUMS passes `sha256sum -c` on the downloaded files, and fails on a changed one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'downloads-'));
    const sums = (await bytesOf('/v2/datasets/2025/SHA256SUMS')).toString('utf8');
    expect(sums.split('\n').slice(0, -1).map((line) => line.slice(66))).toEqual(listedFiles);
    expect(sums).toMatch(/^([0-9a-f]{64} {2}[a-z-]+\.[a-z]+\n){21}$/);
    writeFileSync(join(dir, 'SHA256SUMS'), sums);
    for (const file of listedFiles) writeFileSync(join(dir, file), await bytesOf(`/v2/datasets/2025/${file}`));
    const output = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' });
    expect(output).toBe(listedFiles.map((file) => `${file}: OK\n`).join(''));
    // The latest SHA256SUMS is the same file.
    expect((await bytesOf('/v2/datasets/SHA256SUMS')).toString('utf8')).toBe(sums);
    writeFileSync(join(dir, 'provinces.csv'), (await bytesOf('/v2/datasets/provinces.csv')).toString('utf8').replace('Adana', 'ADANA'));
    const broken = spawnSync('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(broken.stdout).toBe('provinces.csv: FAILED\n');
  });

  it.each([
    ['en', 'Downloads', 'Data → From Text/CSV', '5.6 MB'],
    ['tr', 'İndirmeler', 'Veri → Metinden/CSV’den', '5,6 MB'],
  ])('/%s/downloads/ shows every file of the index with its checksum', async (lang, title, excel, neighborhoodsSize) => {
    // A docs page, not an API answer: fetched as a browser would, outside the OpenAPI contract.
    const page = await fetch(`${api().url}/${lang}/downloads/`);
    const { status } = page;
    const text = await page.text();
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(text).toContain(excel);
    expect(text).toContain('65001: Unicode (UTF-8)');
    const index = (await api().get('/v2/datasets')).json;
    for (const entry of index.data) {
      expect(text).toContain(`href="${entry.url}"`);
      expect(text).toMatch(new RegExp(`<code class="digest"[^>]*>${entry.sha256}</code>`));
    }
    expect(text).toMatch(new RegExp(`data-bytes="5644817"[^>]*>${neighborhoodsSize}<`));
    expect(text).toContain('href="/v2/datasets/2025/SHA256SUMS"');
  });

  it.each([
    ['/v2/datasets/provinces.tsv', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets/turkiye.db', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets/neighborhoods.json.br', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets/2025/turkiye.sqlite.gz', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets/2024/SHA256SUMS', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets/sha256sums', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets/PROVINCES.CSV', 404, errorBody('DATASET_NOT_FOUND', 'Dataset not found.', 404)],
    ['/v2/datasets.json', 404, errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
    ['/v2/datasets?limit=5', 400, errorBody('BAD_REQUEST', 'Unknown query parameter "limit": this endpoint takes no query parameters.', 400)],
    ['/v2/datasets/provinces.csv?fields=name', 400, errorBody('BAD_REQUEST', 'Unknown query parameter "fields": this endpoint takes no query parameters.', 400)],
    ['/v2/datasets/2025/turkiye.sqlite?offset=1', 400, errorBody('BAD_REQUEST', 'Unknown query parameter "offset": this endpoint takes no query parameters.', 400)],
  ])('%s → %i', async (path, status, body) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(body);
  });
});
