// The rate limits in nginx, for the setup with several workers (each worker would count on its own):
// one `limit_req` zone per policy, keyed on the client address, over the query layer only (files
// are not limited, as on the embedded server). https://nginx.org/en/docs/http/ngx_http_limit_req_module.html
//
// nginx counts with a leaky bucket, not the embedded server's sliding window: a policy of N requests
// per window lets N through at once (`burst` N − 1, `nodelay`) and then one more each window / N
// seconds. So the answer's Retry-After is that refill interval of the slowest policy, which is when
// the next request will pass; the remaining count is not known to nginx, so only a refusal carries
// the rate-limit headers.
import { ApiError } from '../../core/errors.ts';
import { messages } from '../../core/messages.ts';
import { type RatePolicy, ratePoliciesOf, ratePolicyHeader } from '../../core/rate-limit/sliding-window-limiter.ts';
import { compileTemplate } from '../../core/routing/match-route.ts';
import { methodOf, type Route } from '../../core/routing/route.ts';
import type { NginxError } from './nginx-errors.ts';
import { block, quotedRegex } from './nginx-syntax.ts';

export interface RateLimits {
  perMinute: number;
  perFiveMinutes: number;
}

const zoneOf = (policy: RatePolicy) => `rate_${policy.name.replace('-', '_')}`;

/**
 * Which requests count, as the embedded server counts them (src/core/dispatch.ts): a request of the
 * route's own method (GET and HEAD, or POST on a POST route such as /mcp) or a GET to an unknown
 * path; not a preflight, and not a method the route refuses with 405. nginx leaves a request whose
 * key is empty out of the count, so this map gives the client's address or nothing.
 */
function countedKeyMap(routes: readonly Route[]): string[] {
  const regexOf = (path: string) => compileTemplate(path).regex.source.slice(1, -1);
  const postPaths = routes.filter((route) => methodOf(route) === 'POST').map((route) => route.path);
  // A path that also has a GET row (/v2/addresses/parse) counts GET and HEAD too, by the line below.
  const postOnlyPaths = postPaths.filter((path) => !routes.some((route) => route.path === path && methodOf(route) === 'GET'));
  const postEntries = [
    ...(postPaths.length === 0 ? [] : [`${quotedRegex(`~^POST (?:${postPaths.map(regexOf).join('|')})$`)} $binary_remote_addr;`]),
    ...(postOnlyPaths.length === 0 ? [] : [`${quotedRegex(`~^[A-Z]+ (?:${postOnlyPaths.map(regexOf).join('|')})$`)} '';`]),
  ];
  return block('map "$request_method $uri" $rate_limit_key', [...postEntries, `${quotedRegex('~^(?:GET|HEAD) ')} $binary_remote_addr;`, "default '';"]);
}

/** `limit_req_zone` lines (http level); none when limits are off. */
export function rateLimitZones(limits: RateLimits, routes: readonly Route[]): string[] {
  const policies = ratePoliciesOf(limits);
  if (policies.length === 0) return [];
  // nginx takes whole requests per minute; a 5-minute quota that is not a multiple of 5 rounds up.
  return [
    ...countedKeyMap(routes),
    ...policies.map((policy) => `limit_req_zone $rate_limit_key zone=${zoneOf(policy)}:10m rate=${Math.ceil((policy.limit * 60) / policy.windowSeconds)}r/m;`),
  ];
}

/** `limit_req` lines for the locations that reach the query layer. */
export const rateLimitRules = (limits: RateLimits): string[] =>
  ratePoliciesOf(limits).map((policy) => `limit_req zone=${zoneOf(policy)} burst=${policy.limit - 1} nodelay;`);

/** The 429 answer, or none when limits are off. */
export function rateLimitError(limits: RateLimits): NginxError | undefined {
  const policies = ratePoliciesOf(limits);
  if (policies.length === 0) return undefined;
  const refill = (policy: RatePolicy) => policy.windowSeconds / policy.limit;
  const slowest = policies.reduce((a, b) => (refill(b) > refill(a) ? b : a));
  const retryAfter = Math.max(1, Math.ceil(refill(slowest)));
  return {
    name: 'rate_limited',
    statuses: [429],
    error: new ApiError('RATE_LIMIT_EXCEEDED', messages.rateLimited(retryAfter)),
    headers: {
      'Retry-After': String(retryAfter),
      // draft-ietf-httpapi-ratelimit-headers, as the embedded limiter writes them.
      'RateLimit-Policy': ratePolicyHeader(policies),
      RateLimit: `"${slowest.name}";r=0;t=${retryAfter}`,
      'X-RateLimit-Limit': String(slowest.limit),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(retryAfter),
    },
  };
}
