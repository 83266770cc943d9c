// `--record` on a benchmark script: its results become src/docs/performance/<group>.json, with the
// command, date, commit and machine that made them, and the Performance page shows them from there.
// Refreshing a table of the page is one command: the benchmark with `--record`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { type FigureGroup, type FigureRow, figureGroupSchema, type Machine } from '../src/docs/performance/figures-schema.ts';

export const figuresDir = join(import.meta.dirname, '..', 'src', 'docs', 'performance');

export const recording = process.argv.includes('--record');

export function thisMachine(): Machine {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
  };
}

/** `npm run bench -- --only=search` for `npm run bench` given `--only=search --record`. */
export function commandLine(npmScript: string, args: readonly string[] = process.argv.slice(2)): string {
  const shown = args.filter((arg) => arg !== '--record').map((arg) => (/^[\w./=,:-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`));
  return `npm run ${npmScript}${shown.length > 0 ? ` -- ${shown.join(' ')}` : ''}`;
}

/** HEAD's short hash, with `+` when the tree measured had uncommitted changes (the figures themselves aside). */
function currentCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', '.', ':!src/docs/performance/*.json') !== '';
  return `${git('rev-parse', '--short', 'HEAD')}${changed ? '+' : ''}`;
}

/** Writes the group's file when the script was given `--record`; otherwise does nothing. */
export function recordFigures(group: string, npmScript: string, rows: FigureRow[], summary?: FigureGroup['summary']): void {
  if (!recording) return;
  const figures = figureGroupSchema.parse({
    command: commandLine(npmScript),
    date: new Date().toISOString().slice(0, 10),
    commit: currentCommit(),
    machine: thisMachine(),
    rows,
    ...(summary ? { summary } : {}),
  });
  const file = join(figuresDir, `${group}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nrecorded in ${file}`);
}
