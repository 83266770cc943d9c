// GET /v2/meta: versions, sources and counts that equal the list totals.
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

describeEachTarget('GET /v2/meta', (api) => {
  it('reports versions, sources and counts', async () => {
    const { status, json, headers } = await api().get('/v2/meta');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(Object.keys(json)).toEqual(['data']);
    expect(json.data).toMatchObject({
      apiVersion: '2.0.0',
      datasetVersion: '2025',
      lastUpdated: '2026-05-21',
      counts: { provinces: 81, districts: 973, municipalities: 1377, neighborhoods: 32186, villages: 18183 },
    });
    expect(json.data.sources).toHaveLength(8);
    // The attribution the outlines' ODbL and the points' CC BY 4.0 ask for (data/README.md).
    expect(json.data.sources.slice(5).map(({ name, url }: { name: string; url: string }) => [name, url])).toEqual([
      ['OpenStreetMap (province boundaries)', 'https://www.openstreetmap.org/copyright'],
      ['OpenStreetMap (district boundaries)', 'https://www.openstreetmap.org/copyright'],
      ["GeoNames / Who's On First", 'https://www.geonames.org'],
    ]);
    expect(json.data.sources[6].description.en).toContain('Open Database License (ODbL) 1.0');
    expect(json.data.sources[7].description.en).toContain('CC BY 4.0');
    expect(json.data.sources[1]).toEqual({
      name: 'PTT Kargo',
      url: 'https://www.ptt.gov.tr/posta-kodu',
      description: {
        tr: 'Ulusal posta işletmecisinin resmi posta kodu listesidir. Bu listeden doğrudan alınan kodlar "official" olarak işaretlenir. Listede kendi adıyla yer almayan, ancak eski köy kaydı listede bulunan mahalleler o köyün kodunu alır ("derived"). Geri kalan kodlar aynı belediyenin ya da ilçenin diğer mahallelerinden çıkarılmıştır ("estimated").',
        en: 'The national postal operator\'s official postal-code list. Codes taken directly from it are marked "official". A neighborhood that is missing from the list under its own name but whose former village is listed gets that village\'s code ("derived"). The remaining codes are inferred from the other neighborhoods of the same municipality or district ("estimated").',
      },
    });
  });

  it('counts what the lists serve', async () => {
    const { json } = await api().get('/v2/meta');
    for (const [kind, count] of Object.entries(json.data.counts)) {
      expect((await api().get(`/v2/${kind}?limit=1`)).json.meta.total).toBe(count);
    }
  });
});
