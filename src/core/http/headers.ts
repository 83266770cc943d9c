// Header values, built once. Every response carries CORS, nosniff and a content security policy
// (security-headers.ts: pages carry their own); the cache policies are the spec's (datasets) and
// DESIGN §3's (everything else).
import { answerSecurityHeaders } from './security-headers.ts';

export const jsonContentType = 'application/json; charset=utf-8';

const exposedHeaders = [
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'Retry-After',
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'RateLimit',
  'RateLimit-Policy',
  'Deprecation',
  'Link',
];

/**
 * On every response, errors and 429s included, so browsers can read them cross-origin, never sniff
 * them into another type, and never run or frame them (a page's own policy replaces the last).
 */
export const alwaysHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': exposedHeaders.join(', '),
  'X-Content-Type-Options': 'nosniff',
  ...answerSecurityHeaders,
};

/** On every error answer (the envelope): errors are never cached (DESIGN §3). */
export const errorHeaders: Readonly<Record<string, string>> = {
  'Content-Type': jsonContentType,
  'Cache-Control': 'no-store',
};

/**
 * The CORS preflight's answer for a path, given the path's `Allow` (routing/route.ts
 * allowedMethodsOf): a POST path (POST /mcp, POST /v2/addresses/parse) lists POST.
 */
export const preflightHeaders = (allow: string): Record<string, string> => ({
  'Access-Control-Allow-Methods': allow,
  // `*` allows every request header a non-credentialed request sends: If-None-Match here, and a POST
  // client's Content-Type, Accept and Mcp-Protocol-Version (the Fetch standard's wildcard).
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
});

export const cachePolicies = {
  /** Every 200 under /v2 (and /v1) except datasets. */
  api: 'public, max-age=300',
  datasetLatest: 'public, max-age=3600, stale-while-revalidate=86400',
  datasetPinned: 'public, max-age=31536000, immutable',
  /** A health check must reach the origin. */
  health: 'no-store',
  /** Fingerprinted docs assets (`/_astro/*`). */
  immutableAsset: 'public, max-age=31536000, immutable',
  /** Docs pages: always revalidate (cheap with ETags), so a deploy shows at once. */
  page: 'public, max-age=0, must-revalidate',
} as const;

/** RFC 9110 §5.6.7 IMF-fixdate of a `YYYY-MM-DD` date, for Last-Modified. */
export const httpDate = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toUTCString();
