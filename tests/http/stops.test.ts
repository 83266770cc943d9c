// Every way a stop is sent drains (issue 32): SIGTERM or SIGINT to the npm process, to the script
// (scripts/start.ts, scripts/serve.ts), to the server process (.server/main.mjs, .server/serve.mjs)
// and to the whole process group (systemd's default, a terminal's Ctrl-C), for `npm start` and
// `npm run serve`, with a slow download and load in flight. Each case checks what the clients
// received (the download whole, every answer a whole 200 or a refused connection, never a 5xx or a
// cut body), the exit code, the `stopped` line, that no process of the setup remains and that the run
// folder is gone. A download slower than the drain bound is cut, counted, and the exit code says so.
//
// The npm scripts `exec` their script, so npm's child is the script itself: npm passes SIGTERM and
// SIGINT on to it, waits, and exits with its code. (Run under `sh -c` without exec, npm killed the
// shell and exited, and the script kept running with no signal; or, on SIGINT, the shell waited.)
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staleBuildReason } from '../../scripts/build-stamp.ts';
import { descendants, gone, type NpmSetup, pidOf, startNpm, stillRunning } from '../support/npm-setup.ts';
import { frontBundle, serverNodeArgs } from '../../scripts/server-launch.ts';
import { targets } from '../support/targets.ts';

const dataset = '/v2/datasets/2025/neighborhoods.json';
const record = '/v2/provinces/34';
const drainMs = 4_000;

interface Download {
  /** Resolves once the answer's headers have arrived (reading is paused). */
  started: Promise<void>;
  resume(): void;
  done: Promise<{ expected: number; received: number; complete: boolean }>;
}

/** A download that reads nothing until resumed: the server must wait for it. */
function pausedDownload(url: string): Download {
  let resume: () => void = () => undefined;
  let markStarted!: () => void;
  const started = new Promise<void>((done) => (markStarted = done));
  const done = new Promise<{ expected: number; received: number; complete: boolean }>((resolve) => {
    let expected = -1;
    let received = 0;
    request(`${url}${dataset}`, { agent: false, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      response.pause();
      expected = Number(response.headers['content-length']);
      resume = () => void response.resume();
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.on('end', () => resolve({ expected, received, complete: response.complete }));
      response.on('error', () => resolve({ expected, received, complete: false }));
      markStarted();
    })
      .on('error', () => resolve({ expected, received, complete: false }))
      .end();
  });
  return { started, resume: () => resume(), done };
}

interface Load {
  whole: number;
  refused: number;
  /** Anything else: a status other than 200, a body cut or not the record. */
  wrong: string[];
}

/** Requests for a record, three at a time on new connections, until `until` settles. */
async function loadUntil(url: string, until: Promise<unknown>): Promise<Load> {
  let stopped = false;
  void until.finally(() => (stopped = true));
  const load: Load = { whole: 0, refused: 0, wrong: [] };
  const one = () =>
    new Promise<void>((done) => {
      request(`${url}${record}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          if (response.statusCode === 200 && response.complete && (JSON.parse(body) as { data: { name: string } }).data.name === 'İstanbul') load.whole++;
          else load.wrong.push(`${response.statusCode}: ${body.slice(0, 120)}`);
          done();
        });
        response.on('error', () => {
          load.wrong.push(`${response.statusCode}: cut after ${body.length} characters`);
          done();
        });
      })
        // No answer at all: the connection was refused or closed before a response began.
        .on('error', () => {
          load.refused++;
          done();
        })
        .end();
    });
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (!stopped) {
        await one();
        await new Promise((wait) => setTimeout(wait, 10));
      }
    }),
  );
  return load;
}

/** `npm run serve`'s run folders (src/server/serve.ts) left in `tmp`. */
const runFolders = (tmp: string) => readdirSync(tmp).filter((name) => name.startsWith('turkiye-serve-'));

type SignalPath = 'npm' | 'script' | 'server' | 'group';

interface Host {
  script: 'start' | 'serve';
  scriptFile: string;
  server: string;
  env: Record<string, string>;
  skip?: string;
}

const hosts: Host[] = [
  { script: 'start', scriptFile: 'scripts/start.ts', server: '.server/main.mjs', env: {} },
  {
    script: 'serve',
    scriptFile: 'scripts/serve.ts',
    server: '.server/serve.mjs',
    env: { WORKERS: '1' },
    skip: targets.find((target) => target.name === 'nginx')!.skip,
  },
];

const runDirs: string[] = [];
afterAll(() => {
  for (const dir of runDirs) rmSync(dir, { recursive: true, force: true });
});

// npm start builds first when the build is stale, which takes minutes and rewrites dist/ under the
// other test files: refuse instead (npm test builds before vitest runs).
beforeAll(() => {
  const stale = staleBuildReason();
  if (stale) throw new Error(`The build is stale (${stale}): run npm run build before these tests.`);
});

// A case that failed midway must not leave its setup running.
const setups: NpmSetup[] = [];
afterEach(() => {
  for (const setup of setups.splice(0)) {
    const left = stillRunning([...setup.processes.keys(), ...descendants(setup.npm.pid!).keys()]);
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
});

/** A TMPDIR of the case's own (where `npm run serve` makes its run folder), removed after the file. */
function runDir(): string {
  const tmp = mkdtempSync(join(tmpdir(), 'stops-'));
  runDirs.push(tmp);
  return tmp;
}

/** The setup's last `stopped` line. */
const stoppedLine = (setup: NpmSetup) => setup.lines.filter((line) => line.event === 'stopped').at(-1);

/** No process of the setup is left (within 3 s), and no run folder in `tmp`. */
async function expectNothingLeft(setup: NpmSetup, tmp: string): Promise<void> {
  expect(await gone(setup.processes.keys(), 3_000)).toEqual([]);
  expect(runFolders(tmp)).toEqual([]);
}

/** Starts the setup with its own TMPDIR. */
async function start(host: Host, env: Record<string, string> = {}): Promise<{ setup: NpmSetup; tmp: string }> {
  const tmp = runDir();
  const setup = await startNpm(host.script, { ...host.env, SHUTDOWN_TIMEOUT_MS: String(drainMs), TMPDIR: tmp, ...env });
  setups.push(setup);
  return { setup, tmp };
}

function send(setup: NpmSetup, host: Host, path: SignalPath, signal: NodeJS.Signals): void {
  const npmPid = setup.npm.pid!;
  if (path === 'group') process.kill(-npmPid, signal);
  else process.kill(path === 'npm' ? npmPid : pidOf(setup, path === 'script' ? host.scriptFile : host.server), signal);
}


for (const host of hosts) {
  describe.skipIf(Boolean(host.skip))(`npm ${host.script === 'start' ? 'start' : 'run serve'} stops cleanly`, () => {
    for (const path of ['npm', 'script', 'server', 'group'] as const) {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        it(`${signal} to the ${path === 'group' ? 'process group' : `${path} process`}: the download completes, no answer is cut, exit 0, nothing left`, async () => {
          const { setup, tmp } = await start(host);
          const download = pausedDownload(setup.url);
          await download.started;
          const load = loadUntil(setup.url, setup.outputClosed);
          await new Promise((wait) => setTimeout(wait, 200));
          send(setup, host, path, signal);
          // Half a second into the drain the client reads on, at loopback speed.
          await new Promise((wait) => setTimeout(wait, 500));
          download.resume();

          const got = await download.done;
          expect(got.complete).toBe(true);
          expect(got.received).toBe(got.expected);
          // The scripts `exec` theirs, so npm forwards the signal to it, waits, and exits with its code.
          expect(await setup.exited).toBe(0);
          await setup.outputClosed;
          const loaded = await load;
          expect(loaded.wrong).toEqual([]);
          expect(loaded.whole).toBeGreaterThan(0);
          expect(stoppedLine(setup)).toMatchObject({ cut: 0, code: 0 });
          await expectNothingLeft(setup, tmp);
        });
      }
    }

    it('cuts a download still being read at the drain bound, counts it and exits 1, leaving nothing', async () => {
      const { setup, tmp } = await start(host, { SHUTDOWN_TIMEOUT_MS: '1000' });
      // Several, never read: together more than loopback's socket buffers hold.
      const downloads = Array.from({ length: 4 }, () => pausedDownload(setup.url));
      await Promise.all(downloads.map((download) => download.started));
      const started = Date.now();
      send(setup, host, 'script', 'SIGTERM');
      expect(await setup.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(1_000 + 6_000);
      for (const download of downloads) download.resume();
      const results = await Promise.all(downloads.map((download) => download.done));
      expect(results.some((result) => !result.complete)).toBe(true);
      const stopped = stoppedLine(setup)!;
      expect(stopped.code).toBe(1);
      expect(stopped.cut).toBeGreaterThanOrEqual(1);
      await expectNothingLeft(setup, tmp);
    });
  });
}

describe.skipIf(Boolean(hosts[1]!.skip))('npm run serve, when nginx does not stop', () => {
  it('kills nginx and the workers 3 s after the drain bound, removes the run folder and exits 1', async () => {
    // An "nginx" that ignores SIGQUIT and SIGTERM: a shell that runs the real one and waits for it.
    const tmp = runDir();
    const stubborn = join(tmp, 'stubborn-nginx.sh');
    writeFileSync(stubborn, '#!/bin/sh\ntrap "" QUIT TERM\nnginx "$@" &\nwhile :; do wait; done\n');
    chmodSync(stubborn, 0o755);
    const setup = await startNpm('serve', { ...hosts[1]!.env, SHUTDOWN_TIMEOUT_MS: '1000', TMPDIR: tmp, NGINX: stubborn });
    setups.push(setup);
    const download = pausedDownload(setup.url);
    await download.started;
    const started = Date.now();
    send(setup, hosts[1]!, 'server', 'SIGTERM');
    expect(await setup.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000 + 3_000 - 100);
    download.resume();
    expect((await download.done).complete).toBe(false);
    expect(stoppedLine(setup)).toMatchObject({ forced: true, code: 1 });
    await expectNothingLeft(setup, tmp);
  });
});

describe.skipIf(Boolean(hosts[1]!.skip))('npm run serve, stopped while it starts', () => {
  it('ends the workers it started, removes the run folder and exits 0', async () => {
    const tmp = runDir();
    const serve = spawn(process.execPath, [...serverNodeArgs, frontBundle], {
      stdio: 'ignore',
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WORKERS: '2', LOG_REQUESTS: 'false', TMPDIR: tmp },
    });
    const exited = new Promise<number | null>((done) => serve.once('exit', (code) => done(code)));
    // As soon as a worker runs, before nginx does.
    let seen = new Map<number, string>();
    for (let tries = 0; tries < 250 && ![...seen.values()].some((command) => command.includes('main.mjs')); tries++) {
      await new Promise((wait) => setTimeout(wait, 10));
      seen = descendants(serve.pid!);
    }
    expect([...seen.values()].some((command) => command.includes('nginx'))).toBe(false);
    serve.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await gone(descendants(serve.pid!).keys(), 3_000)).toEqual([]);
    expect(await gone(seen.keys(), 3_000)).toEqual([]);
    expect(runFolders(tmp)).toEqual([]);
  });
});
