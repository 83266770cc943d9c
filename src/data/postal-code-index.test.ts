// The postal-code index compiled from the hand-written mini dataset (tests/fixtures/mini-dataset:
// neighborhoods 1 and 2 of district 1130 on 06420 and 06490, neighborhood 3 and village 3 of district
// 1158 on 05300 and 05310), and the build stopping when one code spans two provinces.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editedDatasetCopy, miniDatasetDir, temporaryDir } from '../../tests/support/datasets.ts';
import { compileStore } from './compile-store.ts';
import { kindNames, kinds } from './kinds.ts';
import { type PostalCodeIndexMeta, postalCodeIndexName, postalKinds } from './postal-code-index.ts';
import { postalCodesOf } from './postal-code-view.ts';
import { openStore } from './store.ts';

const compiled = (datasetDir: string) => {
  const storeDir = join(temporaryDir('store'), 'store');
  compileStore(datasetDir, storeDir);
  return openStore(storeDir);
};

describe('the postal-code index', () => {
  it('covers exactly the kinds whose records have a postalCode column', () => {
    expect([...postalKinds]).toEqual(kindNames.filter((kind) => 'postalCode' in kinds[kind].columns));
  });

  const store = compiled(miniDatasetDir);
  const postalCodes = postalCodesOf(store.index<PostalCodeIndexMeta>(postalCodeIndexName));

  it('holds every code once, ascending, with its province and districts', () => {
    expect(postalCodes.count).toBe(4);
    expect(Array.from(postalCodes.codes)).toEqual([5300, 5310, 6420, 6490]);
    expect(Array.from(postalCodes.provinceIds)).toEqual([5, 5, 6, 6]);
    expect([0, 1, 2, 3].map((position) => Array.from(postalCodes.districtIdsAt(position)))).toEqual([[1158], [1158], [1130], [1130]]);
  });

  it('points each code at the record indexes of its places', () => {
    const neighborhoods = store.kind('neighborhoods');
    const villages = store.kind('villages');
    const idsOf = (position: number) => ({
      neighborhoods: Array.from(postalCodes.placesAt('neighborhoods', position), (index) => neighborhoods.record(index).id),
      villages: Array.from(postalCodes.placesAt('villages', position), (index) => villages.record(index).id),
    });
    expect([0, 1, 2, 3].map(idsOf)).toEqual([
      { neighborhoods: [3], villages: [] },
      { neighborhoods: [], villages: [3] },
      { neighborhoods: [1], villages: [] },
      { neighborhoods: [2], villages: [] },
    ]);
  });

  it('keeps pre-serialized summaries, a run of them being one JSON fragment', () => {
    expect(JSON.parse(`[${postalCodes.summaryRunJson(1, 2).toString('utf8')}]`)).toEqual([
      { code: '05310', provinceId: 5, districtIds: [1158], neighborhoodCount: 0, villageCount: 1 },
      { code: '06420', provinceId: 6, districtIds: [1130], neighborhoodCount: 1, villageCount: 0 },
    ]);
    expect(postalCodes.summaries.hashes).toHaveLength(postalCodes.count * 32);
  });

  it('lists the codes of each province and district', () => {
    expect(Array.from(postalCodes.positionsIn('province', 6))).toEqual([2, 3]);
    expect(Array.from(postalCodes.positionsIn('district', 1158))).toEqual([0, 1]);
    expect(Array.from(postalCodes.positionsIn('district', 1159))).toEqual([]);
  });

  it('finds codes by binary search', () => {
    expect([5300, 6490, 6491, 1].map((code) => postalCodes.positionOf(code))).toEqual([0, 3, -1, -1]);
    expect([0, 5301, 6420, 99999].map((code) => postalCodes.firstAtLeast(code))).toEqual([0, 1, 2, 4]);
  });

  it('stops the build when a code is used in two provinces', () => {
    const broken = editedDatasetCopy(miniDatasetDir, (files) => {
      files['villages.json'][0].postalCode = '06420';
    });
    expect(() => compiled(broken)).toThrow(
      "villages.json, record id 3, field postalCode: a postal code starts with the province's plate number, but 06420 is in province 5",
    );
  });
});
