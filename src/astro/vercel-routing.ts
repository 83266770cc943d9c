// The Vercel Build Output routing (`.vercel/output/config.json` routes), generated from the route
// table after the adapter wrote its own. Everything that decides static versus query layer runs
// before the filesystem phase, because Vercel serves a file whenever one matches and ignores the
// query string (vercel.json `rewrites` run after the filesystem, too late).
// Build Output API v3: https://vercel.com/docs/build-output-api/configuration#routes
import { readFileSync, writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { openStore, type Store } from '../data/store.ts';
import { escapeRegex } from '../core/escape-regex.ts';
import { alwaysHeaders } from '../core/http/headers.ts';
import { hstsHeaders } from '../core/http/security-headers.ts';
import { contentTypes } from '../core/http/content-types.ts';
import { assetRules } from '../core/routing/asset-rules.ts';
import type { Route } from '../core/routing/route.ts';
import { routeTable } from '../core/routing/route-table.ts';
import { knownQueryKeysOf, precompressedSibling, staticFilesOf, staticRulesOf } from '../core/routing/static-rules.ts';
import { encodedSeparator } from '../core/routing/encoded-separator.ts';

/** The function the adapter builds (`functions/_render.func`). */
export const functionName = '_render';

export type VercelRoute =
  | { handle: 'filesystem' | 'hit' }
  | {
      src: string;
      dest?: string;
      headers?: Record<string, string>;
      methods?: string[];
      has?: Array<{ type: 'query'; key: string }>;
      continue?: boolean;
    };

/** A template's regex with `$1`-style references for Vercel's `dest`. */
const destOf = (fileTemplate: string) => {
  let n = 0;
  return fileTemplate.replace(/\{[A-Za-z]+\}/g, () => `$${++n}`);
};

export function vercelRoutes(routes: readonly Route[], store: Store): VercelRoute[] {
  const { meta } = store;
  const rules = staticRulesOf(routes);
  const staticUrls = rules.map((rule) => rule.publicPattern.source.slice(1, -1)).join('|');
  return [
    // Every answer, from a file or the function, carries CORS, nosniff and the answers' policy (a
    // page's rule below replaces it with the pages'), and HSTS: Vercel serves HTTPS only.
    { src: '^/.*$', headers: { ...alwaysHeaders, ...hstsHeaders }, continue: true },
    // Decode, then match (src/core/routing/encoded-separator.ts): a path with an encoded `/`, `.` or
    // `\` is no file's URL; the query layer answers it from the raw path.
    { src: `^[^?]*${encodedSeparator.source}`, dest: functionName },
    // Only GET and HEAD can be files: the rest (405, CORS preflight) is the query layer's.
    { src: '^/.*$', methods: ['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'], dest: functionName },
    // A parameter the API knows, on a static URL, is for the query layer to validate and apply.
    ...knownQueryKeysOf(routes).map((key) => ({ src: `^(?:${staticUrls})$`, has: [{ type: 'query' as const, key }], dest: functionName })),
    // Precompressed siblings are not URLs either.
    { src: precompressedSibling.source, dest: functionName },
    // A file that answers another URL is not a URL of its own.
    ...rules.filter((rule) => rule.rewrites).map((rule) => ({ src: rule.filePattern.source, dest: functionName })),
    // Static URLs to their files.
    ...rules.filter((rule) => rule.rewrites).map((rule) => ({ src: rule.publicPattern.source, dest: destOf(rule.route.static.file) })),
    { handle: 'filesystem' },
    // No file: the query layer answers, unknown paths included (with the JSON 404).
    { src: '^/.*$', dest: functionName },
    // On a file hit, the route table's headers for that file.
    { handle: 'hit' },
    // The media type by extension, as the local server and the harness choose it (one table); a
    // route's own headers below may still set another.
    ...Object.entries(contentTypes).map(([extension, type]) => ({ src: `${escapeRegex(extension)}$`, headers: { 'Content-Type': type }, continue: true })),
    ...rules.map((rule) => ({ src: rule.filePattern.source, headers: rule.route.static.headers(meta), continue: true })),
    // Headers of single files that their extension cannot give (SHA256SUMS has none), one exact rule each.
    ...staticFilesOf(routes, store)
      .map(({ route, params, file }) => ({ file, headers: route.static.fileHeaders?.(params) ?? {} }))
      .filter(({ headers }) => Object.keys(headers).length > 0)
      .map(({ file, headers }) => ({ src: `^${escapeRegex(file)}$`, headers, continue: true })),
    ...assetRules.map((rule) => ({ src: rule.pattern.source, headers: { ...rule.headers }, continue: true })),
  ];
}

export const vercelRoutingIntegration = (): AstroIntegration => ({
  name: 'vercel-routing',
  hooks: {
    // Runs after the adapter's own build:done (the adapter is first among integrations).
    'astro:build:done': ({ logger }) => {
      const configPath = '.vercel/output/config.json';
      const config = JSON.parse(readFileSync(configPath, 'utf8')) as { routes: unknown };
      config.routes = vercelRoutes(routeTable, openStore());
      writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
      logger.info(`${configPath}: ${(config.routes as unknown[]).length} routes from the route table`);
    },
  },
});
