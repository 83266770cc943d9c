// The published OpenAPI document, judged by two maintained linters that no one here wrote: Redocly
// CLI's `recommended` ruleset and Spectral's `spectral:oas` ruleset (.spectral.yaml). Both must
// report nothing at all, warnings included, so a new route cannot bring a problem back.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const document = join('dist', 'v2', 'openapi.json');
const bin = (name: string) => join('node_modules', '.bin', name);

function run(command: string, args: string[]) {
  const result = spawnSync(bin(command), args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  if (result.error) throw result.error;
  return result;
}

describe('the OpenAPI document under outside linters', () => {
  it('has no problem under Redocly CLI (recommended)', () => {
    const { stdout, stderr } = run('redocly', ['lint', document, '--extends', 'recommended', '--format', 'json']);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: Record<string, number>; problems: Array<{ ruleId: string; message: string }> };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`), stderr).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('has no problem under Spectral (spectral:oas)', () => {
    const { stdout, stderr, status } = run('spectral', ['lint', document, '--ruleset', '.spectral.yaml', '--format', 'json', '--fail-severity', 'hint', '--quiet']);
    const results = JSON.parse(stdout.trim() || '[]') as Array<{ code: string; message: string; path: string[] }>;
    expect(results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`), stderr).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);
});
