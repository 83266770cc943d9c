// The local server's configuration, from environment variables, validated once at start-up so a typo
// fails with a message rather than a surprise.
import { z } from 'zod';

import { rateLimitEnvironment } from '../core/rate-limit/limiter-settings.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const environment = rateLimitEnvironment.extend({
  PORT: z
    .string()
    .regex(/^[0-9]+$/, { error: 'PORT must be a port number from 0 to 65535.' })
    .transform(Number)
    .pipe(z.int().max(65535, { error: 'PORT must be a port number from 0 to 65535.' }))
    .default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  DIST_DIR: z.string().min(1).default('dist'),
  TRUST_PROXY: flag.default(false),
  LOG_REQUESTS: flag.default(true),
});

export type ServerConfig = z.output<typeof environment>;

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = environment.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return result.data;
}
