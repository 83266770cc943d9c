// `npm run bench:distinct -- --in-process`: the same URL sets through the core handler alone, as the
// server calls it (the store, the answer cache, no rate limit), with no socket and no wrk: what making
// an answer costs, apart from what HTTP costs. Each round asks every URL of the row once, in turn,
// with an empty answer cache.
import { createRawRequestHandler } from '../src/core/dispatch.ts';
import { createAnswerCache } from '../src/core/http/answer-cache.ts';
import type { RequestLike } from '../src/core/routing/route.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { openStore } from '../src/data/store.ts';
import type { Row } from './distinct-urls.ts';
import { median } from './median.ts';

const noHeaders = { get: () => null };

export async function inProcessRounds(rows: readonly Row[], rounds: number): Promise<void> {
  const store = openStore();
  console.log('| distinct URLs of the kind | URLs | µs per request (median of rounds) |\n|---|---:|---:|');
  for (const row of rows) {
    const requests: RequestLike[] = row.paths.map((path) => ({ method: 'GET', url: `http://localhost${path}`, headers: noHeaders }));
    const micros: number[] = [];
    for (let round = 0; round <= rounds; round++) {
      // A new answer cache each round, so that every answer is made, as with wrk's larger cycles.
      const handler = createRawRequestHandler({ routes: routeTable, store, answerCache: createAnswerCache() });
      const started = performance.now();
      for (const request of requests) {
        const answer = await handler(request);
        if (answer.status !== 200) throw new Error(`${request.url} answered ${answer.status}`);
      }
      // The first round warms the row's code path and is not counted.
      if (round > 0) micros.push(((performance.now() - started) * 1000) / requests.length);
    }
    console.log(`| ${row.name} | ${requests.length.toLocaleString('en')} | ${median(micros).toFixed(1)} |`);
  }
}
