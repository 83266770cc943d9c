// How the local server is launched (npm start, npm run serve, the tests, the benchmarks, the soak):
// a bundle, on this Node, with the server's flags (src/server/node-args.ts says why).
export { serverNodeArgs } from '../src/server/node-args.ts';
export const serverBundle = '.server/main.mjs';
/** `npm run serve`: nginx in front of query-layer workers (src/server/serve.ts). */
export const frontBundle = '.server/serve.mjs';
