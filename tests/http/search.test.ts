// search: a substring of the name, case-insensitive and Turkish-aware, with diacritics folded, on
// every list (and nested list). Expected matches were counted from the dataset files.
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

describeEachTarget('search', (api) => {
  it.each(['sanliurfa', 'ŞANLIURFA', 'Şanlıurfa', 'şanlıurfa', 'SANLIURFA', 'urfa', 'ŞanlIurfa'])('%s finds Şanlıurfa', async (query) => {
    const { json } = await api().get(`/v2/provinces?search=${encodeURIComponent(query)}&fields=id,name`);
    expect(json.data).toEqual([{ id: 63, name: 'Şanlıurfa' }]);
  });

  it.each(['ISTANBUL', 'istanbul', 'İstanbul', 'İSTANBUL', 'ıstanbul'])('%s finds İstanbul', async (query) => {
    const { json } = await api().get(`/v2/provinces?search=${encodeURIComponent(query)}&fields=id`);
    expect(json.data).toEqual([{ id: 34 }]);
  });

  it.each([
    ['/v2/neighborhoods?search=kadikoy', 24],
    ['/v2/neighborhoods?search=KADIKÖY', 24],
    ['/v2/districts?search=kadıköy', 1],
    ['/v2/villages?search=Kadıköy', 17],
    ['/v2/municipalities?search=kadikoy', 2],
    ['/v2/neighborhoods?search=mer', 425],
    ['/v2/neighborhoods?search=ataturk', 164],
    ['/v2/neighborhoods?search=istanbul', 4],
    ['/v2/districts?search=%20%20mer%20', 60],
    ['/v2/neighborhoods?search=1%20nolu', 3],
  ])('%s matches %i', async (path, total) => {
    const { status, json } = await api().get(path);
    expect(status).toBe(200);
    expect(json.meta.total).toBe(total);
  });

  it('finds Kadıköy and only names containing it', async () => {
    const { json } = await api().get('/v2/districts?search=kadikoy');
    expect(json.data.map((d: { id: number; name: string }) => [d.id, d.name])).toEqual([[1421, 'Kadıköy']]);
  });

  it('combines with sort, filters and paging', async () => {
    const { json } = await api().get('/v2/neighborhoods?search=kadikoy&provinceId=34&sort=name&fields=id,name,districtId');
    expect(json.meta.total).toBe(json.data.length);
    expect(json.data.every((n: { name: string }) => n.name.toLocaleLowerCase('tr').includes('kadıköy'))).toBe(true);
    const page = await api().get('/v2/neighborhoods?search=mer&sort=-population&limit=10&offset=419');
    expect(page.json.meta).toMatchObject({ count: 6, total: 425, offset: 419 });
  });

  it('works on nested lists', async () => {
    const { json } = await api().get('/v2/provinces/34/districts?search=kadikoy&fields=id');
    expect(json.data).toEqual([{ id: 1421 }]);
  });
});
