// GET /v2/addresses/parse on both hosts (DESIGN §6.5): validation errors (whole bodies, unknown and
// repeated parameters among them), DESIGN's examples as whole answers, candidates as search hits, and
// a sample of the generated reading table over HTTP. ETag and 304, HEAD, 405 and CORS are checked for
// this route, as for every route of the table, by http-semantics.test.ts through its example line;
// the rate limiter's count by rate-limit.test.ts. Expected records were looked up in data/2025/*.json.
import { expect, it } from 'vitest';
import { generateLines } from '../addresses/generated-lines.ts';
import { datasetMeta, describeEachTarget } from '../support/targets.ts';

const badRequest = (message: string) => ({ error: { code: 'BAD_REQUEST', message, status: 400 } });
const parse = (q: string) => `/v2/addresses/parse?q=${encodeURIComponent(q)}`;
const overHttp = generateLines(40, 2025);

describeEachTarget('address parsing', (api) => {
  it.each([
    ['/v2/addresses/parse', badRequest('Query parameter "q" is required; add q=… to the URL.')],
    ['/v2/addresses/parse?q=', badRequest('q must not be empty; give at least one non-space character.')],
    ['/v2/addresses/parse?q=%20%09%20', badRequest('q must not be empty; give at least one non-space character.')],
    [`/v2/addresses/parse?q=${'a'.repeat(301)}`, badRequest('q must be at most 300 characters long.')],
    ['/v2/addresses/parse?q=kadikoy&limit=1', badRequest('Unknown query parameter "limit". Allowed parameters: q.')],
    ['/v2/addresses/parse?q=kadikoy&q=moda', badRequest('Query parameter "q" is given more than once; give it once.')],
  ])('%s → 400', async (path, body) => {
    const { status, json, headers } = await api().get(path);
    expect(status).toBe(400);
    expect(json).toEqual(body);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('etag')).toBeNull();
  });

  it('accepts 300 characters once trimmed, and answers 200 when nothing is recognised', async () => {
    const { status, json } = await api().get(`/v2/addresses/parse?q=%20${'a'.repeat(300)}%20`);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ query: 'a'.repeat(300), granularity: 'none', street: 'a'.repeat(300), candidates: [], issues: [] });
  });

  it('reads DESIGN’s line into the whole answer', async () => {
    const { status, json, headers } = await api().get(parse('Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toEqual({
      data: {
        query: 'Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL',
        granularity: 'neighborhood',
        province: { id: 34, name: 'İstanbul', status: 'confirmed' },
        district: { id: 1421, name: 'Kadıköy', status: 'confirmed' },
        municipality: { id: 2273, name: 'Kadıköy', status: 'confirmed' },
        neighborhood: { id: 40512, name: 'Caferağa', status: 'confirmed' },
        village: null,
        postalCode: { value: '34710', status: 'confirmed' },
        street: 'Moda Cd. No:5 D:3',
        formatted: 'Moda Cd. No:5 D:3, Caferağa Mah., 34710 Kadıköy/İstanbul',
        candidates: [],
        issues: [],
        verdict: 'accept',
      },
      meta: datasetMeta,
    });
    expect(Object.keys(json.data)).toEqual(['query', 'granularity', 'province', 'district', 'municipality', 'neighborhood', 'village', 'postalCode', 'street', 'formatted', 'candidates', 'issues', 'verdict']);
  });

  it('replaces a contradicting province, with an issue', async () => {
    const { json } = await api().get(parse('Caferağa Mah. Kadıköy/Ankara'));
    expect(json.data).toMatchObject({
      granularity: 'neighborhood',
      province: { id: 34, name: 'İstanbul', status: 'replaced' },
      neighborhood: { id: 40512, status: 'confirmed' },
      issues: [{ code: 'INCONSISTENT_PROVINCE', message: 'The line names the province "Ankara", but Caferağa (Kadıköy) is in İstanbul, which is shown instead.' }],
    });
  });

  it('gives the candidates of an ambiguous name as search hits without a score', async () => {
    const { json } = await api().get(parse('Cumhuriyet Mah. Besni/Adıyaman'));
    expect(json.data.granularity).toBe('district');
    expect(json.data.candidates).toEqual([
      { type: 'neighborhood', id: 498, name: 'Cumhuriyet', label: 'Cumhuriyet, Köseceli, Besni, Adıyaman', provinceId: 2, districtId: 1182, municipalityId: 996, population: 484, postalCode: '02348', url: '/v2/neighborhoods/498' },
      { type: 'neighborhood', id: 502, name: 'Cumhuriyet', label: 'Cumhuriyet, Suvarlı, Besni, Adıyaman', provinceId: 2, districtId: 1182, municipalityId: 987, population: 378, postalCode: '02330', url: '/v2/neighborhoods/502' },
      { type: 'neighborhood', id: 505, name: 'Cumhuriyet', label: 'Cumhuriyet, Şambayat, Besni, Adıyaman', provinceId: 2, districtId: 1182, municipalityId: 988, population: 263, postalCode: '02340', url: '/v2/neighborhoods/505' },
    ]);
    expect(json.data.issues.map((issue: { code: string }) => issue.code)).toEqual(['AMBIGUOUS_PLACE']);
  });

  it.each(overHttp.map((line) => [line.q, line]))('reads %s', async (q, line) => {
    const { status, json } = await api().get(parse(q));
    expect(status).toBe(200);
    const { query, candidates, issues, ...parts } = json.data;
    expect({ ...parts, candidates: candidates.map((c: { id: number }) => c.id), issues: issues.map((i: { code: string }) => i.code) }).toEqual(line.expected);
  });
});
