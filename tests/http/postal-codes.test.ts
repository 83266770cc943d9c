// Postal codes (DESIGN §6.2): one code with its places, and the list of codes. Expected values were
// looked up in data/2025 (neighborhoods.json, villages.json): the smallest and largest codes, a code
// that crosses a district border, one used by neighborhoods and villages, one used only by a village.
import { describe, expect, it } from 'vitest';
import { datasetMeta, describeEachTarget } from '../support/targets.ts';

const neighborhood = (id: number, name: string, slug: string, districtId: number, municipalityId: number, population: number, code: string) => ({
  id,
  name,
  slug,
  provinceId: Number(code.slice(0, 2)),
  districtId,
  municipalityId,
  population,
  postalCode: code,
  postalCodeStatus: 'official',
});
const village = (id: number, name: string, slug: string, districtId: number, population: number, code: string) => ({
  id,
  name,
  slug,
  provinceId: Number(code.slice(0, 2)),
  districtId,
  population,
  postalCode: code,
  postalCodeStatus: 'official',
});

// Two neighborhoods and a village of Lapseki (Çanakkale), all on 17810.
const code17810 = {
  code: '17810',
  provinceId: 17,
  districtIds: [1503],
  neighborhoods: [
    neighborhood(20193, 'Gaziyakupbey', 'gaziyakupbey', 1503, 1600, 2094, '17810'),
    neighborhood(20194, 'Tekke', 'tekke', 1503, 1600, 2141, '17810'),
  ],
  villages: [village(8497, 'Hacıömerler', 'haciomerler', 1503, 61, '17810')],
};
// Gölkonak, a village of Yenişarbademli (Isparta), the only place on 32852.
const code32852 = { code: '32852', provinceId: 32, districtIds: [2001], neighborhoods: [], villages: [village(16039, 'Gölkonak', 'golkonak', 2001, 243, '32852')] };
// The smallest code: four neighborhoods of Seyhan (Adana).
const code01010 = {
  code: '01010',
  provinceId: 1,
  districtIds: [1104],
  neighborhoods: [
    neighborhood(34, 'Karasoku', 'karasoku', 1104, 937, 206, '01010'),
    neighborhood(35, 'Kayalıbağ', 'kayalibag', 1104, 937, 720, '01010'),
    neighborhood(57, 'Tepebağ', 'tepebag', 1104, 937, 826, '01010'),
    neighborhood(61, 'Ulucamii', 'ulucamii', 1104, 937, 340, '01010'),
  ],
  villages: [],
};
const ids = (records: Array<{ id: number }>) => records.map((record) => record.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describeEachTarget('postal codes', (api) => {
  describe('one code', () => {
    it.each([
      ['used by neighborhoods and a village', code17810],
      ['used only by a village', code32852],
      ['the smallest code', code01010],
    ])('%s: the whole answer', async (_, data) => {
      const { status, json, headers } = await api().get(`/v2/postal-codes/${data.code}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('cache-control')).toBe('public, max-age=300');
      expect(json).toEqual({ data, meta: datasetMeta });
      expect(Object.keys(json.data)).toEqual(['code', 'provinceId', 'districtIds', 'neighborhoods', 'villages']);
    });

    // Emet (1304) and, for the village Polat (21345) alone, Gediz (1339), in Kütahya.
    it('crosses a district border: both districts, ascending, places by ascending id', async () => {
      const { json } = await api().get('/v2/postal-codes/43702');
      expect(json.data.districtIds).toEqual([1304, 1339]);
      expect(json.data.provinceId).toBe(43);
      expect(json.data.neighborhoods).toEqual([neighborhood(140563, 'Çalcağıl', 'calcagil', 1304, 2833, 18, '43702')]);
      expect(ids(json.data.villages)).toEqual([
        21267, 21269, 21270, 21271, 21272, 21273, ...range(21275, 21302), 21345, 49283, 49287, 49299,
      ]);
      const inGediz = json.data.villages.filter((record: { districtId: number }) => record.districtId === 1339);
      expect(inGediz).toEqual([village(21345, 'Polat', 'polat', 1339, 157, '43702')]);
    });

    it('the largest code: 39 villages of Yığılca (Düzce)', async () => {
      const { json } = await api().get('/v2/postal-codes/81952');
      expect(json.data.districtIds).toEqual([1730]);
      expect(json.data.neighborhoods).toEqual([]);
      expect(ids(json.data.villages)).toEqual(range(37606, 37644));
      expect(json.data.villages[0]).toEqual(village(37606, 'Akçaören', 'akcaoren', 1730, 172, '81952'));
    });

    it('embeds exactly the bytes of each record’s own answer', async () => {
      const { text } = await api().get('/v2/postal-codes/17810');
      for (const path of ['/v2/neighborhoods/20193', '/v2/neighborhoods/20194', '/v2/villages/8497']) {
        const record = (await api().get(path)).text.match(/^\{"data":(.*),"meta":\{[^{}]*\}\}$/)![1]!;
        expect(text).toContain(record);
      }
    });

    it('ignores parameters the API does not know, like every record file (cache busters)', async () => {
      const plain = await api().get('/v2/postal-codes/17810');
      const busted = await api().get('/v2/postal-codes/17810?utm_source=newsletter&_=1');
      expect(busted.status).toBe(200);
      expect(busted.text).toBe(plain.text);
    });

    it('answers HEAD and If-None-Match like every record', async () => {
      const first = await api().get('/v2/postal-codes/17810');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(api().fileEtag);
      expect((await api().get('/v2/postal-codes/17810', { headers: { 'If-None-Match': etag } })).status).toBe(304);
      const head = await api().get('/v2/postal-codes/17810', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
    });
  });

  describe('the list', () => {
    const listMeta = (count: number, total: number, limit = 100, offset = 0) => ({ count, total, limit, offset, ...datasetMeta });

    it('lists every code ascending, 100 by default', async () => {
      const { status, json } = await api().get('/v2/postal-codes');
      expect(status).toBe(200);
      expect(json.meta).toEqual(listMeta(100, 2771));
      expect(json.data[0]).toEqual({ code: '01010', provinceId: 1, districtIds: [1104], neighborhoodCount: 4, villageCount: 0 });
      const codes = json.data.map((item: { code: string }) => item.code);
      expect(codes).toEqual([...codes].sort());
    });

    it('pages to the last code', async () => {
      const { json } = await api().get('/v2/postal-codes?offset=2770');
      expect(json).toEqual({ data: [{ code: '81952', provinceId: 81, districtIds: [1730], neighborhoodCount: 0, villageCount: 39 }], meta: listMeta(1, 2771, 100, 2770) });
    });

    it('filters by prefix', async () => {
      const { json } = await api().get('/v2/postal-codes?prefix=347&limit=2');
      expect(json).toEqual({
        data: [
          { code: '34700', provinceId: 34, districtIds: [1708], neighborhoodCount: 1, villageCount: 0 },
          { code: '34704', provinceId: 34, districtIds: [2049], neighborhoodCount: 3, villageCount: 0 },
        ],
        meta: listMeta(2, 42, 2),
      });
      expect((await api().get('/v2/postal-codes?prefix=17810')).json.data).toEqual([
        { code: '17810', provinceId: 17, districtIds: [1503], neighborhoodCount: 2, villageCount: 1 },
      ]);
      expect((await api().get('/v2/postal-codes?prefix=0')).json.meta.total).toBe(405);
      expect((await api().get('/v2/postal-codes?prefix=99')).json).toEqual({ data: [], meta: listMeta(0, 0) });
    });

    it('matches a code that crosses a district border under either district', async () => {
      for (const districtId of [1304, 1339]) {
        const { json } = await api().get(`/v2/postal-codes?districtId=${districtId}&prefix=437`);
        expect(json.data.map((item: { code: string }) => item.code)).toContain('43702');
      }
      // Görele (Giresun) shares 28602 with Espiye (1320).
      const { json } = await api().get('/v2/postal-codes?provinceId=28&districtId=1361');
      expect(json.data.map((item: { code: string }) => item.code)).toEqual(['28602', '28800', '28802', '28820']);
      expect(json.data[0]).toEqual({ code: '28602', provinceId: 28, districtIds: [1320, 1361], neighborhoodCount: 3, villageCount: 32 });
    });

    it('filters by province', async () => {
      const { json } = await api().get('/v2/postal-codes?provinceId=34&limit=1000');
      expect(json.meta.total).toBe(266);
      expect(json.data.every((item: { code: string; provinceId: number }) => item.provinceId === 34 && item.code.startsWith('34'))).toBe(true);
    });

    it('gives an empty list for a parent that does not exist', async () => {
      for (const query of ['provinceId=99', 'districtId=99999', 'provinceId=99&districtId=1361', 'provinceId=34&districtId=99999']) {
        expect((await api().get(`/v2/postal-codes?${query}`)).json, query).toEqual({ data: [], meta: listMeta(0, 0) });
      }
    });
  });
});
