// `npm run serve`: nginx in front of WORKERS query-layer processes (src/server/serve.ts), on the same
// address as `npm start` (run-bundle.ts).
import { runBundle } from './run-bundle.ts';
import { frontBundle } from './server-launch.ts';

runBundle('serve', frontBundle);
