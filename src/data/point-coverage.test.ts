// The GeoNames source's coverage sentence, counted from release 2025's place-points.csv: the figures
// of the release README's Coverage table (data/README.md), not the stale ones its meta.json carries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realDatasetDir } from '../../tests/support/datasets.ts';
import { parsePlacePoints } from './place-points.ts';
import { coverageSentences, pointCoverageOf, withComputedCoverage } from './point-coverage.ts';
import { datasetMetaSchema } from './schemas.ts';

const counts = { provinces: 81, districts: 973, municipalities: 1377, neighborhoods: 32279, villages: 18183 };
const problems: unknown[] = [];
const points = parsePlacePoints(readFileSync(join(realDatasetDir, 'place-points.csv'), 'utf8'), problems as never[]);
const published = datasetMetaSchema.parse(JSON.parse(readFileSync(join(realDatasetDir, 'meta.json'), 'utf8'))).sources;
const geonames = (sources: typeof published) => sources.find((source) => source.name === 'GeoNames / Who\'s On First')!.description;

describe('the coverage of place-points.csv', () => {
  it('counts what the release README’s Coverage table says', () => {
    expect(problems).toEqual([]);
    expect(pointCoverageOf(points, counts)).toEqual({
      districts: { withPoint: 973, of: 973, byMethod: { 'seat-name-in-district': 908, 'polygon-label': 65 } },
      villages: { withPoint: 16715, of: 18183, byMethod: { 'name-in-district': 15944, 'postal-name-in-district': 771 } },
      neighborhoods: { withPoint: 17337, of: 32279, byMethod: { 'name-in-district': 16109, 'name-in-district-without-suffix': 14, 'postal-name-in-district': 1214 } },
    });
  });

  it('rewrites only the coverage part of the GeoNames description, in both languages', () => {
    const before = geonames(published);
    // The release's meta.json still counts the list it replaced: the reason for the rewrite.
    expect(before.en).toContain('17,340 of 32,186 neighborhoods (53.9 %)');
    const after = geonames(withComputedCoverage(published, pointCoverageOf(points, counts)));
    expect(after.en).toBe(
      `${before.en.slice(0, before.en.indexOf('Coverage: '))}Coverage: all 973 districts (908 GeoNames seat points, 65 label points computed from the OpenStreetMap district boundary), 16,715 of 18,183 villages (91.9 %) and 17,337 of 32,279 neighborhoods (53.7 %). About 14,900 neighborhoods, mostly in city centres, have no point.`,
    );
    expect(after.tr).toBe(
      `${before.tr.slice(0, before.tr.indexOf('Kapsam: '))}Kapsam: 973 ilçenin tamamı (908 ilçede GeoNames'teki ilçe merkezi, 65 ilçede OpenStreetMap ilçe sınırından hesaplanmış, sınır içinde kalan bir etiket noktası), 18.183 köyden 16.715 köy (%91,9) ve 32.279 mahalleden 17.337 mahalle (%53,7). Çoğu kent merkezinde olmak üzere yaklaşık 14.900 mahallenin noktası yoktur.`,
    );
    // Every other source is as published.
    expect(withComputedCoverage(published, pointCoverageOf(points, counts)).filter((source) => !source.name.startsWith('GeoNames'))).toEqual(published.filter((source) => !source.name.startsWith('GeoNames')));
  });

  it('keeps a description that has no coverage part whole', () => {
    const sources = [{ name: 'X', url: 'https://example.org/', description: { tr: 'Noktalar.', en: 'Points.' } }];
    expect(withComputedCoverage(sources, pointCoverageOf(points, counts))).toEqual(sources);
  });

  it('says how many districts have a point when not all do', () => {
    const districtPoints = [{ kind: 'districts', method: 'seat-name-in-district' }, { kind: 'districts', method: 'polygon-label' }] as const;
    const sentences = coverageSentences(pointCoverageOf(districtPoints, { ...counts, districts: 3 }));
    expect(sentences.en).toMatch(/^Coverage: 2 of 3 districts \(66\.7 %\) \(1 GeoNames seat points, 1 label points .*, 0 of 18,183 villages \(0 %\) and 0 of 32,279 neighborhoods \(0 %\)\. About 32,300 neighborhoods/);
    expect(sentences.tr).toMatch(/^Kapsam: 3 ilçeden 2 ilçe \(%66,7\) \(1 ilçede /);
  });
});
