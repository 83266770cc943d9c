// `npm start` and `npm run serve` as a user (or a supervisor) runs them: npm in a process group of its
// own, so the stop tests can signal npm, the script, the server process or the whole group, and then
// check that every process of the setup is gone. The setup's processes are npm's descendants
// (sh, the script, the server, nginx and its workers, the query-layer workers), read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface NpmSetup {
  npm: ChildProcess;
  url: string;
  /** Every JSON line written so far. */
  lines: Array<Record<string, unknown>>;
  /** Every process of the setup once it listens, by pid, with its command line. */
  processes: Map<number, string>;
  /** npm's exit code (or 128 + signal), and the end of its output (every holder of the pipe gone). */
  exited: Promise<number>;
  outputClosed: Promise<void>;
}

interface ProcEntry {
  pid: number;
  ppid: number;
  state: string;
}

function procEntries(): ProcEntry[] {
  const entries: ProcEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command may hold spaces and parentheses: the fields start after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      entries.push({ pid: Number(name), ppid: Number(ppid), state: state! });
    } catch {
      // gone meanwhile
    }
  }
  return entries;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
};

/** `root` and every process below it. */
export function descendants(root: number): Map<number, string> {
  const entries = procEntries();
  const found = new Map<number, string>([[root, commandOf(root)]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const entry of entries) {
      if (!found.has(entry.pid) && found.has(entry.ppid)) {
        found.set(entry.pid, commandOf(entry.pid));
        grew = true;
      }
    }
  }
  return found;
}

/** The pids among `pids` that still run (a zombie has exited: it only waits for its parent to reap it). */
export function stillRunning(pids: Iterable<number>): number[] {
  const states = new Map(procEntries().map((entry) => [entry.pid, entry.state]));
  return [...pids].filter((pid) => states.has(pid) && states.get(pid) !== 'Z');
}

/** Waits until none of `pids` runs, or `ms` has passed; returns those still running. */
export async function gone(pids: Iterable<number>, ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = stillRunning(pids);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    left = stillRunning(left);
  }
  return left;
}

/** Starts `npm run <script>` on a free loopback port and resolves once it listens. */
export async function startNpm(script: 'start' | 'serve', env: Record<string, string>): Promise<NpmSetup> {
  const npm = spawn('npm', ['run', '--silent', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'false', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_5_MINUTES: '0', ...env },
  });
  let stderr = '';
  npm.stderr!.on('data', (chunk) => (stderr += chunk));
  const lines: Array<Record<string, unknown>> = [];
  const exited = new Promise<number>((done) => npm.once('exit', (code, signal) => done(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 9))));
  const outputClosed = new Promise<void>((done) => npm.stdout!.once('close', () => done()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run ${script} did not listen within 30 s: ${stderr}`)), 30_000);
    createInterface({ input: npm.stdout! }).on('line', (line) => {
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return; // npm's or the build check's own lines
      }
      lines.push(parsed);
      // npm run serve's supervisor says listening with its workers' pids; its workers' own lines stay inside.
      if (parsed.event === 'listening' && typeof parsed.url === 'string') {
        clearTimeout(timer);
        resolve(parsed.url);
      }
    });
    void exited.then((code) => reject(new Error(`npm run ${script} exited (${code}) before listening: ${stderr}`)));
  });
  return { npm, url, lines, processes: descendants(npm.pid!), exited, outputClosed };
}

/** The pid of the first process of the setup whose command line contains `part` (not a shell's). */
export function pidOf(setup: NpmSetup, part: string): number {
  const found = [...setup.processes].find(([, command]) => command.includes(part) && !/^(?:\/bin\/)?sh /.test(command));
  if (!found) throw new Error(`no process of the setup runs ${part}: ${[...setup.processes.values()].join(' | ')}`);
  return found[0];
}
