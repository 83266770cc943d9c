// The corpus of lines as people write them (real-world-lines.ts, issues 28 and 37), asked through the
// core handler over the compiled real dataset. Every row's province, district, neighborhood or
// village, issue codes and verdict are asserted exactly. Printed per pattern: right / wrong /
// unresolved, where `wrong` is a resolved part that is not the expected one (the confident mistakes
// DESIGN §6.5.1 exists to prevent), and the share accepted with the wrong answers among the accepted
// (DESIGN §6.5.2: an accepted wrong place is the worst answer the service can give).
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from '../../src/core/dispatch.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { type RealWorldLine, realWorldLines } from './real-world-lines.ts';

const handle = createRequestHandler({ routes: routeTable });
const levels = ['province', 'district', 'neighborhood', 'village'] as const;

type Part = { id: number; status: string } | null;
type Answer = Record<(typeof levels)[number], Part> & { issues: Array<{ code: string }>; verdict: string };

async function parse(q: string): Promise<Answer> {
  const response = await handle(new Request(`http://localhost/v2/addresses/parse?q=${encodeURIComponent(q)}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

interface Tally {
  lines: number;
  right: number;
  wrong: number;
  unresolved: number;
  accepted: number;
  wrongAccepted: number;
}
const outcomes = new Map<string, Tally>();
/** The lines whose answer says the line named its district or province (not inferred): DESIGN §6.5.2's measure. */
const naming = { lines: 0, accepted: 0 };
const named = (part: Part) => part !== null && part.status !== 'inferred';

describe('address reading, lines as people write them', () => {
  it('holds at least 800 lines, of every pattern', () => {
    expect(realWorldLines.length).toBeGreaterThanOrEqual(800);
    expect(new Set(realWorldLines.map((line) => line.q)).size).toBe(realWorldLines.length);
    for (const verdict of ['accept', 'confirm', 'fix']) expect(realWorldLines.some((line) => line.verdict === verdict)).toBe(true);
  });

  it.each(realWorldLines.map((line, i) => [i, line.pattern, line.q, line] as const))('%i (%s): %s', async (_i, _pattern, q, line: RealWorldLine) => {
    const answer = await parse(q);
    const got = { ...Object.fromEntries(levels.map((level) => [level, answer[level]?.id ?? null])), issues: answer.issues.map((issue) => issue.code), verdict: answer.verdict };
    const tally = outcomes.get(line.pattern) ?? { lines: 0, right: 0, wrong: 0, unresolved: 0, accepted: 0, wrongAccepted: 0 };
    outcomes.set(line.pattern, tally);
    const wrong = levels.some((level) => answer[level] !== null && answer[level].id !== line[level]);
    const expected = { province: line.province, district: line.district, neighborhood: line.neighborhood, village: line.village, issues: line.issues, verdict: line.verdict };
    tally.lines++;
    if (JSON.stringify(got) === JSON.stringify(expected)) tally.right++;
    else if (wrong) tally.wrong++;
    else tally.unresolved++;
    if (answer.verdict === 'accept') {
      tally.accepted++;
      if (wrong || levels.some((level) => (answer[level]?.id ?? null) !== line[level])) tally.wrongAccepted++;
    }
    if (named(answer.district) || named(answer.province)) {
      naming.lines++;
      if (answer.verdict === 'accept') naming.accepted++;
    }
    expect(got).toEqual(expected);
    // DESIGN §6.5.2: a line without a neighborhood or village, or with an issue, is never accepted.
    if (line.issues.length > 0 || (line.neighborhood === null && line.village === null)) expect(line.verdict).not.toBe('accept');
  });

  afterAll(() => {
    const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(0)} %`;
    const rows = [...outcomes].map(
      ([pattern, t]) => `${pattern}: ${t.lines} lines, ${t.right} right, ${t.wrong} wrong, ${t.unresolved} unresolved; ${percent(t.accepted, t.lines)} accept, ${t.wrongAccepted} wrong among them`,
    );
    console.log(`lines as people write them:\n  ${rows.join('\n  ')}\n  lines naming their district or province: ${naming.lines}, ${percent(naming.accepted, naming.lines)} accept`);
  });
});

describe('the verdict on the corpus (DESIGN §6.5.2)', () => {
  // A line that names a place by its former official name (İçel, Afyon, Eyüp …) asks for a confirmation
  // since issue 44 (DESIGN §6.8: read as the place it became, `replaced`); the corpus holds 69 such
  // lines on purpose, far more than a register does, so the three-in-four measure leaves them out and
  // they are counted on their own.
  it('accepts at least three in four of the lines that name their district or province, and confirms every former name', async () => {
    let lines = 0;
    let accepted = 0;
    let formerLines = 0;
    for (const line of realWorldLines) {
      const answer = await parse(line.q);
      if (!named(answer.district) && !named(answer.province)) continue;
      if (answer.issues.some((issue) => issue.code === 'FORMER_NAME')) {
        formerLines++;
        expect(answer.verdict, line.q).not.toBe('accept');
        continue;
      }
      lines++;
      if (answer.verdict === 'accept') accepted++;
    }
    expect(lines).toBeGreaterThan(700);
    expect(formerLines).toBeGreaterThan(40);
    expect(accepted / lines).toBeGreaterThanOrEqual(0.75);
  });
});
