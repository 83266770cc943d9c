// What a pasted line asks of the form (planFor), from the real answers of POST /v2/addresses/parse
// through the core handler over the compiled dataset: accept fills every level, confirm offers the
// corrected address, fix fills what is sure and marks the rest, and a street alone changes nothing.
// Ids and postal codes from data/2025/*.json (Seyhan 1104 in Adana 1, Reşatbey 50; Çankaya 1231 in
// Ankara 6, Kızılay 1569; Kadıköy 1421 in İstanbul 34, Caferağa 40512).
import { expect, it } from 'vitest';
import { createRequestHandler } from '../core/dispatch.ts';
import { routeTable } from '../core/routing/route-table.ts';
import { type PastePlan, planFor } from './paste-reader.ts';
import type { Parsed } from './service.ts';

const handle = createRequestHandler({ routes: routeTable });

async function parse(line: string): Promise<Parsed> {
  const response = await handle(
    new Request('http://localhost/v2/addresses/parse', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: [line] }),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Parsed[] }).data[0]!;
}

it.each<[string, Parsed['verdict'], PastePlan]>([
  [
    'Reşatbey Mah. Cumhuriyet Cad. No:12 Seyhan/Adana',
    'accept',
    {
      action: 'apply',
      value: { provinceId: 1, districtId: 1104, neighborhoodId: 50, villageId: null, postalCode: '01120', street: 'Cumhuriyet Cad. No:12' },
      formatted: 'Cumhuriyet Cad. No:12, Reşatbey Mah., 01120 Seyhan/Adana',
    },
  ],
  // No street in the line: the street field keeps what it has.
  [
    'Caferağa Mah. Kadıköy',
    'accept',
    {
      action: 'apply',
      value: { provinceId: 34, districtId: 1421, neighborhoodId: 40512, villageId: null, postalCode: '34710' },
      formatted: 'Caferağa Mah., 34710 Kadıköy/İstanbul',
    },
  ],
  [
    'Kızılay Mah. Atatürk Blv. No:1 Çankaya/İzmir',
    'confirm',
    {
      action: 'offer',
      value: { provinceId: 6, districtId: 1231, neighborhoodId: 1569, villageId: null, postalCode: '06420', street: 'Atatürk Blv. No:1' },
      formatted: 'Atatürk Blv. No:1, Kızılay Mah., 06420 Çankaya/Ankara',
    },
  ],
  ['Kadıköy İstanbul Moda', 'fix', { action: 'mark', value: { provinceId: 34, districtId: 1421 }, missing: ['settlement'] }],
  ['Cumhuriyet Mah. Atatürk Cad. No:3', 'fix', { action: 'mark', value: null, missing: ['province', 'district', 'settlement'] }],
  ['Moda Cd. No:5 D:3', 'fix', { action: 'none' }],
])('%s: %s, %j', async (line, verdict, plan) => {
  const parsed = await parse(line);
  expect(parsed.verdict).toBe(verdict);
  expect(planFor(parsed)).toEqual(plan);
});
