// Requests whose client went away before its body arrived, logged as a count, not one line (and a
// stack) each: a slow-body attack aborted 10,003 requests in one run and wrote 10,003 stacks
// (issue 32), a log an attacker could flood. The first abort of a quiet spell is logged at once, so
// one abort is seen; the rest are counted and said once per interval.
export const abortLogIntervalMs = 5_000;

export type LogLine = (line: Record<string, unknown>) => void;

/** Returns the function to call once per aborted request. */
export function abortedRequestCounter(log: LogLine, intervalMs = abortLogIntervalMs): () => void {
  let counted = 0;
  let window: ReturnType<typeof setTimeout> | undefined;
  const say = (count: number) => log({ level: 'warn', event: 'requests_aborted', count, seconds: intervalMs / 1000 });
  const close = () => {
    window = undefined;
    if (counted === 0) return;
    say(counted);
    counted = 0;
    window = setTimeout(close, intervalMs);
    window.unref?.();
  };
  return () => {
    if (window) {
      counted++;
      return;
    }
    say(1);
    window = setTimeout(close, intervalMs);
    window.unref?.();
  };
}
