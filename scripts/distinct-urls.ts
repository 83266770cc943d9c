// The URL sets of `npm run bench:distinct`, one per kind of query: drawn from the dataset with a
// seeded generator, so two runs (and two commits) ask the same things. Shared by the HTTP rounds and
// the in-process mode (--in-process), which times the core handler alone on the same URLs.
import { readFileSync } from 'node:fs';
import { seededRandom } from '../tests/support/seeded-random.ts';

export interface Row {
  name: string;
  paths: string[];
}

/** Every row's URLs: `urlsPerRow` distinct paths each (fewer when a kind has fewer). */
export function distinctRows(seed: number, urlsPerRow: number): Row[] {
  const random = seededRandom(seed);
  const integer = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

  interface Place {
    id: number;
    name: string;
    provinceId?: number;
    districtId?: number;
    population: number;
    postalCode?: string;
  }
  const read = (kind: string) => JSON.parse(readFileSync(`data/2025/${kind}.json`, 'utf8')) as Place[];
  const provinces = read('provinces');
  const districts = read('districts');
  const neighborhoods = read('neighborhoods');
  const villages = read('villages');
  const provinceName = new Map(provinces.map((place) => [place.id, place.name]));
  const districtName = new Map(districts.map((place) => [place.id, place.name]));

  /** `count` distinct paths from `make` (which draws at random), or as many as it can give. */
  function distinct(make: () => string, count = urlsPerRow): string[] {
    const paths = new Set<string>();
    for (let tries = 0; paths.size < count && tries < count * 20; tries++) paths.add(make());
    return [...paths];
  }

  const q = encodeURIComponent;
  /** The first 3 to 7 letters of a name, as a user starts typing it (by code point: never half a letter). */
  const namePrefix = (name: string) => [...name].slice(0, integer(3, 7)).join('').trim();
  const sorts = ['id', '-id', 'name', '-name', 'population', '-population'];
  const childrenCount = (places: readonly Place[], field: 'districtId' | 'provinceId') => {
    const counts = new Map<number, number>();
    for (const place of places) counts.set(place[field]!, (counts.get(place[field]!) ?? 0) + 1);
    return counts;
  };
  const neighborhoodsByDistrict = childrenCount(neighborhoods, 'districtId');
  const districtIdsWithNeighborhoods = [...neighborhoodsByDistrict.keys()];
  const postalPrefixes = (places: readonly Place[], digits: number) => [...new Set(places.map((place) => place.postalCode!.slice(0, digits)))];
  const neighborhoodPrefixes3 = postalPrefixes(neighborhoods, 3);
  const allPostalPrefixes = [1, 2, 3, 4].flatMap((digits) => postalPrefixes([...neighborhoods, ...villages], digits));

  // Random points inside Türkiye: drawn in its bounding box, kept when a province's outline contains
  // them (even-odd ray casting over every ring, in plain longitude/latitude: enough to choose points).
  type Ring = Array<[number, number]>;
  const outlines = (
    JSON.parse(readFileSync('data/2025/province-boundaries.geojson', 'utf8')) as { features: Array<{ geometry: { type: string; coordinates: unknown } }> }
  ).features.flatMap(({ geometry }) => (geometry.type === 'Polygon' ? [geometry.coordinates as Ring[]] : (geometry.coordinates as Ring[][])));
  function inside(rings: readonly Ring[], longitude: number, latitude: number): boolean {
    let crossings = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) crossings++;
      }
    }
    return crossings % 2 === 1;
  }
  function pointInTurkiye(): string {
    for (;;) {
      const longitude = 26 + random() * 19;
      const latitude = 36 + random() * 6.1;
      if (outlines.some((rings) => inside(rings, longitude, latitude))) return `/v2/locate?latitude=${latitude.toFixed(5)}&longitude=${longitude.toFixed(5)}`;
    }
  }

  const streets = ['Atatürk Cad.', 'Cumhuriyet Cd.', 'İnönü Sok.', 'Gazi Bulvarı', 'Okul Sk.', 'Fatih Cad.', 'Menekşe Sokak', 'İstiklal Caddesi'];
  /** An address line as people write it: neighborhood, street, number, maybe a flat, then district/province. */
  function addressLine(): string {
    const place = pick(neighborhoods);
    const flat = random() < 0.5 ? ` D:${integer(1, 20)}` : '';
    const line = `${place.name} Mah. ${pick(streets)} No:${integer(1, 250)}${flat} ${districtName.get(place.districtId!)}/${provinceName.get(place.provinceId!)}`;
    return `/v2/addresses/parse?q=${q(random() < 0.3 ? line.toLocaleUpperCase('tr') : line)}`;
  }

  return [
    {
      name: 'one record with fields',
      paths: distinct(() => `/v2/neighborhoods/${pick(neighborhoods).id}?fields=${pick(['id,name', 'id,name,postalCode', 'name,population', 'id,districtId,postalCode'])}`),
    },
    {
      name: 'nested neighborhoods, random limit/offset',
      paths: distinct(() => {
        const districtId = pick(districtIdsWithNeighborhoods);
        return `/v2/districts/${districtId}/neighborhoods?limit=${integer(1, 100)}&offset=${integer(0, neighborhoodsByDistrict.get(districtId)!)}`;
      }),
    },
    {
      name: 'villages of a province, minPopulation, random sort',
      paths: distinct(() => `/v2/villages?provinceId=${pick(provinces).id}&minPopulation=${integer(0, 2000)}&sort=${pick(sorts)}`),
    },
    {
      name: 'neighborhoods, population range, random sort',
      paths: distinct(() => {
        const low = integer(0, 40000);
        return `/v2/neighborhoods?minPopulation=${low}&maxPopulation=${low + integer(0, 500)}&sort=${pick(sorts)}`;
      }),
    },
    {
      name: '/v2/search?q= prefixes',
      paths: distinct(() => `/v2/search?q=${q(namePrefix(pick(random() < 0.5 ? neighborhoods : villages).name))}`),
    },
    {
      name: 'neighborhoods search= (first 3–7 letters of a name)',
      paths: distinct(() => `/v2/neighborhoods?search=${q(namePrefix(pick(neighborhoods).name))}&limit=${pick([10, 20, 50, 100])}`),
    },
    {
      name: 'villages search=, random sort',
      paths: distinct(() => `/v2/villages?search=${q(namePrefix(pick(villages).name))}&sort=${pick(sorts)}`),
    },
    {
      name: 'neighborhoods postalCodePrefix= 3 digits, random limit/offset',
      paths: distinct(() => `/v2/neighborhoods?postalCodePrefix=${pick(neighborhoodPrefixes3)}&limit=${integer(1, 100)}&offset=${integer(0, 50)}`),
    },
    {
      name: 'neighborhoods postalCode= exact, random sort',
      paths: distinct(() => `/v2/neighborhoods?postalCode=${pick(neighborhoods).postalCode}&sort=${pick(sorts)}&limit=${integer(1, 100)}`),
    },
    {
      name: 'postal-code lists, random prefix and page',
      paths: distinct(() => `/v2/postal-codes?prefix=${pick(allPostalPrefixes)}&limit=${integer(1, 100)}&offset=${integer(0, 20)}`),
    },
    { name: '/v2/locate, random points in Türkiye', paths: distinct(pointInTurkiye) },
    { name: 'address route, distinct lines', paths: distinct(addressLine) },
  ];
}
