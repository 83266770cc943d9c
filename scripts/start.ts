// `npm start`: builds the local target when needed (see build-stamp.ts), then runs the server bundle
// in a child Node with the server's flags (server-launch.ts), passing SIGTERM and SIGINT on so it can
// shut down gracefully, and exiting with its code.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-stamp.ts';
import { serverBundle, serverNodeArgs } from './server-launch.ts';

buildIfStale('start');
const server = spawn(process.execPath, [...serverNodeArgs, serverBundle], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
