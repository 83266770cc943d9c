// nginx never outlives `npm run serve`'s supervisor (issue 40). Killed with -9 (an out-of-memory
// killer, a careless operator), the supervisor used to leave nginx's master and worker holding the
// port, answering files and /health while every query failed. Two ties, each covering what the other
// cannot:
// - the kernel's parent-death signal (`setpriv --pdeathsig KILL`, util-linux; prctl(2)
//   PR_SET_PDEATHSIG): the nginx master is killed the moment the supervisor dies, whatever killed it.
//   It does not pass to nginx's workers (the kernel clears it on fork), so
// - a reaper: a shell whose stdin is a pipe only the supervisor holds. The supervisor's death closes
//   the pipe; the reaper's `read` sees the end and kills nginx's whole process group (the master and
//   its workers) and removes the run folder. When nginx exits while the supervisor lives, the supervisor
//   kills the group itself (groupKill) and releases the reaper (a line on the pipe: it exits, killing
//   nothing).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** The parent-death wrapper, or none where util-linux's setpriv is missing (macOS, some minimal images). */
export function parentDeathWrapper(): string[] {
  return spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).error ? [] : ['setpriv', '--pdeathsig', 'KILL', '--'];
}

export const missingSetprivWarning =
  'setpriv (util-linux) was not found: should this process be killed, nginx is stopped by the reaper alone. Install util-linux (Debian: apt-get install util-linux).';

/** SIGKILL to a whole process group; it may be gone already. */
export function groupKill(pgid: number | undefined): void {
  if (!pgid) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}

// `read` ends with a status of 0 on a line (released), non-zero at the end of the input (the supervisor
// is gone). `kill -9 -PGID` is the one spelling dash, bash and busybox all take for a group (dash
// refuses `kill -KILL -- -PGID`).
const reaperScript = 'read _ || { kill -9 "-$1"; rm -rf -- "$2"; }';

export interface Reaper {
  process: ChildProcess;
  /** nginx is gone and reaped: the reaper exits without killing anything. */
  release(): void;
}

/** Starts the reaper of process group `pgid` (nginx's master and workers), which also owns `runDir`. */
export function startReaper(pgid: number, runDir: string): Reaper {
  // A group of its own, like nginx's: a Ctrl-C to the supervisor's group must not end it mid-drain.
  const reaper = spawn('sh', ['-c', reaperScript, 'nginx-reaper', String(pgid), runDir], { stdio: ['pipe', 'ignore', 'inherit'], detached: true });
  reaper.stdin!.on('error', () => undefined); // written to after it died: nothing to release
  return {
    process: reaper,
    release: () => {
      if (reaper.exitCode === null && reaper.signalCode === null) reaper.stdin!.end('released\n');
    },
  };
}
