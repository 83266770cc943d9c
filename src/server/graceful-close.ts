// Stopping the server without cutting an answer short. Node's `http.Server.close()` first destroys
// the connections it deems idle, and a connection counts as idle as soon as its response's `end()` was
// called (`closeIdleConnections` checks `finished`), even while most of the body still waits in the
// socket's write queue: a 5.6 MB dataset answered from memory was cut off by SIGTERM. So: stop
// listening (net.Server's close, which waits for the connections), let every answer be written out
// (`finish`), and only then close the keep-alive connections that are idle, also those that become
// idle later. https://github.com/nodejs/node/blob/v22.x/lib/_http_server.js (closeIdleConnections)
//
// The drain has a bound (SHUTDOWN_TIMEOUT_MS): a client reading slower than that would otherwise hold
// the stop for as long as it likes. At the bound the connections still open are destroyed and the
// answers still being written on them are counted: the caller logs the count and exits non-zero.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface DrainResult {
  /** Answers that were still being written when the bound passed, and were cut. */
  cut: number;
}

/** Counts the answers being written; `close` resolves once all are written (or cut at `boundMs`). */
export function gracefulClose(server: Server): (boundMs: number) => Promise<DrainResult> {
  let writing = 0;
  let closing = false;
  server.on('request', (_request, response) => {
    writing++;
    response.once('close', () => {
      writing--;
      if (closing && writing === 0) server.closeIdleConnections();
    });
  });
  return (boundMs) =>
    new Promise((done) => {
      closing = true;
      const bound = setTimeout(() => {
        const cut = writing;
        server.closeAllConnections();
        done({ cut });
      }, boundMs);
      NetServer.prototype.close.call(server, () => {
        clearTimeout(bound);
        done({ cut: 0 });
      });
      if (writing === 0) server.closeIdleConnections();
    });
}
