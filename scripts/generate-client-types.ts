// `npm run client:types`: writes the clients' generated files (src/client/api-types.ts, the typed
// TypeScript client's types; clients/python/src/turkiye_divisions/_api_types.py and _operations.py,
// the Python client's types and methods) from the OpenAPI document the route table generates (the same
// document the build publishes at /v2/openapi.json). tests/client/client-types.test.ts fails when a
// file is not what this writes.
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/core/openapi/openapi-document.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { openStore } from '../src/data/store.ts';
import { compileStoreIfStale } from './build-stamp.ts';
import { clientSources } from './client-types/client-sources.ts';

compileStoreIfStale('client:types');
for (const [file, text] of clientSources(buildOpenApiDocument(routeTable, openStore()))) {
  writeFileSync(file, text);
  console.log(`[client:types] ${file} written from the OpenAPI document`);
}
