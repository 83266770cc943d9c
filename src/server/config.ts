// The local server's configuration, from environment variables, validated once at start-up so a typo
// fails with a message rather than a surprise.
import { z } from 'zod';

import { rateLimitEnvironment } from '../core/rate-limit/limiter-settings.ts';
import { defaultTimeouts } from './local-server.ts';
import { defaultShutdownMs } from './stop-signals.ts';
import { logLevels } from './server-log.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const milliseconds = (name: string, fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/, { error: `${name} must be a whole number of milliseconds from 1 to 9999999.` })
    .transform(Number)
    .default(fallback);

const environment = rateLimitEnvironment.extend({
  PORT: z
    .string()
    .regex(/^[0-9]+$/, { error: 'PORT must be a port number from 0 to 65535.' })
    .transform(Number)
    .pipe(z.int().max(65535, { error: 'PORT must be a port number from 0 to 65535.' }))
    .default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  // A Unix socket path to listen on instead of HOST and PORT: how `npm run serve` puts its workers
  // behind nginx.
  SOCKET: z.string().min(1).optional(),
  DIST_DIR: z.string().min(1).default('dist'),
  // The number of reverse proxies in front of the server, as Express's `trust proxy` hop count;
  // `false` is 0. `true` is refused: it used to mean the left-most X-Forwarded-For entry, which the
  // client writes itself.
  TRUST_PROXY: z
    .string()
    .regex(/^(?:[0-9]|false)$/, {
      error: 'TRUST_PROXY must be the number of reverse proxies in front of the server: 0 (or false) for none, 1 for one proxy, up to 9.',
    })
    .transform((value) => (value === 'false' ? 0 : Number(value)))
    .default(0),
  LOG_REQUESTS: flag.default(true),
  LOG_LEVEL: z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}.` }).default('info'),
  HEADERS_TIMEOUT_MS: milliseconds('HEADERS_TIMEOUT_MS', defaultTimeouts.headersMs),
  REQUEST_TIMEOUT_MS: milliseconds('REQUEST_TIMEOUT_MS', defaultTimeouts.requestMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds('KEEP_ALIVE_TIMEOUT_MS', defaultTimeouts.keepAliveMs),
  // How long a stop (SIGTERM, SIGINT) waits for the requests in flight: a download still being read
  // after this is cut, counted in the log, and the exit code says so (graceful-close.ts).
  SHUTDOWN_TIMEOUT_MS: milliseconds('SHUTDOWN_TIMEOUT_MS', defaultShutdownMs),
  // Set by `npm run serve` for its workers (not a setting of yours): a worker whose supervisor is gone
  // stops by itself rather than hold its socket and memory (stop-signals.ts).
  SUPERVISOR_PID: z.string().regex(/^[1-9][0-9]*$/).transform(Number).optional(),
}).refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
  path: ['HEADERS_TIMEOUT_MS'],
  error: 'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS: the headers are part of the request.',
});

export type ServerConfig = z.output<typeof environment>;

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = environment.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return result.data;
}
