// The five list endpoints: defaults, exact totals and first records, pagination edges, sorting, and
// every filter with the figures of the 2025 dataset (counted independently from the dataset files).
import { describe, expect, it } from 'vitest';
import { datasetMeta, describeEachTarget } from '../support/targets.ts';

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((record) => record.id);
const names = (body: { data: Array<{ name: string }> }) => body.data.map((record) => record.name);

describeEachTarget('list endpoints', (api) => {
  it.each([
    ['/v2/provinces', 81, 81, 1],
    ['/v2/districts', 973, 100, 1101],
    ['/v2/municipalities', 1377, 100, 926],
    ['/v2/neighborhoods', 32279, 100, 1],
    ['/v2/villages', 18183, 100, 523],
  ])('%s lists by id, 100 per page by default', async (path, total, count, firstId) => {
    const { status, json, headers } = await api().get(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.meta).toEqual({ count, total, limit: 100, offset: 0, ...datasetMeta });
    expect(json.data).toHaveLength(count);
    expect(json.data[0].id).toBe(firstId);
    expect(ids(json)).toEqual([...ids(json)].sort((a, b) => a - b));
  });

  it('returns whole records in schema key order', async () => {
    const { json } = await api().get('/v2/municipalities?limit=1');
    expect(json.data).toEqual([
      { id: 926, name: 'Yumurtalık', slug: 'yumurtalik', type: 'district_center', provinceId: 1, districtId: 1734, population: 17806, stats: { neighborhoodCount: 24 } },
    ]);
    expect(Object.keys(json.data[0])).toEqual(['id', 'name', 'slug', 'type', 'provinceId', 'districtId', 'population', 'stats']);
  });

  describe('pagination', () => {
    it.each([
      ['/v2/provinces?limit=10&offset=75', { count: 6, total: 81, limit: 10, offset: 75 }, [76, 77, 78, 79, 80, 81]],
      ['/v2/provinces?limit=1&offset=80', { count: 1, total: 81, limit: 1, offset: 80 }, [81]],
      ['/v2/provinces?offset=81', { count: 0, total: 81, limit: 100, offset: 81 }, []],
      ['/v2/provinces?offset=5000', { count: 0, total: 81, limit: 100, offset: 5000 }, []],
      ['/v2/provinces?limit=1', { count: 1, total: 81, limit: 1, offset: 0 }, [1]],
      ['/v2/provinces?limit=3&offset=0002', { count: 3, total: 81, limit: 3, offset: 2 }, [3, 4, 5]],
    ])('%s', async (path, meta, expectedIds) => {
      const { json } = await api().get(path);
      expect(json.meta).toEqual({ ...meta, ...datasetMeta });
      expect(ids(json)).toEqual(expectedIds);
    });

    it('serves the largest page, 1000 records', async () => {
      const { json } = await api().get('/v2/neighborhoods?limit=1000&offset=32000');
      expect(json.meta).toEqual({ count: 279, total: 32279, limit: 1000, offset: 32000, ...datasetMeta });
      const full = await api().get('/v2/villages?limit=1000');
      expect(full.json.data).toHaveLength(1000);
    });

    it('returns every record exactly once when paging through any order', async () => {
      for (const sort of ['id', '-id', 'name', '-name', 'population', '-population']) {
        const seen: number[] = [];
        for (let offset = 0; offset < 973; offset += 250) {
          const { json } = await api().get(`/v2/districts?sort=${sort}&limit=250&offset=${offset}`);
          seen.push(...ids(json));
        }
        expect(seen).toHaveLength(973);
        expect(new Set(seen).size).toBe(973);
      }
    });
  });

  describe('sort', () => {
    it('orders names the Turkish way', async () => {
      const { json } = await api().get('/v2/provinces?sort=name&fields=name');
      const all = names(json);
      expect(all.slice(0, 6)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Aksaray', 'Amasya']);
      expect(all.slice(all.indexOf('Bursa'), all.indexOf('Bursa') + 5)).toEqual(['Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli']);
      expect(all.slice(all.indexOf('Hatay'), all.indexOf('Hatay') + 5)).toEqual(['Hatay', 'Iğdır', 'Isparta', 'İstanbul', 'İzmir']);
      expect(all.slice(all.indexOf('Sivas'), all.indexOf('Sivas') + 4)).toEqual(['Sivas', 'Şanlıurfa', 'Şırnak', 'Tekirdağ']);
      expect(all.at(-1)).toBe('Zonguldak');
      const descending = await api().get('/v2/provinces?sort=-name&fields=name');
      expect(names(descending.json)).toEqual([...all].reverse());
    });

    it.each([
      ['/v2/provinces?sort=-population&limit=2&fields=id,population', [{ id: 34, population: 15754053 }, { id: 6, population: 5910320 }]],
      ['/v2/provinces?sort=population&limit=3&fields=id,population', [{ id: 69, population: 82836 }, { id: 62, population: 85083 }, { id: 75, population: 90392 }]],
      ['/v2/neighborhoods?sort=-population&limit=2&fields=id,name', [{ id: 20906, name: 'Bağcılar' }, { id: 40583, name: 'Kayabaşı' }]],
      ['/v2/villages?sort=-id&limit=1&fields=id,name', [{ id: 994541, name: 'Karapınar' }]],
      ['/v2/districts?sort=-population&limit=1&fields=id,name', [{ id: 2053, name: 'Esenyurt' }]],
    ])('%s', async (path, data) => {
      expect((await api().get(path)).json.data).toEqual(data);
    });

    it('breaks population ties by ascending id, in both directions', async () => {
      const ascending = (await api().get('/v2/neighborhoods?sort=population&limit=3&fields=id,population')).json.data;
      expect(ascending).toEqual([
        { id: 2150, population: 11 },
        { id: 40332, population: 11 },
        { id: 179169, population: 11 },
      ]);
      const { json } = await api().get('/v2/neighborhoods?sort=-population&minPopulation=175&maxPopulation=175&fields=id');
      expect(json.meta.total).toBe(45);
      expect(ids(json)).toEqual([...ids(json)].sort((a, b) => a - b));
    });
  });

  describe('filters', () => {
    it.each([
      ['/v2/provinces?isMetropolitan=true', 30],
      ['/v2/provinces?isMetropolitan=false', 51],
      ['/v2/provinces?isCoastal=true', 28],
      ['/v2/provinces?isCoastal=true&isMetropolitan=true', 16],
      ['/v2/provinces?minPopulation=1000000', 24],
      ['/v2/provinces?minArea=10000&maxArea=20000', 23],
      ['/v2/provinces?minAltitude=1500', 8],
      ['/v2/provinces?minAltitude=1500&maxAltitude=1500', 0],
      ['/v2/provinces?minAltitude=-5.5&maxAltitude=1000', 57],
      ['/v2/districts?provinceId=34', 39],
      ['/v2/districts?provinceId=6', 25],
      ['/v2/districts?provinceId=999', 0],
      ['/v2/municipalities?type=town', 404],
      ['/v2/municipalities?type=province_center', 51],
      ['/v2/municipalities?type=district_center', 922],
      ['/v2/municipalities?provinceId=34', 39],
      ['/v2/neighborhoods?postalCodeStatus=official', 32167],
      ['/v2/neighborhoods?postalCodeStatus=derived', 76],
      ['/v2/neighborhoods?postalCodeStatus=estimated,derived', 112],
      ['/v2/neighborhoods?postalCode=34710', 1],
      ['/v2/neighborhoods?postalCodePrefix=3471', 5],
      ['/v2/neighborhoods?provinceId=34', 963],
      ['/v2/neighborhoods?districtId=1757', 31],
      ['/v2/neighborhoods?municipalityId=931', 31],
      ['/v2/neighborhoods?provinceId=34&postalCodeStatus=estimated', 0],
      ['/v2/villages?postalCodeStatus=estimated', 21],
      ['/v2/villages?postalCodeStatus=official,estimated', 18183],
      ['/v2/villages?provinceId=5', 372],
      ['/v2/villages?provinceId=5&minPopulation=1000', 3],
      ['/v2/villages?provinceId=6', 0],
    ])('%s matches %i records', async (path, total) => {
      const { status, json } = await api().get(path);
      expect(status).toBe(200);
      expect(json.meta.total).toBe(total);
    });

    it('applies every filter to every returned record', async () => {
      const { json } = await api().get('/v2/provinces?isCoastal=true&minPopulation=1000000&limit=1000');
      expect(json.data.every((p: { isCoastal: boolean; population: number }) => p.isCoastal && p.population >= 1000000)).toBe(true);
      const postal = await api().get('/v2/neighborhoods?postalCode=34710');
      expect(postal.json.data).toEqual([
        { id: 40512, name: 'Caferağa', slug: 'caferaga', provinceId: 34, districtId: 1421, municipalityId: 2273, population: 21261, postalCode: '34710', postalCodeStatus: 'official' },
      ]);
    });

    it('answers an empty page, not an error, when nothing matches', async () => {
      const { status, json } = await api().get('/v2/neighborhoods?search=qqqq');
      expect(status).toBe(200);
      expect(json).toEqual({ data: [], meta: { count: 0, total: 0, limit: 100, offset: 0, ...datasetMeta } });
    });
  });

  describe('fields', () => {
    it('projects in schema order, whatever the order asked', async () => {
      const { json } = await api().get('/v2/provinces?limit=2&fields=population, name ,id,name');
      expect(json.data).toEqual([
        { id: 1, name: 'Adana', population: 2283609 },
        { id: 2, name: 'Adıyaman', population: 617821 },
      ]);
      expect(Object.keys(json.data[0])).toEqual(['id', 'name', 'population']);
    });

    it('keeps nested values whole', async () => {
      const { json } = await api().get('/v2/districts?limit=1&fields=area,stats');
      expect(json.data).toEqual([{ area: { value: 28, unit: 'km2' }, stats: { municipalityCount: 1, neighborhoodCount: 5, villageCount: 10 } }]);
    });
  });
});
