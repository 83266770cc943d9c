// How many cores this process may use: the container's CPU limit when it has one, else the cores it
// may run on. A container limited to 2 CPUs on a 64-core host must not start 64 workers: they would
// share 2 CPUs' time, each with its own heap. Node's availableParallelism() counts the cores of the
// CPU affinity mask only, not a CFS quota (`docker run --cpus`, Kubernetes `limits.cpu`), which
// cgroup v2 states in cpu.max as "<quota> <period>" in microseconds, or "max <period>" without one
// (https://docs.kernel.org/admin-guide/cgroup-v2.html#cpu-interface-files).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const cgroupCpuMaxFile = '/sys/fs/cgroup/cpu.max';

/**
 * The cores a cpu.max line allows, rounded up (1.5 CPUs keep two workers busy), never more than
 * `cores` nor less than 1; `cores` when there is no limit or no readable line.
 */
export function coresAllowed(cpuMax: string | undefined, cores: number): number {
  const match = cpuMax?.trim().match(/^(\d+) (\d+)$/);
  if (!match) return cores;
  const [quota, period] = [Number(match[1]), Number(match[2])];
  if (quota <= 0 || period <= 0) return cores;
  return Math.max(1, Math.min(cores, Math.ceil(quota / period)));
}

function readCpuMax(): string | undefined {
  try {
    return readFileSync(cgroupCpuMaxFile, 'utf8');
  } catch {
    return undefined; // no cgroup v2 (cgroup v1, macOS, Windows): the cores are the limit
  }
}

/** The default number of query-layer workers of `npm run serve`: one per core this process may use. */
export const defaultWorkerCount = (): number => coresAllowed(readCpuMax(), availableParallelism());
