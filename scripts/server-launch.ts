// How the local server is launched (npm start, the tests, the benchmarks, the soak): the bundle, on
// this Node, with a heap cap. V8 sizes its heap from the machine's memory (gigabytes), so under
// steady load it would let garbage pile up for a long while before collecting; the server's live heap
// is ~20 MB, and with a 256 MB cap V8 collects early and memory levels off at once.
export const serverBundle = '.server/main.mjs';
export const serverNodeArgs = ['--max-old-space-size=256'];
/** `npm run serve`: nginx in front of query-layer workers (src/server/serve.ts). */
export const frontBundle = '.server/serve.mjs';
