// Headers of the static files that are not API routes: the docs pages and their assets. With the
// API routes' static outputs (static-rules.ts) they make up everything the filesystem serves. A path
// takes the first rule it matches (nginx's regex locations, the local server); the rules never
// overlap, so Vercel, which applies every rule a path matches, gives the same headers.
import { cachePolicies } from '../http/headers.ts';
import { pageSecurityHeaders, sharedResourceHeaders } from '../http/security-headers.ts';
import { apiPath } from './api-paths.ts';

export interface AssetRule {
  pattern: RegExp;
  headers: Readonly<Record<string, string>>;
}

/**
 * A page: an `.html` file, or a folder's URL with or without its slash (`/en/`, `/en`), whose answer
 * is the folder's index.html. A last segment with a dot is a file of another type (`/favicon.svg`),
 * and no API path is a page (`/v2/datasets/2025/SHA256SUMS` is a file of the dataset routes).
 */
export const pagePattern = new RegExp(`^(?!${apiPath.source.slice(1)}).*(?:\\.html|\\/[^/.]*)$`);

export const assetRules: readonly AssetRule[] = [
  // Astro fingerprints everything under /_astro, so a changed file has a new name.
  { pattern: /^\/_astro\//, headers: { 'Cache-Control': cachePolicies.immutableAsset } },
  // <turkiye-address>, which other sites load: at its stable path (revalidated as a page), at its
  // versioned path (version and content hash: src/astro/address-element-files.ts), and its data.
  { pattern: /^\/turkiye-address\.js$/, headers: { 'Cache-Control': cachePolicies.page, ...sharedResourceHeaders } },
  { pattern: /^\/turkiye-address\/[^/]+\.js$/, headers: { 'Cache-Control': cachePolicies.immutableAsset, ...sharedResourceHeaders } },
  { pattern: /^\/turkiye-address\/data\//, headers: { 'Cache-Control': cachePolicies.page, ...sharedResourceHeaders } },
  { pattern: pagePattern, headers: { 'Cache-Control': cachePolicies.page, ...pageSecurityHeaders } },
];

/** Headers of a file no rule matches. */
export const defaultAssetHeaders: Readonly<Record<string, string>> = { 'Cache-Control': cachePolicies.page };

/** Headers for a file served from the filesystem, by its path. */
export const assetHeadersFor = (path: string): Readonly<Record<string, string>> => assetRules.find((rule) => rule.pattern.test(path))?.headers ?? defaultAssetHeaders;
