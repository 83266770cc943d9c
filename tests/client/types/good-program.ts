// A program that uses the typed client as documented; it must compile (tests/client/type-check.test.ts).
import { type AnswerOf, createClient, type District, type SearchHit, TurkiyeApiError } from 'turkiye-divisions/client';

const api = createClient({ baseUrl: 'http://127.0.0.1:4321', cacheEntries: 50, maxRateLimitWaitMs: 5_000 });

const province = await api.getProvince({ provinceId: 34, include: ['districts'], fields: 'name,population' });
const name: string | undefined = province.data.name;
const districts: District[] | undefined = province.data.districts;

const coastal = await api.listProvinces({ isCoastal: true, sort: '-population', fields: ['id', 'name'], limit: 5 });
const total: number = coastal.meta.total;

for await (const page of api.pages('listNeighborhoods', { districtId: 1421, limit: 500 })) {
  const count: number = page.meta.count;
  void count;
}
for await (const village of api.records('listDistrictVillages', { districtId: 1421, postalCodeStatus: ['official'] })) {
  const code: string | undefined = village.postalCode;
  void code;
}

const hits = await api.searchPlaces({ q: 'kadıköy', types: ['district', 'neighborhood'], limit: 3 });
const first: SearchHit | undefined = hits.data[0];
const located: AnswerOf<'locatePoint'> = await api.locatePoint({ latitude: 39.92, longitude: 32.85 });
const match: 'inside' | 'nearest' = located.data.match;
const districtMatch: 'inside' | 'nearest' | null = located.data.districtMatch;
const nearbyUrl: string | undefined = located.data.nearby[0]?.url;
const outline = await api.getDistrictBoundary({ districtId: 1421 });
const relation: number = outline.properties.codes.osmRelationId;
const health: 'ok' = (await api.getHealth()).status;
const postal = await api.getPostalCode({ postalCode: '34710' }, { signal: AbortSignal.timeout(5_000) });
const places: number = postal.data.neighborhoods.length + postal.data.villages.length;
const csv = await api.getDataset({ datasetFile: 'provinces.csv' });
const text: string | undefined = typeof csv === 'string' ? csv : undefined;
const batch = await api.parseAddresses({ lines: ['Caferaga Mh. Moda Cd. No:5 34710 Kadikoy/ISTANBUL', 'Kızılay Mah. Çankaya/Ankara'] });
const verdicts: Array<'accept' | 'confirm' | 'fix' | undefined> = batch.data.map((item) => ('verdict' in item ? item.verdict : undefined));

try {
  await api.getVillage({ villageId: 1 });
} catch (error) {
  if (error instanceof TurkiyeApiError) {
    const code: string = error.code;
    const status: number = error.status;
    void [code, status];
  }
}

void [name, districts, total, first, match, districtMatch, nearbyUrl, relation, health, places, text, verdicts];
