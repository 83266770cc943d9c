// The media type of every file the service serves, by extension.
import { geoJsonContentType } from '../geo/geojson.ts';
import { jsonContentType } from './headers.ts';

/**
 * Content types by file extension: of every static file on both hosts (the local server, the Vercel
 * routes, the harness) and of the download files' rows, so a file's type is written once.
 */
export const contentTypes: Readonly<Record<string, string>> = {
  '.json': jsonContentType,
  '.geojson': geoJsonContentType,
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.csv': 'text/csv; charset=utf-8',
  '.ndjson': 'application/x-ndjson',
  // https://www.iana.org/assignments/media-types/application/vnd.sqlite3
  '.sqlite': 'application/vnd.sqlite3',
};

/**
 * The extensions worth compressing (text, and SQLite, which is mostly text and free pages): the build
 * writes `.br`/`.gz` beside the large ones, and the local server compresses the rest on the fly.
 */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.json',
  '.geojson',
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.csv',
  '.ndjson',
  '.sqlite',
]);
