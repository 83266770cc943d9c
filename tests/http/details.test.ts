// Single records of every kind: exact records, `fields`, `include` (parents as objects, children as
// arrays by id), both together, and the canonical URL forms.
import { describe, expect, it } from 'vitest';
import { datasetMeta, describeEachTarget } from '../support/targets.ts';

const sanliurfa = {
  id: 63,
  name: 'Şanlıurfa',
  slug: 'sanliurfa',
  population: 2265800,
  area: { value: 19242, unit: 'km2' },
  altitude: { value: 527, unit: 'm' },
  phoneAreaCodes: [414],
  isCoastal: false,
  isMetropolitan: true,
  region: { tr: 'Güneydoğu Anadolu', en: 'Southeastern Anatolia' },
  coordinates: { latitude: 37.1596239, longitude: 38.791929 },
  stats: { districtCount: 13, municipalityCount: 13, neighborhoodCount: 1467, villageCount: 0 },
};
const kadikoyDistrict = {
  id: 1421,
  name: 'Kadıköy',
  slug: 'kadikoy',
  provinceId: 34,
  population: 458573,
  area: { value: 25, unit: 'km2' },
  stats: { municipalityCount: 1, neighborhoodCount: 21, villageCount: 0 },
};
const kadikoyMunicipality = {
  id: 2273,
  name: 'Kadıköy',
  slug: 'kadikoy',
  type: 'district_center',
  provinceId: 34,
  districtId: 1421,
  population: 458573,
  stats: { neighborhoodCount: 21 },
};
const caferaga = {
  id: 40512,
  name: 'Caferağa',
  slug: 'caferaga',
  provinceId: 34,
  districtId: 1421,
  municipalityId: 2273,
  population: 21261,
  postalCode: '34710',
  postalCodeStatus: 'official',
};
const akdurak = { id: 675, name: 'Akdurak', slug: 'akdurak', provinceId: 2, districtId: 1182, population: 523, postalCode: '02320', postalCodeStatus: 'official' };

describeEachTarget('single records', (api) => {
  it.each([
    ['/v2/provinces/63', sanliurfa],
    ['/v2/districts/1421', kadikoyDistrict],
    ['/v2/municipalities/2273', kadikoyMunicipality],
    ['/v2/neighborhoods/40512', caferaga],
    ['/v2/villages/675', akdurak],
  ])('%s', async (path, record) => {
    const { status, json, headers } = await api().get(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(json).toEqual({ data: record, meta: datasetMeta });
    expect(Object.keys(json.data)).toEqual(Object.keys(record));
  });

  it('reads ids with leading zeros as the same id', async () => {
    const { status, json } = await api().get('/v2/provinces/063');
    expect(status).toBe(200);
    expect(json).toEqual({ data: sanliurfa, meta: datasetMeta });
  });

  describe('fields', () => {
    it('projects the record in schema order', async () => {
      const { json } = await api().get('/v2/neighborhoods/40512?fields=postalCode,name');
      expect(json).toEqual({ data: { name: 'Caferağa', postalCode: '34710' }, meta: datasetMeta });
      expect(Object.keys(json.data)).toEqual(['name', 'postalCode']);
    });
  });

  describe('include', () => {
    it('embeds parents as whole records', async () => {
      const { json } = await api().get('/v2/neighborhoods/40512?include=municipality,district');
      expect(json.data).toEqual({ ...caferaga, district: kadikoyDistrict, municipality: kadikoyMunicipality });
      expect(Object.keys(json.data).slice(-2)).toEqual(['district', 'municipality']);
    });

    it('embeds children as arrays sorted by id', async () => {
      const { json } = await api().get('/v2/provinces/5?include=districts');
      expect(json.data.districts.map((district: { id: number }) => district.id)).toEqual([1134, 1363, 1368, 1524, 1641, 1668, 1938]);
      expect(json.data.districts[0]).toMatchObject({ id: 1134, name: 'Merkez', provinceId: 5 });
      expect(json.data.stats.districtCount).toBe(json.data.districts.length);
    });

    it('embeds every relation a district has', async () => {
      const { json } = await api().get('/v2/districts/1182?include=province,municipalities,neighborhoods,villages');
      expect(json.data.province).toMatchObject({ id: 2, name: 'Adıyaman' });
      expect([json.data.municipalities.length, json.data.neighborhoods.length, json.data.villages.length]).toEqual([6, 37, 67]);
    });

    it('gives a metropolitan province an empty village array', async () => {
      const { json } = await api().get('/v2/provinces/63?include=villages&fields=id');
      expect(json.data).toEqual({ id: 63, villages: [] });
    });

    it('adds the relations after the projected fields', async () => {
      const { json } = await api().get('/v2/villages/675?fields=name&include=province');
      expect(Object.keys(json.data)).toEqual(['name', 'province']);
      expect(json.data.province.name).toBe('Adıyaman');
    });

    it.each([
      ['/v2/municipalities/2273?include=province,district,neighborhoods', ['province', 'district', 'neighborhoods']],
      ['/v2/villages/675?include=district,province', ['province', 'district']],
    ])('%s', async (path, keys) => {
      const { status, json } = await api().get(path);
      expect(status).toBe(200);
      expect(Object.keys(json.data).slice(-keys.length)).toEqual(keys);
    });
  });
});
