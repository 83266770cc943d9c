// The legacy v1 surface under /v1 and /api/v1: every route and parameter, the v1 record shapes, the
// defaults (towns: 10 by province, district, then name), multi-field sort, parents by name, `extend`,
// and the v1 error envelope on every failure path. Figures were counted from the dataset files.
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

const prefixes = ['/v1', '/api/v1'];
const error = (message: string) => ({ status: 'ERROR', error: message });

describeEachTarget('legacy v1', (api) => {
  it.each(prefixes)('%s/provinces: every province in the v1 shape', async (prefix) => {
    const { status, json } = await api().get(`${prefix}/provinces`);
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['status', 'data']);
    expect(json.status).toBe('OK');
    expect(json.data).toHaveLength(81);
    const sanliurfa = json.data.find((province: { id: number }) => province.id === 63);
    expect(Object.keys(sanliurfa)).toEqual(['id', 'name', 'population', 'area', 'altitude', 'areaCode', 'isCoastal', 'isMetropolitan', 'region', 'coordinates', 'districts']);
    expect(sanliurfa).toMatchObject({
      id: 63,
      name: 'Şanlıurfa',
      population: 2265800,
      area: 19242,
      altitude: 527,
      areaCode: [414],
      isCoastal: false,
      isMetropolitan: true,
      region: { en: 'Southeastern Anatolia', tr: 'Güneydoğu Anadolu' },
      coordinates: { latitude: 37.1596239, longitude: 38.791929 },
    });
    expect(sanliurfa.districts).toHaveLength(13);
    expect(Object.keys(sanliurfa.districts[0])).toEqual(['id', 'name', 'population', 'area']);
  });

  it.each(prefixes)('%s/provinces/:id with extend adds each district’s neighborhoods and villages', async (prefix) => {
    const plain = (await api().get(`${prefix}/provinces/5`)).json.data;
    expect(plain.districts[0]).toEqual({ id: 1134, name: 'Merkez', population: expect.any(Number), area: expect.any(Number) });
    const extended = (await api().get(`${prefix}/provinces/5?extend=true`)).json.data;
    const villages = extended.districts.reduce((sum: number, district: { villages: unknown[] }) => sum + district.villages.length, 0);
    expect(villages).toBe(372);
    expect(Object.keys(extended.districts[0])).toEqual(['id', 'name', 'population', 'area', 'neighborhoods', 'villages']);
    expect(extended.districts[0].villages[0]).toEqual({ id: expect.any(Number), name: expect.any(String), population: expect.any(Number) });
    const listed = (await api().get(`${prefix}/provinces?extend=true&fields=id,districts&limit=1`)).json.data[0];
    expect(listed.districts[0].neighborhoods.length).toBeGreaterThan(0);
  });

  it.each(prefixes)('%s/districts/:id carries its neighborhoods and villages; lists do not', async (prefix) => {
    const { json } = await api().get(`${prefix}/districts/1421`);
    expect(Object.keys(json.data)).toEqual(['provinceId', 'id', 'province', 'name', 'population', 'area', 'neighborhoods', 'villages']);
    expect(json.data).toMatchObject({ provinceId: 34, id: 1421, province: 'İstanbul', name: 'Kadıköy', population: 458573, area: 25 });
    expect(json.data.neighborhoods).toHaveLength(21);
    // İstanbul is metropolitan: no villages.
    expect(json.data.villages).toEqual([]);
    expect((await api().get(`${prefix}/districts/1182`)).json.data.villages).toHaveLength(67);
    const list = (await api().get(`${prefix}/districts?provinceId=34`)).json.data;
    expect(list).toHaveLength(39);
    expect(Object.keys(list[0])).toEqual(['provinceId', 'id', 'province', 'name', 'population', 'area']);
  });

  it.each(prefixes)('%s/neighborhoods, villages and towns: seven fields, 10 by default', async (prefix) => {
    for (const path of ['neighborhoods', 'villages', 'towns']) {
      const { json } = await api().get(`${prefix}/${path}`);
      expect(json.data, path).toHaveLength(10);
      expect(Object.keys(json.data[0])).toEqual(['provinceId', 'districtId', 'id', 'province', 'district', 'name', 'population']);
    }
    expect((await api().get(`${prefix}/neighborhoods/40512`)).json).toEqual({
      status: 'OK',
      data: { provinceId: 34, districtId: 1421, id: 40512, province: 'İstanbul', district: 'Kadıköy', name: 'Caferağa', population: 21261 },
    });
    expect((await api().get(`${prefix}/villages/675`)).json.data).toEqual({ provinceId: 2, districtId: 1182, id: 675, province: 'Adıyaman', district: 'Besni', name: 'Akdurak', population: 523 });
    expect((await api().get(`${prefix}/towns/1151`)).json.data).toEqual({ provinceId: 5, districtId: 1134, id: 1151, province: 'Amasya', district: 'Merkez', name: 'Ziyaret', population: 5070 });
  });

  it('lists towns by province, district, then name', async () => {
    const { json } = await api().get('/v1/towns?limit=12&fields=id');
    expect(json.data.map((town: { id: number }) => town.id)).toEqual([998, 997, 996, 987, 988, 989, 990, 991, 992, 994, 993, 1002]);
    expect((await api().get('/v1/towns?limit=1000')).json.data).toHaveLength(404);
  });

  it.each([
    ['/v1/provinces?isMetropolitan=true', 30],
    ['/v1/provinces?isCoastal=true&isMetropolitan=true', 16],
    ['/v1/provinces?minPopulation=1000000', 24],
    ['/v1/provinces?minArea=10000&maxArea=20000', 23],
    ['/v1/provinces?name=ISTANBUL', 1],
    ['/v1/districts?isMetropolitan=true', 519],
    ['/v1/districts?province=istanbul', 39],
    ['/v1/districts?province=Ankara', 25],
    ['/v1/districts?provinceId=6', 25],
    ['/v1/districts?name=merkez&limit=1000', 52],
    ['/v1/districts?minArea=5000', 0],
    ['/v1/neighborhoods?province=amasya&district=merkez&limit=1000', 40],
    ['/v1/neighborhoods?districtId=1421&limit=1000', 21],
    ['/v1/neighborhoods?provinceId=6&name=ataturk', 5],
    ['/v1/villages?isCoastal=true&limit=1000&offset=4000', 694],
    ['/v1/villages?province=Amasya&limit=1000', 372],
    ['/v1/towns?province=adiyaman&district=besni', 5],
    ['/v1/towns?provinceId=34', 0],
  ])('%s → %i records', async (path, count) => {
    const { status, json } = await api().get(path);
    expect(status).toBe(200);
    expect(json.data).toHaveLength(count);
  });

  it.each([
    ['/v1/provinces?sort=isCoastal,-population&limit=3&fields=id', [{ id: 6 }, { id: 42 }, { id: 63 }]],
    ['/v1/villages?sort=province,-population&limit=3&fields=id,name', [{ id: 550, name: 'İpekli' }, { id: 567, name: 'Taşpınar' }, { id: 549, name: 'Zey' }]],
    ['/v1/districts?province=istanbul&sort=-population&limit=2&fields=name,population', [{ name: 'Esenyurt', population: 1003905 }, { name: 'Küçükçekmece', population: 785270 }]],
    ['/v1/provinces?sort=name&limit=5&offset=20&fields=name', [{ name: 'Bursa' }, { name: 'Çanakkale' }, { name: 'Çankırı' }, { name: 'Çorum' }, { name: 'Denizli' }]],
    ['/v1/provinces?sort=-id&limit=1&fields=id', [{ id: 81 }]],
  ])('%s', async (path, data) => {
    expect((await api().get(path)).json.data).toEqual(data);
  });

  it('keeps fields in the order asked', async () => {
    const { json } = await api().get('/v1/provinces/34?fields=population,name,id');
    expect(Object.keys(json.data)).toEqual(['population', 'name', 'id']);
  });

  it('answers every v1 response with the deprecation headers and CORS', async () => {
    for (const path of ['/v1/provinces/6', '/api/v1/towns?limit=1', '/v1/nope', '/v1/provinces/abc']) {
      const { headers } = await api().get(path);
      expect(headers.get('deprecation'), path).toBe('@1779321600');
      expect(headers.get('link'), path).toBe('</en/reference/v1/>; rel="deprecation"; type="text/html", </en/reference/>; rel="successor-version"; type="text/html"');
      expect(headers.get('access-control-allow-origin'), path).toBe('*');
    }
    expect((await api().get('/v2/provinces/6')).headers.get('deprecation')).toBeNull();
  });

  it.each([
    ['/v1/provinces/abc', 400, 'provinceId must be a positive integer (ASCII digits only), for example 34.'],
    ['/api/v1/districts/0', 400, 'districtId must be a positive integer (ASCII digits only), for example 34.'],
    ['/v1/towns/x', 400, 'id must be a positive integer (ASCII digits only), for example 34.'],
    ['/v1/provinces/99', 404, 'Province not found.'],
    ['/v1/districts/1', 404, 'District not found.'],
    ['/v1/neighborhoods/999999999', 404, 'Neighborhood not found.'],
    ['/api/v1/villages/1', 404, 'Village not found.'],
    ['/v1/towns/1126', 404, 'Town not found.'],
    ['/v1/nope', 404, 'Route not found.'],
    ['/api/v1', 404, 'Route not found.'],
    ['/v1/municipalities', 404, 'Route not found.'],
    ['/v1/provinces?limit=0', 400, 'limit must be an integer from 1 to 1000.'],
    ['/v1/provinces?offset=-1', 400, 'offset must be an integer of at least 0 (ASCII digits only).'],
    ['/v1/provinces?sort=nuts', 400, 'sort must be a comma-separated list of keys from id, name, population, area, altitude, isCoastal, isMetropolitan; put - before a key for descending order.'],
    ['/v1/provinces?sort=name,', 400, 'sort must be a comma-separated list of keys from id, name, population, area, altitude, isCoastal, isMetropolitan; put - before a key for descending order.'],
    ['/v1/provinces?fields=nuts', 400, 'Unknown field in fields: nuts. Allowed fields: id, name, population, area, altitude, areaCode, isCoastal, isMetropolitan, region, coordinates, districts.'],
    ['/v1/provinces?minPopulation=5&maxPopulation=1', 400, 'minPopulation must not be greater than maxPopulation.'],
    ['/v1/provinces?isMetropolitan=yes', 400, 'isMetropolitan must be true or false.'],
    ['/v1/provinces?extend=1', 400, 'extend must be true or false.'],
    ['/v1/districts?extend=true', 400, 'Unknown query parameter "extend". Allowed parameters: name, minPopulation, maxPopulation, minArea, maxArea, isMetropolitan, isCoastal, province, provinceId, offset, limit, fields, sort.'],
    ['/v1/villages?minArea=5', 400, 'Unknown query parameter "minArea". Allowed parameters: name, minPopulation, maxPopulation, isMetropolitan, isCoastal, province, provinceId, district, districtId, offset, limit, fields, sort.'],
    ['/v1/neighborhoods?name=', 400, 'name must not be empty; give at least one non-space character.'],
    ['/v1/towns?province=%20', 400, 'province must not be empty; give at least one non-space character.'],
    ['/v1/provinces?limit=1&limit=2', 400, 'Query parameter "limit" is given more than once; give it once.'],
  ])('%s → %i', async (path, status, message) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(error(message));
  });

  it('answers 405 in the v1 envelope', async () => {
    const response = await api().get('/v1/provinces', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.json).toEqual(error('Method DELETE is not allowed; this API is read-only, use GET or HEAD.'));
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('revalidates like v2', async () => {
    const first = await api().get('/api/v1/provinces/34');
    const again = await api().get('/api/v1/provinces/34', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
