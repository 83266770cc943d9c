// The query-layer workers of `npm run serve`: N processes of the embedded server (.server/main.mjs),
// each on its own Unix socket behind nginx. A worker that exits while the setup is running is
// started again on the same socket, so nginx needs no reload; while it is down, nginx sends its
// share to the others (proxy_next_upstream), and only the requests that were on it fail.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface WorkerPoolOptions {
  count: number;
  /** The server bundle and Node's flags for it. */
  script: string;
  nodeArgs: readonly string[];
  /** Socket of worker `i` (from 1). */
  socketOf(index: number): string;
  env: NodeJS.ProcessEnv;
  /** Lines about workers (started, exited) for the supervisor's log. */
  log(fields: Record<string, unknown>): void;
}

export interface WorkerPool {
  /** Resolves once every worker listens. */
  ready: Promise<void>;
  /**
   * Stops restarting, sends SIGTERM to every worker (they drain) and resolves once all have exited;
   * a worker still running after `stopGraceMs` is killed.
   */
  stop(): Promise<void>;
  /** Kills every worker at once (the supervisor's force path). */
  kill(): void;
  /** The process of worker `i`, for the fault test and the benchmarks. */
  pids(): number[];
}

/**
 * A worker is stopped once nginx has exited, so it has nothing in flight: one that has not exited
 * after this is stuck, and is killed.
 */
const stopGraceMs = 5_000;

/** A worker that dies within this of its start is crash-looping: wait before the next start. */
const quickExitMs = 2_000;

export function startWorkers(options: WorkerPoolOptions): WorkerPool {
  const workers = new Map<number, ChildProcess>();
  let stopping = false;

  function start(index: number, restarts: number): Promise<void> {
    const socket = options.socketOf(index);
    rmSync(socket, { force: true }); // a socket left by a worker that crashed would refuse the bind
    const startedAt = Date.now();
    const child = spawn(process.execPath, [...options.nodeArgs, options.script], {
      env: { ...options.env, SOCKET: socket },
      stdio: ['ignore', 'pipe', 'inherit'],
      // A group of its own: a signal to the supervisor's group must not stop a worker under nginx
      // (nginx then answered 500); the supervisor stops the workers once nginx has drained.
      detached: true,
    });
    workers.set(index, child);
    const listening = new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        // The worker's other lines go on to stdout whole, one at a time, never interleaved.
        if (line.includes('"event":"listening"')) resolve();
        else process.stdout.write(`${line}\n`);
      });
      child.once('exit', (code) => reject(new Error(`worker ${index} exited (${code}) before listening`)));
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      options.log({ event: 'worker_exit', worker: index, pid: child.pid, code, signal });
      const delay = Date.now() - startedAt < quickExitMs ? Math.min(5_000, 250 * 2 ** restarts) : 0;
      setTimeout(() => {
        if (stopping) return;
        start(index, delay > 0 ? restarts + 1 : 0).then(
          () => options.log({ event: 'worker_restarted', worker: index, pid: workers.get(index)?.pid }),
          () => undefined, // its exit handler schedules the next try
        );
      }, delay);
    });
    return listening;
  }

  const ready = Promise.all(Array.from({ length: options.count }, (_, i) => start(i + 1, 0))).then(() => undefined);
  return {
    ready,
    pids: () => [...workers.values()].map((child) => child.pid!),
    async stop() {
      stopping = true;
      await Promise.all(
        [...workers.values()].map(
          (child) =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              const kill = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
              child.once('exit', () => {
                clearTimeout(kill);
                done();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
    kill() {
      stopping = true;
      for (const child of workers.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
