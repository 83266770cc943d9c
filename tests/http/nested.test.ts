// Nested lists: the child list with the parent fixed. Totals equal the parent's stats (counted from
// the dataset), the child's whole parameter set works, and the parent must exist and agree.
import { expect, it } from 'vitest';
import { datasetMeta, describeEachTarget, errorBody } from '../support/targets.ts';

describeEachTarget('nested lists', (api) => {
  it.each([
    ['/v2/provinces/5/districts', 7],
    ['/v2/provinces/5/municipalities', 8],
    ['/v2/provinces/5/neighborhoods', 107],
    ['/v2/provinces/5/villages', 372],
    ['/v2/provinces/34/villages', 0],
    ['/v2/districts/1182/municipalities', 6],
    ['/v2/districts/1182/neighborhoods', 37],
    ['/v2/districts/1182/villages', 67],
    ['/v2/municipalities/2273/neighborhoods', 21],
  ])('%s lists %i records by id', async (path, total) => {
    const { status, json } = await api().get(path);
    expect(status).toBe(200);
    expect(json.meta).toEqual({ count: Math.min(total, 100), total, limit: 100, offset: 0, ...datasetMeta });
    const ids = json.data.map((record: { id: number }) => record.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('returns exactly the children of the parent', async () => {
    const { json } = await api().get('/v2/provinces/5/districts?fields=id,name,provinceId');
    expect(json.data).toEqual([
      { id: 1134, name: 'Merkez', provinceId: 5 },
      { id: 1363, name: 'Göynücek', provinceId: 5 },
      { id: 1368, name: 'Gümüşhacıköy', provinceId: 5 },
      { id: 1524, name: 'Merzifon', provinceId: 5 },
      { id: 1641, name: 'Suluova', provinceId: 5 },
      { id: 1668, name: 'Taşova', provinceId: 5 },
      { id: 1938, name: 'Hamamözü', provinceId: 5 },
    ]);
  });

  it('takes the child list parameters: sort for dropdowns', async () => {
    const { json } = await api().get('/v2/provinces/5/districts?sort=name&fields=name');
    expect(json.data.map((d: { name: string }) => d.name)).toEqual(['Göynücek', 'Gümüşhacıköy', 'Hamamözü', 'Merkez', 'Merzifon', 'Suluova', 'Taşova']);
  });

  it.each([
    ['/v2/provinces/5/villages?minPopulation=1000', 3],
    ['/v2/provinces/5/districts?limit=2&offset=6', 7],
    ['/v2/districts/1182/villages?postalCodeStatus=estimated', 0],
    ['/v2/provinces/34/neighborhoods?postalCode=34710', 1],
    ['/v2/provinces/34/municipalities?type=town', 0],
    ['/v2/provinces/34/neighborhoods?districtId=1421', 21],
    ['/v2/provinces/34/districts?provinceId=34', 39],
  ])('%s matches %i', async (path, total) => {
    const { status, json } = await api().get(path);
    expect(status).toBe(200);
    expect(json.meta.total).toBe(total);
  });

  it.each([
    ['/v2/provinces/999/districts', 404, 'PROVINCE_NOT_FOUND', 'Province not found.'],
    ['/v2/districts/1/villages', 404, 'DISTRICT_NOT_FOUND', 'District not found.'],
    ['/v2/municipalities/99999999999999999999999/neighborhoods', 404, 'MUNICIPALITY_NOT_FOUND', 'Municipality not found.'],
    ['/v2/provinces/34/neighborhoods?districtId=1182', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
    ['/v2/provinces/34/districts?provinceId=6', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
    ['/v2/provinces/0/districts', 400, 'BAD_REQUEST', 'provinceId must be a positive integer (ASCII digits only), for example 34.'],
    ['/v2/districts/x1/neighborhoods', 400, 'BAD_REQUEST', 'districtId must be a positive integer (ASCII digits only), for example 34.'],
  ])('%s → %i %s', async (path, status, code, message) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(errorBody(code, message, status));
  });

  it('checks the hierarchy before the parent exists (DESIGN check order) and ignores parents that do not exist', async () => {
    expect((await api().get('/v2/provinces/999/districts?provinceId=6')).status).toBe(404);
    const missingDistrict = await api().get('/v2/provinces/34/neighborhoods?districtId=999999');
    expect(missingDistrict.status).toBe(200);
    expect(missingDistrict.json.meta.total).toBe(0);
  });
});
