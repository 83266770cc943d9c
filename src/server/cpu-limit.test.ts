// WORKERS' default follows the container's CPU limit (cgroup v2 cpu.max), not the host's cores.
import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { coresAllowed, defaultWorkerCount } from './cpu-limit.ts';

describe('coresAllowed', () => {
  it.each([
    // docker run --cpus=2 on a 64-core host
    { cpuMax: '200000 100000\n', cores: 64, expected: 2 },
    // Kubernetes limits.cpu: 500m: half a core still needs one worker
    { cpuMax: '50000 100000\n', cores: 8, expected: 1 },
    // 1.5 CPUs keep two workers busy
    { cpuMax: '150000 100000\n', cores: 8, expected: 2 },
    // a limit above the cores the process may run on (its CPU affinity) gives the cores
    { cpuMax: '800000 100000\n', cores: 4, expected: 4 },
    // no limit
    { cpuMax: 'max 100000\n', cores: 6, expected: 6 },
    // no cgroup v2 (the file is absent), or a line this reader does not know
    { cpuMax: undefined, cores: 3, expected: 3 },
    { cpuMax: '', cores: 3, expected: 3 },
    { cpuMax: '0 100000', cores: 3, expected: 3 },
  ])('cpu.max $cpuMax on $cores cores allows $expected', ({ cpuMax, cores, expected }) => {
    expect(coresAllowed(cpuMax, cores)).toBe(expected);
  });

  it('defaultWorkerCount is between 1 and the cores this process may use', () => {
    const count = defaultWorkerCount();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(availableParallelism());
  });
});
