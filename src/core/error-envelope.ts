// The two error body shapes: v2's `{error: {code, message, status}}` and legacy v1's
// `{status: "ERROR", error: "<sentence>"}`. A path under /v1 or /api/v1 answers in v1's shape, even
// when no route matched.
import type { ApiError } from './errors.ts';

export type ErrorStyle = 'v1' | 'v2';

const v1Prefix = /^\/(?:api\/)?v1(?:\/|$)/;

export const errorStyleOfPath = (path: string): ErrorStyle => (v1Prefix.test(path) ? 'v1' : 'v2');

export function errorBody(style: ErrorStyle, error: ApiError): unknown {
  return style === 'v1' ? { status: 'ERROR', error: error.message } : error.toBody();
}
