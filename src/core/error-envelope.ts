// The two API surfaces a path can belong to. v2 errors are `{error: {code, message, status}}`; legacy
// v1 errors are `{status: "ERROR", error: "<sentence>"}`, and every v1 answer says it is deprecated.
// A path under /v1 or /api/v1 is v1 even when no route matched.
import type { ApiError } from './errors.ts';

export type ErrorStyle = 'v1' | 'v2';

export const v1Prefix = /^\/(?:api\/)?v1(?:\/|$)/;

/** Whether a path (or path template) is under /v1 or /api/v1: the one test of that, for every caller. */
export const isV1Path = (path: string): boolean => v1Prefix.test(path);

export const errorStyleOfPath = (path: string): ErrorStyle => (isV1Path(path) ? 'v1' : 'v2');

/**
 * RFC 9745 `Deprecation` (an sf-date: v1 is deprecated since v2 and its 2025 dataset, 2026-05-21) and
 * RFC 8288 links to the v1 docs (`rel="deprecation"`, RFC 9745 §3) and to v2 (`successor-version`,
 * RFC 5829).
 */
export const v1Headers: Readonly<Record<string, string>> = {
  Deprecation: '@1779321600',
  Link: '</en/reference/v1/>; rel="deprecation"; type="text/html", </en/reference/>; rel="successor-version"; type="text/html"',
};

export function errorBody(style: ErrorStyle, error: ApiError): unknown {
  return style === 'v1' ? { status: 'ERROR', error: error.message } : error.toBody();
}
