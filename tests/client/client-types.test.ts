// The client's types are generated from the OpenAPI document (npm run client:types); this fails when the
// committed file is not what the generator writes now, so a route change cannot leave them stale.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { clientTypesFile, clientTypesSource } from '../../scripts/client-types/client-types-source.ts';
import { buildOpenApiDocument } from '../../src/core/openapi/openapi-document.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { getStore } from '../../src/data/store.ts';

it('src/client/api-types.ts is what the OpenAPI document generates (else: npm run client:types)', () => {
  const generated = clientTypesSource(buildOpenApiDocument(routeTable, getStore()));
  expect(readFileSync(clientTypesFile, 'utf8') === generated, 'src/client/api-types.ts is stale: run npm run client:types and commit it').toBe(true);
});

it('offers every GET operation of v2 and the system routes and POST /v2/addresses/parse, and neither v1 nor POST /mcp', () => {
  const source = readFileSync(clientTypesFile, 'utf8');
  const offered = [...source.matchAll(/^ {2}(\w+): \{ path: /gm)].map((match) => match[1]);
  const expected = routeTable.filter((route) => route.path !== '/mcp' && route.docs.deprecated !== true).map((route) => route.id);
  expect(offered).toEqual(expected);
  expect(offered).toHaveLength(38);
  expect(source).toContain('parseAddresses: { path: "/v2/addresses/parse", pathParams: [], paged: false, method: "POST" }');
});
