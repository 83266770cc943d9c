// GET /v2/locate down to the district (DESIGN §6.3.1), on both hosts, with expectations taken from the
// dataset files through an independent oracle (tests/support/district-geography.ts: d3-geo's
// spherical containment): every district seat locates to its own district, points 150 m either side
// of shared borders go to the side whose outline holds them, a point off a coast is `nearest`, farther
// out the district is null, and `nearby` is the district's own settlements, nearest first.
import { expect, it } from 'vitest';
import { borderCases, districtById, districts, districtsContaining, haversineKm, placePoints, settlementPoints } from '../support/district-geography.ts';
import { describeEachTarget } from '../support/targets.ts';

const locate = (latitude: number | string, longitude: number | string) => `/v2/locate?latitude=${latitude}&longitude=${longitude}`;
const seats = placePoints.filter((point) => point.kind === 'district');
// One district in ten, across every province (districts.json is by province, then name).
const borders = borderCases(districts.filter((_, i) => i % 10 === 0).map((district) => district.id));

describeEachTarget('point lookup to the district', (api) => {
  it('locates every district seat of place-points.csv to its own district and that district’s province', async () => {
    expect(seats).toHaveLength(973);
    const wrong: string[] = [];
    for (const seat of seats) {
      const { json } = await api().get(locate(seat.latitude, seat.longitude));
      const { district, districtMatch, districtDistanceKm, province } = json.data;
      if (district?.id !== seat.id || districtMatch !== 'inside' || districtDistanceKm !== 0 || province.id !== districtById.get(seat.id).provinceId) {
        wrong.push(`${seat.id}: ${JSON.stringify({ district: district?.id, districtMatch, province: province.id })}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the whole district record, and the district’s province record', async () => {
    const { json } = await api().get(locate(40.99, 29.03));
    expect(json.data.district).toEqual(districtById.get(1421));
    expect(json.data).toMatchObject({ province: { id: 34, name: 'İstanbul' }, match: 'inside', distanceKm: 0, districtMatch: 'inside', districtDistanceKm: 0 });
  });

  it(`puts points 150 m either side of a shared border on the side whose outline holds them (${borders.length} borders)`, async () => {
    expect(borders.length).toBeGreaterThan(90);
    for (const { inside, outside, near, across } of borders) {
      const [nearAnswer, acrossAnswer] = await Promise.all([api().get(locate(near[1], near[0])), api().get(locate(across[1], across[0]))]);
      expect(nearAnswer.json.data.district?.id, `${near} should be in ${inside}`).toBe(inside);
      expect(acrossAnswer.json.data.district?.id, `${across} should be in ${outside}`).toBe(outside);
      expect(acrossAnswer.json.data.province.id).toBe(districtById.get(outside).provinceId);
    }
  });

  it('takes the nearest district within 2 km of a coast: the sea off Moda is Kadıköy’s', async () => {
    // 40.975 N 29.02 E is in the Sea of Marmara south-west of Moda point, in no outline.
    expect(districtsContaining(29.02, 40.975)).toEqual([]);
    const { json } = await api().get(locate(40.975, 29.02));
    expect(json.data).toMatchObject({ district: { id: 1421, name: 'Kadıköy' }, districtMatch: 'nearest', province: { id: 34 } });
    expect(json.data.districtDistanceKm).toBeGreaterThan(0);
    expect(json.data.districtDistanceKm).toBeLessThanOrEqual(2);
  });

  it('has no district farther than 2 km out to sea, and keeps the province rule: Samos, 8.3 km off Aydın', async () => {
    const { json } = await api().get(locate(37.75, 26.97));
    expect(json.data).toMatchObject({ province: { id: 9 }, match: 'nearest', district: null, districtMatch: null, districtDistanceKm: null, nearby: [] });
  });

  it.each([
    ['Kadıköy', 40.99, 29.03, 1421],
    ['Ankara’s centre', 39.9207759, 32.8540497, 1231],
    // A rural district: its seat's point, from place-points.csv.
    ['Kızıltepe’s seat', seats.find((seat) => seat.id === 1474)!.latitude, seats.find((seat) => seat.id === 1474)!.longitude, 1474],
  ])('lists the 5 settlements of the district with a point nearest to %s, nearest first', async (_, latitude, longitude, districtId) => {
    const { json } = await api().get(locate(latitude, longitude));
    expect(json.data.district.id).toBe(districtId);
    // The district's own village and neighborhood points, by great-circle distance, measured here.
    const expected = settlementPoints
      .filter((point) => point.districtId === districtId)
      .map((point) => ({ type: point.kind, id: point.id, distanceKm: haversineKm(longitude, latitude, point.longitude, point.latitude) }))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, 5);
    const nearby = json.data.nearby;
    expect(nearby.map(({ type, id }: { type: string; id: number }) => ({ type, id }))).toEqual(expected.map(({ type, id }) => ({ type, id })));
    for (const [i, place] of nearby.entries()) {
      expect(place.districtId).toBe(districtId);
      expect(place.url).toBe(`/v2/${place.type === 'village' ? 'villages' : 'neighborhoods'}/${place.id}`);
      expect(Object.keys(place)).not.toContain('score');
      expect(Math.abs(place.distanceKm - expected[i]!.distanceKm)).toBeLessThan(expected[i]!.distanceKm * 0.005 + 0.002);
      if (i > 0) expect(place.distanceKm).toBeGreaterThanOrEqual(nearby[i - 1].distanceKm);
    }
  });

  it('gives the hit of a nearby place exactly as place search does, without its score', async () => {
    const { json } = await api().get(locate(40.99, 29.03));
    const { score: _score, ...hit } = (await api().get('/v2/search?q=caferaga&types=neighborhood')).json.data[0];
    expect(json.data.nearby[0]).toEqual({ ...hit, distanceKm: json.data.nearby[0].distanceKm });
  });
});
