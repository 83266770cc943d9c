// Stopping the server without cutting an answer short. Node's `http.Server.close()` first destroys
// the connections it deems idle, and a connection counts as idle as soon as its response's `end()` was
// called (`closeIdleConnections` checks `finished`), even while most of the body still waits in the
// socket's write queue: a 5.6 MB dataset answered from memory was cut off by SIGTERM. So: stop
// listening (net.Server's close, which waits for the connections), let every answer be written out
// (`finish`), and only then close the keep-alive connections that are idle, also those that become
// idle later. https://github.com/nodejs/node/blob/v22.x/lib/_http_server.js (closeIdleConnections)
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** Counts the answers being written; `close` resolves once all are written and every connection is closed. */
export function gracefulClose(server: Server): () => Promise<void> {
  let writing = 0;
  let closing = false;
  server.on('request', (_request, response) => {
    writing++;
    response.once('close', () => {
      writing--;
      if (closing && writing === 0) server.closeIdleConnections();
    });
  });
  return () =>
    new Promise((done) => {
      closing = true;
      NetServer.prototype.close.call(server, () => done());
      if (writing === 0) server.closeIdleConnections();
    });
}
