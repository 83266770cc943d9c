// Headers of the static files that are not API routes: the docs pages and their assets. With the
// API routes' static outputs (static-rules.ts) they make up everything the filesystem serves.
import { cachePolicies } from '../http/headers.ts';

export interface AssetRule {
  pattern: RegExp;
  headers: Readonly<Record<string, string>>;
}

export const assetRules: readonly AssetRule[] = [
  // Astro fingerprints everything under /_astro, so a changed file has a new name.
  { pattern: /^\/_astro\//, headers: { 'Cache-Control': cachePolicies.immutableAsset } },
  // <turkiye-address> at its versioned path (version and content hash: src/astro/address-element-files.ts).
  { pattern: /^\/turkiye-address\/[^/]+\.js$/, headers: { 'Cache-Control': cachePolicies.immutableAsset } },
  { pattern: /(?:\.html|\/)$/, headers: { 'Cache-Control': cachePolicies.page } },
];

/** Headers of a file no rule matches. */
export const defaultAssetHeaders: Readonly<Record<string, string>> = { 'Cache-Control': cachePolicies.page };

/** Headers for a file served from the filesystem, by its path. */
export const assetHeadersFor = (path: string): Readonly<Record<string, string>> => assetRules.find((rule) => rule.pattern.test(path))?.headers ?? defaultAssetHeaders;
