// GET /v2/locate at the province level: every province centre locates inside its own province (all 81
// since the OpenStreetMap outlines; Natural Earth's coast had left Çanakkale's and Tekirdağ's
// harbour-side centres 40 m and 500 m in the sea), islands of a MultiPolygon count, points abroad and
// far at sea are 404, and every bad coordinate is a 400 that gives the ranges. The district level is
// district-locate.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { realDatasetDir } from '../support/datasets.ts';
import { datasetMeta, describeEachTarget, errorBody } from '../support/targets.ts';

// biome-ignore lint: parsed fixture JSON
const provinces: any[] = JSON.parse(readFileSync(join(realDatasetDir, 'provinces.json'), 'utf8'));
const provinceById = (id: number) => provinces.find((province) => province.id === id);
const locate = (latitude: number | string, longitude: number | string) => `/v2/locate?latitude=${latitude}&longitude=${longitude}`;

const notFound = errorBody('LOCATION_NOT_FOUND', 'No province at this location.', 404);
const missing = (name: string) =>
  errorBody(
    'BAD_REQUEST',
    `${name} is required: give latitude (from -90 to 90) and longitude (from -180 to 180) in decimal degrees (WGS 84), for example latitude=39.92&longitude=32.85.`,
    400,
  );
const badLatitude = errorBody('BAD_REQUEST', 'latitude must be a decimal number of degrees from -90 to 90 (WGS 84), for example 39.92.', 400);
const badLongitude = errorBody('BAD_REQUEST', 'longitude must be a decimal number of degrees from -180 to 180 (WGS 84), for example 32.85.', 400);

describeEachTarget('point lookup', (api) => {
  it("locates Ankara's centre inside Ankara, with the whole record", async () => {
    const { status, headers, json } = await api().get(locate(39.9207759, 32.8540497));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(json.meta).toEqual(datasetMeta);
    expect(json.data).toMatchObject({ province: provinceById(6), match: 'inside', distanceKm: 0, district: { id: 1231, name: 'Çankaya' } });
    expect(json.data.province).toEqual(provinceById(6));
  });

  it.each(provinces.map((province) => [province.id, province.name] as const))('centre of %i %s locates inside itself', async (id) => {
    const { latitude, longitude } = provinceById(id).coordinates;
    const { status, json } = await api().get(locate(latitude, longitude));
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ province: { id }, match: 'inside', distanceKm: 0, districtMatch: 'inside' });
    expect(json.data.district.provinceId).toBe(id);
  });

  it.each([
    ['Gökçeada, an island of Çanakkale', 40.19, 25.85, 17],
    ['Bozcaada, another island of Çanakkale', 39.835, 26.05, 17],
    ['Marmara Island, an island of Balıkesir', 40.62, 27.6, 10],
    ['Kapıkule, at the Bulgarian border', 41.72, 26.36, 22],
  ])('%s', async (_, latitude, longitude, id) => {
    const { json } = await api().get(locate(latitude, longitude));
    expect(json.data.province.id).toBe(id);
    expect(json.data.match).toBe('inside');
  });

  it('takes the nearest province within 10 km of the coast: Samos, 8.3 km off Aydın', async () => {
    const { json } = await api().get(locate(37.75, 26.97));
    expect(json.data).toEqual({ province: provinceById(9), match: 'nearest', distanceKm: 8.272, district: null, districtMatch: null, districtDistanceKm: null, nearby: [] });
  });

  it.each([
    ['Sofia', 42.6977, 23.3219],
    ['Athens', 37.9838, 23.7275],
    ['Tbilisi', 41.7151, 44.8271],
    ['Yerevan', 40.1792, 44.4991],
    ['Damascus', 33.5138, 36.2765],
    ['Aleppo', 36.2021, 37.1343],
    ['Nicosia', 35.1856, 33.3823],
    ['Mytilene, Lesbos', 39.1, 26.55],
    ['the middle of the Black Sea', 43, 34],
    ['the Mediterranean south of Anamur', 35.5, 32.8],
    ['the null island', 0, 0],
    ['the North Pole', 90, 180],
  ])('%s → 404', async (_, latitude, longitude) => {
    const response = await api().get(locate(latitude, longitude));
    expect(response.status).toBe(404);
    expect(response.json).toEqual(notFound);
  });

  it.each([
    ['/v2/locate', missing('latitude')],
    ['/v2/locate?longitude=32.85', missing('latitude')],
    ['/v2/locate?latitude=39.92', missing('longitude')],
    [locate(90.0001, 32), badLatitude],
    [locate(-91, 32), badLatitude],
    [locate(39, 180.5), badLongitude],
    [locate(39, -181), badLongitude],
    [locate('abc', 32), badLatitude],
    [locate('1e1', 32), badLatitude],
    [locate('NaN', 32), badLatitude],
    [locate('', 32), badLatitude],
    [locate('39,9', 32), badLatitude],
    [locate(' 39', 32), badLatitude],
    [locate(39, 'Infinity'), badLongitude],
    ['/v2/locate?latitude=abc', badLatitude],
    ['/v2/locate?latitude=39&latitude=40&longitude=32', errorBody('BAD_REQUEST', 'Query parameter "latitude" is given more than once; give it once.', 400)],
    ['/v2/locate?lat=39&lng=32', errorBody('BAD_REQUEST', 'Unknown query parameter "lat". Allowed parameters: latitude, longitude.', 400)],
  ])('%s → 400', async (path, body) => {
    const response = await api().get(path);
    expect(response.status).toBe(400);
    expect(response.json).toEqual(body);
  });

  it('accepts the edges of the ranges and signed decimals', async () => {
    expect((await api().get(locate(-90, -180))).status).toBe(404);
    expect((await api().get(locate('39.9207759', '32.8540497'))).json.data.province.id).toBe(6);
    expect((await api().get(locate('039.9207759', '032.8540497'))).json.data.province.id).toBe(6);
  });
});
