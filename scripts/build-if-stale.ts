// `npm test`'s first step: build only when the build is not current (the stamp `npm start` uses), so
// running the tests again after changing only tests costs no build.
import { spawnSync } from 'node:child_process';
import { staleBuildReason } from './build-stamp.ts';

const reason = staleBuildReason();
if (reason) {
  console.log(`[test] building first: ${reason}`);
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('[test] the build is current (npm run build to force one)');
}
