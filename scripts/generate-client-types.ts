// `npm run client:types`: writes src/client/api-types.ts, the typed client's types, from the OpenAPI
// document the route table generates (the same document the build publishes at /v2/openapi.json).
// tests/client/client-types.test.ts fails when the file is not what this writes.
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/core/openapi/openapi-document.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { openStore } from '../src/data/store.ts';
import { compileStoreIfStale } from './build-stamp.ts';
import { clientTypesFile, clientTypesSource } from './client-types/client-types-source.ts';

compileStoreIfStale('client:types');
writeFileSync(clientTypesFile, clientTypesSource(buildOpenApiDocument(routeTable, openStore())));
console.log(`[client:types] ${clientTypesFile} written from the OpenAPI document`);
