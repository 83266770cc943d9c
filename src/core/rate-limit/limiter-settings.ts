// Rate limit settings from the environment, the same on every host: RATE_LIMIT_PER_MINUTE (default
// 300) and RATE_LIMIT_PER_5_MINUTES (default 1000); 0 turns a policy off, both 0 turn limiting off.
import { z } from 'zod';
import type { RateLimiter } from './rate-limiter.ts';
import { rateLimiterFromEnvironment } from './sliding-window-limiter.ts';

const count = (name: string, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]+$/, { error: `${name} must be a whole number of requests (0 turns the limit off).` })
    .transform(Number)
    .default(fallback);

export const rateLimitEnvironment = z.object({
  RATE_LIMIT_PER_MINUTE: count('RATE_LIMIT_PER_MINUTE', 300),
  RATE_LIMIT_PER_5_MINUTES: count('RATE_LIMIT_PER_5_MINUTES', 1000),
});

/** The limiter the environment asks for; throws with the setting's name when one is invalid. */
export function rateLimiterFromEnv(env: Record<string, string | undefined>): RateLimiter | undefined {
  const result = rateLimitEnvironment.safeParse(env);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join(' '));
  return rateLimiterFromEnvironment({ perMinute: result.data.RATE_LIMIT_PER_MINUTE, perFiveMinutes: result.data.RATE_LIMIT_PER_5_MINUTES });
}
