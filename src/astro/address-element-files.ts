// The <turkiye-address> element's files, written into the build's output by the static-output
// integration before everything is precompressed (so they go out as .br/.gz like every file):
// - /turkiye-address.js, the element as one ES module at a stable path (revalidated as a page), and
//   the same bytes at /turkiye-address/{version}-{hash}.js, immutable for a year (asset-rules.ts),
//   which a page can pin with the module's integrity (sha384, computed here: the guide's snippet);
// - /turkiye-address/custom-elements.json: the element described for editors and docs tools
//   (address-element-manifest.ts), generated from the source at each build;
// - /turkiye-address/data/places.json: every province and district with its former names
//   (data/aliases.csv), ~20 KB raw;
// - /turkiye-address/data/districts/{id}.json: one district's neighborhoods and villages, whole (the
//   API's nested lists hold 100 records per page, and a district has up to ~300 settlements).
// The cascade reads only these, so it works from any CDN copy of the site (DESIGN §6.7).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { PlacesFile, SettlementsFile } from '../address-element/places.ts';
import { elementManifest } from './address-element-manifest.ts';
import type { Dataset } from '../data/read-dataset.ts';
import { placeAliases } from '../data/name-tables.ts';
import { formerNamesOf } from '../data/change-history.ts';
import { datasetDir } from '../data/store-layout.ts';
import { compareTurkish } from '../data/collation.ts';

export const elementEntry = 'src/address-element/register.ts';
export const elementPath = '/turkiye-address.js';
export const manifestPath = '/turkiye-address/custom-elements.json';

interface Row {
  id: number;
  name: string;
  provinceId: number;
  districtId: number;
  postalCode: string;
  postalCodeStatus: string;
}

export interface ElementBundle {
  module: Uint8Array;
  /** `/turkiye-address/{version}-{hash}.js`: the same bytes for ever. */
  versionedPath: string;
  /**
   * The module's Subresource Integrity value (`sha384-` and the base64 digest: SRI §3.2, sha384 as
   * its examples use): a page that loads the versioned path with it runs those bytes or none.
   */
  integrity: string;
}

let bundled: Promise<ElementBundle> | undefined;

/**
 * The element bundled and minified, as the site serves it, its versioned path (package version
 * and content hash, so an immutable URL never changes bytes) and its integrity. Memoized: the guide
 * page and the file writer ask for the same bundle.
 */
export function bundleElement(): Promise<ElementBundle> {
  bundled ??= bundle();
  return bundled;
}

/**
 * For `npm run dev`, which prerenders nothing: the body of one of the element's files by its URL
 * path (the module bundled afresh, so a source change shows on reload), or undefined.
 */
export async function devElementFile(path: string): Promise<{ body: string | Uint8Array; type: string } | undefined> {
  if (path === elementPath || /^\/turkiye-address\/[^/]+\.js$/.test(path)) return { body: (await bundle()).module, type: 'text/javascript; charset=utf-8' };
  if (path === manifestPath) return { body: elementManifest(), type: 'application/json; charset=utf-8' };
  if (path === '/turkiye-address/data/places.json') return { body: JSON.stringify(elementData().places), type: 'application/json; charset=utf-8' };
  const district = /^\/turkiye-address\/data\/districts\/(\d+)\.json$/.exec(path);
  const file = district && elementData().districts.get(Number(district[1]));
  return file ? { body: JSON.stringify(file), type: 'application/json; charset=utf-8' } : undefined;
}

/** The Subresource Integrity value of a file's bytes (https://www.w3.org/TR/SRI/#the-integrity-attribute). */
export const integrityOf = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function bundle(): Promise<ElementBundle> {
  const result = await build({
    entryPoints: [elementEntry],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const module = result.outputFiles[0]!.contents;
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
  return { module, versionedPath: `/turkiye-address/${version}-${createHash('sha256').update(module).digest('hex').slice(0, 10)}.js`, integrity: integrityOf(module) };
}

let data: { places: PlacesFile; districts: Map<number, SettlementsFile> } | undefined;

/** The element's data files' contents, from the dataset the build compiles (memoized). */
export function elementData(): { places: PlacesFile; districts: Map<number, SettlementsFile> } {
  if (data) return data;
  const dir = datasetDir();
  const read = (kind: string) => JSON.parse(readFileSync(join(dir, `${kind}.json`), 'utf8')) as Row[];
  const records = { provinces: read('provinces'), districts: read('districts'), neighborhoods: read('neighborhoods'), villages: read('villages') };
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  const aliases = placeAliases({ dir, meta, records } as unknown as Dataset);
  const aliasesOf = (kind: string, id: number) => aliases.filter((alias) => alias.kind === kind && alias.id === id).map((alias) => alias.alias);
  // The settlements' former names (the releases' renames, DESIGN §6.8): typing one finds the place.
  const formerNames = formerNamesOf({ dir, meta, records } as unknown as Dataset);
  const byName = (a: Row, b: Row) => compareTurkish(a.name, b.name);
  const places: PlacesFile = {
    p: [...records.provinces].sort(byName).map((p) => [p.id, p.name, ...aliasesOf('provinces', p.id)]),
    d: [...records.districts].sort(byName).map((d) => [d.id, d.provinceId, d.name, ...aliasesOf('districts', d.id)]),
  };
  const districts = new Map<number, SettlementsFile>(records.districts.map((d) => [d.id, { n: [], v: [] }]));
  for (const [key, kind, rows] of [['n', 'neighborhoods', records.neighborhoods], ['v', 'villages', records.villages]] as const) {
    for (const row of [...rows].sort(byName)) {
      districts.get(row.districtId)![key].push([row.id, row.name, row.postalCode, row.postalCodeStatus === 'official' ? 0 : 1, ...(formerNames.get(`${kind}:${row.id}`) ?? [])]);
    }
  }
  data = { places, districts };
  return data;
}

/** Writes the element and its data under `outDir`; returns how many files, the module's versioned path and its integrity. */
export async function writeAddressElementFiles(outDir: string): Promise<{ files: number; versionedPath: string; integrity: string }> {
  const { places, districts } = elementData();
  const dataDir = join(outDir, 'turkiye-address', 'data', 'districts');
  mkdirSync(dataDir, { recursive: true });
  const { module, versionedPath, integrity } = await bundleElement();
  await Promise.all([
    writeFile(join(outDir, elementPath), module),
    writeFile(join(outDir, versionedPath), module),
    writeFile(join(outDir, manifestPath), elementManifest()),
    writeFile(join(outDir, 'turkiye-address', 'data', 'places.json'), JSON.stringify(places)),
    ...[...districts].map(([id, file]) => writeFile(join(dataDir, `${id}.json`), JSON.stringify(file))),
  ]);
  return { files: 4 + districts.size, versionedPath, integrity };
}
