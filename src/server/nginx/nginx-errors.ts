// The answers nginx gives itself, in the API's envelope (the v1 one on v1 paths) with the headers
// every error has, written from the one error table (src/core/errors.ts) so they read exactly as the
// query layer's: a client that hits a rate limit, sends an oversized request or arrives while no
// worker is up gets the same kind of answer as for any other mistake.
import { errorBody, v1Headers } from '../../core/error-envelope.ts';
import { ApiError, fixedError } from '../../core/errors.ts';
import { defaultMaxUrlLength } from '../../core/dispatch.ts';
import { alwaysHeaders, errorHeaders } from '../../core/http/headers.ts';
import { messages } from '../../core/messages.ts';
import { addHeaders, block, quoted } from './nginx-syntax.ts';

/** nginx's own statuses, the error each becomes, and the headers it adds. */
export interface NginxError {
  /** Names its location (errorLocation) and its body's variable. */
  name: string;
  /** The statuses nginx produces for it (494: headers too large, nginx's internal code). */
  statuses: readonly number[];
  error: ApiError;
  headers?: Readonly<Record<string, string>>;
}

/** The errors every setup has; the rate-limit one is added when limits are on (nginx-rate-limit.ts). */
export function protocolErrors(maxHeaderKilobytes: number): NginxError[] {
  return [
    // nginx refuses some targets Node takes (`%ZZ`, `%00`, `/../x`): unparsedRequest sends those to
    // the query layer, which answers them as the embedded server does; this is for the rest.
    { name: 'bad_request', statuses: [], error: new ApiError('BAD_REQUEST', messages.malformedRequest()) },
    { name: 'uri_too_long', statuses: [414], error: new ApiError('URI_TOO_LONG', messages.uriTooLong(defaultMaxUrlLength)) },
    { name: 'headers_too_large', statuses: [494], error: new ApiError('REQUEST_HEADER_FIELDS_TOO_LARGE', messages.headersTooLarge(maxHeaderKilobytes)) },
    // No worker answered (all down or restarting): the query layer's own 500.
    { name: 'unavailable', statuses: [500, 502, 503, 504], error: fixedError('INTERNAL_SERVER_ERROR') },
  ];
}

/**
 * Where an error is answered: an internal URI, not a named location, because nginx cannot redirect
 * a request whose request line it could not parse to a named location (it has no URI yet).
 */
export const errorLocation = (name: string): string => `/.nginx-errors/${name}`;

/**
 * The `map` that picks each error's body by the path's API style, and its named location. The style
 * comes from `$api_style` (nginx-config.ts maps it from the request path with the core's v1 test).
 */
export function errorAnswer({ name, error, headers = {} }: NginxError): { maps: string[]; location: string[] } {
  const body = (style: 'v1' | 'v2') => quoted(JSON.stringify(errorBody(style, error)));
  return {
    maps: block(`map $api_style $${name}_body`, [`v1 ${body('v1')};`, `default ${body('v2')};`]),
    location: block(`location = ${errorLocation(name)}`, [
      'internal;',
      ...addHeaders({ ...alwaysHeaders, ...headers, 'Cache-Control': errorHeaders['Cache-Control']! }, true),
      'add_header X-Request-Id $request_id always;',
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
 * Where nginx's own 400s go. A request whose target nginx refused but can name goes to the query
 * layer as it came (the target of `$request`, the request line: nginx sets no `$request_uri` for a
 * target it refused), so every host gives the same answer to `/v2/postal-codes/%ZZ`
 * or `/v2/datasets/provinces.json%00`: the core's, which never touches files. One without a target
 * (a garbled request line) gets the envelope.
 */
export function unparsedRequest(queryLayer: readonly string[]): { errorPage: string; location: string[] } {
  const location = errorLocation('unparsed');
  return {
    errorPage: `error_page 400 = ${location};`,
    location: block(`location = ${location}`, [
      'internal;',
      `error_page 418 = ${errorLocation('bad_request')};`,
      "if ($request_target = '') { return 418; }",
      ...queryLayer.map((line) => line.replace('$request_uri', '$request_target')),
    ]),
  };
}
