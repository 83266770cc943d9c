// The server's structured log: one JSON line per event on stdout (`listening`, `shutdown`, and one
// `request` line per answer when LOG_REQUESTS is on), written asynchronously by pino's sonic-boom
// destination. A synchronous `process.stdout.write` per request cost more than half the static
// record's throughput (issue 22: 8–11k req/s logging, 20–22k without); the asynchronous destination
// hands the lines to one `write` on libuv's thread pool and gathers the lines that arrive meanwhile
// into the next one (8 KB, flushed every 200 ms anyway, and on exit), so under load many lines cost
// one system call.
//
// The request line is the one written per answer, so it skips pino's general path: on this machine
// pino's `logger.info({event: 'request', ...line})` costs 7–8 µs of CPU a line (200,000 lines in a
// loop to /dev/null), a third of what Node takes to answer a whole request, while the same fields put
// into a template cost under 2 µs. The line goes to
// the same destination as pino's other lines (so their order and the flush hold), and a test checks
// that it parses to exactly what pino writes for the same fields. The formatted time is kept for the
// millisecond it names: `toISOString` alone is ~1.9 µs here.
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
  /** An event at level warn: a stop that cut requests, requests aborted by their clients. */
  warn(fields: Record<string, unknown>): void;
  /** Resolves once every line logged so far has been written. */
  flush(): Promise<void>;
}

export interface ServerLogOptions {
  level: LogLevel;
  /** Where lines go; stdout (fd 1) by default. Tests pass a stream. */
  destination?: pino.DestinationStream;
}

/** The `,"time":"…"` part of a line, formatted once per millisecond (pino's `timestamp` shape). */
function millisecondIsoTime(): () => string {
  let lastMs = 0;
  let lastTime = '';
  return () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastTime = `,"time":"${new Date(now).toISOString()}"`;
    }
    return lastTime;
  };
}

/** What `logger.info({event: 'request', ...line})` writes, made directly. */
const requestLineJson = (line: RequestLogLine, time: string) =>
  `{"level":"info"${time},"event":"request","method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms},"source":"${line.source}","requestId":${JSON.stringify(line.requestId)}}\n`;

export const pinoOptions = (level: LogLevel, timestamp: () => string): pino.LoggerOptions => ({
  level,
  base: null,
  timestamp,
  formatters: { level: (label) => ({ level: label }) },
});

/** Request lines are handed to the destination in batches of this many characters. */
const batchLength = 8192;
const batchMs = 200;
/**
 * At most this many bytes wait for stdout. When whatever reads it stops reading (a paused pager, a
 * stalled collector), later lines are dropped and counted rather than held: held, they grew the
 * server by 6 MB a second under load until the heap cap ended it.
 */
const waitingBytes = 8 * 1024 * 1024;

export function createServerLog(options: ServerLogOptions): ServerLog {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: false, minLength: batchLength, maxLength: waitingBytes, periodicFlush: batchMs });
  const time = millisecondIsoTime();
  const logger = pino(pinoOptions(options.level, time), destination);
  const requestsShown = logger.isLevelEnabled('info');
  let pending: string[] = [];
  let pendingLength = 0;
  const handOver = () => {
    if (pending.length === 0) return;
    destination.write(pending.join(''));
    pending = [];
    pendingLength = 0;
  };
  let droppedLines = 0;
  (destination as Partial<NodeJS.EventEmitter>).on?.('drop', (text: string) => {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) droppedLines++;
  });
  setInterval(() => {
    handOver();
    // Said once the destination takes lines again (a line dropped meanwhile is counted and said later).
    if (droppedLines > 0) {
      const lines = droppedLines;
      droppedLines = 0;
      logger.warn({ event: 'log_lines_dropped', lines });
    }
  }, batchMs).unref();
  return {
    request: (line) => {
      if (!requestsShown) return;
      const text = requestLineJson(line, time());
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= batchLength) handOver();
    },
    info: (fields) => {
      handOver();
      logger.info(fields);
    },
    warn: (fields) => {
      handOver();
      logger.warn(fields);
    },
    flush: () => {
      handOver();
      return new Promise((done) => logger.flush(() => done()));
    },
  };
}
