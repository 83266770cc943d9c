// `npm run bench:times`: the wall-clock time of the build and of the whole test run, one after the
// other in this folder (the build with its cache as it is, then `npm test` with the build current).
// `-- --record` writes them for the Performance page (src/docs/performance/times.json).
import { spawnSync } from 'node:child_process';
import { recordFigures } from './record-figures.ts';

const commands = ['npm run build', 'npm test'];
const rows: Array<{ command: string; seconds: number }> = [];
for (const command of commands) {
  const started = performance.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  if (run.status !== 0) throw new Error(`${command} failed (exit ${run.status}); nothing recorded`);
  rows.push({ command, seconds });
  console.log(`${command}: ${seconds} s`);
}
recordFigures('times', 'bench:times', rows);
