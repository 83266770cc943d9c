// The compiled store over the real dataset: counts, invariants, key order, collation, search keys,
// parent buckets and lazy loading. Expected figures come from the dataset's README and the spec, not
// from the code under test.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { editedDatasetCopy, realDatasetDir, temporaryDir } from '../../tests/support/datasets.ts';
import { readAddress } from '../core/addresses/read-address.ts';
import { compileStore } from './compile-store.ts';
import { foldForSearch } from './fold.ts';
import { childKindsOf, childCountField, kindNames, kinds, parentField } from './kinds.ts';
import { openStore, type Store } from './store.ts';

let store: Store;
let storeDir: string;

beforeAll(() => {
  storeDir = join(temporaryDir('store'), 'store');
  compileStore(realDatasetDir, storeDir);
  store = openStore(storeDir);
});

const namesInOrder = (kind: 'provinces', order: string) =>
  Array.from(store.kind(kind).order(order), (index) => store.kind(kind).record(index).name);

describe('the compiled store of the 2025 dataset', () => {
  it('has every record of every kind', () => {
    expect(store.meta.counts).toEqual({ provinces: 81, districts: 973, municipalities: 1377, neighborhoods: 32279, villages: 18183 });
    for (const kind of kindNames) expect(store.kind(kind).count).toBe(store.meta.counts[kind]);
  });

  it('carries the dataset meta', () => {
    expect(store.meta.datasetVersion).toBe('2025');
    expect(store.meta.lastUpdated).toBe('2026-11-28');
    expect(store.meta.sources.map((source) => source.name)).toEqual([
      'TÜİK MEDAS',
      'PTT Kargo',
      'T.C. MSB Harita Genel Müdürlüğü',
      'Türk Telekom',
      'OpenStreetMap',
      'OpenStreetMap (province boundaries)',
      'OpenStreetMap (district boundaries)',
      'GeoNames / Who\'s On First',
    ]);
  });

  it('serializes records in schema key order', () => {
    const municipality = store.kind('municipalities');
    expect(Object.keys(municipality.record(0))).toEqual(['id', 'name', 'slug', 'type', 'provinceId', 'districtId', 'population', 'stats']);
    for (const kind of kindNames) expect(Object.keys(store.kind(kind).record(0))).toEqual(Object.keys(kinds[kind].schema.shape));
  });

  it('names a missing index instead of reading a file that is not there', () => {
    expect(() => store.index('no-such-index')).toThrow(`The store in ${store.dir} has no index "no-such-index"; run the build again (npm run build).`);
  });

  it('finds records by id', () => {
    const provinces = store.kind('provinces');
    expect(provinces.record(provinces.indexOfId(34))).toMatchObject({ id: 34, name: 'İstanbul', phoneAreaCodes: [212, 216], isMetropolitan: true });
    expect(store.kind('neighborhoods').record(store.kind('neighborhoods').indexOfId(176887))).toEqual({
      id: 176887,
      name: 'Akören',
      slug: 'akoren',
      provinceId: 1,
      districtId: 1757,
      municipalityId: 931,
      population: 872,
      postalCode: '01722',
      postalCodeStatus: 'official',
    });
    expect(provinces.indexOfId(82)).toBe(-1);
    expect(provinces.indexOfId(0)).toBe(-1);
  });

  it('keeps records sorted by id', () => {
    for (const kind of kindNames) {
      const ids = store.kind(kind).column('id');
      for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    }
  });

  it('sorts names in Turkish alphabetical order', () => {
    const byName = namesInOrder('provinces', 'name');
    const before = (...names: string[]) => names.map((name) => byName.indexOf(name));
    for (const sample of [
      ['Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli'],
      ['Hatay', 'Iğdır', 'Isparta', 'İstanbul', 'İzmir'],
      ['Sivas', 'Şanlıurfa', 'Şırnak', 'Tekirdağ'],
    ]) {
      const positions = before(...sample);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
    expect(byName[0]).toBe('Adana');
    expect(byName.at(-1)).toBe('Zonguldak');
    expect(namesInOrder('provinces', '-name')).toEqual([...byName].reverse());
  });

  it('breaks ties by ascending id in both directions', () => {
    const neighborhoods = store.kind('neighborhoods');
    for (const order of ['name', '-name', 'population', '-population']) {
      const permutation = neighborhoods.order(order);
      const key = order.endsWith('name') ? (i: number) => neighborhoods.record(i).name : (i: number) => neighborhoods.column('population')[i];
      for (let p = 1; p < 2000; p++) {
        if (key(permutation[p]!) === key(permutation[p - 1]!)) expect(permutation[p]! > permutation[p - 1]!).toBe(true);
      }
    }
    const byPopulation = store.kind('provinces').order('-population');
    expect(store.kind('provinces').record(byPopulation[0]!).name).toBe('İstanbul');
  });

  it('folds names for search: Turkish lower case, then ASCII', () => {
    expect(foldForSearch('Şanlıurfa')).toBe('sanliurfa');
    expect(foldForSearch('IĞDIR')).toBe('igdir');
    expect(foldForSearch('İstanbul')).toBe('istanbul');
    expect(foldForSearch('ISTANBUL')).toBe('istanbul');
    expect(foldForSearch('  Kadıköy   Merkez ')).toBe('kadikoy merkez');
    expect(foldForSearch('Çâmlık Û')).toBe('camlik u');
    const provinces = store.kind('provinces');
    const keyOf = (id: number) => {
      const index = provinces.indexOfId(id);
      return provinces.searchText.slice(provinces.searchOffsets[index], provinces.searchOffsets[index + 1]! - 1);
    };
    expect([keyOf(63), keyOf(76), keyOf(34)]).toEqual(['sanliurfa', 'igdir', 'istanbul']);
  });

  it('buckets children by parent, by id', () => {
    const districts = store.kind('districts');
    const istanbul = districts.childrenOf('provinceId', 34);
    expect(istanbul).toHaveLength(39);
    expect(Array.from(istanbul, (i) => districts.column('id')[i])).toEqual(Array.from(istanbul, (i) => districts.column('id')[i]).sort((a, b) => a! - b!));
    expect(Array.from(istanbul, (i) => districts.record(i).name)).toContain('Kadıköy');
    expect(districts.childrenOf('provinceId', 999)).toHaveLength(0);
  });

  it('holds the cross-record invariants', () => {
    for (const kind of kindNames) {
      const parents = store.kind(kind);
      for (const child of childKindsOf(kind)) {
        const children = store.kind(child);
        for (let i = 0; i < parents.count; i++) {
          const record = parents.record(i) as unknown as { id: number; stats: Record<string, number> };
          expect(children.childrenOf(parentField(kind), record.id)).toHaveLength(record.stats[childCountField(child)]!);
        }
      }
    }
    const provinces = store.kind('provinces');
    const metropolitan = Array.from(provinces.column('id')).filter((_, i) => provinces.column('isMetropolitan')[i] === 1);
    expect(metropolitan).toHaveLength(30);
    for (const id of metropolitan) expect(store.kind('villages').childrenOf('provinceId', id)).toHaveLength(0);
  });

  it('loads each kind only when first asked for', () => {
    const partial = join(temporaryDir('store'), 'store');
    cpSync(storeDir, partial, { recursive: true });
    unlinkSync(join(partial, 'neighborhoods.bin'));
    const lazy = openStore(partial);
    expect(lazy.kind('provinces').count).toBe(81);
    expect(() => lazy.kind('neighborhoods')).toThrow(/neighborhoods\.bin/);
  });
});

describe('npm run compile on a broken copy of the real dataset', () => {
  it('fails naming the file, the record, the field and the rule', () => {
    const broken = editedDatasetCopy(realDatasetDir, (files) => {
      files['provinces.json'].find((province: { id: number }) => province.id === 6).stats.districtCount += 1;
    });
    const run = spawnSync(process.execPath, ['scripts/compile-store.ts'], {
      env: { ...process.env, DATASET_DIR: broken, STORE_DIR: join(temporaryDir('store'), 'store') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'provinces.json, record id 6, field stats.districtCount: every stats count equals the number of child records, but it is 26 while 25 districts have provinceId 6',
    );
  });
});

// Issue 37: a release folder without the name tables beside it (DATASET_DIR at a published release)
// reads the project's own tables for its version, or stops naming the missing table; it never builds
// a store that quietly lacks Afyon, Eyüp, K.Maraş and Merkez.
describe('the name tables of a release folder elsewhere', () => {
  const releaseCopy = (version?: string) => {
    const dir = join(temporaryDir('release'), 'release');
    cpSync(realDatasetDir, dir, { recursive: true });
    if (version) {
      const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
      writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...meta, datasetVersion: version }));
    }
    return dir;
  };

  // Both compile the whole store (20 to 40 s on a loaded 2-core machine).
  it('reads the project’s tables and change list for a version the project ships', { timeout: 120_000 }, () => {
    const compiled = join(temporaryDir('store'), 'store');
    compileStore(releaseCopy(), compiled);
    const store = openStore(compiled);
    // Afyon is a former official name (aliases.csv), Çürükler a name the 2025 import renamed (changes.json).
    const afyon = readAddress(store, 'Dumlupınar Mah. Merkez/Afyon');
    expect([afyon.province?.id, afyon.province?.status, afyon.district?.name]).toEqual([3, 'replaced', 'Merkez']);
    const curukler = readAddress(store, 'Çürükler Mah. Feke/Adana');
    expect([curukler.neighborhood?.id, curukler.neighborhood?.status]).toEqual([177113, 'replaced']);
  });

  it('stops the build naming the missing table and the fix for a version it does not ship', { timeout: 120_000 }, () => {
    const release = releaseCopy('2031');
    const run = spawnSync(process.execPath, ['scripts/compile-store.ts'], {
      env: { ...process.env, DATASET_DIR: release, STORE_DIR: join(temporaryDir('store'), 'store') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `No aliases.csv for the dataset in ${release}: it is not beside that folder (${join(dirname(release), 'aliases.csv')}), and the project's data/ holds no release 2031 whose tables would apply. ` +
        `Without it the address reader and search lose the former names and Merkez districts. Copy the project's data/aliases.csv beside the release folder, or bring the release in with npm run data:import -- ${release} so that it lands beside the tables.`,
    );
  });
});
