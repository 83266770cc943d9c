// The published OpenAPI document: valid OpenAPI 3.1 (checked by a maintained validator), every
// embedded schema valid JSON Schema 2020-12, complete (every route, parameter and status), and the
// contract checker the HTTP suite relies on actually rejects what the document does not describe.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { knownQueryKeysOf } from '../../src/core/routing/static-rules.ts';
import { createContract, loadPublishedDocument } from '../support/contract.ts';

// The document is explored freely here; each assertion says what it expects.
// biome-ignore lint: JSON under test
const document: any = loadPublishedDocument();
// biome-ignore lint: JSON under test
type Operation = Record<string, any>;
// A path has one operation per method it answers: GET, POST for POST /mcp, both for /v2/addresses/parse.
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);
const getOperations = operations.filter(({ method }) => method === 'get');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has the top-level parts the spec asks for', () => {
    expect(Object.keys(document)).toEqual(['openapi', 'info', 'security', 'servers', 'tags', 'paths', 'components']);
    // A public API: an empty security requirement says no operation needs credentials.
    expect(document.security).toEqual([]);
    expect(document.info.contact.name).toContain('/en/guide/');
    expect(document.info).toMatchObject({ title: 'Türkiye Administrative Divisions API', version: '2.0.0', license: { name: 'MIT', identifier: 'MIT' } });
    expect(document.info.description).toContain('2025');
    expect(document.servers).toEqual([{ url: '/', description: 'This deployment' }]);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['System', 'Datasets', 'Provinces', 'Districts', 'Municipalities', 'Neighborhoods', 'Villages', 'Geography', 'Postal codes', 'Changes', 'Search', 'Addresses', 'Legacy v1', 'AI assistants']);
  });

  it('states the prebuilt-URL exception for unknown parameters, with the names the API knows', () => {
    expect(document.info.description).toContain(
      'An unknown or repeated query parameter is a 400 BAD_REQUEST that names it, with one exception the platform forces: ' +
        'an operation marked as a prebuilt file (a record, the default page of a nested list, a postal code, a boundary, a dataset file) ' +
        'answers from its file when the query holds only names that no operation of this API takes, and the file ignores them',
    );
    const names = /The names this API takes, any of which sends such a request to the query layer: (.*)\.$/.exec(document.info.description)?.[1];
    expect(names?.split(', ')).toEqual(knownQueryKeysOf(routeTable).map((name) => `\`${name}\``));
    expect(names).toContain('`limit`');
    expect(names).not.toContain('`limt`');
    const prebuilt = routeTable.filter((route) => route.static).map((route) => route.path);
    const marked = operations.filter(({ operation }) => operation.description.includes('This URL is also a prebuilt file')).map(({ path }) => path);
    expect(marked).toEqual(prebuilt);
    expect(marked).toContain('/v2/provinces/{provinceId}/districts');
  });

  it('documents every route the service answers, and nothing else', () => {
    // One path item per path: GET and POST /v2/addresses/parse are two operations of one item.
    expect(Object.keys(document.paths)).toEqual([...new Set(routeTable.map((route) => route.path))]);
    expect(Object.keys(document.paths['/v2/addresses/parse']!)).toEqual(['get', 'post']);
    expect(operations.map(({ operation }) => operation.operationId)).toEqual(routeTable.map((route) => route.id));
    expect(operations.filter(({ path }) => /^\/v2\/(provinces|districts|municipalities|neighborhoods|villages)/.test(path))).toHaveLength(25);
    expect(operations.filter(({ operation }) => operation.tags[0] === 'Changes').map(({ path }) => path)).toEqual([
      '/v2/changes',
      '/v2/provinces/{provinceId}/changes',
      '/v2/districts/{districtId}/changes',
      '/v2/municipalities/{municipalityId}/changes',
      '/v2/neighborhoods/{neighborhoodId}/changes',
      '/v2/villages/{villageId}/changes',
    ]);
    expect(operations.filter(({ operation }) => operation.tags[0] === 'Geography').map(({ path }) => path)).toEqual(['/v2/provinces/{provinceId}/boundary', '/v2/districts/{districtId}/boundary', '/v2/locate']);
    expect(operations.filter(({ path }) => /^\/(api\/)?v1\//.test(path))).toHaveLength(20);
    expect(operations.filter(({ operation }) => operation.deprecated === true)).toHaveLength(20);
  });

  it.each(getOperations)('$path: summary, description, tags, parameters and every status', ({ path, operation }) => {
    expect(operation.summary).toBeTruthy();
    expect(operation.description).toBeTruthy();
    expect(operation.tags.length).toBeGreaterThan(0);
    for (const name of path.match(/\{([A-Za-z]+)\}/g) ?? []) {
      expect(operation.parameters).toContainEqual(expect.objectContaining({ name: name.slice(1, -1), in: 'path', required: true }));
    }
    for (const parameter of operation.parameters) {
      expect(parameter.description, parameter.name).toBeTruthy();
      expect(parameter.schema.type ?? parameter.schema.enum ?? parameter.schema.anyOf, parameter.name).toBeDefined();
    }
    const statuses = Object.keys(operation.responses);
    for (const status of ['200', '400', '405', '414', '429', '500']) expect(statuses).toContain(status);
    expect(statuses).toContain('304');
    const mediaTypes = path.endsWith('/boundary') ? ['application/geo+json'] : path.startsWith('/v2/datasets/') ? ['application/json', 'text/csv', 'application/x-ndjson', 'application/vnd.sqlite3', 'text/plain', 'application/geo+json'] : ['application/json'];
    expect(Object.keys(operation.responses['200'].content)).toEqual(mediaTypes);
    for (const mediaType of mediaTypes) expect(operation.responses['200'].content[mediaType].schema).toBeDefined();
  });

  it('describes POST /mcp: its body, its answers, and only POST', () => {
    expect(Object.keys(document.paths['/mcp'])).toEqual(['post']);
    const mcp = document.paths['/mcp'].post as Operation;
    expect(mcp.operationId).toBe('mcp');
    expect(mcp.parameters).toEqual([]);
    expect(mcp.requestBody.required).toBe(true);
    expect(mcp.requestBody.content['application/json'].example).toEqual({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(Object.keys(mcp.responses)).toEqual(['200', '202', '400', '405', '406', '408', '413', '414', '415', '429', '431', '500', '503']);
    expect(mcp.responses['200'].headers.ETag).toBeUndefined();
    expect(mcp.responses['202'].content).toBeUndefined();
    expect(mcp.responses['405'].headers.Allow.schema.const).toBe('POST, OPTIONS');
    expect(mcp.responses['413'].content['application/json'].schema.allOf[1].properties.error.properties.code.enum).toEqual(['CONTENT_TOO_LARGE']);
    // 400: the error envelope (a query on /mcp) or the transport's JSON-RPC error (a body it cannot read).
    expect(mcp.responses['400'].content['application/json'].schema.anyOf).toHaveLength(2);
    expect(document.paths['/v2/provinces'].get.responses['405'].headers.Allow.schema.const).toBe('GET, HEAD, OPTIONS');
  });

  it('describes POST /v2/addresses/parse beside its GET: the body schema, one item per line, no validator', () => {
    const batch = document.paths['/v2/addresses/parse'].post as Operation;
    expect(batch.operationId).toBe('parseAddresses');
    expect(batch.parameters).toEqual([]);
    expect(batch.requestBody.required).toBe(true);
    const body = batch.requestBody.content['application/json'];
    expect(body.schema.$ref).toBe('#/components/schemas/AddressLines');
    expect(document.components.schemas.AddressLines.properties.lines).toMatchObject({ type: 'array', minItems: 1, maxItems: 100, items: { type: 'string' } });
    expect(body.example.lines).toHaveLength(3);
    expect(Object.keys(batch.responses)).toEqual(['200', '400', '405', '408', '413', '414', '415', '429', '431', '500', '503']);
    expect(batch.responses['200'].headers.ETag).toBeUndefined();
    expect(batch.responses['200'].content['application/json'].schema.properties.data.items.anyOf).toEqual([
      { $ref: '#/components/schemas/ParsedAddress' },
      { $ref: '#/components/schemas/AddressLineError' },
    ]);
    expect(batch.responses['415'].content['application/json'].schema.allOf[1].properties.error.properties.code.enum).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    for (const operation of [batch, document.paths['/v2/addresses/parse'].get]) expect(operation.responses['405'].headers.Allow.schema.const).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('describes every parameter of the route table with its type and bounds', () => {
    const list = document.paths['/v2/neighborhoods'].get as Operation;
    const parameter = (name: string) => list.parameters.find((p: { name: string }) => p.name === name);
    expect(parameter('limit').schema).toEqual({ default: 100, type: 'integer', minimum: 1, maximum: 1000 });
    expect(parameter('offset').schema).toMatchObject({ default: 0, type: 'integer', minimum: 0 });
    expect(parameter('sort').schema).toEqual({ default: 'id', type: 'string', enum: ['id', '-id', 'name', '-name', 'population', '-population'] });
    expect(parameter('postalCode').schema).toEqual({ type: 'string', pattern: '^[0-9]{5}$' });
    expect(parameter('postalCodeStatus').schema.pattern).toBe('^(?:official|derived|estimated)(?:,(?:official|derived|estimated))*$');
    expect(parameter('municipalityId').schema).toMatchObject({ type: 'integer', minimum: 1 });
    const provinces = document.paths['/v2/provinces'].get as Operation;
    expect(provinces.parameters.find((p: { name: string }) => p.name === 'isCoastal').schema).toEqual({ type: 'string', enum: ['true', 'false'] });
    expect(provinces.parameters.find((p: { name: string }) => p.name === 'minArea').schema).toEqual({ type: 'number' });
  });

  it('gives every path parameter an example: the value of its route’s example request, typed', () => {
    const examples = operations.flatMap(({ path, operation }) =>
      (operation.parameters as Array<{ name: string; in: string; example?: unknown }>).filter((p) => p.in === 'path').map((p) => [path, p.name, p.example]),
    );
    expect(examples.filter(([, , example]) => example === undefined)).toEqual([]);
    expect(examples).toHaveLength(34);
    expect(examples).toContainEqual(['/v2/provinces/{provinceId}', 'provinceId', 34]);
    expect(examples).toContainEqual(['/v2/districts/{districtId}/neighborhoods', 'districtId', 1421]);
    expect(examples).toContainEqual(['/v2/neighborhoods/{neighborhoodId}', 'neighborhoodId', 40512]);
    expect(examples).toContainEqual(['/v2/postal-codes/{postalCode}', 'postalCode', '02320']);
    expect(examples).toContainEqual(['/v2/datasets/{datasetVersion}/{datasetFile}', 'datasetVersion', '2025']);
  });

  it('says of the 8 nested lists’ query filters named as their path parameter that they may only repeat it', () => {
    const repeated = getOperations.flatMap(({ path, operation }) => {
      const parameters = operation.parameters as Array<{ name: string; in: string; description: string }>;
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      return parameters.filter((p) => p.in === 'query' && pathNames.includes(p.name)).map((p) => [path, p.name, p.description.endsWith('so clients send the path’s alone.')]);
    });
    expect(repeated).toEqual([
      ['/v2/provinces/{provinceId}/districts', 'provinceId', true],
      ['/v2/provinces/{provinceId}/municipalities', 'provinceId', true],
      ['/v2/provinces/{provinceId}/neighborhoods', 'provinceId', true],
      ['/v2/provinces/{provinceId}/villages', 'provinceId', true],
      ['/v2/districts/{districtId}/municipalities', 'districtId', true],
      ['/v2/districts/{districtId}/neighborhoods', 'districtId', true],
      ['/v2/districts/{districtId}/villages', 'districtId', true],
      ['/v2/municipalities/{municipalityId}/neighborhoods', 'municipalityId', true],
    ]);
  });

  it('lists, per status, exactly the error codes a route can answer', () => {
    const codes = (path: string, status: string) =>
      document.paths[path].get.responses[status].content['application/json'].schema.allOf[1].properties.error.properties.code.enum;
    expect(codes('/v2/provinces/{provinceId}', '404')).toEqual(['PROVINCE_NOT_FOUND']);
    expect(codes('/v2/provinces/{provinceId}', '400')).toEqual(['BAD_REQUEST', 'INVALID_FIELDS', 'INVALID_INCLUDE']);
    expect(codes('/v2/municipalities', '400')).toEqual(['BAD_REQUEST', 'INVALID_FIELDS', 'INVALID_RANGE_FILTER', 'INVALID_HIERARCHY_FILTER']);
    expect(codes('/v2/districts/{districtId}/villages', '404')).toEqual(['DISTRICT_NOT_FOUND']);
    expect(codes('/v2/datasets/{datasetVersion}/{datasetFile}', '404')).toEqual(['DATASET_NOT_FOUND']);
    expect(codes('/health', '429')).toEqual(['RATE_LIMIT_EXCEEDED']);
    expect(document.paths['/health'].get.responses['404']).toBeUndefined();
  });

  it('gives examples from the real data that match their own schemas', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(structuredClone(document) as object, 'openapi');
    for (const { path, operation } of getOperations) {
      const [mediaType, content] = Object.entries(operation.responses['200'].content as Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }>)[0]!;
      const examples = content.examples ? Object.values(content.examples).map((named) => named.value) : [content.example];
      for (const example of examples) {
        if (example === undefined) continue;
        const validate = ajv.compile({ $ref: `openapi#/paths/${path.replaceAll('/', '~1')}/get/responses/200/content/${mediaType.replaceAll('/', '~1')}/schema` });
        expect(validate(example), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
    expect(document.paths['/v2/locate'].get.responses['200'].content['application/json'].example.data).toMatchObject({ province: { name: 'İstanbul' }, match: 'inside', distanceKm: 0, district: { name: 'Kadıköy' }, districtMatch: 'inside' });
    expect(document.paths['/v2/provinces/{provinceId}/boundary'].get.responses['200'].content['application/geo+json'].example.properties.codes.iso3166_2).toBe('TR-34');
    expect(document.paths['/v2/locate'].get.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([['latitude', true], ['longitude', true]]);
    expect(document.paths['/v2/provinces/{provinceId}'].get.responses['200'].content['application/json'].example.data.name).toBe('İstanbul');
    // Several named examples where one answer cannot show the route (issue 21's four address lines).
    const addressExamples = document.paths['/v2/addresses/parse'].get.responses['200'].content['application/json'].examples;
    expect(Object.keys(addressExamples)).toEqual(['fullLine', 'asciiWithoutPostalCode', 'wrongPostalCode', 'ambiguous']);
    expect(addressExamples.fullLine.value.data).toMatchObject({ granularity: 'neighborhood', neighborhood: { id: 40512, status: 'confirmed' }, postalCode: { value: '34710', status: 'confirmed' } });
    expect(addressExamples.asciiWithoutPostalCode.value.data).toMatchObject({ neighborhood: { id: 40512 }, postalCode: { value: '34710', status: 'inferred' } });
    expect(addressExamples.wrongPostalCode.value.data).toMatchObject({ postalCode: { value: '06420', status: 'replaced' }, issues: [{ code: 'POSTAL_CODE_MISMATCH' }] });
    expect(addressExamples.ambiguous.value.data).toMatchObject({ granularity: 'none', neighborhood: null, issues: [{ code: 'AMBIGUOUS_PLACE' }] });
    expect(addressExamples.fullLine.summary).toBe('A full line: every part confirmed, the rest is the street');
    expect(document.paths['/v2/neighborhoods/{neighborhoodId}'].get.responses['200'].content['application/json'].example.data).toMatchObject({
      name: 'Caferağa',
      postalCode: '34710',
    });
  });

  it('keeps records in components and refers to them', () => {
    for (const id of ['Province', 'District', 'Municipality', 'Neighborhood', 'Village', 'Error', 'ListMeta', 'DetailMeta', 'Meta']) {
      expect(document.components.schemas[id], id).toBeDefined();
    }
    expect(JSON.stringify(document.paths)).toContain('"$ref":"#/components/schemas/Province"');
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});

describe('the contract checker', () => {
  const assertDocumented = createContract(document);
  const ok = (body: unknown) => [JSON.stringify(body)] as const;

  it('accepts an answer the document describes', () => {
    const body = { data: [], meta: { count: 0, total: 0, limit: 100, offset: 0, datasetVersion: '2025', lastUpdated: '2026-11-28' } };
    expect(() => assertDocumented('GET', '/v2/provinces', 200, body, ...ok(body))).not.toThrow();
  });

  it.each([
    ['a body of the wrong shape', 'GET', '/v2/provinces', 200, { data: [], meta: {} }],
    ['an extra field in a record', 'GET', '/v2/provinces/34', 200, { data: { id: 34, nuts: 'TR100' }, meta: { datasetVersion: '2025', lastUpdated: 'x' } }],
    ['an error code the route cannot answer', 'GET', '/v2/provinces/34', 404, { error: { code: 'DISTRICT_NOT_FOUND', message: 'x', status: 404 } }],
    ['an undocumented status', 'GET', '/health', 404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found.', status: 404 } }],
    ['a 200 on an undocumented path', 'GET', '/v2/towns', 200, { data: [] }],
  ])('rejects %s', (_, method, path, status, body) => {
    expect(() => assertDocumented(method, path, status, body, ...ok(body))).toThrow();
  });
});
