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
      lastUpdated: '2026-11-28',
      counts: { provinces: 81, districts: 973, municipalities: 1377, neighborhoods: 32279, villages: 18183 },
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
    // The release's own descriptions (data/2025/meta.json): every population is 2025's (issue 44).
    expect(json.data.sources[0].description).toEqual({
      tr: 'Yerleşim birimlerinin kimlik numaraları, adları ve nüfusları bu kaynaktan gelir ve veri setinin omurgasını oluşturur. Bütün nüfuslar (il, ilçe, belediye, mahalle ve köy) 2025 yılı Adrese Dayalı Nüfus Kayıt Sistemi (ADNKS) rakamlarıdır.',
      en: 'Provides the identifiers, names and populations of all settlements and forms the backbone of the dataset. Every population (province, district, municipality, neighborhood and village) is a 2025 address-based population registration (ADNKS) figure.',
    });
    expect(json.data.sources[1]).toEqual({
      name: 'PTT Kargo',
      url: 'https://www.ptt.gov.tr/posta-kodu',
      description: {
        tr: 'Ulusal posta işletmecisinin resmi posta kodu listesidir. Bu listedeki kodlar "official" olarak işaretlenir. Listede kendi adıyla yer almayan bir mahalle, daha önce bağlı olduğu ve listede bulunan yerleşimin (çoğunlukla eski köyünün) kodunu alır ("derived", yalnızca mahallelerde). Ne listede ne de önceki bir yerleşim üzerinden bulunabilen kodlar komşu yerleşimlerden ve ilçenin kod düzeninden çıkarılmıştır ("estimated"); bunlar resmî kayıt değildir.',
        en: 'The national postal operator\'s official postal-code list. Codes from it are marked "official". A neighborhood missing from the list under its own name gets the code of the settlement it used to belong to (usually its former village) where that one is listed ("derived", neighborhoods only). Codes found neither way are inferred from nearby settlements and the district\'s code pattern ("estimated"); they are not official records.',
      },
    });
    expect(json.data.populationYears).toEqual({ provinces: 2025, districts: 2025, municipalities: 2025, neighborhoods: 2025, villages: 2025 });
  });

  it('counts the GeoNames coverage from place-points.csv, as the release README’s Coverage table does', async () => {
    // meta.json, as published, still counts the list the release replaced (17,340 of 32,186, 53.9 %).
    const { json } = await api().get('/v2/meta');
    const { description } = json.data.sources[7];
    expect(description.en).toMatch(/^Approximate settlement points \(place-points\.csv\) are GeoNames data \(CC BY 4\.0\)\./);
    expect(description.en).toContain('Coverage: all 973 districts (908 GeoNames seat points, 65 label points computed from the OpenStreetMap district boundary), 16,715 of 18,183 villages (91.9 %) and 17,337 of 32,279 neighborhoods (53.7 %). About 14,900 neighborhoods, mostly in city centres, have no point.');
    expect(description.tr).toContain('18.183 köyden 16.715 köy (%91,9) ve 32.279 mahalleden 17.337 mahalle (%53,7). Çoğu kent merkezinde olmak üzere yaklaşık 14.900 mahallenin noktası yoktur.');
    expect(JSON.stringify(description)).not.toMatch(/32[.,]186|17[.,]340|14[.,]800/);
  });

  it('counts what the lists serve', async () => {
    const { json } = await api().get('/v2/meta');
    for (const [kind, count] of Object.entries(json.data.counts)) {
      expect((await api().get(`/v2/${kind}?limit=1`)).json.meta.total).toBe(count);
    }
  });
});
