// `npm start` and `npm run serve`: build the local target when needed (see build-stamp.ts), for the
// address it serves unless SITE_URL names another, then run
// a bundle in a child Node with the server's flags (server-launch.ts), passing SIGTERM and SIGINT on
// so it can shut down gracefully, and exiting with its code.
//
// npm runs this under `sh -c`, and on SIGTERM npm kills that shell and exits without waiting: this
// process is then re-parented and no signal reaches it. So, under npm, losing the parent counts as
// SIGTERM too (src/server/stop-signals.ts), and a signal sent to the npm process still drains the server.
import { spawn } from 'node:child_process';
import { onStop } from '../src/server/stop-signals.ts';
import { buildIfStale, servedSiteUrl } from './build-stamp.ts';
import { frontBundle, serverNodeArgs } from './server-launch.ts';

export function runBundle(tag: string, bundle: string): void {
  // Built for the address it is about to serve (build-stamp.ts): only `npm run serve` speaks TLS.
  buildIfStale(tag, servedSiteUrl(process.env, bundle === frontBundle));
  const server = spawn(process.execPath, [...serverNodeArgs, bundle], { stdio: 'inherit' });
  // The server drains and exits; this process exits with its code once it has.
  onStop((reason) => server.kill(reason === 'parent-exited' ? 'SIGTERM' : reason), process.env.npm_lifecycle_event ? process.ppid : undefined);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
