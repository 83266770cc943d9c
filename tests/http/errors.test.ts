// Every error the query API answers, as rows of {url, status, code, message}, and DESIGN §3's check
// order (path id → unknown/repeated → value syntax → fields → include → ranges → hierarchy → 404).
import { expect, it } from 'vitest';
import { describeEachTarget, errorBody } from '../support/targets.ts';

const provinceParams =
  'search, fields, sort, limit, offset, minPopulation, maxPopulation, minArea, maxArea, minAltitude, maxAltitude, isCoastal, isMetropolitan';
const provinceFields = 'id, name, slug, population, area, altitude, phoneAreaCodes, isCoastal, isMetropolitan, region, coordinates, stats';
const pathId = (name: string) => `${name} must be a positive integer (ASCII digits only), for example 34.`;
const limitMessage = 'limit must be an integer from 1 to 1000.';
const sortMessage = 'sort must be one of id, -id, name, -name, population, -population.';

const rows: Array<[path: string, status: number, code: string, message: string]> = [
  // integers: ASCII digits only
  ['/v2/provinces?limit=0', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=1001', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=%2B5', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=0x3', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=1e1', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=5.0', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=%205', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?limit=99999999999999999999', 400, 'BAD_REQUEST', limitMessage],
  ['/v2/provinces?offset=-1', 400, 'BAD_REQUEST', 'offset must be an integer of at least 0 (ASCII digits only).'],
  ['/v2/provinces?minPopulation=-5', 400, 'BAD_REQUEST', 'minPopulation must be an integer of at least 0 (ASCII digits only).'],
  ['/v2/provinces?maxPopulation=1.5', 400, 'BAD_REQUEST', 'maxPopulation must be an integer of at least 0 (ASCII digits only).'],
  ['/v2/districts?provinceId=0', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/districts?provinceId=abc', 400, 'BAD_REQUEST', pathId('provinceId')],
  // path ids
  ['/v2/provinces/abc', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/0', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/000', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/-1', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/%2B5', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/1e1', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/3.0', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/provinces/%2034', 400, 'BAD_REQUEST', pathId('provinceId')],
  ['/v2/districts/1,2', 400, 'BAD_REQUEST', pathId('districtId')],
  ['/v2/municipalities/%E0%A4%A', 400, 'BAD_REQUEST', 'The path is not valid percent-encoding; encode reserved characters as %XX.'],
  ['/v2/neighborhoods/NaN', 400, 'BAD_REQUEST', pathId('neighborhoodId')],
  ['/v2/villages/Infinity', 400, 'BAD_REQUEST', pathId('villageId')],
  // the file a canonical record URL is served from is not a URL of its own
  ['/v2/provinces/34.json', 400, 'BAD_REQUEST', pathId('provinceId')],
  // numbers and booleans
  ['/v2/provinces?minArea=NaN', 400, 'BAD_REQUEST', 'minArea must be a decimal number, for example 1500 or 12.5.'],
  ['/v2/provinces?maxArea=Infinity', 400, 'BAD_REQUEST', 'maxArea must be a decimal number, for example 1500 or 12.5.'],
  ['/v2/provinces?minAltitude=1e3', 400, 'BAD_REQUEST', 'minAltitude must be a decimal number, for example 1500 or 12.5.'],
  ['/v2/provinces?maxAltitude=', 400, 'BAD_REQUEST', 'maxAltitude must be a decimal number, for example 1500 or 12.5.'],
  ['/v2/provinces?isCoastal=TRUE', 400, 'BAD_REQUEST', 'isCoastal must be true or false.'],
  ['/v2/provinces?isCoastal=1', 400, 'BAD_REQUEST', 'isCoastal must be true or false.'],
  ['/v2/provinces?isMetropolitan=', 400, 'BAD_REQUEST', 'isMetropolitan must be true or false.'],
  // enums
  ['/v2/provinces?sort=Name', 400, 'BAD_REQUEST', sortMessage],
  ['/v2/provinces?sort=name,id', 400, 'BAD_REQUEST', sortMessage],
  ['/v2/provinces?sort=', 400, 'BAD_REQUEST', sortMessage],
  ['/v2/provinces?sort=area', 400, 'BAD_REQUEST', sortMessage],
  ['/v2/municipalities?type=city', 400, 'BAD_REQUEST', 'type must be one of province_center, district_center, town.'],
  ['/v2/villages?postalCodeStatus=derived', 400, 'BAD_REQUEST', 'postalCodeStatus must be a comma-separated list of official, estimated.'],
  ['/v2/neighborhoods?postalCodeStatus=Official', 400, 'BAD_REQUEST', 'postalCodeStatus must be a comma-separated list of official, derived, estimated.'],
  ['/v2/neighborhoods?postalCodeStatus=official,', 400, 'BAD_REQUEST', 'postalCodeStatus must be a comma-separated list of official, derived, estimated.'],
  // postal codes
  ['/v2/neighborhoods?postalCode=3471', 400, 'BAD_REQUEST', 'postalCode must be exactly five digits, for example 34710.'],
  ['/v2/villages?postalCode=347100', 400, 'BAD_REQUEST', 'postalCode must be exactly five digits, for example 34710.'],
  ['/v2/neighborhoods?postalCode=abcde', 400, 'BAD_REQUEST', 'postalCode must be exactly five digits, for example 34710.'],
  ['/v2/neighborhoods?postalCodePrefix=', 400, 'BAD_REQUEST', 'postalCodePrefix must be one to five digits, for example 347.'],
  ['/v2/neighborhoods?postalCodePrefix=123456', 400, 'BAD_REQUEST', 'postalCodePrefix must be one to five digits, for example 347.'],
  // search
  ['/v2/provinces?search=', 400, 'BAD_REQUEST', 'search must not be empty; give at least one non-space character.'],
  ['/v2/provinces?search=%20%20%20', 400, 'BAD_REQUEST', 'search must not be empty; give at least one non-space character.'],
  ['/v2/provinces?search=%CC%81', 400, 'BAD_REQUEST', 'search must not be empty; give at least one non-space character.'],
  [`/v2/provinces?search=${'a'.repeat(101)}`, 400, 'BAD_REQUEST', 'search must be at most 100 characters long.'],
  // unknown and repeated parameters
  ['/v2/provinces?foo=1', 400, 'BAD_REQUEST', `Unknown query parameter "foo". Allowed parameters: ${provinceParams}.`],
  ['/v2/provinces?Limit=5', 400, 'BAD_REQUEST', `Unknown query parameter "Limit". Allowed parameters: ${provinceParams}.`],
  ['/v2/provinces?include=districts', 400, 'BAD_REQUEST', `Unknown query parameter "include". Allowed parameters: ${provinceParams}.`],
  ['/v2/provinces?provinceId=34', 400, 'BAD_REQUEST', `Unknown query parameter "provinceId". Allowed parameters: ${provinceParams}.`],
  ['/v2/provinces/34?limit=5', 400, 'BAD_REQUEST', 'Unknown query parameter "limit". Allowed parameters: fields, include.'],
  ['/v2/meta?fields=id', 400, 'BAD_REQUEST', 'Unknown query parameter "fields": this endpoint takes no query parameters.'],
  ['/health?limit=1', 400, 'BAD_REQUEST', 'Unknown query parameter "limit": this endpoint takes no query parameters.'],
  ['/v2/provinces?limit=1&limit=2', 400, 'BAD_REQUEST', 'Query parameter "limit" is given more than once; give it once.'],
  ['/v2/provinces?limit=1&limit=1', 400, 'BAD_REQUEST', 'Query parameter "limit" is given more than once; give it once.'],
  // fields
  ['/v2/provinces?fields=foo,name', 400, 'INVALID_FIELDS', `Unknown field in fields: foo. Allowed fields: ${provinceFields}.`],
  ['/v2/provinces?fields=name,,id', 400, 'INVALID_FIELDS', `Unknown field in fields: (empty). Allowed fields: ${provinceFields}.`],
  ['/v2/provinces?fields=', 400, 'INVALID_FIELDS', `Unknown field in fields: (empty). Allowed fields: ${provinceFields}.`],
  ['/v2/provinces?fields=districts,Name', 400, 'INVALID_FIELDS', `Unknown fields in fields: districts, Name. Allowed fields: ${provinceFields}.`],
  ['/v2/villages/675?fields=municipalityId', 400, 'INVALID_FIELDS', 'Unknown field in fields: municipalityId. Allowed fields: id, name, slug, provinceId, districtId, population, postalCode, postalCodeStatus.'],
  // include
  ['/v2/provinces/34?include=province', 400, 'INVALID_INCLUDE', 'Unsupported include: province. Allowed values: districts, municipalities, neighborhoods, villages.'],
  ['/v2/villages/675?include=municipality', 400, 'INVALID_INCLUDE', 'Unsupported include: municipality. Allowed values: province, district.'],
  ['/v2/neighborhoods/40512?include=', 400, 'INVALID_INCLUDE', 'Unsupported include: (empty). Allowed values: province, district, municipality.'],
  ['/v2/districts/1421?include=villages,towns,x', 400, 'INVALID_INCLUDE', 'Unsupported includes: towns, x. Allowed values: province, municipalities, neighborhoods, villages.'],
  // ranges
  ['/v2/provinces?minPopulation=5&maxPopulation=1', 400, 'INVALID_RANGE_FILTER', 'minPopulation must not be greater than maxPopulation.'],
  ['/v2/districts?minArea=10.5&maxArea=10', 400, 'INVALID_RANGE_FILTER', 'minArea must not be greater than maxArea.'],
  ['/v2/provinces?minAltitude=100&maxAltitude=-1', 400, 'INVALID_RANGE_FILTER', 'minAltitude must not be greater than maxAltitude.'],
  ['/v2/villages?minPopulation=1000&maxPopulation=999', 400, 'INVALID_RANGE_FILTER', 'minPopulation must not be greater than maxPopulation.'],
  // hierarchy
  ['/v2/municipalities?provinceId=34&districtId=1757', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
  ['/v2/neighborhoods?districtId=1421&municipalityId=931', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
  ['/v2/neighborhoods?provinceId=1&municipalityId=2273', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
  ['/v2/villages?provinceId=34&districtId=1182', 400, 'INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.'],
  // not found
  ['/v2/provinces/82', 404, 'PROVINCE_NOT_FOUND', 'Province not found.'],
  ['/v2/provinces/99999999999999999999', 404, 'PROVINCE_NOT_FOUND', 'Province not found.'],
  ['/v2/districts/1', 404, 'DISTRICT_NOT_FOUND', 'District not found.'],
  ['/v2/municipalities/1', 404, 'MUNICIPALITY_NOT_FOUND', 'Municipality not found.'],
  ['/v2/neighborhoods/999999999', 404, 'NEIGHBORHOOD_NOT_FOUND', 'Neighborhood not found.'],
  ['/v2/villages/1', 404, 'VILLAGE_NOT_FOUND', 'Village not found.'],
  ['/v2/villages/1?fields=name&include=province', 404, 'VILLAGE_NOT_FOUND', 'Village not found.'],
  // unknown routes
  ['/v2', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/provinces/', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/provinces/34/', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/V2/provinces', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/api/v2/provinces', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/neighborhoods/1/villages', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/municipalities/2273/villages', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/provinces/34/foo', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/towns', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/health.json', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
  ['/v2/meta.json', 404, 'ROUTE_NOT_FOUND', 'Route not found.'],
];

const checkOrder: Array<[path: string, code: string, why: string]> = [
  ['/v2/provinces/abc?foo=1', 'BAD_REQUEST', 'path id syntax comes before unknown parameters'],
  ['/v2/provinces?limit=0&foo=1', 'BAD_REQUEST', 'unknown parameters come before value syntax'],
  ['/v2/provinces?fields=nope&limit=0', 'BAD_REQUEST', 'value syntax comes before fields'],
  ['/v2/provinces/34?include=nope&fields=nope', 'INVALID_FIELDS', 'fields come before include'],
  ['/v2/provinces?fields=nope&minPopulation=5&maxPopulation=1', 'INVALID_FIELDS', 'fields come before ranges'],
  ['/v2/provinces/999?include=nope', 'INVALID_INCLUDE', 'include comes before existence'],
  ['/v2/municipalities?provinceId=34&districtId=1757&minPopulation=5&maxPopulation=1', 'INVALID_RANGE_FILTER', 'ranges come before hierarchy'],
  ['/v2/provinces/999/districts?minPopulation=5&maxPopulation=1', 'INVALID_RANGE_FILTER', 'ranges come before existence'],
];

describeEachTarget('errors', (api) => {
  it.each(rows)('%s → %i %s', async (path, status, code, message) => {
    const response = await api().get(path);
    expect(response.status).toBe(status);
    expect(response.json).toEqual(errorBody(code, message, status));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(checkOrder)('%s → %s (%s)', async (path, code) => {
    expect((await api().get(path)).json.error.code).toBe(code);
  });

  it('names the first unknown parameter in query order', async () => {
    const { json } = await api().get('/v2/provinces?limit=5&zeta=1&alpha=2');
    expect(json.error.message).toMatch(/^Unknown query parameter "zeta"\./);
  });
});
