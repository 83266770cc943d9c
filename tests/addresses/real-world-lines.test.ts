// The corpus of lines as people write them (real-world-lines.ts, issue 28), asked through the core
// handler over the compiled real dataset. Every row's province, district, neighborhood or village and
// issue codes are asserted exactly; the table of right / wrong / unresolved per pattern is printed,
// where `wrong` is a resolved part that is not the expected one (the confident mistakes DESIGN
// §6.5.1 exists to prevent).
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from '../../src/core/dispatch.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { type RealWorldLine, realWorldLines } from './real-world-lines.ts';

const handle = createRequestHandler({ routes: routeTable });
const levels = ['province', 'district', 'neighborhood', 'village'] as const;

type Answer = Record<(typeof levels)[number], { id: number } | null> & { issues: Array<{ code: string }>; verdict: string };

async function parse(q: string): Promise<Answer> {
  const response = await handle(new Request(`http://localhost/v2/addresses/parse?q=${encodeURIComponent(q)}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

const outcomes = new Map<string, { right: number; wrong: number; unresolved: number }>();

describe('address reading, lines as people write them', () => {
  it('holds at least 400 lines, of every pattern', () => {
    expect(realWorldLines.length).toBeGreaterThanOrEqual(400);
    expect(new Set(realWorldLines.map((line) => line.q)).size).toBe(realWorldLines.length);
  });

  it.each(realWorldLines.map((line, i) => [i, line.pattern, line.q, line] as const))('%i (%s): %s', async (_i, _pattern, q, line: RealWorldLine) => {
    const answer = await parse(q);
    const got = { ...Object.fromEntries(levels.map((level) => [level, answer[level]?.id ?? null])), issues: answer.issues.map((issue) => issue.code) };
    const tally = outcomes.get(line.pattern) ?? { right: 0, wrong: 0, unresolved: 0 };
    outcomes.set(line.pattern, tally);
    const wrong = levels.some((level) => answer[level] !== null && answer[level].id !== line[level]);
    const expected = { province: line.province, district: line.district, neighborhood: line.neighborhood, village: line.village, issues: line.issues };
    if (JSON.stringify(got) === JSON.stringify(expected)) tally.right++;
    else if (wrong) tally.wrong++;
    else tally.unresolved++;
    expect(got).toEqual(expected);
    // DESIGN §6.5.2: a line without a neighborhood or village, or with an issue, is never accepted as is.
    if (line.issues.length > 0 || (line.neighborhood === null && line.village === null)) expect(answer.verdict).not.toBe('accept');
  });

  afterAll(() => {
    const rows = [...outcomes].map(([pattern, t]) => `${pattern}: ${t.right} right, ${t.wrong} wrong, ${t.unresolved} unresolved`);
    console.log(`lines as people write them:\n  ${rows.join('\n  ')}`);
  });
});
