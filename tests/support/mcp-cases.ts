// What every MCP transport must do, written once: the SDK's own Client lists the tools, calls each with
// real arguments (exact values from data/2025) and gets tool errors, with the API's code and message,
// for arguments the routes refuse. tests/mcp/ runs this over Streamable HTTP on every host and over
// stdio (`npm run mcp`).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, it } from 'vitest';

type Args = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: structured content is asserted field by field
type Structured = any;

export const toolNames = ['search_places', 'get_place', 'list_places', 'lookup_postal_code', 'locate_point', 'parse_address', 'parse_addresses', 'list_changes', 'place_history'];

/** A call that succeeds: its summary line, and what its structured content holds. */
const answers: Array<{ tool: string; args: Args; summary: string; check(data: Structured): void }> = [
  {
    tool: 'search_places',
    args: { q: 'caferağa kadıköy', limit: 1 },
    summary: '1 place, best first: Caferağa, Kadıköy, İstanbul (neighborhood 40512).',
    check: ({ data }) =>
      expect(data[0]).toMatchObject({
        type: 'neighborhood',
        id: 40512,
        label: 'Caferağa, Kadıköy, İstanbul',
        postalCode: '34710',
        url: '/v2/neighborhoods/40512',
      }),
  },
  {
    tool: 'get_place',
    args: { kind: 'district', id: 1421, include: 'province' },
    summary: 'Kadıköy (id 1421), with province İstanbul.',
    check: ({ data }) => expect(data).toMatchObject({ id: 1421, name: 'Kadıköy', provinceId: 34, population: 458573, province: { id: 34, name: 'İstanbul' } }),
  },
  {
    tool: 'get_place',
    args: { kind: 'village', id: 675, fields: ['name', 'postalCode'] },
    summary: 'Akdurak.',
    check: ({ data, meta }) => {
      expect(data).toEqual({ name: 'Akdurak', postalCode: '02320' });
      expect(meta).toEqual({ datasetVersion: '2025', lastUpdated: '2026-11-28' });
    },
  },
  {
    tool: 'list_places',
    args: { kind: 'district', parent: { kind: 'province', id: 6 }, sort: '-population', limit: 3, fields: 'name,population' },
    summary: '1–3 of 25: Çankaya, Keçiören, Yenimahalle.',
    check: ({ data, meta }) => {
      expect(data).toEqual([
        { name: 'Çankaya', population: 952198 },
        { name: 'Keçiören', population: 931722 },
        { name: 'Yenimahalle', population: 721531 },
      ]);
      expect(meta).toMatchObject({ count: 3, total: 25, limit: 3, offset: 0 });
    },
  },
  {
    tool: 'list_places',
    args: { kind: 'province', isCoastal: true, sort: '-population', limit: 2, offset: 1, fields: 'id,name' },
    summary: '2–3 of 28: İzmir, Bursa.',
    check: ({ data, meta }) => {
      expect(data).toEqual([
        { id: 35, name: 'İzmir' },
        { id: 16, name: 'Bursa' },
      ]);
      expect(meta.total).toBe(28);
    },
  },
  {
    tool: 'lookup_postal_code',
    args: { postalCode: '34710' },
    summary: 'Postal code 34710: 1 neighborhood(s) and 0 village(s) in province 34, district(s) 1421: Caferağa.',
    check: ({ data }) => {
      expect(data).toMatchObject({ code: '34710', provinceId: 34, districtIds: [1421], villages: [] });
      expect(data.neighborhoods.map((place: { id: number }) => place.id)).toEqual([40512]);
    },
  },
  {
    tool: 'locate_point',
    args: { latitude: 39.92, longitude: 32.85 },
    summary:
      'The point is inside Çankaya (district 1231), Ankara (province 6). Nearby: Kızılay (neighborhood 1569, 0.151 km); Maltepe (neighborhood 1576, 0.638 km); Çankaya (neighborhood 1536, 1.108 km); Kavaklıdere (neighborhood 1565, 1.166 km); Bahçelievler (neighborhood 1526, 2.198 km).',
    check: ({ data }) =>
      expect(data).toMatchObject({ province: { id: 6, name: 'Ankara' }, match: 'inside', distanceKm: 0, district: { id: 1231, name: 'Çankaya' }, districtMatch: 'inside', districtDistanceKm: 0 }),
  },
  {
    tool: 'parse_address',
    args: { q: 'Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL' },
    summary: 'Caferağa, Kadıköy, İstanbul (neighborhood 40512, confirmed), postal code 34710 (confirmed). Street: Moda Cd. No:5 D:3. Verdict: accept.',
    check: ({ data }) =>
      expect(data).toMatchObject({
        granularity: 'neighborhood',
        neighborhood: { id: 40512, name: 'Caferağa', status: 'confirmed' },
        district: { id: 1421, status: 'confirmed' },
        postalCode: { value: '34710', status: 'confirmed' },
        street: 'Moda Cd. No:5 D:3',
        formatted: 'Moda Cd. No:5 D:3, Caferağa Mah., 34710 Kadıköy/İstanbul',
        candidates: [],
        issues: [],
      }),
  },
  {
    tool: 'parse_address',
    args: { q: 'Bahçelievler Mah. İstanbul' },
    summary:
      'İstanbul (province 34, confirmed). Candidates: Bahçelievler, Bahçelievler, İstanbul (neighborhood 40177); Bahçelievler, Üsküdar, İstanbul (neighborhood 40785); Bahçelievler, Pendik, İstanbul (neighborhood 40628); Bahçelievler, Büyükçekmece, İstanbul (neighborhood 40882). "Bahçelievler" fits 4 places and nothing else in the line decides which; only what they share is resolved, and candidates lists the most populous. Let the person choose one, or add what tells them apart (the district, the province or the postal code). Verdict: fix.',
    check: ({ data }) => {
      expect(data).toMatchObject({ granularity: 'province', neighborhood: null, province: { id: 34 } });
      expect(data.candidates.map((hit: { id: number }) => hit.id)).toEqual([40177, 40785, 40628, 40882]);
      expect(data.issues.map((issue: { code: string }) => issue.code)).toEqual(['AMBIGUOUS_PLACE']);
    },
  },
  {
    tool: 'parse_addresses',
    args: { lines: ['Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL', '  ', 'Kızılay Mah. Atatürk Blv. No:1 Çankaya/İzmir'] },
    summary: [
      '3 lines: 1 accept, 1 confirm, 0 fix, 1 errors.',
      '1. Caferağa, Kadıköy, İstanbul (neighborhood 40512, confirmed), postal code 34710 (confirmed). Street: Moda Cd. No:5 D:3. Verdict: accept.',
      '2. Error: lines[1] must not be empty; give at least one non-space character.',
      '3. Kızılay, Çankaya, Ankara (neighborhood 1569, confirmed), postal code 06420 (inferred). Street: Atatürk Blv. No:1. The line names the province "İzmir", but Kızılay (Çankaya) is in Ankara, which is shown instead. Verdict: confirm.',
    ].join('\n'),
    check: ({ data }) => {
      expect(data).toHaveLength(3);
      expect(data[0]).toMatchObject({ neighborhood: { id: 40512 }, district: { id: 1421 }, province: { id: 34 }, verdict: 'accept' });
      expect(data[1]).toEqual({ error: { code: 'BAD_REQUEST', message: 'lines[1] must not be empty; give at least one non-space character.' } });
      expect(data[2]).toMatchObject({ neighborhood: { id: 1569 }, district: { id: 1231 }, province: { id: 6, status: 'replaced' }, verdict: 'confirm' });
    },
  },
  {
    tool: 'list_changes',
    args: { kind: 'neighborhood', type: 'removed', provinceId: 50 },
    summary: '1–1 of 1 changes, newest first: Karacaşar (neighborhood 140909) removed (successor 60528) in release 2025.',
    check: ({ data, meta }) => {
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ kind: 'neighborhood', id: 140909, type: 'removed', successorIds: [60528], previous: { districtId: 1367 }, current: null });
      expect(meta).toMatchObject({ count: 1, total: 1 });
    },
  },
  {
    tool: 'place_history',
    args: { kind: 'neighborhood', id: 177113 },
    summary: '1 change, newest first: Yeşilvadi (neighborhood 177113) renamed from Çürükler in release 2025.',
    check: ({ data }) => expect(data).toMatchObject([{ type: 'renamed', previous: { name: 'Çürükler' }, current: { name: 'Yeşilvadi' } }]),
  },
  {
    tool: 'place_history',
    args: { kind: 'province', id: 33 },
    summary: '1 change, newest first: Mersin (province 33) renamed from İçel on 2002-06-19.',
    check: ({ data }) => expect(data).toMatchObject([{ type: 'renamed', release: null, date: '2002-06-19' }]),
  },
];

/** A call the route (or the tool) refuses: the tool error's text is the API's code and message. */
const refusals: Array<{ tool: string; args: Args; error: string }> = [
  { tool: 'list_places', args: { kind: 'village', limit: 5000 }, error: 'BAD_REQUEST: limit must be an integer from 1 to 1000.' },
  {
    tool: 'list_places',
    args: { kind: 'municipality', minPopulation: 10, maxPopulation: 5 },
    error: 'INVALID_RANGE_FILTER: minPopulation must not be greater than maxPopulation.',
  },
  {
    tool: 'list_places',
    args: { kind: 'neighborhood', provinceId: 6, districtId: 1421 },
    error: 'INVALID_HIERARCHY_FILTER: Hierarchy filters are inconsistent.',
  },
  { tool: 'list_places', args: { kind: 'district', parent: { kind: 'province', id: 99 } }, error: 'PROVINCE_NOT_FOUND: Province not found.' },
  {
    tool: 'list_places',
    args: { kind: 'village', parent: { kind: 'municipality', id: 2273 } },
    error: 'BAD_REQUEST: A municipality has no village list: the parent of village records is one of province, district.',
  },
  { tool: 'list_places', args: { kind: 'town' }, error: 'BAD_REQUEST: kind must be one of province, district, municipality, neighborhood, village.' },
  {
    tool: 'list_places',
    args: { kind: 'district', fields: 'name,nuts' },
    error: 'INVALID_FIELDS: Unknown field in fields: nuts. Allowed fields: id, name, slug, provinceId, population, area, stats.',
  },
  { tool: 'get_place', args: { kind: 'province', id: 99 }, error: 'PROVINCE_NOT_FOUND: Province not found.' },
  {
    tool: 'get_place',
    args: { kind: 'neighborhood', id: 140909 },
    error:
      'NEIGHBORHOOD_NOT_FOUND: Neighborhood not found. Neighborhood 140909 (Karacaşar) was removed in release 2025 of 2026-11-28; its history is at /v2/neighborhoods/140909/changes, and its successor is /v2/neighborhoods/60528.',
  },
  { tool: 'place_history', args: { kind: 'village', id: 99999999 }, error: 'VILLAGE_NOT_FOUND: Village not found.' },
  { tool: 'list_changes', args: { type: 'merged' }, error: 'BAD_REQUEST: type must be a comma-separated list of added, removed, renamed, moved, postalCode, split.' },
  { tool: 'get_place', args: { kind: 'province' }, error: 'BAD_REQUEST: The argument id is required; add it to the tool call.' },
  {
    tool: 'get_place',
    args: { kind: 'neighborhood', id: 40512, include: 'villages' },
    error: 'INVALID_INCLUDE: Unsupported include: villages. Allowed values: province, district, municipality.',
  },
  { tool: 'search_places', args: { q: '   ' }, error: 'BAD_REQUEST: q must not be empty; give at least one non-space character.' },
  { tool: 'lookup_postal_code', args: { postalCode: '3471' }, error: 'BAD_REQUEST: postalCode must be exactly five digits, for example 34710.' },
  { tool: 'lookup_postal_code', args: { postalCode: '34999' }, error: 'POSTAL_CODE_NOT_FOUND: Postal code not found.' },
  {
    tool: 'locate_point',
    args: { latitude: 95, longitude: 32.85 },
    error: 'BAD_REQUEST: latitude must be a decimal number of degrees from -90 to 90 (WGS 84), for example 39.92.',
  },
  { tool: 'locate_point', args: { latitude: 0, longitude: 0 }, error: 'LOCATION_NOT_FOUND: No province at this location.' },
  { tool: 'search_places', args: {}, error: 'BAD_REQUEST: The argument q is required; add it to the tool call.' },
  { tool: 'locate_point', args: { latitude: 39.92 }, error: 'BAD_REQUEST: The argument longitude is required; add it to the tool call.' },
  { tool: 'parse_address', args: { q: ' ' }, error: 'BAD_REQUEST: q must not be empty; give at least one non-space character.' },
  { tool: 'parse_address', args: {}, error: 'BAD_REQUEST: The argument q is required; add it to the tool call.' },
  { tool: 'parse_address', args: { q: 'a'.repeat(301) }, error: 'BAD_REQUEST: q must be at most 300 characters long.' },
  {
    tool: 'parse_addresses',
    args: { lines: Array.from({ length: 101 }, () => 'Moda') },
    error: 'BAD_REQUEST: The request holds 101 lines; send at most 100 per request, and the rest in further requests.',
  },
  {
    tool: 'parse_addresses',
    args: {},
    error: 'BAD_REQUEST: The request body must be a JSON object with one field, "lines": an array of 1 to 100 address lines as strings.',
  },
];

const textOf = (result: CallToolResult, index: number) => (result.content[index] as { type: 'text'; text: string }).text;

export function mcpToolCases(client: () => Client): void {
  it('lists the nine tools, each read-only, described with an example, with object schemas', async () => {
    const { tools } = await client().listTools();
    expect(tools.map((tool) => tool.name)).toEqual(toolNames);
    for (const tool of tools) {
      expect(tool.description, tool.name).toContain('Example: {');
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    }
    // The input schemas are the routes' zod parameters.
    const list = tools.find((tool) => tool.name === 'list_places')!.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(list.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000, default: 100 });
    expect(list.minAltitude!.description).toBe('Minimum altitude in metres (inclusive). Only for kind province.');
    expect(tools.find((tool) => tool.name === 'lookup_postal_code')!.inputSchema).toMatchObject({
      required: ['postalCode'],
      properties: { postalCode: { type: 'string', pattern: '^[0-9]{5}$' } },
    });
  });

  it.each(answers)('$tool $args: the route’s answer as structured content', async ({ tool, args, summary, check }) => {
    // The SDK's client checks structured content against the tool's output schema on every call.
    const result = (await client().callTool({ name: tool, arguments: args })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    expect(textOf(result, 0)).toBe(summary);
    expect(JSON.parse(textOf(result, 1))).toEqual(result.structuredContent);
    check(result.structuredContent);
  });

  it.each(refusals)('$tool $args: a tool error with the API’s code and message', async ({ tool, args, error }) => {
    const result = (await client().callTool({ name: tool, arguments: args })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: error }]);
    expect(result.structuredContent).toBeUndefined();
  });

  it('answers an unknown tool with a protocol error naming the tools', async () => {
    await expect(client().callTool({ name: 'parse_everything', arguments: {} })).rejects.toThrow(
      'Unknown tool parse_everything; the tools are search_places, get_place, list_places, lookup_postal_code, locate_point, parse_address, parse_addresses, list_changes, place_history.',
    );
  });
}
