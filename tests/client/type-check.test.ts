// The typed client's type test, checked by tsc as a user's project would be: a program that uses it as
// documented compiles, and a program with one mistake per marked line fails on exactly those lines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const typesDir = 'tests/client/types';
const tsc = (project: string) => spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${typesDir}/${project}`], { encoding: 'utf8' });

describe('the typed client’s types', () => {
  it('accept a program that uses the client as documented', () => {
    const result = tsc('tsconfig.json');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('reject each mistake of the bad program, on its own line and nowhere else', () => {
    const result = tsc('tsconfig.bad.json');
    const expected = readFileSync(`${typesDir}/bad-program.ts`, 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.includes('// @error') ? [i + 1] : []));
    const reported = [...new Set([...result.stdout.matchAll(/bad-program\.ts\((\d+),\d+\): error/g)].map((match) => Number(match[1])))];
    expect(expected).toHaveLength(11);
    expect(reported).toEqual(expected);
    expect(result.status).not.toBe(0);
  });
});
