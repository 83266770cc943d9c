// The lockfile is what `npm ci` installs, on every platform: it must agree with package.json and list
// every optional package of every platform (Astro's compiler binding for macOS and Windows among them),
// or `npm ci` refuses a fresh clone as out of sync (issue: `npm ci` failed on a fresh clone).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type LockedPackage = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as LockedPackage;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveLocked(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('records the dependencies of package.json exactly as package.json states them', () => {
    const locked = lock.packages[''] ?? {};
    expect(lock.lockfileVersion).toBe(3);
    expect(locked.dependencies).toEqual(manifest.dependencies);
    expect(locked.devDependencies).toEqual(manifest.devDependencies);
  });

  it('lists every optional package of every locked package, for every platform', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveLocked(path, name)) missing.push(`${name} (optional for ${path || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds the macOS and Windows builds of Astro’s compiler binding', () => {
    const bindings = Object.keys(lock.packages).filter((path) => path.includes('@astrojs/compiler-binding-'));
    for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'linux-x64-gnu']) {
      expect(bindings.some((path) => path.endsWith(`compiler-binding-${platform}`))).toBe(true);
    }
  });
});
