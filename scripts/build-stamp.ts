// Whether the local build is current, so `npm start` builds only when needed: after a clone, after a
// source or dataset change, when DATASET_DIR points elsewhere, or when the site was built for another
// address than the one it is to be served at (SITE_URL, or what `npm start` serves: servedSiteUrl).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileStore } from '../src/data/compile-store.ts';
import { BuildInputError } from '../src/data/dataset-error.ts';
import { changeListFile } from '../src/data/change-list.ts';
import { aliasesFile, merkezDistrictsFile } from '../src/data/name-tables.ts';
import { datasetDir, datasetsRoot, storeDir, storeMetaFile } from '../src/data/store-layout.ts';
import { defaultSiteUrl } from '../src/docs/site-url.ts';

export const buildStampFile = '.server/build-stamp.json';
import { serverBundle } from './server-launch.ts';

const inputs = ['src', 'data', 'public', 'astro.config.mjs', 'package-lock.json'];

/** The newest modification time of a file or anything below a folder (0 when it does not exist). */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), info.mtimeMs);
}

/**
 * The address the site is built for: SITE_URL when set, else the one the server about to start
 * listens on (HOST and PORT, https with TLS_CERT under `npm run serve`), so its snippets, canonical
 * links and sitemap name the address it is really served from. A wildcard HOST is reached on
 * loopback; PORT=0 picks a port only at start, so it keeps the default address.
 */
export function servedSiteUrl(env: NodeJS.ProcessEnv, tlsCapable: boolean): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '');
  const port = env.PORT ?? '4321';
  if (port === '0') return defaultSiteUrl;
  const tls = tlsCapable && Boolean(env.TLS_CERT);
  const publicPort = tls ? (env.PUBLIC_HTTPS_PORT ?? port) : port;
  const host = env.HOST === undefined || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST === '::' ? '::1' : env.HOST;
  const shownPort = publicPort === (tls ? '443' : '80') ? '' : `:${publicPort}`;
  return `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}${shownPort}`;
}

/** Why the local build must run again for `siteUrl`, or undefined when it is current. */
export function staleBuildReason(siteUrl: string = process.env.SITE_URL || defaultSiteUrl): string | undefined {
  if (!existsSync(buildStampFile) || !existsSync('.store/meta.json') || !existsSync(serverBundle)) return 'there is no build yet';
  const stamp = JSON.parse(readFileSync(buildStampFile, 'utf8')) as { datasetDir: string; siteUrl?: string };
  if (stamp.datasetDir !== datasetDir()) return `DATASET_DIR changed (was ${stamp.datasetDir})`;
  const builtFor = stamp.siteUrl ?? defaultSiteUrl;
  if (builtFor !== siteUrl) return `it was built for ${builtFor}, and is to be served at ${siteUrl} (set SITE_URL to the public address)`;
  const builtAt = statSync(buildStampFile).mtimeMs;
  const changed = [...inputs, datasetDir()].find((input) => newestChange(input) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * Runs the build for `siteUrl` when it is not current, saying why under `tag`; exits with the
 * build's code when it fails.
 */
export function buildIfStale(tag: string, siteUrl: string = process.env.SITE_URL || defaultSiteUrl): void {
  const reason = staleBuildReason(siteUrl);
  if (!reason) {
    console.log(`[${tag}] the build is current, for ${siteUrl} (npm run build to force one)`);
    return;
  }
  console.log(`[${tag}] building first, for ${siteUrl}: ${reason}`);
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrl } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Why the compiled store alone must be compiled again, or undefined when it is current: for `npm run
 * mcp`, which answers from the store and needs none of the rest of the build.
 */
export function staleStoreReason(): string | undefined {
  const metaFile = join(storeDir(), storeMetaFile);
  if (!existsSync(metaFile)) return 'there is no compiled store yet';
  const compiledAt = statSync(metaFile).mtimeMs;
  // The name tables and the change list beside the dataset folder, or the project's own (src/data/name-tables.ts).
  const tables = [aliasesFile, merkezDistrictsFile, changeListFile].flatMap((file) => [join(dirname(datasetDir()), file), join(datasetsRoot, file)]);
  const changed = ['src/data', datasetDir(), ...tables].find((input) => newestChange(input) > compiledAt);
  return changed ? `${changed} changed since the store was compiled` : undefined;
}

/** Compiles the store when it is not current, saying why on stderr (stdout may be a protocol: `npm run mcp`). */
export function compileStoreIfStale(tag: string): void {
  const reason = staleStoreReason();
  if (!reason) return;
  console.error(`[${tag}] compiling the store first: ${reason}`);
  try {
    compileStore(datasetDir(), storeDir());
  } catch (error) {
    console.error(error instanceof BuildInputError ? error.message : error);
    process.exit(1);
  }
}
