// The in-process rate limiter: per client, one sliding-window counter per policy (300 a minute and
// 1,000 every five minutes by default). A window's count is estimated from the current and the
// previous fixed window, weighted by how much of the previous one still overlaps, which smooths the
// double burst a plain fixed window allows at its edge, at the cost of two counters per client.
//
// Memory is bounded twice over: counters live in one map per window, and when a window ends the map
// of the window before it is dropped whole (no sweeping); and each map holds at most `maxClients`
// entries, evicting the oldest, so a flood of distinct addresses cannot grow it.
import type { RateLimitDecision, RateLimiter } from './rate-limiter.ts';

export interface RatePolicy {
  /** Name used in the RateLimit headers: `minute`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface LimiterOptions {
  policies: readonly RatePolicy[];
  /** Most clients tracked per policy and window. */
  maxClients?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

class PolicyCounter {
  readonly policy: RatePolicy;
  private readonly windowMs: number;
  private readonly maxClients: number;
  private window = -1;
  private current = new Map<string, number>();
  private previous = new Map<string, number>();

  constructor(policy: RatePolicy, maxClients: number) {
    this.policy = policy;
    this.windowMs = policy.windowSeconds * 1000;
    this.maxClients = maxClients;
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }

  /** Counts one request; returns what is left of the limit and when the current window ends. */
  count(client: string, now: number): { remaining: number; resetSeconds: number; retryAfterSeconds: number } {
    const window = Math.floor(now / this.windowMs);
    if (window !== this.window) {
      // The previous window survives only if it is the one just before; older counts no longer matter.
      this.previous = window === this.window + 1 ? this.current : new Map();
      this.current = new Map();
      this.window = window;
    }
    const count = (this.current.get(client) ?? 0) + 1;
    if (!this.current.has(client) && this.current.size >= this.maxClients) {
      // Maps iterate in insertion order: the first key is the client seen longest ago.
      this.current.delete(this.current.keys().next().value!);
    }
    this.current.set(client, count);
    const intoWindow = now - window * this.windowMs;
    const elapsed = intoWindow / this.windowMs;
    const previousCount = this.previous.get(client) ?? 0;
    const estimate = previousCount * (1 - elapsed) + count;
    const resetSeconds = Math.max(1, Math.ceil((this.windowMs - intoWindow) / 1000));
    return { remaining: Math.floor(this.policy.limit - estimate), resetSeconds, retryAfterSeconds: this.retryAfter(count, previousCount, elapsed, intoWindow) };
  }

  /**
   * Seconds until one more request would fit: when enough of the previous window has slid out of
   * this one, or, if this window alone is already full, that far into the next (where this window's
   * count becomes the weighted previous one).
   */
  private retryAfter(count: number, previousCount: number, elapsed: number, intoWindow: number): number {
    const { limit } = this.policy;
    let waitMs: number;
    if (count + 1 <= limit) waitMs = previousCount === 0 ? 0 : (1 - (limit - count - 1) / previousCount - elapsed) * this.windowMs;
    else waitMs = this.windowMs - intoWindow + (1 - (limit - 1) / count) * this.windowMs;
    return Math.max(1, Math.ceil(waitMs / 1000));
  }
}

export function createSlidingWindowLimiter(options: LimiterOptions): RateLimiter | undefined {
  const policies = options.policies.filter((policy) => policy.limit > 0);
  if (policies.length === 0) return undefined;
  const now = options.now ?? Date.now;
  const counters = policies.map((policy) => new PolicyCounter(policy, options.maxClients ?? 50_000));
  const policyHeader = ratePolicyHeader(policies);
  return {
    trackedClients: () => counters.reduce((total, counter) => total + counter.size, 0),
    consume(client): RateLimitDecision {
      const time = now();
      const states = counters.map((counter) => ({ counter, ...counter.count(client, time) }));
      // The headers speak of the policy closest to its limit.
      const tightest = states.reduce((a, b) => (b.remaining < a.remaining ? b : a));
      const exceeded = states.filter((state) => state.remaining < 0);
      const allowed = exceeded.length === 0;
      const remaining = Math.max(0, tightest.remaining);
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.max(...exceeded.map((state) => state.retryAfterSeconds)),
        headers: {
          'RateLimit-Policy': policyHeader,
          RateLimit: `"${tightest.counter.policy.name}";r=${remaining};t=${tightest.resetSeconds}`,
          'X-RateLimit-Limit': String(tightest.counter.policy.limit),
          'X-RateLimit-Remaining': String(remaining),
          'X-RateLimit-Reset': String(tightest.resetSeconds),
        },
      };
    },
  };
}

/** RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers): `"name";q=<quota>;w=<window seconds>`, comma-separated. */
export const ratePolicyHeader = (policies: readonly RatePolicy[]): string =>
  policies.map((policy) => `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`).join(', ');

/** The policies RATE_LIMIT_PER_MINUTE and RATE_LIMIT_PER_5_MINUTES ask for; a limit of 0 turns one off. */
export const ratePoliciesOf = (env: { perMinute: number; perFiveMinutes: number }): RatePolicy[] =>
  [
    { name: 'minute', limit: env.perMinute, windowSeconds: 60 },
    { name: '5-minutes', limit: env.perFiveMinutes, windowSeconds: 300 },
  ].filter((policy) => policy.limit > 0);

/** The limiter the environment asks for (every host's query layer; nginx counts with the same policies). */
export function rateLimiterFromEnvironment(env: { perMinute: number; perFiveMinutes: number }): RateLimiter | undefined {
  return createSlidingWindowLimiter({ policies: ratePoliciesOf(env) });
}
