// What the offline command says on stderr: a progress bar (lines done, lines per second, time left)
// redrawn in place while stderr is a terminal, and one summary line at the end, always. Time left is
// the share of the file's bytes read so far, extrapolated: the line count is not known until the end.
import type { Verdict } from '../core/addresses/parsed-address.ts';

export interface Counts {
  lines: number;
  accept: number;
  confirm: number;
  fix: number;
}

const barWidth = 24;
const number = (value: number) => Math.round(value).toLocaleString('en');

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** The progress bar's text: `[######------]  45% 120,000 lines  24,000 lines/s  ~6 s left`. */
export function progressLine(done: number, fraction: number, elapsedSeconds: number): string {
  const filled = Math.round(Math.min(1, fraction) * barWidth);
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
  const left = fraction > 0 ? (elapsedSeconds * (1 - fraction)) / fraction : Number.POSITIVE_INFINITY;
  return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ${number(done)} lines  ${number(rate)} lines/s  ~${formatDuration(left)} left`;
}

/** `N lines, X accept, Y confirm, Z fix, T s` (the words). */
export const summaryLine = (counts: Counts, seconds: number): string =>
  `${number(counts.lines)} lines, ${number(counts.accept)} accept, ${number(counts.confirm)} confirm, ${number(counts.fix)} fix, ${seconds.toFixed(1)} s`;

export function createProgress(stream: NodeJS.WriteStream, totalBytes: number) {
  const started = performance.now();
  const counts: Counts = { lines: 0, accept: 0, confirm: 0, fix: 0 };
  let bytes = 0;
  const elapsed = () => (performance.now() - started) / 1000;
  const draw = () => stream.write(`\r${progressLine(counts.lines, totalBytes > 0 ? bytes / totalBytes : 0, elapsed())}\x1b[K`);
  // Redrawn five times a second, only on a terminal: a log file or a pipe gets the summary alone.
  const timer = stream.isTTY ? setInterval(draw, 200) : undefined;
  timer?.unref();
  return {
    counts,
    bytesRead(count: number) {
      bytes += count;
    },
    count(verdict: Verdict) {
      counts.lines++;
      counts[verdict]++;
    },
    finish(): string {
      if (timer) {
        clearInterval(timer);
        stream.write('\r\x1b[K');
      }
      const line = summaryLine(counts, elapsed());
      stream.write(`${line}\n`);
      return line;
    },
  };
}
