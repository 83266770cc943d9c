// The nginx front's timeouts and connection limits, from the same settings as the embedded server's
// (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS), so both hosts
// give a slow client the same time, and sized so that slow clients are shed before fast ones starve:
// - the request line and headers within HEADERS_TIMEOUT_MS (client_header_timeout; nginx then closes
//   without an answer, as it has no request to answer);
// - a body that stops arriving for REQUEST_TIMEOUT_MS is refused with 408 (client_body_timeout: nginx
//   times the gap between two reads, Node the whole request; the bound is the same number);
// - one client address has at most `connectionsPerClient` requests in progress (limit_conn): the
//   slow-body attack of issue 32 (6,000 connections each dripping a POST body) held every one of
//   nginx's 4,096 connections, and /health timed out; now the excess is answered 429 at once;
// - `workerConnections` per nginx worker, and the open-file limit raised to match (each proxied
//   request holds two descriptors: the client's and the worker's);
// - a stop drains for SHUTDOWN_TIMEOUT_MS; `npm run serve` then counts what is left and cuts it
//   (src/server/serve.ts); worker_shutdown_timeout, a second later, is for an nginx run by others.
// https://nginx.org/en/docs/http/ngx_http_core_module.html, ngx_http_limit_conn_module.html, ngx_core_module.html
import { defaultMaxBodyBytes } from '../../core/dispatch.ts';
import { ApiError } from '../../core/errors.ts';
import { messages } from '../../core/messages.ts';
import type { NginxError } from './nginx-errors.ts';

export interface NginxLimits {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  shutdownMs: number;
  /** Connections one nginx worker process holds at once. */
  workerConnections: number;
  /** Requests one client address may have in progress at once. */
  connectionsPerClient: number;
}

/** The production figures (deploy/README.md, "Stopping and limits", states them). */
export const defaultNginxLimits: NginxLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  shutdownMs: 10_000,
  workerConnections: 8_192,
  connectionsPerClient: 64,
};

/**
 * The status limit_conn answers with, inside nginx only: the error location turns it into the 429
 * envelope. Not 429 itself, whose error_page is the rate limit's (another message and Retry-After).
 */
const connectionLimitStatus = 529;

/** Main context: descriptors for every connection twice over, and the drain bound. */
export const mainLimitLines = (limits: NginxLimits): string[] => [
  `worker_rlimit_nofile ${limits.workerConnections * 2 + 1024};`,
  `worker_shutdown_timeout ${limits.shutdownMs + 1_000}ms;`,
];

export const eventLimitLines = (limits: NginxLimits): string[] => [`worker_connections ${limits.workerConnections};`];

/** http context: the timeouts and the per-client zone. */
export const httpLimitLines = (limits: NginxLimits): string[] => [
  `client_header_timeout ${limits.headersMs}ms;`,
  `client_body_timeout ${limits.requestMs}ms;`,
  `keepalive_timeout ${limits.keepAliveMs}ms;`,
  // The core's bound for a POST body (src/core/dispatch.ts): nginx refuses a larger one before reading it.
  `client_max_body_size ${defaultMaxBodyBytes / 1024}k;`,
  'limit_conn_zone $binary_remote_addr zone=per_client:10m;',
  `limit_conn_status ${connectionLimitStatus};`,
];

/** server context: the per-client limit. */
export const serverLimitLines = (limits: NginxLimits): string[] => [`limit_conn per_client ${limits.connectionsPerClient};`];

/** The 429 of a client over its connection limit. */
export const connectionLimitError = (limits: NginxLimits): NginxError => ({
  name: 'too_many_connections',
  statuses: [connectionLimitStatus],
  error: new ApiError('RATE_LIMIT_EXCEEDED', messages.tooManyConnections(limits.connectionsPerClient)),
  headers: { 'Retry-After': '1' },
});
