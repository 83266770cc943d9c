// CPU time a process and all its descendants have used, from /proc (Linux only): the benchmarks'
// per-request cost, which barely moves when other processes compete for the cores, unlike req/s.
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** User and system time of one process, in microseconds (NaN once it is gone). */
export function cpuMicros(pid: number | undefined): number {
  const fields = read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ');
  if (!fields) return Number.NaN;
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond; // utime + stime
}

/** The same for a process and every process below it (nginx's master, its workers, our workers). */
export function treeCpuMicros(pid: number): number {
  const children = readdirSync(`/proc/${pid}/task`, { withFileTypes: true }).flatMap(
    (task) => read(`/proc/${pid}/task/${task.name}/children`)?.trim().split(/\s+/).filter(Boolean).map(Number) ?? [],
  );
  return children.reduce((sum, child) => sum + (treeCpuMicros(child) || 0), cpuMicros(pid));
}
