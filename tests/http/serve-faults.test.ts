// The fault matrix of `npm run serve` (issue 40): under a steady load, one process of the tree is
// killed with SIGKILL, as an out-of-memory killer or a careless operator would, and what is left must be
// a working service or no service, never a front that lies:
// - a query-layer worker (one of two, or the only one) or an nginx worker: the service answers again
//   within a bound, only requests in flight (or, with no worker up, 503s) fail, and the port is held by
//   the tree's own nginx;
// - the nginx master or the supervisor (.server/serve.mjs): the whole tree is gone within a bound,
//   `npm run serve` exits non-zero (for a process manager to restart it), no process holds the port (its
//   owners read from /proc) and the run folder is gone;
// - in every case `/health` is never `ok` while a query sent right after it fails.
// Each row prints what failed and how long until healthy (or until nothing holds the port).
import { request } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { descendants, gone, type NpmSetup, pidOf, startNpm, stillRunning } from '../support/npm-setup.ts';
import { portOwners } from '../support/port-owners.ts';
import { targets } from '../support/targets.ts';

const nginx = targets.find((target) => target.name === 'nginx')!;
const query = '/v2/neighborhoods?search=mer&limit=5';
const clients = 4;
/** After the kill, the kernel and the supervisor need a moment to end the tree; a lie after this is a lie. */
const settleMs = 100;
/** How long the load goes on after the kill: to see the service back, or to see that nothing answers. */
const observeMs = { 'a working service': 3_500, 'no service': 1_000 } as const;
/** Bounds of the report: back to healthy, or the last answer of a tree that is going. */
const healthyWithinMs = 3_000;
const goneWithinMs = 2_000;

interface Sample {
  start: number;
  end: number;
  health: number;
  healthBody: string;
  query: number;
}

/** One GET on a new connection: its status and body, or 0 when no answer came (refused, cut, timed out). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((done) => {
    const sent = request(url, { agent: false, timeout: 2_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.complete ? response.statusCode! : 0, body }));
      response.on('error', () => done({ status: 0, body }));
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => done({ status: 0, body: '' }));
    sent.end();
  });
}

/** `clients` loops of /health then a query, each on a new connection, until `until`. */
async function load(url: string, until: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until()) {
        const start = Date.now();
        const health = await get(`${url}/health`);
        const answer = await get(`${url}${query}`);
        samples.push({ start, end: Date.now(), health: health.status, healthBody: health.body, query: answer.status });
        await new Promise((wait) => setTimeout(wait, 5));
      }
    }),
  );
  return samples;
}

interface Row {
  kill: string;
  workers: number;
  victim(setup: NpmSetup, listening: Record<string, unknown>): number;
  leaves: 'a working service' | 'no service';
}

const rows: Row[] = [
  { kill: 'a query-layer worker (of two)', workers: 2, victim: (_, listening) => (listening.pids as number[])[0]!, leaves: 'a working service' },
  { kill: 'the only query-layer worker', workers: 1, victim: (_, listening) => (listening.pids as number[])[0]!, leaves: 'a working service' },
  { kill: 'an nginx worker', workers: 2, victim: (setup) => pidOf(setup, 'nginx: worker'), leaves: 'a working service' },
  { kill: 'the nginx master', workers: 2, victim: (setup) => pidOf(setup, 'nginx: master'), leaves: 'no service' },
  { kill: 'the supervisor (.server/serve.mjs)', workers: 2, victim: (setup) => pidOf(setup, '.server/serve.mjs'), leaves: 'no service' },
];

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});
const setups: NpmSetup[] = [];
afterEach(() => {
  // A row that failed midway must not leave its tree running.
  for (const setup of setups.splice(0)) {
    for (const pid of stillRunning([...setup.processes.keys(), ...descendants(setup.npm.pid!).keys()])) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
});

describe.skipIf(Boolean(nginx.skip) || process.platform !== 'linux')('npm run serve under kill -9 (the fault matrix)', () => {
  for (const row of rows) {
    it(`${row.kill}: leaves ${row.leaves}, and /health never says ok while queries fail`, async () => {
      const tmp = mkdtempSync(join(tmpdir(), 'serve-faults-'));
      tmpDirs.push(tmp);
      const setup = await startNpm('serve', { WORKERS: String(row.workers), TMPDIR: tmp, SHUTDOWN_TIMEOUT_MS: '2000' });
      setups.push(setup);
      const port = Number(new URL(setup.url).port);
      // nginx's workers, as they run now (startNpm read the tree as it began to listen).
      const tree = descendants(setup.npm.pid!);
      setup.processes = tree;
      const listening = setup.lines.find((line) => line.event === 'listening' && Array.isArray(line.pids))!;
      const victim = row.victim(setup, listening);
      expect(portOwners(port).every((pid) => tree.get(pid)?.startsWith('nginx:'))).toBe(true);

      let killAt = Number.POSITIVE_INFINITY;
      let stopAt = Number.POSITIVE_INFINITY;
      const loaded = load(setup.url, () => Date.now() >= stopAt);
      await new Promise((wait) => setTimeout(wait, 500));
      killAt = Date.now();
      process.kill(victim, 'SIGKILL');
      stopAt = killAt + observeMs[row.leaves];
      const samples = await loaded;

      const before = samples.filter((sample) => sample.end < killAt);
      expect(before.length).toBeGreaterThan(10);
      expect(before.every((sample) => sample.health === 200 && sample.query === 200)).toBe(true);
      const after = samples.filter((sample) => sample.start >= killAt + settleMs);
      // The lie of issue 40: ok from /health, then an error for the query.
      const lies = after.filter((sample) => sample.health === 200 && sample.query !== 200);
      expect(lies).toEqual([]);
      for (const sample of samples.filter((one) => one.health === 200)) expect(sample.healthBody).toBe('{"status":"ok"}');
      const requestsAfter = samples.filter((sample) => sample.end >= killAt);
      // A failure is the 503 (nginx-errors.ts) or no answer at all: never a 500, never a 200 of nginx's own.
      expect(new Set(requestsAfter.flatMap((sample) => [sample.health, sample.query]).filter((status) => status !== 200))).toSatisfy(
        (statuses: Set<number>) => [...statuses].every((status) => status === 0 || status === 503),
      );

      if (row.leaves === 'a working service') {
        const lastFailure = Math.max(killAt, ...requestsAfter.filter((sample) => sample.health !== 200 || sample.query !== 200).map((sample) => sample.end));
        const healthyAt = requestsAfter.find((sample) => sample.start >= lastFailure && sample.health === 200 && sample.query === 200)?.end;
        expect(healthyAt).toBeDefined();
        const healthyMs = healthyAt! - killAt;
        const failed = requestsAfter.reduce((count, sample) => count + Number(sample.health !== 200) + Number(sample.query !== 200), 0);
        console.log(`fault matrix: killed ${row.kill}: ${failed} of ${requestsAfter.length * 2} requests failed; healthy again after ${(healthyMs / 1000).toFixed(2)} s`);
        expect(healthyMs).toBeLessThan(healthyWithinMs);
        if (row.workers === 2) expect(failed).toBeLessThanOrEqual(clients);
        if (row.kill.includes('query-layer worker')) {
          // The supervisor says which worker died and that it started it again, and the new one runs.
          expect(setup.lines.find((line) => line.event === 'worker_exit')).toMatchObject({ worker: 1, pid: victim, signal: 'SIGKILL' });
          const restarted = setup.lines.find((line) => line.event === 'worker_restarted');
          expect(restarted).toMatchObject({ worker: 1 });
          expect(stillRunning([restarted!.pid as number])).toEqual([restarted!.pid]);
        }
        // The port is the tree's own nginx's, and the tree stops cleanly.
        const owners = portOwners(port);
        const now = descendants(setup.npm.pid!);
        expect(owners.length).toBeGreaterThan(0);
        expect(owners.every((pid) => now.get(pid)?.startsWith('nginx:'))).toBe(true);
        process.kill(setup.npm.pid!, 'SIGTERM');
        expect(await setup.exited).toBe(0);
        setup.processes = new Map([...tree, ...now]);
      } else {
        // Exit 1 from the supervisor (nginx gone) or from the script (its server killed), through npm.
        expect(await setup.exited).not.toBe(0);
        // Once nothing answers, every further request is refused at once: what counts is the last answer.
        const answered = requestsAfter.filter((sample) => sample.health !== 0 || sample.query !== 0);
        const lastAnswerMs = Math.max(0, ...answered.map((sample) => sample.end - killAt));
        console.log(
          `fault matrix: killed ${row.kill}: ${answered.length} requests answered after the kill, the last ${(lastAnswerMs / 1000).toFixed(2)} s after it; then refused (exit non-zero, nothing on the port)`,
        );
        expect(lastAnswerMs).toBeLessThan(goneWithinMs);
        expect(portOwners(port)).toEqual([]);
        expect(after.filter((sample) => sample.health === 200)).toEqual([]);
      }
      // Nothing of the old tree is left (the query-layer workers drain first, within SHUTDOWN_TIMEOUT_MS), nor its run folder.
      expect(await gone(setup.processes.keys(), 5_000)).toEqual([]);
      expect(readdirSync(tmp).filter((name) => name.startsWith('turkiye-serve-'))).toEqual([]);
    }, 30_000);
  }
});
