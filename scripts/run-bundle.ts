// `npm start` and `npm run serve`: build the local target when needed (see build-stamp.ts), then run
// a bundle in a child Node with the server's flags (server-launch.ts), passing SIGTERM and SIGINT on
// so it can shut down gracefully, and exiting with its code.
//
// npm runs this under `sh -c`, and on SIGTERM npm kills that shell and exits without waiting: this
// process is then re-parented and no signal reaches it. So, under npm, losing the parent counts as
// SIGTERM too (src/server/stop-signals.ts), and a signal sent to the npm process still drains the server.
import { spawn } from 'node:child_process';
import { onStop } from '../src/server/stop-signals.ts';
import { buildIfStale } from './build-stamp.ts';
import { serverNodeArgs } from './server-launch.ts';

export function runBundle(tag: string, bundle: string): void {
  buildIfStale(tag);
  const server = spawn(process.execPath, [...serverNodeArgs, bundle], { stdio: 'inherit' });
  // The server drains and exits; this process exits with its code once it has.
  onStop((reason) => server.kill(reason === 'parent-exited' ? 'SIGTERM' : reason), process.env.npm_lifecycle_event ? process.ppid : undefined);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
