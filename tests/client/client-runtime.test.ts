// The typed client against the built local server: typed calls answer the real data, pages are walked
// to the end, seen answers are revalidated with If-None-Match (304 from the cache), errors carry the
// API's code, and a 429 or a 503 is waited out as Retry-After says, within the bound, or thrown past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TurkiyeApiError } from '../../src/client/index.ts';
import { type NginxWithoutWorker, startNginxWithoutWorker } from '../support/nginx-without-worker.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { localServer, targets } from '../support/targets.ts';

/** The client's fetch, recorded: what it sent and what came back. */
function recordingFetch() {
  const exchanges: Array<{ url: string; ifNoneMatch: string | null; status: number }> = [];
  const fetchAnswer: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    exchanges.push({ url: String(input), ifNoneMatch: new Headers(init?.headers).get('if-none-match'), status: response.status });
    return response;
  };
  return { exchanges, fetchAnswer };
}

describe('the typed client against the local server', () => {
  const baseUrl = localServer();

  it('answers typed calls with the real data', async () => {
    const api = createClient({ baseUrl: baseUrl() });
    const { data } = await api.getProvince({ provinceId: 34, include: ['districts'], fields: ['name', 'population'] });
    expect(data.name).toBe('İstanbul');
    expect(data.population).toBe(15754053);
    expect(data.districts).toHaveLength(39);
    const coastal = await api.listProvinces({ isCoastal: true, sort: '-population', fields: 'id,name', limit: 3 });
    expect(coastal.data).toEqual([
      { id: 34, name: 'İstanbul' },
      { id: 35, name: 'İzmir' },
      { id: 16, name: 'Bursa' },
    ]);
    expect(coastal.meta.total).toBe(28);
    const nested = await api.listProvinceDistricts({ provinceId: 6, sort: '-population', limit: 1, fields: ['name'] });
    expect(nested.data).toEqual([{ name: 'Çankaya' }]);
    expect((await api.getPostalCode({ postalCode: '34710' })).data.neighborhoods.map((place) => place.name)).toEqual(['Caferağa']);
    const located = await api.locatePoint({ latitude: 39.92, longitude: 32.85 });
    expect([located.data.province.name, located.data.district?.name, located.data.nearby[0]?.name]).toEqual(['Ankara', 'Çankaya', 'Kızılay']);
    expect((await api.getDistrictBoundary({ districtId: 1421 })).properties.codes.osmRelationId).toBe(1276548);
    expect((await api.getHealth()).status).toBe('ok');
  });

  it('reads many address lines in one POST, in order, never from the cache', async () => {
    const { exchanges, fetchAnswer } = recordingFetch();
    const api = createClient({ baseUrl: `${baseUrl()}/`, fetch: fetchAnswer });
    const lines = ['Kızılay Mah. Atatürk Blv. No:1 Çankaya/Ankara', '', 'Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL'];
    for (let i = 0; i < 2; i++) {
      const { data } = await api.parseAddresses({ lines });
      const [ankara, empty, istanbul] = data;
      expect(ankara && 'neighborhood' in ankara && ankara.neighborhood?.id).toBe(1569);
      expect(empty).toEqual({ error: { code: 'BAD_REQUEST', message: 'lines[1] must not be empty; give at least one non-space character.' } });
      expect(istanbul && 'verdict' in istanbul && [istanbul.neighborhood?.id, istanbul.verdict]).toEqual([40512, 'accept']);
    }
    expect(exchanges.map(({ url, ifNoneMatch, status }) => [url, ifNoneMatch, status])).toEqual(Array(2).fill([`${baseUrl()}/v2/addresses/parse`, null, 200]));
    await expect(api.parseAddresses({ lines: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  });

  it('reads every answer as its media type says: JSON, text, bytes', async () => {
    const api = createClient({ baseUrl: baseUrl() });
    const csv = await api.getDataset({ datasetFile: 'provinces.csv' });
    expect(typeof csv === 'string' && csv.split('\r\n')[0]!.startsWith('id,name,slug,population,area_value')).toBe(true);
    const sqlite = await api.getDatasetVersion({ datasetVersion: '2025', datasetFile: 'turkiye.sqlite' });
    expect(sqlite instanceof ArrayBuffer && new TextDecoder().decode(sqlite.slice(0, 15))).toBe('SQLite format 3');
    const json = await api.getDataset({ datasetFile: 'provinces.json' });
    expect(Array.isArray(json) && json.length).toBe(81);
  });

  it('walks every page of a list, and every record', async () => {
    const api = createClient({ baseUrl: baseUrl() });
    const pages = [];
    for await (const page of api.pages('listProvinceDistricts', { provinceId: 34, limit: 10, fields: ['id'] })) pages.push(page.meta);
    expect(pages.map((meta) => [meta.offset, meta.count])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
      [30, 9],
    ]);
    const names = [];
    for await (const district of api.records('listProvinceDistricts', { provinceId: 34, sort: 'name', limit: 15 })) names.push(district.name);
    expect(names).toHaveLength(39);
    expect(names.slice(0, 3)).toEqual(['Adalar', 'Arnavutköy', 'Ataşehir']);
  });

  it('revalidates an answer it has seen with If-None-Match, and answers the 304 from its cache', async () => {
    const { exchanges, fetchAnswer } = recordingFetch();
    const api = createClient({ baseUrl: baseUrl(), fetch: fetchAnswer });
    const first = await api.listDistricts({ provinceId: 6, limit: 2 });
    const again = await api.listDistricts({ provinceId: 6, limit: 2 });
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(exchanges.map(({ status }) => status)).toEqual([200, 304]);
    expect(exchanges[0]!.ifNoneMatch).toBeNull();
    expect(exchanges[1]!.ifNoneMatch).toMatch(/^"[0-9a-f]{64}"$/);
    const uncached = recordingFetch();
    const noCache = createClient({ baseUrl: baseUrl(), fetch: uncached.fetchAnswer, cacheEntries: 0 });
    await noCache.listDistricts({ provinceId: 6, limit: 2 });
    await noCache.listDistricts({ provinceId: 6, limit: 2 });
    expect(uncached.exchanges.map(({ status, ifNoneMatch }) => [status, ifNoneMatch])).toEqual([
      [200, null],
      [200, null],
    ]);
  });

  it('throws the API’s error with its status, code and message', async () => {
    const api = createClient({ baseUrl: baseUrl() });
    const error = await api.getProvince({ provinceId: 99 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TurkiyeApiError);
    expect(error).toMatchObject({ status: 404, code: 'PROVINCE_NOT_FOUND', message: 'Province not found.' });
    await expect(api.listVillages({ limit: 5000 })).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'limit must be an integer from 1 to 1000.',
    });
  });
});

describe('the typed client and the rate limit (RATE_LIMIT_PER_MINUTE=2)', () => {
  const baseUrl = localServer();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess('.server/main.mjs', { RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_5_MINUTES: '1000' });
  });
  afterAll(() => server.stop());

  it('throws RATE_LIMIT_EXCEEDED with Retry-After when waiting would pass its bound', async () => {
    const api = createClient({ baseUrl: server.url, maxRateLimitWaitMs: 0 });
    await api.listProvinces({ limit: 1 });
    await api.listProvinces({ limit: 2 });
    const error = (await api.listProvinces({ limit: 3 }).catch((caught: unknown) => caught)) as TurkiyeApiError;
    expect(error).toBeInstanceOf(TurkiyeApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.message).toBe(`Rate limit exceeded. Try again in ${error.retryAfterSeconds} seconds.`);
  });

  it('waits as Retry-After says and tries again, within the bound', async () => {
    // The server's own Retry-After here is up to a minute; this fetch passes the server's 429 on with
    // Retry-After shortened to one second, so the test shows the wait and the retry without the minute.
    const statuses: number[] = [];
    let urls = [server.url, baseUrl()];
    const api = createClient({
      baseUrl: server.url,
      maxRateLimitWaitMs: 5_000,
      fetch: async (input, init) => {
        // The retry goes to the shared server, which has room: the retry is what is shown.
        const response = await fetch(String(input).replace(server.url, urls[0]!), init);
        statuses.push(response.status);
        if (response.status !== 429) return response;
        urls = urls.slice(1);
        const headers = new Headers(response.headers);
        headers.set('retry-after', '1');
        return new Response(await response.text(), { status: 429, headers });
      },
    });
    const started = performance.now();
    const { data } = await api.getProvince({ provinceId: 6, fields: ['name'] });
    expect(data).toEqual({ name: 'Ankara' });
    expect(statuses).toEqual([429, 200]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe.skipIf(Boolean(targets.find((target) => target.name === 'nginx')!.skip))('the typed client and a 503 (nginx with no worker up)', () => {
  const baseUrl = localServer();
  let nginx: NginxWithoutWorker;
  beforeAll(async () => {
    nginx = await startNginxWithoutWorker();
  });
  afterAll(() => nginx.stop());

  it('throws SERVICE_UNAVAILABLE with Retry-After when waiting would pass its bound', async () => {
    const api = createClient({ baseUrl: nginx.url, maxRateLimitWaitMs: 1_000 });
    const error = (await api.listProvinces({ limit: 1 }).catch((caught: unknown) => caught)) as TurkiyeApiError;
    expect(error).toBeInstanceOf(TurkiyeApiError);
    expect(error).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is restarting and cannot answer this request now. Try again in 2 seconds.',
      retryAfterSeconds: 2,
    });
  });

  it('waits as Retry-After says and tries again, within the bound', async () => {
    // The first request meets nginx with no worker (its own 503, Retry-After: 2); the retry goes to the
    // shared server, as it would to nginx once a worker is up again.
    const statuses: number[] = [];
    let urls = [nginx.url, baseUrl()];
    const api = createClient({
      baseUrl: nginx.url,
      maxRateLimitWaitMs: 5_000,
      fetch: async (input, init) => {
        const response = await fetch(String(input).replace(nginx.url, urls[0]!), init);
        urls = urls.slice(-1);
        statuses.push(response.status);
        return response;
      },
    });
    const started = performance.now();
    const { data } = await api.getDistrict({ districtId: 1421, fields: ['name'] });
    expect(data).toEqual({ name: 'Kadıköy' });
    expect(statuses).toEqual([503, 200]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_950);
  });
});
