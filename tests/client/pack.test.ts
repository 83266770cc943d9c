// The package as npm would ship it: `npm run pack:client` makes the tarball, an empty scratch project
// installs it offline (it has no dependencies), and a plain-JavaScript script there uses
// `turkiye-divisions/client` against the local server, while tsc checks a TypeScript use of it against
// the shipped declarations, and <turkiye-address> ships as the site serves it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { localServer } from '../support/targets.ts';

const scratch = mkdtempSync(join(tmpdir(), 'turkiye-client-'));
const run = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: 'utf8' });

describe('the packed client in an empty project', () => {
  const baseUrl = localServer();
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('installs offline with nothing else, and answers from a plain script', async () => {
    const pack = run(process.execPath, ['scripts/pack-client.ts'], '.');
    expect(pack.status, pack.stderr).toBe(0);
    const tarball = resolve(pack.stdout.trim().split('\n').at(-1)!);
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    const install = run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], scratch);
    expect(install.status, install.stderr).toBe(0);
    expect(run('npm', ['ls', '--all', '--parseable'], scratch).stdout.trim().split('\n')).toHaveLength(2);

    writeFileSync(
      join(scratch, 'use.mjs'),
      [
        "import { createClient, TurkiyeApiError } from 'turkiye-divisions/client';",
        'const api = createClient({ baseUrl: process.argv[2] });',
        "const { data } = await api.getDistrict({ districtId: 1421, include: ['province'] });",
        'const names = [];',
        "for await (const district of api.records('listProvinceDistricts', { provinceId: 34, sort: 'name', limit: 20, fields: ['name'] })) names.push(district.name);",
        'const missing = await api.getVillage({ villageId: 1 }).catch((error) => error instanceof TurkiyeApiError && error.code);',
        'console.log(JSON.stringify({ name: data.name, province: data.province.name, districts: names.length, first: names[0], missing }));',
      ].join('\n'),
    );
    const used = run(process.execPath, ['use.mjs', baseUrl()], scratch);
    expect(used.stderr).toBe('');
    expect(JSON.parse(used.stdout)).toEqual({ name: 'Kadıköy', province: 'İstanbul', districts: 39, first: 'Adalar', missing: 'VILLAGE_NOT_FOUND' });
  });

  it('ships <turkiye-address> as the site serves it, at 15 KB or less gzipped', () => {
    const shipped = readFileSync(join(scratch, 'node_modules/turkiye-divisions/address-element/turkiye-address.js'));
    expect(shipped.equals(readFileSync('dist/turkiye-address.js'))).toBe(true);
    expect(gzipSync(shipped, { level: 9 }).length).toBeLessThanOrEqual(15 * 1024);
  });

  it('ships the element’s Custom Elements Manifest as the site serves it, named by `customElements` and exported', () => {
    const installed = join(scratch, 'node_modules/turkiye-divisions');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.customElements).toBe('address-element/custom-elements.json');
    expect(manifest.exports['./address-element/custom-elements.json']).toBe('./address-element/custom-elements.json');
    expect(readFileSync(join(installed, 'address-element/custom-elements.json'), 'utf8')).toBe(readFileSync('dist/turkiye-address/custom-elements.json', 'utf8'));
    // Reachable by its export from a project that installed the package.
    writeFileSync(
      join(scratch, 'manifest.mjs'),
      "import manifest from 'turkiye-divisions/address-element/custom-elements.json' with { type: 'json' }; console.log(manifest.modules[0].exports.at(-1).name);",
    );
    const read = run(process.execPath, ['manifest.mjs'], scratch);
    expect(read.stderr).toBe('');
    expect(read.stdout.trim()).toBe('turkiye-address');
  });

  it('says in its README how to pin the element: the versioned path the site serves it at, and the sha384 of its bytes', () => {
    const shipped = readFileSync(join(scratch, 'node_modules/turkiye-divisions/address-element/turkiye-address.js'));
    const readme = readFileSync(join(scratch, 'node_modules/turkiye-divisions/README.md'), 'utf8');
    const path = /- versioned path: `(\/turkiye-address\/[^`]+\.js)`/.exec(readme)?.[1];
    expect(path).toBeDefined();
    // The same bytes at that path of the built site, whose digest is the integrity the README gives.
    expect(readFileSync(join('dist', path!)).equals(shipped)).toBe(true);
    expect(readme).toContain(`- integrity: \`sha384-${createHash('sha384').update(shipped).digest('base64')}\``);
    expect(readme).toContain('crossorigin="anonymous"');
    expect(readme).not.toContain('pinned-element');
  });

  it('loads <turkiye-address> where there is no DOM (a server-side render), defining nothing', () => {
    writeFileSync(join(scratch, 'ssr.mjs'), "const m = await import('turkiye-divisions/address-element'); console.log(typeof m.TurkiyeAddressElement);");
    const imported = run(process.execPath, ['ssr.mjs'], scratch);
    expect(imported.stderr).toBe('');
    expect(imported.stdout.trim()).toBe('function');
  });

  it('types a TypeScript use from the shipped declarations', () => {
    writeFileSync(
      join(scratch, 'use.ts'),
      [
        "import { createClient, type Province } from 'turkiye-divisions/client';",
        "const api = createClient({ baseUrl: 'http://127.0.0.1:4321' });",
        'export const name: Promise<string | undefined> = api.getProvince({ provinceId: 34 }).then(({ data }) => data.name);',
        "export const all: Promise<Province[]> = api.getDataset({ datasetFile: 'provinces.json' }) as Promise<Province[]>;",
        "// @ts-expect-error: ids are numbers\napi.getProvince({ provinceId: '34' });",
      ].join('\n'),
    );
    writeFileSync(
      join(scratch, 'element.ts'),
      [
        "import { TurkiyeAddressElement, type AddressValue } from 'turkiye-divisions/address-element';",
        "const element = document.createElement('turkiye-address');",
        'export const isElement: boolean = element instanceof TurkiyeAddressElement;',
        'export const value: AddressValue = element.value;',
        "element.addEventListener('turkiye-address-change', (event) => console.log(event.detail.district?.name));",
        "// @ts-expect-error: ids are numbers\nelement.value = { provinceId: '34' };",
      ].join('\n'),
    );
    const options = {
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [], strict: true, noEmit: true },
      files: ['use.ts', 'element.ts'],
    };
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(options));
    const checked = run(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', '.'], scratch);
    expect(checked.stdout).toBe('');
    expect(checked.status).toBe(0);
  });
});
