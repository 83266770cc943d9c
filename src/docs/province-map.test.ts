// The provinces map's data, full and compact: every province drawn inside the frame, each in the
// density class its population and area give, the classes about equal in size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realDatasetDir } from '../../tests/support/datasets.ts';
import { densityClassCount, provinceMapData } from './province-map.ts';

// biome-ignore lint: parsed dataset JSON
const provinces: any[] = JSON.parse(readFileSync(join(realDatasetDir, 'provinces.json'), 'utf8'));

describe.each([
  ['full', 800, 1.2],
  ['compact', 320, 1.2],
])('the %s map', (_, width, tolerance) => {
  const map = provinceMapData(width, tolerance);

  it('draws all 81 provinces inside the frame', () => {
    expect(map.width).toBe(width);
    expect(map.provinces.map((province) => province.id)).toEqual(provinces.map((province) => province.id).sort((a, b) => a - b));
    for (const province of map.provinces) {
      expect(province.path, province.name).toMatch(/^M[\d.,L]+Z(M[\d.,L]+Z)*$/);
      const numbers = province.path.match(/[\d.]+/g)!.map(Number);
      expect(Math.max(...numbers.filter((_, i) => i % 2 === 0)), province.name).toBeLessThanOrEqual(width);
      expect(Math.max(...numbers.filter((_, i) => i % 2 === 1)), province.name).toBeLessThanOrEqual(map.height);
    }
    // Türkiye is about 2.2 times as wide as it is tall on a conformal map.
    expect(width / map.height).toBeGreaterThan(2);
    expect(width / map.height).toBeLessThan(2.5);
  });

  it('puts each province in the class of its density, five classes of about 16', () => {
    for (const province of map.provinces) {
      const record = provinces.find((item) => item.id === province.id);
      expect(province.density).toBeCloseTo(record.population / record.area.value, 9);
      const lower = [0, ...map.breaks][province.densityClass]!;
      const upper = [...map.breaks, Infinity][province.densityClass]!;
      expect(province.density, province.name).toBeGreaterThanOrEqual(lower);
      expect(province.density, province.name).toBeLessThan(upper);
    }
    const sizes = Array.from({ length: densityClassCount }, (_, i) => map.provinces.filter((province) => province.densityClass === i).length);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(13);
    expect(sizes.reduce((a, b) => a + b)).toBe(81);
  });

  it('stays small', () => {
    const bytes = map.provinces.reduce((sum, province) => sum + province.path.length, 0);
    expect(bytes).toBeLessThan(width === 800 ? 50_000 : 20_000);
  });
});
