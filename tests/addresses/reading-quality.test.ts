// The reading-quality table of GET /v2/addresses/parse (issue 21): several hundred lines generated
// from real records (generated-lines.ts) and the hand-written rows of tricky cases
// (hand-written-rows.ts), asked through the core handler over the compiled real dataset. Every row's
// answer is asserted whole; the hit rate on lines that name one place is printed, and no ambiguous
// line may get a confident answer.
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from '../../src/core/dispatch.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { type ExpectedReading, generateLines } from './generated-lines.ts';
import { handWrittenRows } from './hand-written-rows.ts';

const handle = createRequestHandler({ routes: routeTable });
// ADDRESS_SEED=$RANDOM ADDRESS_LINES=3000 npx vitest run tests/addresses explores further.
const generated = generateLines(Number(process.env.ADDRESS_LINES ?? 600), Number(process.env.ADDRESS_SEED ?? 21));

interface Answer extends Omit<ExpectedReading, 'candidates' | 'issues'> {
  query: string;
  candidates: Array<{ id: number }>;
  issues: Array<{ code: string; message: string }>;
}

async function parse(q: string): Promise<Answer> {
  const response = await handle(new Request(`http://localhost/v2/addresses/parse?q=${encodeURIComponent(q)}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

/** The answer in the table's terms: candidates by id, issues by code. */
const comparable = ({ query, candidates, issues, ...parts }: Answer): ExpectedReading => ({ ...parts, candidates: candidates.map((c) => c.id), issues: issues.map((i) => i.code) });

const outcomes: Array<{ fits: number; hit: boolean; confident: boolean }> = [];

describe('address reading, generated lines', () => {
  it('covers every format, unambiguous and ambiguous lines', () => {
    const groups = generated.map((line) => line.group).join('\n');
    for (const format of ['village', 'town neighborhood', 'unmarked', 'ASCII', 'upper case', 'typo', 'with town', 'postal code right', 'postal code wrong', 'postal code unknown', 'wrong province', 'no street', 'neither']) {
      expect(groups, format).toContain(format);
    }
    expect(generated.filter((line) => line.fits > 1).length).toBeGreaterThan(30);
  });

  it.each(generated.map((line, i) => [i, line.q, line]))('%i: %s', async (_i, q, line) => {
    const answer = await parse(q);
    const place = answer.neighborhood ?? answer.village;
    outcomes.push({ fits: line.fits, hit: place?.id === line.source.id, confident: place !== null });
    expect({ group: line.group, ...comparable(answer) }).toEqual({ group: line.group, ...line.expected });
  });

  afterAll(() => {
    const unambiguous = outcomes.filter((outcome) => outcome.fits === 1);
    const ambiguous = outcomes.filter((outcome) => outcome.fits > 1);
    const rate = (100 * unambiguous.filter((outcome) => outcome.hit).length) / unambiguous.length;
    console.log(
      `address reading: ${unambiguous.length} unambiguous lines, right place for ${rate.toFixed(1)} %; ${ambiguous.length} ambiguous lines, ${ambiguous.filter((o) => o.confident).length} confident answers`,
    );
  });
});

describe('address reading, hand-written rows', () => {
  it.each(handWrittenRows.map((row) => [row.why, row.q, row]))('%s: %s', async (_why, q, row) => {
    const answer = await parse(q);
    expect(answer).toMatchObject(row.expected);
  });
});
