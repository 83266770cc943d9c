// A program with one mistake on each line marked `@error`: tsc must report an error on exactly those
// lines (tests/client/type-check.test.ts). The root tsconfig leaves this file out.
import { createClient } from 'turkiye-divisions/client';

const api = createClient({ baseUrl: 'http://127.0.0.1:4321' });

await api.getProvince({ provinceId: '34' }); // @error: an id is a number
await api.getProvince(); // @error: provinceId is required
await api.listProvinces({ sort: 'area' }); // @error: not a sort order
await api.listDistricts({ fields: ['id', 'nuts'] }); // @error: districts have no field nuts
await api.listProvinces({ limt: 5 }); // @error: no parameter limt
await api.searchPlaces({ q: 'kadıköy', types: ['town'] }); // @error: town is no kind
const code: number = (await api.getPostalCode({ postalCode: '34710' })).data.code; // @error: a postal code is a string
api.pages('getProvince', { provinceId: 34 }); // @error: a single record does not page
await api.deleteProvince({ provinceId: 34 }); // @error: the API is read-only
createClient({}); // @error: baseUrl is required
await api.parseAddresses({ lines: 'Moda' }); // @error: lines is an array of lines

void code;
