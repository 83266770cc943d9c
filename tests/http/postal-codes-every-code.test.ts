// Every postal code of the dataset answers exactly the neighborhoods and villages that carry it
// (grouped here straight from data/2025, independently of the compiled index): the prebuilt file each
// host serves, and the query layer's answer, checked in process (2,771 requests over HTTP on a shared
// machine take longer than they prove; postal-codes.test.ts serves samples of both over HTTP). The
// list, over HTTP on both hosts, holds every code once and totals every prefix as the data does.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRawRequestHandler } from '../../src/core/dispatch.ts';
import { joinChunks } from '../../src/core/http/chunks.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { realDatasetDir } from '../support/datasets.ts';
import { datasetMeta, describeEachTarget } from '../support/targets.ts';

interface Place {
  id: number;
  provinceId: number;
  districtId: number;
  postalCode: string;
}

const read = (file: string): Place[] => JSON.parse(readFileSync(join(realDatasetDir, file), 'utf8'));
const byId = (a: Place, b: Place) => a.id - b.id;

const expected = new Map<string, { neighborhoods: Place[]; villages: Place[] }>();
for (const [kind, places] of [['neighborhoods', read('neighborhoods.json')], ['villages', read('villages.json')]] as const) {
  for (const place of places) {
    const entry = expected.get(place.postalCode) ?? { neighborhoods: [], villages: [] };
    entry[kind].push(place);
    expected.set(place.postalCode, entry);
  }
}
const codes = [...expected.keys()].sort();
const answerOf = (code: string) => {
  const { neighborhoods, villages } = expected.get(code)!;
  const places = [...neighborhoods, ...villages];
  return {
    data: {
      code,
      provinceId: places[0]!.provinceId,
      districtIds: [...new Set(places.map((place) => place.districtId))].sort((a, b) => a - b),
      neighborhoods: [...neighborhoods].sort(byId),
      villages: [...villages].sort(byId),
    },
    meta: datasetMeta,
  };
};

describe('the dataset’s postal codes', () => {
  it('number 2,771, from 01010 to 81952', () => {
    expect([codes.length, codes[0], codes.at(-1)]).toEqual([2771, '01010', '81952']);
  });

  // dist/ is what the local server serves, .vercel/output/static what Vercel's CDN serves.
  it.each([['dist'], ['.vercel/output/static']])('each are a prebuilt file in %s, exactly its places', (dir) => {
    const wrong = codes.filter((code) => {
      const file = join(dir, 'v2/postal-codes', `${code}.json`);
      return !existsSync(file) || readFileSync(file, 'utf8') !== JSON.stringify(answerOf(code));
    });
    expect(wrong).toEqual([]);
  });

  it('each are answered by the query layer with exactly its places', async () => {
    const handle = createRawRequestHandler({ routes: routeTable });
    const wrong: string[] = [];
    for (const code of codes) {
      const { status, body } = await handle({ method: 'GET', url: `http://localhost/v2/postal-codes/${code}`, headers: { get: () => null } });
      if (status !== 200 || joinChunks(body!).toString('utf8') !== JSON.stringify(answerOf(code))) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });

  it('are listed under every province and district that uses them, and no other', async () => {
    const handle = createRawRequestHandler({ routes: routeTable });
    const listed = async (query: string) => {
      const { body } = await handle({ method: 'GET', url: `http://localhost/v2/postal-codes?limit=1000&${query}`, headers: { get: () => null } });
      return (JSON.parse(joinChunks(body!).toString('utf8')).data as Array<{ code: string }>).map((item) => item.code);
    };
    const codesOf = (field: 'provinceId' | 'districtId') => {
      const byParent = new Map<number, string[]>();
      for (const code of codes) {
        const { neighborhoods, villages } = expected.get(code)!;
        for (const parent of new Set([...neighborhoods, ...villages].map((place) => place[field]))) byParent.set(parent, [...(byParent.get(parent) ?? []), code]);
      }
      return byParent;
    };
    const districts: Array<{ id: number; provinceId: number }> = JSON.parse(readFileSync(join(realDatasetDir, 'districts.json'), 'utf8'));
    const byProvince = codesOf('provinceId');
    const byDistrict = codesOf('districtId');
    const wrong: string[] = [];
    for (let provinceId = 1; provinceId <= 81; provinceId++) {
      if (JSON.stringify(await listed(`provinceId=${provinceId}`)) !== JSON.stringify(byProvince.get(provinceId) ?? [])) wrong.push(`province ${provinceId}`);
    }
    for (const { id, provinceId } of districts) {
      if (JSON.stringify(await listed(`provinceId=${provinceId}&districtId=${id}`)) !== JSON.stringify(byDistrict.get(id) ?? [])) wrong.push(`district ${id}`);
    }
    expect(wrong).toEqual([]);
    // Every one of the 973 districts has neighborhoods or villages, so codes.
    expect([byProvince.size, byDistrict.size]).toEqual([81, 973]);
  });
});

describeEachTarget('the postal code list', (api) => {

  it('lists every code once, ascending, with its counts', async () => {
    const listed = [];
    for (let offset = 0; offset < codes.length; offset += 1000) {
      const { json } = await api().get(`/v2/postal-codes?limit=1000&offset=${offset}`);
      expect(json.meta.total).toBe(codes.length);
      listed.push(...json.data);
    }
    expect(listed).toEqual(
      codes.map((code) => {
        const { data } = answerOf(code);
        return { code, provinceId: data.provinceId, districtIds: data.districtIds, neighborhoodCount: data.neighborhoods.length, villageCount: data.villages.length };
      }),
    );
  });

  it('totals every one- and two-digit prefix as the data does', async () => {
    const prefixes = [...Array.from({ length: 10 }, (_, d) => String(d)), ...Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))];
    const totals: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const prefix of prefixes) {
      totals[prefix] = (await api().get(`/v2/postal-codes?prefix=${prefix}&limit=1`)).json.meta.total;
      wanted[prefix] = codes.filter((code) => code.startsWith(prefix)).length;
    }
    expect(totals).toEqual(wanted);
  });
});
