// The sentences of every error message that is not fixed by the contract. Each says what was wrong and
// how to fix it. Call sites pick a sentence here; they never write one.

const list = (items: readonly string[]) => items.join(', ');

export const messages = {
  unknownParameter: (name: string, allowed: readonly string[]) =>
    allowed.length === 0
      ? `Unknown query parameter "${name}": this endpoint takes no query parameters.`
      : `Unknown query parameter "${name}". Allowed parameters: ${list(allowed)}.`,
  repeatedParameter: (name: string) => `Query parameter "${name}" is given more than once; give it once.`,
  malformedQuery: () => 'The query string is not valid percent-encoding; encode reserved characters as %XX.',
  malformedRequest: () => 'The request line or headers are malformed or too large; percent-encode the URL (RFC 3986) and keep headers short.',
  malformedPath: () => 'The path is not valid percent-encoding; encode reserved characters as %XX.',
  datasetPath: (name: string) => `${name} must be a file name of at most 100 printable characters, for example provinces.json.`,
  pathId: (name: string) => `${name} must be a positive integer (ASCII digits only), for example 34.`,
  integer: (name: string, min: number, max?: number) =>
    max === undefined
      ? `${name} must be an integer of at least ${min} (ASCII digits only).`
      : `${name} must be an integer from ${min} to ${max}.`,
  number: (name: string) => `${name} must be a decimal number, for example 1500 or 12.5.`,
  boolean: (name: string) => `${name} must be true or false.`,
  oneOf: (name: string, allowed: readonly string[]) => `${name} must be one of ${list(allowed)}.`,
  listOf: (name: string, allowed: readonly string[]) =>
    `${name} must be a comma-separated list of ${list(allowed)}.`,
  sortKeys: (allowed: readonly string[]) =>
    `sort must be a comma-separated list of keys from ${list(allowed)}; put - before a key for descending order.`,
  missingParameter: (name: string) => `Query parameter "${name}" is required; add ${name}=… to the URL.`,
  emptyText: (name: string) => `${name} must not be empty; give at least one non-space character.`,
  textTooLong: (name: string, max: number) => `${name} must be at most ${max} characters long.`,
  postalCode: (name: string) => `${name} must be exactly five digits, for example 34710.`,
  releaseVersion: (name: string) => `${name} must be a dataset version such as 2025 (letters, digits, dots and hyphens, at most 20).`,
  postalCodePrefix: (name: string) => `${name} must be one to five digits, for example 347.`,
  unknownFields: (unknown: readonly string[], allowed: readonly string[]) =>
    `Unknown field${unknown.length === 1 ? '' : 's'} in fields: ${list(unknown.map((f) => (f === '' ? '(empty)' : f)))}. Allowed fields: ${list(allowed)}.`,
  unknownIncludes: (unknown: readonly string[], allowed: readonly string[]) =>
    allowed.length === 0
      ? 'include is not supported on this endpoint.'
      : `Unsupported include${unknown.length === 1 ? '' : 's'}: ${list(unknown.map((i) => (i === '' ? '(empty)' : i)))}. Allowed values: ${list(allowed)}.`,
  coordinate: (name: string, limit: number, example: string) =>
    `${name} must be a decimal number of degrees from -${limit} to ${limit} (WGS 84), for example ${example}.`,
  missingCoordinate: (name: string) =>
    `${name} is required: give latitude (from -90 to 90) and longitude (from -180 to 180) in decimal degrees (WGS 84), for example latitude=39.92&longitude=32.85.`,
  range: (min: string, max: string) => `${min} must not be greater than ${max}.`,
  methodNotAllowed: (method: string) => `Method ${method} is not allowed; this API is read-only, use GET or HEAD.`,
  postOnly: (method: string) => `Method ${method} is not allowed here; this endpoint takes POST only (an MCP client sends its JSON-RPC messages here).`,
  getOrPost: (method: string) => `Method ${method} is not allowed here; use GET (or HEAD) for one line, or POST with a JSON body for up to 100 lines.`,
  /** The 405 of a path, by what its rows answer (`allow` is routing/route.ts allowedMethodsOf). */
  methodNotAllowedHere: (method: string, allow: string): string =>
    !allow.includes('POST') ? messages.methodNotAllowed(method) : allow.includes('GET') ? messages.getOrPost(method) : messages.postOnly(method),
  missingArgument: (name: string) => `The argument ${name} is required; add it to the tool call.`,
  noNestedList: (child: string, parent: string, parents: readonly string[]) =>
    parents.length === 0
      ? `A ${parent} has no ${child} list: ${child} records have no parent; leave parent out.`
      : `A ${parent} has no ${child} list: the parent of ${child} records is one of ${list(parents)}.`,
  // One sentence for every POST route, so nginx (which refuses a large body before any route is known) says the same.
  bodyTooLarge: (kilobytes: number) =>
    `The request body is larger than ${kilobytes} KB; send less per request (POST /v2/addresses/parse: at most 100 lines of at most 300 characters; POST /mcp: one message at a time).`,
  unsupportedMediaType: (contentType: string | null) =>
    `The request body must be JSON: send it with Content-Type: application/json${contentType ? ` (this request said ${contentType})` : ' (this request sent none)'}.`,
  malformedJson: () => 'The request body is not valid JSON; send an object such as {"lines": ["Caferağa Mah. Kadıköy/İstanbul"]}.',
  addressLinesShape: () => 'The request body must be a JSON object with one field, "lines": an array of 1 to 100 address lines as strings.',
  tooManyAddressLines: (count: number, max: number) => `The request holds ${count} lines; send at most ${max} per request, and the rest in further requests.`,
  jsonTooDeep: (levels: number) => `The request body nests arrays and objects more than ${levels} levels deep; send a flatter document.`,
  bodyAborted: () => 'The connection closed before the whole request body arrived; send it again, whole.',
  uriTooLong: (max: number) => `The request URL is longer than ${max} characters; shorten the query.`,
  headersTooLarge: (kilobytes: number) => `The request headers are larger than ${kilobytes} KB in all; send fewer or shorter headers (cookies, for example).`,
  missingHost: () => 'An HTTP/1.1 request must carry a Host header (RFC 9112 §3.2); add Host: with the server\'s name.',
  connectNotAllowed: () => 'Method CONNECT is not allowed; this server is not a proxy, send GET or HEAD to an API URL.',
  ambiguousLength: () =>
    'The request gives its body length more than once or in two ways (Content-Length and Transfer-Encoding); send one Content-Length, or chunked alone.',
  unknownTransferEncoding: () => 'The request\'s Transfer-Encoding is not one the server knows; send chunked, or a Content-Length instead.',
  httpVersion: () => 'Only HTTP/1.0 and HTTP/1.1 are served on this connection; send the request line as HTTP/1.1.',
  bodyTimeout: (seconds: number) =>
    `The request body did not arrive within ${seconds} second${seconds === 1 ? '' : 's'}; send the whole body at once, with a Content-Length that matches it.`,
  requestTimeout: (seconds: number) =>
    `The request did not arrive within ${seconds} second${seconds === 1 ? '' : 's'}; send the request line and headers at once.`,
  /** A record route's 404 for an id a release removed (DESIGN §6.8): the contract's sentence first. */
  removedRecord: (notFound: string, removed: { kind: string; singular: string; id: number; name: string; release: string; lastUpdated: string; successorIds: readonly number[] }) =>
    `${notFound} ${removed.singular[0]!.toUpperCase()}${removed.singular.slice(1)} ${removed.id} (${removed.name}) was removed in release ${removed.release} of ${removed.lastUpdated}; its history is at /v2/${removed.kind}/${removed.id}/changes` +
    (removed.successorIds.length === 0
      ? ', and it has no successor.'
      : `, and its successor${removed.successorIds.length === 1 ? ' is' : 's are'} ${list(removed.successorIds.map((successor) => `/v2/${removed.kind}/${successor}`))}.`),
  rateLimited: (seconds: number) => `Rate limit exceeded. Try again in ${seconds} seconds.`,
  serviceUnavailable: (seconds: number) => `The service is restarting and cannot answer this request now. Try again in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
  tooManyConnections: (limit: number) =>
    `Too many requests from your address are in progress at once (at most ${limit}); wait for one to finish before sending the next.`,
} as const;
