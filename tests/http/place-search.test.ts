// GET /v2/search on both hosts: validation errors (whole bodies), the exact shape of hits, limit,
// types, the province and district filters, and the dispatcher's ETag/304, HEAD and CORS. Expected
// records were looked up in data/2025/*.json.
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

const badRequest = (message: string) => ({ error: { code: 'BAD_REQUEST', message, status: 400 } });
const typesMessage = 'types must be a comma-separated list of province, district, municipality, neighborhood, village.';
const limitMessage = 'limit must be an integer from 1 to 50.';
const q = (text: string) => `q=${encodeURIComponent(text)}`;

const hitKeys = ['type', 'id', 'name', 'label', 'provinceId', 'districtId', 'municipalityId', 'population', 'postalCode', 'score', 'url'];
const meta = (count: number) => ({ count, datasetVersion: '2025', lastUpdated: '2026-11-28' });

describeEachTarget('place search', (api) => {
  it.each([
    ['/v2/search', badRequest('Query parameter "q" is required; add q=… to the URL.')],
    ['/v2/search?limit=5', badRequest('Query parameter "q" is required; add q=… to the URL.')],
    ['/v2/search?q=', badRequest('q must not be empty; give at least one non-space character.')],
    ['/v2/search?q=%20%20%09', badRequest('q must not be empty; give at least one non-space character.')],
    [`/v2/search?q=${'a'.repeat(101)}`, badRequest('q must be at most 100 characters long.')],
    ['/v2/search?q=kad&limit=0', badRequest(limitMessage)],
    ['/v2/search?q=kad&limit=51', badRequest(limitMessage)],
    ['/v2/search?q=kad&limit=ten', badRequest(limitMessage)],
    ['/v2/search?q=kad&types=city', badRequest(typesMessage)],
    ['/v2/search?q=kad&types=district,', badRequest(typesMessage)],
    ['/v2/search?q=kad&types=', badRequest(typesMessage)],
    ['/v2/search?q=kad&provinceId=0', badRequest('provinceId must be a positive integer (ASCII digits only), for example 34.')],
    ['/v2/search?q=kad&districtId=x', badRequest('districtId must be a positive integer (ASCII digits only), for example 34.')],
    ['/v2/search?q=kad&offset=10', badRequest('Unknown query parameter "offset". Allowed parameters: q, types, provinceId, districtId, limit.')],
    ['/v2/search?q=kad&q=ist', badRequest('Query parameter "q" is given more than once; give it once.')],
    ['/v2/search?q=kad&provinceId=6&districtId=1421', { error: { code: 'INVALID_HIERARCHY_FILTER', message: 'Hierarchy filters are inconsistent.', status: 400 } }],
  ])('%s → 400', async (path, body) => {
    const { status, json, headers } = await api().get(path);
    expect(status).toBe(400);
    expect(json).toEqual(body);
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it('accepts a q of exactly 100 characters once trimmed', async () => {
    const { status, json } = await api().get(`/v2/search?q=%20${'a'.repeat(100)}%20`);
    expect(status).toBe(200);
    expect(json).toEqual({ data: [], meta: meta(0) });
  });

  it('answers a neighborhood hit with every field, in order', async () => {
    const { status, json } = await api().get(`/v2/search?${q('caferağa kadıköy')}&limit=1`);
    expect(status).toBe(200);
    const [hit] = json.data;
    expect(Object.keys(hit)).toEqual(hitKeys);
    expect(hit).toEqual({
      type: 'neighborhood', id: 40512, name: 'Caferağa', label: 'Caferağa, Kadıköy, İstanbul', provinceId: 34, districtId: 1421,
      municipalityId: 2273, population: 21261, postalCode: '34710', score: hit.score, url: '/v2/neighborhoods/40512',
    });
    expect(hit.score).toBeGreaterThan(0);
    expect(json.meta).toEqual(meta(1));
  });

  it.each([
    ['istanbul', { type: 'province', id: 34, name: 'İstanbul', label: 'İstanbul', population: 15754053, url: '/v2/provinces/34' }],
    ['kadıköy', { type: 'district', id: 1421, name: 'Kadıköy', label: 'Kadıköy, İstanbul', provinceId: 34, population: 458573, url: '/v2/districts/1421' }],
    ['bostanbükü safranbolu', { type: 'village', id: 36931, name: 'Bostanbükü', label: 'Bostanbükü, Safranbolu, Karabük', provinceId: 78, districtId: 1587, population: 5596, postalCode: '78602', url: '/v2/villages/36931' }],
    // A town's neighborhood names its town (Kepez, a town of Çanakkale's Merkez district).
    ['boğazkent kepez', { type: 'neighborhood', id: 20105, name: 'Boğazkent', label: 'Boğazkent, Kepez, Merkez, Çanakkale', provinceId: 17, districtId: 1230, municipalityId: 1617, population: 9406, postalCode: '17110', url: '/v2/neighborhoods/20105' }],
    ['kadıköy yalova', { type: 'municipality', id: 4109, name: 'Kadıköy', label: 'Kadıköy, Merkez, Yalova', provinceId: 77, districtId: 1716, population: 11527, url: '/v2/municipalities/4109' }],
  ])('%s → the hit of the record', async (text, expected) => {
    const { json } = await api().get(`/v2/search?${q(text)}&limit=1`);
    const { score, ...hit } = json.data[0];
    expect(hit).toEqual(expected);
    expect(typeof score).toBe('number');
  });

  it('says when a place was found by a former name (DESIGN §6.8), and only then', async () => {
    const { json } = await api().get(`/v2/search?${q('Çürükler')}&limit=1`);
    expect(json.data).toEqual([
      {
        type: 'neighborhood', id: 177113, name: 'Yeşilvadi', label: 'Yeşilvadi, Feke, Adana', provinceId: 1, districtId: 1329, municipalityId: 935,
        population: 123, postalCode: '01662', formerName: 'Çürükler', score: json.data[0].score, url: '/v2/neighborhoods/177113',
      },
    ]);
    expect(Object.keys(json.data[0])).toEqual(['type', 'id', 'name', 'label', 'provinceId', 'districtId', 'municipalityId', 'population', 'postalCode', 'formerName', 'score', 'url']);
    // The curated former official names (data/aliases.csv) too: İçel is Mersin, Eyüp Eyüpsultan.
    for (const [text, id, former] of [['icel', 33, 'İçel'], ['eyüp', 1325, 'Eyüp']] as const) {
      const hit = (await api().get(`/v2/search?${q(text)}&limit=1`)).json.data[0];
      expect([hit.id, hit.formerName]).toEqual([id, former]);
    }
    // Found by the name it carries today: no formerName, though a neighborhood was once called Fatih.
    const fatih = (await api().get(`/v2/search?${q('fatih')}&limit=3`)).json.data;
    expect(fatih.map((hit: { formerName?: string }) => hit.formerName)).toEqual([undefined, undefined, undefined]);
    // A colloquial name is a name, not a former one: Antep finds Gaziantep without saying so.
    expect((await api().get(`/v2/search?${q('antep')}&limit=1`)).json.data[0]).not.toHaveProperty('formerName');
  });

  it('answers nothing with an empty list', async () => {
    const { status, json } = await api().get('/v2/search?q=xqzxqz');
    expect(status).toBe(200);
    expect(json).toEqual({ data: [], meta: meta(0) });
  });

  it('gives 10 hits by default and up to limit, best first', async () => {
    const defaults = await api().get('/v2/search?q=kad');
    expect(defaults.json.meta).toEqual(meta(10));
    expect(defaults.json.data[0]).toMatchObject({ type: 'district', id: 1421 });
    for (const [limit, count] of [[1, 1], [3, 3], [50, 50]] as const) {
      const { json } = await api().get(`/v2/search?q=a&limit=${limit}`);
      expect(json.meta.count).toBe(count);
      expect(json.data).toHaveLength(count);
      const scores = json.data.map((hit: { score: number }) => hit.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('keeps only the types asked for', async () => {
    const villages = await api().get(`/v2/search?${q('kadıköy')}&types=village&limit=50`);
    expect(villages.json.data.length).toBeGreaterThan(0);
    expect(new Set(villages.json.data.map((hit: { type: string }) => hit.type))).toEqual(new Set(['village']));
    const big = await api().get('/v2/search?q=kad&types=province,district&limit=50');
    expect(new Set(big.json.data.map((hit: { type: string }) => hit.type))).toEqual(new Set(['district']));
    expect(big.json.data[0]).toMatchObject({ type: 'district', id: 1421 });
  });

  it('keeps only places inside provinceId and districtId', async () => {
    const yalova = await api().get(`/v2/search?${q('kadıköy')}&provinceId=77`);
    expect(yalova.json.data[0]).toMatchObject({ type: 'municipality', id: 4109 });
    expect(yalova.json.data.every((hit: { provinceId?: number; id: number }) => (hit.provinceId ?? hit.id) === 77)).toBe(true);
    const kadikoy = await api().get('/v2/search?q=caf&districtId=1421&provinceId=34');
    expect(kadikoy.json.data[0]).toMatchObject({ type: 'neighborhood', id: 40512 });
    expect(kadikoy.json.data.every((hit: { districtId?: number; id: number }) => (hit.districtId ?? hit.id) === 1421)).toBe(true);
    // A filter naming no record matches nothing (DESIGN §3), it is not an error.
    const none = await api().get('/v2/search?q=caf&districtId=999999&provinceId=34');
    expect(none.json).toEqual({ data: [], meta: meta(0) });
  });

  it('revalidates with ETag, answers HEAD without a body, and allows any origin', async () => {
    const path = `/v2/search?${q('istnbul kadikoy')}`;
    const first = await api().get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const again = await api().get(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await api().get(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
  });
});
