// Starts a server as a child process on a free loopback port (PORT=0) and stops it. The process
// announces its address with a JSON `listening` line on stdout.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { serverBundle, serverNodeArgs } from '../../scripts/server-launch.ts';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** Lines the server wrote to stdout after `listening` (request logs, shutdown notes). */
  output: string[];
  /** What it wrote to stderr (error lines, one JSON object each). */
  errors(): string[];
  /** Resolves with the exit code once the process has exited on its own or been stopped. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Keep the lines written after `listening` in `output` (true); a benchmark only drains them. */
  keepOutput?: boolean;
}

export async function startServerProcess(script: string, env: Record<string, string> = {}, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(script === serverBundle ? serverNodeArgs : []), script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: 'false', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_5_MINUTES: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      try {
        const parsed = JSON.parse(line) as { event?: string; url?: string };
        if (parsed.event === 'listening' && parsed.url) {
          resolve(parsed.url);
          if (options.keepOutput === false) {
            // readline's close pauses its input, and a paused stream stays paused when a 'data'
            // listener is added: without resume() nobody read the pipe, it filled, and a logging
            // server's lines piled up in its memory (and its exit blocked on the last of them).
            lines.close();
            child.stdout!.on('data', () => undefined).resume();
          }
        }
      } catch {
        // not a log line
      }
    });
    void exited.then((code) => reject(new Error(`${script} exited (${code}) before listening: ${stderr}`)));
  });
  return {
    url,
    process: child,
    output,
    errors: () => stderr.split('\n').filter(Boolean),
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
