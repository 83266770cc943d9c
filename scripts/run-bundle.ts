// `npm start` and `npm run serve`: build the local target when needed (see build-stamp.ts), then run
// a bundle in a child Node with the server's flags (server-launch.ts), passing SIGTERM and SIGINT on
// so it can shut down gracefully, and exiting with its code.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-stamp.ts';
import { serverNodeArgs } from './server-launch.ts';

export function runBundle(tag: string, bundle: string): void {
  buildIfStale(tag);
  const server = spawn(process.execPath, [...serverNodeArgs, bundle], { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
