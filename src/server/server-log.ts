// The server's structured log: one JSON line per event on stdout (`listening`, `shutdown`, and one
// `request` line per answer when LOG_REQUESTS is on), written asynchronously by pino's sonic-boom
// destination. A synchronous `process.stdout.write` per request cost more than half the static
// record's throughput (issue 22: 8–11k req/s logging, 20–22k without); the asynchronous destination
// hands the lines to one `write` on libuv's thread pool and gathers the lines that arrive meanwhile
// into the next one, so under load many lines cost one system call.
//
// Measured (`npm run bench:engines`, and per line in isolation): pino costs 8–10 µs of CPU per line
// written to a pipe, of which ~3 µs is pino's serialization and the rest sonic-boom's buffering and
// writes; holding 8 KB before a write (flushed every 200 ms anyway, and on exit) took the static
// record's CPU per request from 69 to 58 µs, against 37–45 µs without the log.
//
// The lines keep their fields (`time` as ISO 8601, `level` as a word, `event`, and the request's
// method, path, status, ms, source, requestId); nothing else (no pid, no hostname). Lines still in
// the buffer are written before the process exits: `flush` resolves once they are.
import pino from 'pino';
import type { RequestLogLine } from './local-server.ts';

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ServerLog {
  /** One `request` line (level info). */
  request(line: RequestLogLine): void;
  /** Any other event at level info: `{event: 'listening', url}`. */
  info(fields: Record<string, unknown>): void;
  /** Resolves once every line logged so far has been written. */
  flush(): Promise<void>;
}

export interface ServerLogOptions {
  level: LogLevel;
  /** Where lines go; stdout (fd 1) by default. Tests pass a stream. */
  destination?: pino.DestinationStream;
}

export function createServerLog(options: ServerLogOptions): ServerLog {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: 200 });
  const logger = pino(
    {
      level: options.level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    request: (line) => logger.info({ event: 'request', ...line }),
    info: (fields) => logger.info(fields),
    flush: () => new Promise((done) => logger.flush(() => done())),
  };
}
