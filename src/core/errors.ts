// Every error the service can answer, as one table: a code, its HTTP status, and the fixed message
// where the spec (or DESIGN §3) quotes one. Nothing else decides an error's status or writes its body.

const errorTable = {
  BAD_REQUEST: { status: 400 },
  INVALID_RANGE_FILTER: { status: 400 },
  INVALID_HIERARCHY_FILTER: { status: 400, message: 'Hierarchy filters are inconsistent.' },
  INVALID_FIELDS: { status: 400 },
  INVALID_INCLUDE: { status: 400 },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found.' },
  DATASET_NOT_FOUND: { status: 404, message: 'Dataset not found.' },
  PROVINCE_NOT_FOUND: { status: 404, message: 'Province not found.' },
  DISTRICT_NOT_FOUND: { status: 404, message: 'District not found.' },
  MUNICIPALITY_NOT_FOUND: { status: 404, message: 'Municipality not found.' },
  NEIGHBORHOOD_NOT_FOUND: { status: 404, message: 'Neighborhood not found.' },
  VILLAGE_NOT_FOUND: { status: 404, message: 'Village not found.' },
  POSTAL_CODE_NOT_FOUND: { status: 404, message: 'Postal code not found.' },
  LOCATION_NOT_FOUND: { status: 404, message: 'No province at this location.' },
  // v1 only: a town is a municipality of type town, and v1 names it so.
  TOWN_NOT_FOUND: { status: 404, message: 'Town not found.' },
  METHOD_NOT_ALLOWED: { status: 405 },
  REQUEST_TIMEOUT: { status: 408 },
  // RFC 9110 §15.5.14 "413 Content Too Large": a POST body over the bound (POST /mcp).
  CONTENT_TOO_LARGE: { status: 413 },
  URI_TOO_LONG: { status: 414 },
  // RFC 9110 §15.5.16: a JSON route's body sent as another media type (POST /v2/addresses/parse).
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  REQUEST_HEADER_FIELDS_TOO_LARGE: { status: 431 },
  RATE_LIMIT_EXCEEDED: { status: 429 },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Internal server error.' },
  // A Transfer-Encoding the server does not know (RFC 9112 §6.1): only nginx says so, before any route.
  NOT_IMPLEMENTED: { status: 501 },
  // No query-layer process can answer for a moment (all restarting): only nginx says so, with Retry-After
  // (RFC 9110 §15.6.4); a load balancer takes the front out of rotation until /health answers again.
  SERVICE_UNAVAILABLE: { status: 503 },
  // A request line naming a version other than HTTP/1.x on an HTTP/1 connection (RFC 9110 §15.6.6).
  HTTP_VERSION_NOT_SUPPORTED: { status: 505 },
} as const satisfies Record<string, { status: number; message?: string }>;

export type ErrorCode = keyof typeof errorTable;
type CodeWithFixedMessage = { [C in ErrorCode]: (typeof errorTable)[C] extends { message: string } ? C : never }[ErrorCode];
export type NotFoundCode = Extract<ErrorCode, `${string}_NOT_FOUND`>;

export const errorCodes = Object.keys(errorTable) as ErrorCode[];
export const statusOf = (code: ErrorCode): number => errorTable[code].status;

/** An error answer: thrown or returned by parsers and handlers, turned into the envelope once. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers, e.g. `Allow` on 405 or `Retry-After` on 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = statusOf(code);
    this.headers = headers;
  }

  toBody(): { error: { code: ErrorCode; message: string; status: number } } {
    return { error: { code: this.code, message: this.message, status: this.status } };
  }
}

/** An error whose message the contract fixes (`Route not found.`, `Province not found.` …). */
export const fixedError = (code: CodeWithFixedMessage): ApiError =>
  new ApiError(code, (errorTable[code] as { message: string }).message);
