// `npm run pack:client`: the typed client as an npm package, `turkiye-divisions` with two exports:
// `turkiye-divisions/client`, the client compiled to JavaScript with its declarations (Node strips no
// types inside node_modules), and `turkiye-divisions/address-element`, the <turkiye-address> element
// as the site serves it (one minified ES module, which registers the element) with its declarations and
// its Custom Elements Manifest (`turkiye-divisions/address-element/custom-elements.json`, named by the
// package's `customElements` field, where editors and docs tools look for it); a package.json without
// dependencies, and the client's README with the element's pinned path and integrity. The tarball
// lands in lib/; its path is the last line printed. Publishing is `npm publish <tarball>`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementManifest } from '../src/astro/address-element-manifest.ts';
import { bundleElement } from '../src/astro/address-element-files.ts';

const packageDir = 'lib/client-package';
const root = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; description: string; license: string };

const run = (command: string, args: string[], cwd = '.') => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stdout}`);
  return result.stdout;
};

rmSync(packageDir, { recursive: true, force: true });
// TypeScript from this project's node_modules, on this Node.
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.client.json']);
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.address-element.json']);
mkdirSync(join(packageDir, 'address-element'), { recursive: true });
const element = await bundleElement();
writeFileSync(join(packageDir, 'address-element', 'turkiye-address.js'), element.module);
writeFileSync(join(packageDir, 'address-element', 'custom-elements.json'), elementManifest());
const manifest = {
  name: root.name,
  version: root.version,
  description: 'Typed client for the Türkiye administrative divisions API: provinces, districts, municipalities, neighborhoods, villages, postal codes.',
  license: root.license,
  type: 'module',
  exports: {
    './client': { types: './client/index.d.ts', default: './client/index.js' },
    './address-element': { types: './types/address-element/register.d.ts', default: './address-element/turkiye-address.js' },
    './address-element/custom-elements.json': './address-element/custom-elements.json',
  },
  customElements: 'address-element/custom-elements.json',
  files: ['client/', 'address-element/', 'types/'],
  engines: { node: '>=18' },
  // The element module defines <turkiye-address> when imported.
  sideEffects: ['./address-element/turkiye-address.js'],
};
writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The README says how to pin the element, with this version's own path and integrity.
const pinMarker = '<!-- pinned-element: written by npm run pack:client -->';
const readme = readFileSync('src/client/README.md', 'utf8');
if (!readme.includes(pinMarker)) throw new Error(`src/client/README.md has lost its line ${pinMarker}`);
writeFileSync(
  join(packageDir, 'README.md'),
  readme.replace(pinMarker, `- versioned path: \`${element.versionedPath}\`\n- integrity: \`${element.integrity}\``),
);
if (existsSync('LICENSE')) copyFileSync('LICENSE', join(packageDir, 'LICENSE'));
const tarball = run('npm', ['pack', '--silent', '--pack-destination', '..'], packageDir).trim().split('\n').at(-1)!;
console.log(join('lib', tarball));
