// Node's flags for the server process (npm start, npm run serve's workers, the tests, the benchmarks,
// the soak). V8 sizes its heap from the machine's memory (gigabytes), so under steady load it would
// let garbage pile up for a long while before collecting; the server's live heap is ~20 MB, and with
// a 256 MB cap V8 collects early and memory levels off at once. The young generation is capped too
// (4 MB semi-spaces, V8's default is 16): under the soak's load it grew and took the RSS from 145 MB
// to 173 MB, over issue 22's budget of 160 MB.
export const serverNodeArgs = ['--max-old-space-size=256', '--max-semi-space-size=4'];
