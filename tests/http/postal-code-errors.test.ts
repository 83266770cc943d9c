// Every error path of the postal-code routes, whole bodies: malformed and unknown codes, parameters a
// route does not take, repeated ones, bad values, and filters that disagree (DESIGN §3, §6.2).
import { expect, it } from 'vitest';
import { describeEachTarget, errorBody } from '../support/targets.ts';

const malformedCode = errorBody('BAD_REQUEST', 'postalCode must be exactly five digits, for example 34710.', 400);
const notFound = errorBody('POSTAL_CODE_NOT_FOUND', 'Postal code not found.', 404);
const listParams = 'Allowed parameters: prefix, provinceId, districtId, limit, offset.';

const cases: Array<[string, ReturnType<typeof errorBody>]> = [
  // Trailing slashes are not API paths (DESIGN §3), on the list or a code.
  ['/v2/postal-codes/', errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
  ['/v2/postal-codes/34710/', errorBody('ROUTE_NOT_FOUND', 'Route not found.', 404)],
  // A well-formed code that no neighborhood or village carries.
  ['/v2/postal-codes/99999', notFound],
  ['/v2/postal-codes/00000', notFound],
  ['/v2/postal-codes/34000', notFound],
  // Anything but five ASCII digits.
  ['/v2/postal-codes/3471', malformedCode],
  ['/v2/postal-codes/347100', malformedCode],
  ['/v2/postal-codes/3471a', malformedCode],
  ['/v2/postal-codes/%2034710', malformedCode],
  ['/v2/postal-codes/%EF%BC%93%EF%BC%94%EF%BC%97%EF%BC%91%EF%BC%90', malformedCode], // full-width ３４７１０
  ['/v2/postal-codes/34710.json', malformedCode],
  ['/v2/postal-codes/%ZZ', errorBody('BAD_REQUEST', 'The path is not valid percent-encoding; encode reserved characters as %XX.', 400)],
  // The code's answer takes no parameters; a known one reaches the query layer, which says so.
  ['/v2/postal-codes/34710?limit=1', errorBody('BAD_REQUEST', 'Unknown query parameter "limit": this endpoint takes no query parameters.', 400)],
  ['/v2/postal-codes/34710?fields=code', errorBody('BAD_REQUEST', 'Unknown query parameter "fields": this endpoint takes no query parameters.', 400)],
  // The list.
  ['/v2/postal-codes?search=kadikoy', errorBody('BAD_REQUEST', `Unknown query parameter "search". ${listParams}`, 400)],
  ['/v2/postal-codes?postalCodePrefix=34', errorBody('BAD_REQUEST', `Unknown query parameter "postalCodePrefix". ${listParams}`, 400)],
  ['/v2/postal-codes?prefix=3&prefix=4', errorBody('BAD_REQUEST', 'Query parameter "prefix" is given more than once; give it once.', 400)],
  ['/v2/postal-codes?prefix=', errorBody('BAD_REQUEST', 'prefix must be one to five digits, for example 347.', 400)],
  ['/v2/postal-codes?prefix=347100', errorBody('BAD_REQUEST', 'prefix must be one to five digits, for example 347.', 400)],
  ['/v2/postal-codes?prefix=34a', errorBody('BAD_REQUEST', 'prefix must be one to five digits, for example 347.', 400)],
  ['/v2/postal-codes?provinceId=0', errorBody('BAD_REQUEST', 'provinceId must be a positive integer (ASCII digits only), for example 34.', 400)],
  ['/v2/postal-codes?districtId=-1', errorBody('BAD_REQUEST', 'districtId must be a positive integer (ASCII digits only), for example 34.', 400)],
  ['/v2/postal-codes?limit=0', errorBody('BAD_REQUEST', 'limit must be an integer from 1 to 1000.', 400)],
  ['/v2/postal-codes?limit=1001', errorBody('BAD_REQUEST', 'limit must be an integer from 1 to 1000.', 400)],
  ['/v2/postal-codes?offset=-1', errorBody('BAD_REQUEST', 'offset must be an integer of at least 0 (ASCII digits only).', 400)],
  // Görele (1361) is in Giresun (28), not İstanbul; both exist, so they must agree.
  ['/v2/postal-codes?provinceId=34&districtId=1361', errorBody('INVALID_HIERARCHY_FILTER', 'Hierarchy filters are inconsistent.', 400)],
  // Value syntax is checked before the hierarchy (DESIGN §3's order).
  ['/v2/postal-codes?provinceId=34&districtId=1361&limit=0', errorBody('BAD_REQUEST', 'limit must be an integer from 1 to 1000.', 400)],
];

describeEachTarget('postal code errors', (api) => {
  it.each(cases)('%s', async (path, body) => {
    const { status, json, headers } = await api().get(path);
    expect({ status, json }).toEqual({ status: body.error.status, json: body });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('etag')).toBeNull();
  });
});
