// The one interface rate limiting sits behind, so the in-process limiter can be swapped for a shared
// store or left to the platform (a Vercel WAF rule) without touching the dispatcher.

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a request from this client would be allowed again (when not allowed). */
  retryAfterSeconds: number;
  /** `X-RateLimit-*`, `RateLimit` and `RateLimit-Policy`, sent on every answer. */
  headers: Record<string, string>;
}

export interface RateLimiter {
  /** Counts one request from `client` and says whether it may proceed. */
  consume(client: string): RateLimitDecision;
  /** How many client counters are held now (memory is bounded by this). */
  trackedClients(): number;
}
