// The clients' types are generated from the OpenAPI document (npm run client:types): the TypeScript
// client's, and the Python client's types and methods. This fails when a committed file is not what the
// generator writes now, so a route change cannot leave either client stale.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { clientSources } from '../../scripts/client-types/client-sources.ts';
import { clientTypesFile } from '../../scripts/client-types/client-types-source.ts';
import { buildOpenApiDocument } from '../../src/core/openapi/openapi-document.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { getStore } from '../../src/data/store.ts';

const generated = clientSources(buildOpenApiDocument(routeTable, getStore()));

it.each(generated.map(([file, text]) => ({ file, text })))('$file is what the OpenAPI document generates (else: npm run client:types)', ({ file, text }) => {
  expect(readFileSync(file, 'utf8') === text, `${file} is stale: run npm run client:types and commit it`).toBe(true);
});

it('writes the TypeScript types and the Python types and methods', () => {
  expect(generated.map(([file]) => file)).toEqual([
    'src/client/api-types.ts',
    'clients/python/src/turkiye_divisions/_api_types.py',
    'clients/python/src/turkiye_divisions/_operations.py',
  ]);
});

it('gives the Python client one method per operation, by operationId in snake_case, and a page walker per list', () => {
  // A method whose answer depends on `fields` is written three times: two overloads and the method.
  const methods = [...new Set([...generated[2]![1].matchAll(/^ {4}def (\w+)\(/gm)].map((match) => match[1]))];
  const expected = routeTable.filter((route) => route.path !== '/mcp' && route.docs.deprecated !== true).map((route) => route.id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
  expect(methods.filter((name) => !name!.startsWith('iter_'))).toEqual(expected);
  expect(methods.filter((name) => name!.startsWith('iter_'))).toHaveLength(15);
  expect(methods).toContain('iter_list_neighborhoods');
  expect(generated[1]![1]).toContain('AddressVerdict = Literal["accept", "confirm", "fix"]');
});

it('offers every GET operation of v2 and the system routes and POST /v2/addresses/parse, and neither v1 nor POST /mcp', () => {
  const source = readFileSync(clientTypesFile, 'utf8');
  const offered = [...source.matchAll(/^ {2}(\w+): \{ path: /gm)].map((match) => match[1]);
  const expected = routeTable.filter((route) => route.path !== '/mcp' && route.docs.deprecated !== true).map((route) => route.id);
  expect(offered).toEqual(expected);
  expect(offered).toHaveLength(38);
  expect(source).toContain('parseAddresses: { path: "/v2/addresses/parse", pathParams: [], paged: false, method: "POST" }');
});
