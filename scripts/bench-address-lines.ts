// `npm run bench:handler -- --lines[=FILE]`: the address reader's own cost on distinct lines (issue 28,
// DESIGN §6.5.1), in process. A line repeated would be answered from the handler's answer cache, which
// hides the reader, so readAddress is called directly, each line once per round: a warm-up round, then
// 5 timed rounds; a line's time is its median over the rounds, and the figure is the median line.
// FILE holds one line per line; without it, the corpus of tests/addresses/real-world-lines.ts.
import { readFileSync } from 'node:fs';
import { readAddress } from '../src/core/addresses/read-address.ts';
import { getStore } from '../src/data/store.ts';
import { realWorldLines } from '../tests/addresses/real-world-lines.ts';
import { median } from './median.ts';

export const addressLinesPath = (count: number) => `readAddress: ${count} distinct lines, each once per round (median line)`;

export function benchAddressLines(file: string | undefined): { path: string; micros: number; linesPerSecond: number } {
  const lines = [...new Set(file ? readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean) : realWorldLines.map((line) => line.q))];
  const store = getStore();
  for (const line of lines) readAddress(store, line);
  const times: number[][] = lines.map(() => []);
  let total = 0;
  for (let round = 0; round < 5; round++) {
    const roundStart = performance.now();
    lines.forEach((line, i) => {
      const started = performance.now();
      readAddress(store, line);
      times[i]!.push((performance.now() - started) * 1000);
    });
    total += performance.now() - roundStart;
  }
  const micros = median(times.map(median));
  const linesPerSecond = Math.round((5 * lines.length) / (total / 1000));
  return { path: addressLinesPath(lines.length), micros: Number(micros.toFixed(1)), linesPerSecond };
}
