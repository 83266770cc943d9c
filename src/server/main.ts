// The local production server's start-up and shutdown (`npm start` runs the bundle of run.ts; from
// source: `node src/server/run.ts`).
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { kindNames } from '../data/kinds.ts';
import { openStore } from '../data/store.ts';
import { createRawRequestHandler } from '../core/dispatch.ts';
import { createAnswerCache } from '../core/http/answer-cache.ts';
import { rateLimiterFromEnvironment } from '../core/rate-limit/sliding-window-limiter.ts';
import { routeTable } from '../core/routing/route-table.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { createLocalServer } from './local-server.ts';
import { createServerLog, type ServerLog } from './server-log.ts';
import { type DrainResult, gracefulClose } from './graceful-close.ts';
import { onStop } from './stop-signals.ts';

export interface RunningServer {
  url: string;
  /** Stops accepting and drains, cutting what is still being written after `boundMs`. */
  close(boundMs: number): Promise<DrainResult>;
}

export async function startLocalServer(config: ServerConfig, log: ServerLog): Promise<RunningServer> {
  const store = openStore();
  // Load (and check) every kind and index now: a missing or damaged store stops the start, rather
  // than failing requests later. With the 50 MB store this is most of a start: about 350 ms of
  // reading and sha256 checking here (npm run bench:load; the Cold start table has the whole start).
  for (const kind of kindNames) store.kind(kind);
  for (const name of Object.keys(store.meta.files)) if (!(kindNames as readonly string[]).includes(name)) store.index(name);
  const server = createLocalServer({
    distDir: resolve(config.DIST_DIR),
    routes: routeTable,
    meta: store.meta,
    handler: createRawRequestHandler({
      routes: routeTable,
      store,
      // Recent 200 answers of the query layer, given again to the same URL (8 MB).
      answerCache: createAnswerCache(),
      rateLimiter: rateLimiterFromEnvironment({ perMinute: config.RATE_LIMIT_PER_MINUTE, perFiveMinutes: config.RATE_LIMIT_PER_5_MINUTES }),
    }),
    trustProxy: config.TRUST_PROXY,
    timeouts: { headersMs: config.HEADERS_TIMEOUT_MS, requestMs: config.REQUEST_TIMEOUT_MS, keepAliveMs: config.KEEP_ALIVE_TIMEOUT_MS },
    log: config.LOG_REQUESTS ? log.request : undefined,
  });
  const close = gracefulClose(server);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    if (config.SOCKET) server.listen(config.SOCKET, () => done());
    else server.listen(config.PORT, config.HOST, () => done());
  });
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return {
    url: config.SOCKET ? `unix:${config.SOCKET}` : `http://${host}:${(server.address() as AddressInfo).port}`,
    // Stop accepting, let in-flight requests finish, then close the idle keep-alive connections.
    close,
  };
}

/**
 * Starts from the environment, logs, and shuts down gracefully on SIGTERM or SIGINT (or, as a worker of
 * `npm run serve`, when its supervisor is gone): requests in flight finish within SHUTDOWN_TIMEOUT_MS.
 */
export async function runServer(): Promise<void> {
  let config: ServerConfig;
  let running: RunningServer;
  let log: ServerLog;
  try {
    config = readServerConfig(process.env);
    log = createServerLog({ level: config.LOG_LEVEL });
    running = await startLocalServer(config, log);
  } catch (error) {
    console.error(`Could not start the server: ${(error as Error).message}`);
    process.exit(1);
  }
  log.info({ event: 'listening', url: running.url });
  onStop((signal) => {
    const boundMs = config.SHUTDOWN_TIMEOUT_MS;
    log.info({ event: 'shutdown', signal, drainMs: boundMs });
    // Should the drain itself hang (it has not been seen to), the process still ends.
    setTimeout(() => process.exit(1), boundMs + 2_000).unref();
    // The requests in flight finish and log their lines; those lines are written before exiting.
    void running
      .close(boundMs)
      .then(async ({ cut }) => {
        // Exit 0 only when nothing was cut: a supervisor can tell a clean stop from a forced one.
        (cut > 0 ? log.warn : log.info)({ event: 'stopped', cut, code: cut > 0 ? 1 : 0 });
        await log.flush();
        process.exit(cut > 0 ? 1 : 0);
      });
  }, config.SUPERVISOR_PID);
}
