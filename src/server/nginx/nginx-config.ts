// The whole nginx configuration of the front: nginx serves every prebuilt file itself (with the
// route table's headers, `.br`/`.gz` siblings, ETags and 304s) and hands everything else to the
// query-layer workers, applying the rate limits on the way. `npm run serve` writes it for its own
// workers; `npm run nginx:config` prints it for an upstream and root of yours.
// Directives: https://nginx.org/en/docs/dirindex.html
import { existsSync } from 'node:fs';
import { v1Prefix } from '../../core/error-envelope.ts';
import { contentTypes } from '../../core/http/content-types.ts';
import type { Route } from '../../core/routing/route.ts';
import { knownQueryKeysOf } from '../../core/routing/static-rules.ts';
import { encodedSeparator } from '../../core/routing/encoded-separator.ts';
import type { Store } from '../../data/store.ts';
import { errorAnswer, errorLocation, type NginxError, protocolErrors, styleMaps, unparsedRequest } from './nginx-errors.ts';
import { nginxLocations, queryLocation, toQueryLayer } from './nginx-locations.ts';
import { type RateLimits, rateLimitError, rateLimitRules, rateLimitZones } from './nginx-rate-limit.ts';
import { block, quoted, quotedRegex, withVariables } from './nginx-syntax.ts';
import { connectionLimitError, defaultNginxLimits, eventLimitLines, httpLimitLines, mainLimitLines, type NginxLimits, serverLimitLines } from './nginx-limits.ts';
import { hstsLine, hstsMap, type NginxTls, redirectServer, tlsServerLines } from './nginx-tls.ts';

/** Debian's `libnginx-mod-http-brotli-static`; without it nginx still sends the `.gz` siblings. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  /** `listen` address: `127.0.0.1:8080`, `80`, `[::]:80`. */
  listen: string;
  /** The prebuilt files (absolute `dist/`). */
  root: string;
  /** The query layer: `unix:/run/turkiye/worker-1.sock` or `127.0.0.1:4321`, one per worker. */
  upstreams: readonly string[];
  /** Where nginx keeps its pid and temporary files (absolute). */
  prefix: string;
  /** Run in the foreground, under a supervisor (`npm run serve`). */
  foreground: boolean;
  /** The user nginx's workers run as, when it starts as root (they must reach the workers' sockets). */
  user?: string;
  workerProcesses: number | 'auto';
  rateLimits: RateLimits;
  /** Proxies of yours in front of nginx whose X-Forwarded-For entry names the client (0 or 1). */
  trustProxy: number;
  /** Where request lines go (`/dev/stdout`), or off. */
  accessLog: string | false;
  brotli: boolean;
  /** Timeouts and connection limits (nginx-limits.ts); the production figures when not given. */
  limits?: Partial<NginxLimits>;
  /** TLS on `listen` (nginx-tls.ts); plain HTTP when not given. */
  tls?: NginxTls;
}

export const hasBrotliStatic = (): boolean => existsSync(brotliStaticModule);

/** Request headers over this are refused (431), as by the embedded server. */
const maxHeaderKilobytes = 16;

// One JSON line per request with the embedded server's fields: static answers and nginx's own say
// `static`, the query layer's `query`, with the worker's request id.
const logFormat = [
  '{"time":"$time_iso8601","level":"info","event":"request","method":"$request_method","path":"$request_path",',
  '"status":$status,"ms":$request_ms,"source":"$log_source","requestId":"$log_request_id"}',
].join('');

const logMaps = (): string[] => [
  // $request_time is seconds with millisecond resolution (0.012); the line says milliseconds.
  ...block('map $request_time $request_ms', [`${quotedRegex('~^0\\.0*(?<ms>[1-9][0-9]*)$')} $ms;`, `${quotedRegex('~^(?<s>[1-9][0-9]*)\\.(?<m>[0-9]{3})$')} $s$m;`, 'default 0;']),
  ...block('map $upstream_addr $log_source', ["'' static;", 'default query;']),
  ...block('map $upstream_http_x_request_id $log_request_id', ["'' $request_id;", 'default $upstream_http_x_request_id;']),
];

/** The known query keys, as one map: on a static URL, any of them means the query layer. */
function knownQueryKeyMap(routes: readonly Route[]): string[] {
  const keys = knownQueryKeysOf(routes);
  return block('map $args $known_query_key', [`${quotedRegex(`~(?:^|&)(?:${keys.join('|')})(?:=|&|$)`)} 1;`, 'default 0;']);
}

/**
 * Client paths the query layer answers before any location is chosen (`$request_path` is the client's,
 * `$uri` where nginx is now, which differs while it answers an error page):
 * - an error location asked for from outside: they are internal, and nginx's answer to that is its
 *   own HTML 404, to which no error_page applies;
 * - decode, then match (src/core/routing/encoded-separator.ts): nginx matches locations on the
 *   decoded path, so an encoded separator would reach a file under a URL the table does not publish.
 *   Not while an error page answers such a path, nor a second time (`$outside_path_sent`, set when it
 *   is sent on, lasts through nginx's internal redirects): sent back each time, a 502 went round until
 *   nginx gave up with its HTML 500. `volatile`: a map's value is otherwise kept for the request.
 */
function outsidePathMap(): string[] {
  const errorPages = `${errorLocation('').replaceAll('.', '\\.')}`;
  return block('map "$outside_path_sent:$request_path $uri" $outside_path', [
    'volatile;',
    `${quotedRegex('~^1:')} '';`,
    `${quotedRegex(`~^:${errorPages}`)} 1;`,
    `${quotedRegex(`~^:\\S* ${errorPages}`)} '';`,
    `${quotedRegex(`~^:\\S*${encodedSeparator.source}`)} 1;`,
    "default '';",
  ]);
}

export function nginxConfig(routes: readonly Route[], store: Store, options: NginxOptions): string {
  const rateLimited = rateLimitError(options.rateLimits);
  const limits = { ...defaultNginxLimits, ...options.limits };
  const errors: NginxError[] = [...protocolErrors(maxHeaderKilobytes, limits.requestMs), ...(rateLimited ? [rateLimited] : []), connectionLimitError(limits)];
  // Over TLS, every answer nginx states the headers of carries HSTS too.
  const frontLines = options.tls ? [hstsLine] : [];
  const answers = errors.map((error) => errorAnswer(error, frontLines));
  const accessLog = options.accessLog ? `access_log ${quoted(options.accessLog)} request buffer=64k flush=1s;` : 'access_log off;';
  const proxyPass = 'proxy_pass http://query_layer$request_uri;';
  const queryLayer = [...rateLimitRules(options.rateLimits), proxyPass];
  const errorPages = errors.filter((error) => error.statuses.length > 0).map((error) => `error_page ${error.statuses.join(' ')} = ${errorLocation(error.name)};`);
  const unparsed = unparsedRequest(queryLayer, quotedRegex, errorPages);
  const lines = [
    '# Generated from the route table (src/server/nginx/nginx-config.ts); regenerate, do not edit.',
    ...(options.brotli ? [`load_module ${brotliStaticModule};`] : []),
    `worker_processes ${options.workerProcesses};`,
    ...mainLimitLines(limits),
    ...(options.user ? [`user ${quoted(options.user)};`] : []),
    ...(options.foreground ? ['daemon off;'] : []),
    `pid ${quoted(`${options.prefix}/nginx.pid`)};`,
    'error_log stderr warn;',
    ...block('events', eventLimitLines(limits)),
    ...block('http', [
      ...block(
        'types',
        Object.entries(contentTypes).map(([extension, type]) => `${quoted(type)} ${extension.slice(1)};`),
      ),
      'default_type application/octet-stream;',
      'server_tokens off;',
      'sendfile on;',
      'tcp_nopush on;',
      'open_file_cache max=10000 inactive=60s;',
      // A path is the client's, as on the embedded server: `//v2/provinces/34` is not the record.
      'merge_slashes off;',
      `large_client_header_buffers 4 ${maxHeaderKilobytes}k;`,
      ...httpLimitLines(limits),
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${quoted(`${options.prefix}/${kind}`)};`),
      'gzip_static on;',
      ...(options.brotli ? ['brotli_static on;'] : []),
      // Only the build's siblings (over 1 KB): compressing on the fly would make the ETag weak on GET
      // but not on HEAD (nginx does not compress a HEAD), and the query layer compresses its own.
      'gzip_vary on;',
      ...styleMaps(v1Prefix.source, quotedRegex),
      ...logMaps(),
      `log_format request escape=json ${withVariables(logFormat)};`,
      ...knownQueryKeyMap(routes),
      ...outsidePathMap(),
      // A request nginx refused has no Host yet, and Node refuses a request without one.
      ...block('map $host $upstream_host', ["'' localhost;", 'default $host;']),
      ...(options.tls ? hstsMap() : []),
      ...rateLimitZones(options.rateLimits, routes),
      'limit_req_status 429;',
      ...answers.flatMap((answer) => answer.maps),
      ...unparsed.maps,
      ...block('upstream query_layer', [...options.upstreams.map((upstream) => `server ${upstream} max_fails=0;`), 'keepalive 64;']),
      ...block('server', [
        ...(options.tls ? tlsServerLines(options.listen, options.tls) : [`listen ${options.listen};`]),
        `root ${quoted(options.root)};`,
        accessLog,
        ...serverLimitLines(limits),
        ...(options.trustProxy > 0 ? ['set_real_ip_from 0.0.0.0/0;', 'set_real_ip_from ::/0;', 'real_ip_header X-Forwarded-For;'] : []),
        // Methods files do not take (405 from the static module), a known query parameter (418) and
        // a folder without index.html (403) are the query layer's to answer, and so is an error
        // location asked for from outside (404: they are internal), which is no route.
        `error_page 403 404 405 ${toQueryLayer} = ${queryLocation};`,
        ...errorPages,
        // Once: what the query layer answers may itself be an error page (a 502 while no worker is up).
        'uninitialized_variable_warn off;',
        `if ($outside_path) { set $outside_path_sent 1; return ${toQueryLayer}; }`,
        unparsed.errorPage,
        // The refused request's own redirect may lead to a second one (unparsedRequest).
        'recursive_error_pages on;',
        'proxy_http_version 1.1;',
        "proxy_set_header Connection '';",
        'proxy_set_header Host $upstream_host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_buffers 32 16k;',
        ...block(`location ${queryLocation}`, queryLayer),
        ...answers.flatMap((answer) => answer.location),
        ...unparsed.location,
        ...nginxLocations(routes, store, queryLayer, [proxyPass], frontLines),
      ]),
      ...(options.tls ? redirectServer(options.tls, accessLog) : []),
    ]),
  ];
  return `${indent(lines).join('\n')}\n`;
}

/** Blocks come back flat from `block`; re-indent by nesting for a readable file. */
function indent(lines: readonly string[]): string[] {
  let depth = 0;
  return lines.map((line) => {
    const trimmed = line.trim();
    if (trimmed === '}') depth--;
    const out = `${'  '.repeat(Math.max(0, depth))}${trimmed}`;
    if (trimmed.endsWith('{')) depth++;
    return out;
  });
}
