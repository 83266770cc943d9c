// What is a static file, derived from the route table: the rules both hosts apply before their
// filesystem (the Vercel routing config and the local server are generated from these, so they
// cannot drift apart).
//
// A route with a static output answers its URL from the prebuilt file when the request carries none of
// the query parameters the service knows; any known parameter sends it to the query layer, which
// validates it. Only *known* parameters can do that: Vercel's `has`/`missing` conditions match query
// keys by exact name, so "any query string at all" cannot be expressed there, and unknown parameters
// (cache busters, `utm_*`) are ignored by the static file on both hosts, as on any CDN.
import { compileTemplate } from './match-route.ts';
import type { Store } from '../../data/store.ts';
import type { Route, StaticOutput } from './route.ts';

export interface StaticRule {
  route: Route & { static: StaticOutput };
  /** Matches the public URL path; groups are the path parameters in `names` order. */
  publicPattern: RegExp;
  /** Matches the file's path; groups as above. */
  filePattern: RegExp;
  names: string[];
  /** The file lives at another path than the URL (`/v2/provinces/34` → `/v2/provinces/34.json`). */
  rewrites: boolean;
}

export const fillTemplate = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => params[name] ?? '');

export function staticRulesOf(routes: readonly Route[]): StaticRule[] {
  return routes
    .filter((route): route is Route & { static: StaticOutput } => route.static !== undefined)
    .map((route) => {
      const publicTemplate = compileTemplate(route.path);
      return {
        route,
        publicPattern: publicTemplate.regex,
        filePattern: compileTemplate(route.static.file).regex,
        names: publicTemplate.names,
        rewrites: route.static.file !== route.path,
      };
    });
}

/**
 * Every query parameter name any route takes. On a static URL, any of them means "query layer": a
 * detail URL with `?fields=name` is projected there, and one with `?limit=5` gets a 400 that says
 * which parameters the endpoint takes, rather than a file that silently ignored the mistake.
 */
export function knownQueryKeysOf(routes: readonly Route[]): string[] {
  return [...new Set(routes.flatMap((route) => route.params.names))].sort();
}

export const hasKnownQueryKey = (search: URLSearchParams, knownKeys: ReadonlySet<string>): boolean => {
  for (const key of search.keys()) if (knownKeys.has(key)) return true;
  return false;
};

/**
 * The `.br`/`.gz` siblings the build writes beside large files (src/astro/static-output.ts) are
 * encodings of their file, never URLs of their own: served as such they would be compressed bytes
 * labelled as the original, so both hosts send these paths to the query layer (a JSON 404).
 */
export const precompressedSibling = /\.(?:br|gz)$/;

export interface StaticFile {
  route: Route & { static: StaticOutput };
  /** The path parameters that fill both templates. */
  params: Readonly<Record<string, string>>;
  /** Where the build writes it. */
  file: string;
  /** The URL it answers. */
  url: string;
}

/** Every file the build writes for the API routes, with the URL each answers. */
export function staticFilesOf(routes: readonly Route[], store: Store): StaticFile[] {
  return staticRulesOf(routes).flatMap(({ route }) =>
    route.static.paths(store).map((params) => ({ route, params, file: fillTemplate(route.static.file, params), url: fillTemplate(route.path, params) })),
  );
}
