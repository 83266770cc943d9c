// The `location` blocks of the nginx front, generated from the route table's static rules exactly as
// the Vercel routing is (src/astro/vercel-routing.ts) and as the local server applies them, so a new
// route-table row works behind nginx with no nginx change:
// - a static route's URL answers from its file (but /health: the query layer, whose answer is the check) unless the query carries a parameter the API knows
//   (then, and when the file is missing, the query layer answers);
// - a rewritten file (`/v2/provinces/34.json`) and a precompressed sibling are not URLs of their own;
// - every other API URL, any method but GET and HEAD, and every missing file go to the query layer;
// - everything else the build wrote (the docs) is served as is, with the asset rules' headers.
// nginx tries regex locations in the order written and takes the first match.
import { apiPath } from '../../core/routing/api-paths.ts';
import { assetRules, defaultAssetHeaders } from '../../core/routing/asset-rules.ts';
import type { Route } from '../../core/routing/route.ts';
import { precompressedSibling, staticFilesOf, staticRulesOf } from '../../core/routing/static-rules.ts';
import { alwaysHeaders } from '../../core/http/headers.ts';
import type { Store } from '../../data/store.ts';
import { addHeaders, block, captureTemplate, quoted, quotedRegex } from './nginx-syntax.ts';

/** The named location that proxies to the query layer (nginx-config.ts defines it). */
export const queryLocation = '@query';

/**
 * What a location that hands requests to the query layer says: no access log (the worker logs its
 * answer), the rate limits, the proxy_pass. Given by nginx-config.ts, which knows the settings.
 */
export type QueryLayerLines = readonly string[];
/** The status a location returns to hand a request to the query layer (through `error_page`). */
export const toQueryLayer = 418;

/**
 * The headers of a file answer: CORS, nosniff and the policy, a request id, the rule's, and the front's
 * own (`frontLines`: HSTS over TLS); Content-Type by `types`, or set here.
 */
function fileHeaderLines(headers: Readonly<Record<string, string>>, frontLines: readonly string[]): string[] {
  const { 'Content-Type': contentType, ...others } = headers;
  return [
    // add_header in a location replaces every inherited one, so each location states them all.
    ...addHeaders({ ...alwaysHeaders, ...others }),
    ...frontLines,
    'add_header X-Request-Id $request_id;',
    // An empty value removes nginx's own header (the file's time): only the dataset rules give one.
    ...('Last-Modified' in others ? [] : ["add_header Last-Modified '';"]),
    ...(contentType ? ['types { }', `default_type ${quoted(contentType)};`] : []),
  ];
}

/** Serving `file` (with captures) unless a known query parameter says the query layer must answer. */
const staticAnswer = (file: string, headers: Readonly<Record<string, string>>, frontLines: readonly string[]): string[] => [
  `if ($known_query_key) { return ${toQueryLayer}; }`,
  `try_files ${file} ${queryLocation};`,
  ...fileHeaderLines(headers, frontLines),
];

/**
 * `uncounted` is `queryLayer` without the rate limits: for a URL the embedded server answers from its
 * file, which no limit counts (/health: a load balancer's probe must not use up its address's quota).
 * `frontLines` are add_header lines of the front itself, for every location that states its headers.
 */
export function nginxLocations(routes: readonly Route[], store: Store, queryLayer: QueryLayerLines, uncounted: QueryLayerLines, frontLines: readonly string[]): string[] {
  const proxied = (pattern: string, lines = queryLayer): string[] => block(`location ~ ${quotedRegex(pattern)}`, lines);
  const rules = staticRulesOf(routes);
  const ruleHeaders = new Map(rules.map((rule) => [rule, rule.route.static.headers(store.meta)]));
  // Single files whose headers their route's rule cannot give (SHA256SUMS has no extension): one
  // exact location each, which nginx prefers to any regex.
  const singleFiles = staticFilesOf(routes, store)
    .map((file) => ({ ...file, own: file.route.static.fileHeaders?.(file.params) ?? {} }))
    .filter(({ own }) => Object.keys(own).length > 0)
    .flatMap(({ route, url, file, own }) =>
      block(`location = ${quoted(url)}`, staticAnswer(quoted(file), { ...ruleHeaders.get(rules.find((rule) => rule.route === route)!)!, ...own }, frontLines)),
    );
  return [
    ...singleFiles,
    // Precompressed siblings and rewritten files are encodings and answers of other URLs.
    ...proxied(precompressedSibling.source),
    ...rules.filter((rule) => rule.rewrites).flatMap((rule) => proxied(rule.filePattern.source)),
    ...rules.flatMap((rule) =>
      rule.route.static.answeredByQueryLayerBehindFront
        ? proxied(rule.publicPattern.source, uncounted)
        : block(`location ~ ${quotedRegex(rule.publicPattern.source)}`, staticAnswer(captureTemplate(rule.route.static.file), ruleHeaders.get(rule)!, frontLines)),
    ),
    // Any other API URL is the query layer's: the build wrote no file there.
    ...proxied(apiPath.source),
    ...assetRules.flatMap((rule) => block(`location ~ ${quotedRegex(rule.pattern.source)}`, docsAnswer(rule.headers, frontLines))),
    ...block('location /', docsAnswer(defaultAssetHeaders, frontLines)),
  ];
}

/** The docs: a file, or a folder's index.html, else the query layer's JSON 404. */
const docsAnswer = (headers: Readonly<Record<string, string>>, frontLines: readonly string[]): string[] => [
  `try_files $uri $uri/index.html ${queryLocation};`,
  ...fileHeaderLines(headers, frontLines),
];
