// `npm run bench:cold`: how long a fresh process takes to answer its first query.
// - Local server: from spawning .server/main.mjs to the first 200 of a list query (polling).
// - Vercel function: in a fresh Node process with the function's folder as working directory, the
//   import of the built entry, then its first `fetch` of a list query (what a cold invocation pays
//   beyond the platform's own start-up).
// Medians of 5 runs each. Needs `npm run build` first; `-- --record` writes the Performance page's table.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { serverBundle, serverNodeArgs } from './server-launch.ts';
import { median } from './median.ts';
import { recordFigures } from './record-figures.ts';

const runs = 5;
const query = '/v2/neighborhoods?search=kadikoy&limit=5';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function localColdStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
    env: { ...process.env, PORT: String(port), LOG_REQUESTS: 'false' },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - started < 10_000) {
      const answered = await fetch(`http://127.0.0.1:${port}${query}`).then((response) => response.status === 200, () => false);
      if (answered) return performance.now() - started;
      await new Promise((wait) => setTimeout(wait, 1));
    }
    throw new Error('the local server did not answer within 10 s');
  } finally {
    child.kill();
  }
}

const functionDir = resolve('.vercel/output/functions/_render.func');
const { handler } = JSON.parse(readFileSync(join(functionDir, '.vc-config.json'), 'utf8')) as { handler: string };
const probe = `
const t0 = performance.now();
const { default: fn } = await import(${JSON.stringify(join(functionDir, handler))});
const t1 = performance.now();
const response = await fn.fetch(new Request('http://localhost${query}'));
await response.text();
const t2 = performance.now();
console.log(JSON.stringify({ status: response.status, importMs: t1 - t0, firstQueryMs: t2 - t1 }));`;

function functionColdStart(): { importMs: number; firstQueryMs: number; processMs: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: functionDir, encoding: 'utf8' });
  const processMs = performance.now() - started;
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { status: number; importMs: number; firstQueryMs: number };
  if (result.status !== 200) throw new Error(`the function answered ${result.status}: ${run.stderr}`);
  return { ...result, processMs };
}

const local: number[] = [];
for (let i = 0; i < runs; i++) local.push(await localColdStart());
const vercel = Array.from({ length: runs }, functionColdStart);
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`query: ${query}; medians of ${runs} runs\n`);
console.log(`local server, spawn to first answer: ${ms(median(local))}`);
console.log(`Vercel function: import ${ms(median(vercel.map((v) => v.importMs)))} + first query ${ms(median(vercel.map((v) => v.firstQueryMs)))}; whole fresh process ${ms(median(vercel.map((v) => v.processMs)))}`);
recordFigures('cold-start', 'bench:cold', [
  { measure: 'localFirstAnswer', ms: Math.round(median(local)) },
  { measure: 'functionImport', ms: Math.round(median(vercel.map((v) => v.importMs))) },
  { measure: 'functionFirstQuery', ms: Math.round(median(vercel.map((v) => v.firstQueryMs))) },
  { measure: 'functionProcess', ms: Math.round(median(vercel.map((v) => v.processMs))) },
]);
