// What changed (DESIGN §6.8, issue 44): GET /v2/changes and each record's history on every host. The
// expected figures are those of the import that brought the 2025 neighborhoods in (data/changes.json,
// checked against our own comparison of the two releases) and of the curated tables
// (data/aliases.csv: 5 former official names; data/merkez-districts.csv: 62 districts formed from or
// renamed from a central district).
import { describe, expect, it } from 'vitest';
import { datasetMeta, describeEachTarget, errorBody } from '../support/targets.ts';

const releaseSource = {
  tr: '2025 sürümünün 2026-11-28 tarihli hâli, yerini aldığı 2026-05-21 tarihli kopyayla kayıt kayıt karşılaştırıldı (npm run data:import).',
  en: 'Release 2025 of 2026-11-28, compared record by record with the copy of 2026-05-21 it replaced (npm run data:import).',
};
// Neighborhood 177113 in Feke (Adana): Çürükler until this release, Yeşilvadi now.
const yesilvadi = { name: 'Yeşilvadi', provinceId: 1, districtId: 1329, municipalityId: 935, postalCode: '01662', postalCodeStatus: 'official' };
const renamedCurukler = {
  kind: 'neighborhood',
  id: 177113,
  type: 'renamed',
  release: '2025',
  date: null,
  name: 'Yeşilvadi',
  previous: { ...yesilvadi, name: 'Çürükler' },
  current: yesilvadi,
  successorIds: [],
  source: releaseSource,
};
// Neighborhood 140909 Karacaşar (Gülşehir, Nevşehir) is gone; 60528, also Karacaşar, is new there.
const removedKaracasar = {
  kind: 'neighborhood',
  id: 140909,
  type: 'removed',
  release: '2025',
  date: null,
  name: 'Karacaşar',
  previous: { name: 'Karacaşar', provinceId: 50, districtId: 1367, municipalityId: 3227, postalCode: '50900', postalCodeStatus: 'official' },
  current: null,
  successorIds: [60528],
  source: releaseSource,
};
const listMeta = (count: number, total: number, limit = 100, offset = 0) => ({ count, total, limit, offset, ...datasetMeta });

describeEachTarget('changes', (api) => {
  describe('GET /v2/changes', () => {
    it('lists the release’s differences first, then the curated history, 100 a page', async () => {
      const { status, json, headers } = await api().get('/v2/changes');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, max-age=300');
      expect(headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
      expect(json.meta).toEqual(listMeta(100, 533));
      expect(json.data[0]).toMatchObject({ kind: 'neighborhood', id: 247, type: 'added', name: 'Acıdere OSB', previous: null, release: '2025', date: null });
      const last = (await api().get('/v2/changes?offset=532')).json.data;
      expect(last).toEqual([
        {
          kind: 'district',
          id: 1746,
          type: 'split',
          release: null,
          date: '1983-03-24',
          name: 'Mamak',
          previous: { name: 'Merkez', provinceId: 6 },
          current: { name: 'Mamak', provinceId: 6 },
          successorIds: [],
          source: { tr: '1983 tarihli 2805 sayılı Kanun', en: 'Law 2805 of 1983' },
        },
      ]);
    });

    it.each([
      ['kind=neighborhood&type=added', 100],
      ['kind=neighborhood&type=removed', 7],
      ['kind=neighborhood&type=renamed', 68],
      ['kind=neighborhood&type=moved', 49],
      ['kind=neighborhood&type=postalCode', 242],
      ['type=removed,added', 107],
      ['kind=province', 2],
      ['kind=district&type=renamed', 13],
      ['type=split', 52],
      ['kind=municipality,village', 0],
      ['release=2025', 466],
      ['release=2024', 0],
      ['provinceId=63', 31],
      ['provinceId=63&kind=district', 3],
    ])('%s matches %i', async (query, total) => {
      const { status, json } = await api().get(`/v2/changes?${query}&limit=1000`);
      expect(status).toBe(200);
      expect(json.meta.total).toBe(total);
      expect(json.data).toHaveLength(total);
    });

    it('finds a removed record and its successor by province and type', async () => {
      const { json } = await api().get('/v2/changes?provinceId=50&type=removed');
      expect(json).toEqual({ data: [removedKaracasar], meta: listMeta(1, 1) });
    });

    it('lists a place that moved to another district under both districts', async () => {
      for (const districtId of [1585, 1970]) {
        const { json } = await api().get(`/v2/changes?districtId=${districtId}&type=moved`);
        expect(json.data.map((row: { id: number }) => row.id), String(districtId)).toContain(149851);
      }
      const { json } = await api().get('/v2/changes?districtId=1970&type=moved');
      expect(json.data.find((row: { id: number }) => row.id === 149851)).toMatchObject({ previous: { districtId: 1585, municipalityId: 2068 }, current: { districtId: 1970, municipalityId: 2067 } });
    });

    it('pages newest first without overlap', async () => {
      const all = (await api().get('/v2/changes?limit=1000')).json.data;
      const paged = [];
      for (let offset = 0; offset < 533; offset += 200) paged.push(...(await api().get(`/v2/changes?limit=200&offset=${offset}`)).json.data);
      expect(paged).toEqual(all);
      const curated = all.filter((row: { release: string | null }) => row.release === null);
      expect(curated).toHaveLength(67);
      expect(all.slice(0, 466).every((row: { release: string | null }) => row.release === '2025')).toBe(true);
      const dates = curated.map((row: { date: string }) => row.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(curated[0]).toMatchObject({ kind: 'district', id: 1325, type: 'renamed', date: '2017-09-07', previous: { name: 'Eyüp', provinceId: 34 }, current: { name: 'Eyüpsultan', provinceId: 34 } });
    });

    it('answers 304 to its ETag', async () => {
      const { headers } = await api().get('/v2/changes?type=renamed');
      expect((await api().get('/v2/changes?type=renamed', { headers: { 'If-None-Match': headers.get('etag')! } })).status).toBe(304);
    });

    it.each([
      ['kind=neighbourhood', 400, 'BAD_REQUEST', 'kind must be a comma-separated list of province, district, municipality, neighborhood, village.'],
      ['type=merged', 400, 'BAD_REQUEST', 'type must be a comma-separated list of added, removed, renamed, moved, postalCode, split.'],
      ['release=2025/1', 400, 'BAD_REQUEST', 'release must be a dataset version such as 2025 (letters, digits, dots and hyphens, at most 20).'],
      ['limit=1001', 400, 'BAD_REQUEST', 'limit must be an integer from 1 to 1000.'],
      ['provinceId=34&districtId=1367', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
      ['since=2025', 400, 'BAD_REQUEST', 'Unknown query parameter "since". Allowed parameters: kind, type, release, provinceId, districtId, limit, offset.'],
    ])('%s → %i %s', async (query, status, code, message) => {
      const response = await api().get(`/v2/changes?${query}`);
      expect(response.status).toBe(status);
      expect(response.json).toEqual(errorBody(code, message, status));
    });
  });

  describe('one record’s history', () => {
    it('gives a renamed neighborhood its former name', async () => {
      const { status, json } = await api().get('/v2/neighborhoods/177113/changes');
      expect(status).toBe(200);
      expect(json).toEqual({ data: [renamedCurukler], meta: { count: 1, ...datasetMeta } });
    });

    it('answers for a removed id, with its successor', async () => {
      const { json } = await api().get('/v2/neighborhoods/140909/changes');
      expect(json).toEqual({ data: [removedKaracasar], meta: { count: 1, ...datasetMeta } });
    });

    it('gives the curated history of provinces and districts', async () => {
      expect((await api().get('/v2/provinces/33/changes')).json.data).toEqual([
        {
          kind: 'province',
          id: 33,
          type: 'renamed',
          release: null,
          date: '2002-06-19',
          name: 'Mersin',
          previous: { name: 'İçel' },
          current: { name: 'Mersin' },
          successorIds: [],
          source: {
            tr: "İlin 2002'ye kadarki resmî adı; o yıl il merkezinin adıyla Mersin oldu. Kayıtlarda hâlâ geçer",
            en: "The province's official name until 2002, when it became Mersin (its city's name); still in registers",
          },
        },
      ]);
      expect((await api().get('/v2/districts/1841/changes')).json.data).toMatchObject([{ type: 'split', date: '1987-06-21', previous: { name: 'Merkez', provinceId: 27 }, current: { name: 'Şahinbey', provinceId: 27 } }]);
      // Colloquial names and abbreviations are names, not changes: Kahramanmaraş has none.
      expect((await api().get('/v2/provinces/46/changes')).json.data).toEqual([]);
    });

    it('is empty for a record that never changed', async () => {
      expect((await api().get('/v2/villages/675/changes')).json).toEqual({ data: [], meta: { count: 0, ...datasetMeta } });
    });

    it.each([
      ['/v2/neighborhoods/99999999/changes', 'NEIGHBORHOOD_NOT_FOUND', 'Neighborhood not found.'],
      ['/v2/municipalities/1/changes', 'MUNICIPALITY_NOT_FOUND', 'Municipality not found.'],
    ])('%s is the kind’s 404', async (path, code, message) => {
      const response = await api().get(path);
      expect(response.status).toBe(404);
      expect(response.json).toEqual(errorBody(code, message, 404));
    });

    it('takes no query parameters', async () => {
      const response = await api().get('/v2/neighborhoods/177113/changes?limit=1');
      expect(response.json).toEqual(errorBody('BAD_REQUEST', 'Unknown query parameter "limit": this endpoint takes no query parameters.', 400));
    });
  });

  describe('a removed record’s own routes', () => {
    it.each([
      ['/v2/neighborhoods/140909', 'and its successor is /v2/neighborhoods/60528.'],
      ['/v2/neighborhoods/140909?fields=id', 'and its successor is /v2/neighborhoods/60528.'],
      ['/v2/neighborhoods/418459', 'and it has no successor.'],
    ])('%s: the contract’s 404, saying when it was removed and where its history is', async (path, successor) => {
      const { status, json } = await api().get(path);
      expect(status).toBe(404);
      const id = path.match(/neighborhoods\/(\d+)/)![1]!;
      const name = id === '140909' ? 'Karacaşar' : 'Yamaç';
      expect(json).toEqual(
        errorBody('NEIGHBORHOOD_NOT_FOUND', `Neighborhood not found. Neighborhood ${id} (${name}) was removed in release 2025 of 2026-11-28; its history is at /v2/neighborhoods/${id}/changes, ${successor}`, 404),
      );
    });
  });
});
