// `npm start`: builds the local target when needed (see build-stamp.ts), then starts the server.
import { spawnSync } from 'node:child_process';
import { serverBundle, staleBuildReason } from './build-stamp.ts';

const reason = staleBuildReason();
if (reason) {
  console.log(`[start] building first: ${reason}`);
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The bundle starts the server when loaded (its entry is src/server/run.ts).
await import(new URL(`../${serverBundle}`, import.meta.url).href);
