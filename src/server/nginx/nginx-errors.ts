// The answers nginx gives itself, in the API's envelope (the v1 one on v1 paths) with the headers
// every error has, written from the one error table (src/core/errors.ts) so they read exactly as the
// query layer's: a client that hits a rate limit, sends an oversized request or arrives while no
// worker is up gets the same kind of answer as for any other mistake.
import { errorBody, v1Headers } from '../../core/error-envelope.ts';
import { ApiError, fixedError } from '../../core/errors.ts';
import { defaultMaxBodyBytes, defaultMaxUrlLength } from '../../core/dispatch.ts';
import { alwaysHeaders, errorHeaders } from '../../core/http/headers.ts';
import { allowedMethodsOf } from '../../core/routing/route.ts';
import { messages } from '../../core/messages.ts';
import { addHeaders, block, quoted } from './nginx-syntax.ts';

/**
 * Retry-After of the 503: a query-layer worker that died is started again at once and answers within
 * about a second (the fault matrix, tests/http/serve-faults.test.ts, measures 1.2 s with the only
 * worker killed on a busy machine).
 */
export const unavailableRetrySeconds = 2;

/** nginx's own statuses, the error each becomes, and the headers it adds. */
export interface NginxError {
  /** Names its location (errorLocation) and its body's variable. */
  name: string;
  /** The statuses nginx produces for it (494: headers too large, nginx's internal code). */
  statuses: readonly number[];
  error: ApiError;
  headers?: Readonly<Record<string, string>>;
}

/**
 * The errors every setup has; the rate-limit one is added when limits are on (nginx-rate-limit.ts),
 * the connection limit's by nginx-limits.ts. Each status nginx can answer by itself has one, so no
 * answer is nginx's HTML page.
 */
export function protocolErrors(maxHeaderKilobytes: number, bodyTimeoutMs: number): NginxError[] {
  return [
    // nginx refuses some targets Node takes (`%ZZ`, `%00`, `/../x`): unparsedRequest sends those to
    // the query layer, which answers them as the embedded server does; this is for the rest.
    { name: 'bad_request', statuses: [], error: new ApiError('BAD_REQUEST', messages.malformedRequest()) },
    // 400s that unparsedRequest tells from the others by the request: Content-Length with
    // Transfer-Encoding, HTTP/1.1 without Host, CONNECT (which nginx refuses as a bad request line).
    { name: 'ambiguous_length', statuses: [], error: new ApiError('BAD_REQUEST', messages.ambiguousLength()) },
    { name: 'missing_host', statuses: [], error: new ApiError('BAD_REQUEST', messages.missingHost()) },
    { name: 'connect', statuses: [], error: new ApiError('METHOD_NOT_ALLOWED', messages.methodNotAllowed('CONNECT')), headers: { Allow: allowedMethodsOf([]) } },
    // (A file's 405 goes to the query layer, which names the route's methods: nginx-config.ts.)
    // nginx ends a request whose body timed out without answering it; the 408 is here for the error
    // pages' sake, should a module finalize one with an answer.
    { name: 'request_timeout', statuses: [408], error: new ApiError('REQUEST_TIMEOUT', messages.bodyTimeout(bodyTimeoutMs / 1000)) },
    { name: 'content_too_large', statuses: [413], error: new ApiError('CONTENT_TOO_LARGE', messages.bodyTooLarge(defaultMaxBodyBytes / 1024)) },
    { name: 'uri_too_long', statuses: [414], error: new ApiError('URI_TOO_LONG', messages.uriTooLong(defaultMaxUrlLength)) },
    { name: 'headers_too_large', statuses: [431, 494], error: new ApiError('REQUEST_HEADER_FIELDS_TOO_LARGE', messages.headersTooLarge(maxHeaderKilobytes)) },
    { name: 'not_implemented', statuses: [501], error: new ApiError('NOT_IMPLEMENTED', messages.unknownTransferEncoding()) },
    { name: 'http_version', statuses: [505], error: new ApiError('HTTP_VERSION_NOT_SUPPORTED', messages.httpVersion()) },
    // nginx's own failure (a worker's 500 passes through as it is).
    { name: 'internal', statuses: [500], error: fixedError('INTERNAL_SERVER_ERROR') },
    // No worker answered (all down or restarting: 502; too slow: 504): a moment's unavailability, not a
    // fault of the request, so a client and a load balancer know to come back (issue 40).
    {
      name: 'unavailable',
      statuses: [502, 503, 504],
      error: new ApiError('SERVICE_UNAVAILABLE', messages.serviceUnavailable(unavailableRetrySeconds)),
      headers: { 'Retry-After': String(unavailableRetrySeconds) },
    },
  ];
}

/**
 * Where an error is answered: an internal URI, not a named location, because nginx cannot redirect
 * a request whose request line it could not parse to a named location (it has no URI yet).
 */
export const errorLocation = (name: string): string => `/.nginx-errors/${name}`;

/**
 * The `map` that picks each error's body by the path's API style, and its named location. The style
 * comes from `$api_style` (nginx-config.ts maps it from the request path with the core's v1 test);
 * `frontLines` are the front's own add_header lines (HSTS over TLS).
 */
export function errorAnswer({ name, error, headers = {} }: NginxError, frontLines: readonly string[] = []): { maps: string[]; location: string[] } {
  const body = (style: 'v1' | 'v2') => quoted(JSON.stringify(errorBody(style, error)));
  return {
    maps: block(`map $api_style $${name}_body`, [`v1 ${body('v1')};`, `default ${body('v2')};`]),
    location: block(`location = ${errorLocation(name)}`, [
      'internal;',
      ...addHeaders({ ...alwaysHeaders, ...headers, 'Cache-Control': errorHeaders['Cache-Control']! }, true),
      'add_header X-Request-Id $request_id always;',
      ...frontLines,
      // Empty values are not sent, so off v1 paths these two headers are absent.
      ...Object.keys(v1Headers).map((header) => `add_header ${header} $v1_${header.toLowerCase()} always;`),
      'types { }',
      `default_type ${quoted(errorHeaders['Content-Type']!)};`,
      `return ${error.status} $${name}_body;`,
    ]),
  };
}

/** The maps every error answer reads: the API style of the path, and the v1 headers' values. */
export function styleMaps(v1Pattern: string, quotedRegex: (source: string) => string): string[] {
  return [
    ...block('map $request $request_target', [`${quotedRegex('~^[A-Z]+ (?<target>/[^ ]*)')} $target;`, "default '';"]),
    ...block('map $request_target $request_path', [`${quotedRegex('~^(?<path>[^?]*)')} $path;`]),
    ...block('map $request_path $api_style', [`${quotedRegex(`~${v1Pattern}`)} v1;`, 'default v2;']),
    ...Object.entries(v1Headers).flatMap(([header, value]) => block(`map $api_style $v1_${header.toLowerCase()}`, [`v1 ${quoted(value)};`, "default '';"])),
  ];
}

/**
 * Targets nginx refuses that Node takes, with the reason the core gives for each: a `%` not followed by
 * two hex digits, an encoded NUL, a `..` segment (plain or encoded) that climbs out of the root.
 */
const refusedTarget = '/[^ ]*(?:%(?![0-9A-Fa-f]{2})|%00|(?:/|%2[Ff])(?:\\.|%2[Ee]){2}(?:/|%2[Ff]|$|\\?))';

/**
 * Where nginx's own 400s go. A GET or HEAD whose target nginx refused (refusedTarget) goes to the
 * query layer as it came (the target of `$request`, the request line: nginx sets no `$request_uri`
 * for a target it refused), so every host gives the same answer to `/v2/postal-codes/%ZZ` or
 * `/v2/datasets/provinces.json%00`: the core's, which never touches files. Every other 400 (bad or
 * conflicting headers, a garbled request line, a refused POST) is answered here with the envelope and
 * never sent on: re-sent, a POST with two Content-Lengths became a GET and a folded header a 200.
 */
export function unparsedRequest(
  queryLayer: readonly string[],
  quotedRegex: (source: string) => string,
  errorPages: readonly string[],
): { errorPage: string; location: string[]; maps: string[] } {
  const location = errorLocation('unparsed');
  return {
    errorPage: `error_page 400 = ${location};`,
    maps: [
      // Which answer a 400 gets, first match first: a GET or HEAD of a target nginx refused goes on to
      // the query layer; CONNECT; HTTP/1.1 without Host (its request line was taken: $request_uri is
      // set); Content-Length with Transfer-Encoding; the generic envelope.
      ...block('map $request $refused_target', [`${quotedRegex(`~^(?:GET|HEAD) ${refusedTarget}`)} query;`, `${quotedRegex('~^CONNECT ')} connect;`, "default '';"]),
      ...block('map "$refused_target:$server_protocol:$http_host:$request_uri:$http_transfer_encoding:$http_content_length" $unparsed_answer', [
        `${quotedRegex('~^query:')} query;`,
        `${quotedRegex('~^connect:')} connect;`,
        `${quotedRegex('~^:HTTP/1\\.1::/')} missing_host;`,
        `${quotedRegex('~^:[^:]*:[^:]*:[^:]*:.+:.+$')} ambiguous_length;`,
        'default bad_request;',
      ]),
    ],
    location: block(`location = ${location}`, [
      'internal;',
      // A location's own error_page replaces every inherited one: without these, a 429 or 502 met
      // here was nginx's HTML page.
      ...errorPages,
      // Statuses used inside nginx only, to pick the answer (error_page makes it the answer's own).
      `error_page 418 = ${errorLocation('bad_request')};`,
      `error_page 419 = ${errorLocation('ambiguous_length')};`,
      `error_page 420 = ${errorLocation('missing_host')};`,
      `error_page 421 = ${errorLocation('connect')};`,
      'if ($unparsed_answer = connect) { return 421; }',
      'if ($unparsed_answer = missing_host) { return 420; }',
      'if ($unparsed_answer = ambiguous_length) { return 419; }',
      'if ($unparsed_answer = bad_request) { return 418; }',
      ...queryLayer.map((line) => line.replace('$request_uri', '$request_target')),
    ]),
  };
}
