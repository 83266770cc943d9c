// Every schema rule and cross-record invariant, each proved by breaking one thing in the hand-written
// mini dataset: the build must stop with a problem naming the file, the record, the field and the rule.
import { existsSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editedDatasetCopy, type Json, miniDatasetDir, temporaryDir } from '../../tests/support/datasets.ts';
import { compileStore } from './compile-store.ts';
import { DatasetError, type DatasetProblem } from './dataset-error.ts';
import { boundaryCases } from '../../tests/support/boundaries-validation-cases.ts';
import { districtCases } from '../../tests/support/district-validation-cases.ts';
import { storeIndexes } from './store-indexes.ts';

function problemsOf(datasetDir: string): readonly DatasetProblem[] {
  try {
    compileStore(datasetDir, join(temporaryDir('store'), 'store'));
  } catch (error) {
    if (error instanceof DatasetError) return error.problems;
    throw error;
  }
  throw new Error('the dataset was accepted');
}

type Files = Record<string, Json>;
const byId = (records: Json[], id: number) => records.find((record: Json) => record.id === id);

const brokenCases: Array<{ name: string; edit: (files: Files) => void; problem: DatasetProblem }> = [
  {
    name: 'a postal code that is not five digits',
    edit: (f) => (byId(f['neighborhoods.json'], 3).postalCode = '5300'),
    problem: { file: 'neighborhoods.json', record: 3, field: 'postalCode', rule: 'must be a string of exactly five digits' },
  },
  {
    name: 'a postal code given as a number',
    edit: (f) => (byId(f['villages.json'], 3).postalCode = 5310),
    problem: { file: 'villages.json', record: 3, field: 'postalCode', rule: 'must be a string' },
  },
  {
    name: 'a postal code of another province',
    edit: (f) => (byId(f['villages.json'], 3).postalCode = '06310'),
    problem: { file: 'villages.json', record: 3, field: 'postalCode', rule: "a postal code starts with the province's plate number, but 06310 is in province 5" },
  },
  {
    name: 'a village with the neighborhood-only status derived',
    edit: (f) => (byId(f['villages.json'], 3).postalCodeStatus = 'derived'),
    problem: { file: 'villages.json', record: 3, field: 'postalCodeStatus', rule: 'must be one of official, estimated' },
  },
  {
    name: 'an unknown municipality type',
    edit: (f) => (byId(f['municipalities.json'], 201).type = 'city'),
    problem: { file: 'municipalities.json', record: 201, field: 'type', rule: 'must be one of province_center, district_center, town' },
  },
  {
    name: 'a negative population',
    edit: (f) => (byId(f['districts.json'], 1158).population = -1),
    problem: { file: 'districts.json', record: 1158, field: 'population', rule: 'must be a non-negative integer' },
  },
  {
    name: 'a fractional population',
    edit: (f) => (byId(f['provinces.json'], 5).population = 12.5),
    problem: { file: 'provinces.json', record: 5, field: 'population', rule: 'must be an integer' },
  },
  {
    name: 'an id that is not a positive integer',
    edit: (f) => (f['villages.json'][0].id = 0),
    problem: { file: 'villages.json', record: '#0', field: 'id', rule: 'must be a positive integer' },
  },
  {
    name: 'an area in the wrong unit',
    edit: (f) => (byId(f['provinces.json'], 6).area.unit = 'km'),
    problem: { file: 'provinces.json', record: 6, field: 'area.unit', rule: 'must be "km2"' },
  },
  {
    name: 'an altitude in the wrong unit',
    edit: (f) => (byId(f['provinces.json'], 6).altitude.unit = 'ft'),
    problem: { file: 'provinces.json', record: 6, field: 'altitude.unit', rule: 'must be "m"' },
  },
  {
    name: 'a negative stats count',
    edit: (f) => (byId(f['municipalities.json'], 201).stats.neighborhoodCount = -2),
    problem: { file: 'municipalities.json', record: 201, field: 'stats.neighborhoodCount', rule: 'must be a non-negative integer' },
  },
  {
    name: 'a field the spec does not define',
    edit: (f) => (byId(f['districts.json'], 1130).nuts = 'TR510'),
    problem: { file: 'districts.json', record: 1130, rule: 'Unrecognized key: "nuts"' },
  },
  {
    name: 'a duplicate id',
    edit: (f) => (byId(f['neighborhoods.json'], 2).id = 1),
    problem: { file: 'neighborhoods.json', record: 1, field: 'id', rule: 'ids are unique within a kind, but id 1 appears 2 times' },
  },
  {
    name: 'a parent id that does not exist',
    edit: (f) => (byId(f['villages.json'], 3).districtId = 9999),
    problem: { file: 'villages.json', record: 3, field: 'districtId', rule: 'every parent id exists, but no district has id 9999' },
  },
  {
    name: "a neighborhood whose district is not its municipality's",
    edit: (f) => (byId(f['neighborhoods.json'], 3).districtId = 1130),
    problem: {
      file: 'neighborhoods.json',
      record: 3,
      field: 'districtId',
      rule: 'the parent chain agrees, but districtId is 1130 while its municipality 200 has districtId 1158',
    },
  },
  {
    name: "a municipality whose province is not its district's",
    edit: (f) => (byId(f['municipalities.json'], 100).provinceId = 5),
    problem: {
      file: 'municipalities.json',
      record: 100,
      field: 'provinceId',
      rule: 'the parent chain agrees, but provinceId is 5 while its district 1130 has provinceId 6',
    },
  },
  {
    name: 'a wrong stats count',
    edit: (f) => (byId(f['provinces.json'], 6).stats.districtCount = 2),
    problem: {
      file: 'provinces.json',
      record: 6,
      field: 'stats.districtCount',
      rule: 'every stats count equals the number of child records, but it is 2 while 1 districts have provinceId 6',
    },
  },
  {
    name: 'a metropolitan province with a village',
    edit: (f) => {
      byId(f['provinces.json'], 5).isMetropolitan = true;
    },
    problem: { file: 'provinces.json', record: 5, field: 'isMetropolitan', rule: 'a metropolitan province has no villages, but 1 villages have provinceId 5' },
  },
  {
    name: 'a district with two center municipalities',
    edit: (f) => (byId(f['municipalities.json'], 201).type = 'district_center'),
    problem: { file: 'districts.json', record: 1158, rule: 'every district has exactly one center municipality, but it has 2' },
  },
  ...boundaryCases,
  ...districtCases,
  {
    name: 'meta.json without a version',
    edit: (f) => delete f['meta.json'].datasetVersion,
    problem: { file: 'meta.json', field: 'datasetVersion', rule: 'Invalid input: expected string, received undefined' },
  },
];

describe('dataset validation', () => {
  it('accepts the hand-written mini dataset', () => {
    const storeDir = join(temporaryDir('store'), 'store');
    const meta = compileStore(miniDatasetDir, storeDir);
    expect(meta.counts).toEqual({ provinces: 2, districts: 2, municipalities: 3, neighborhoods: 3, villages: 1 });
    // One file per kind, one per row of store-indexes.ts (each feature adds its own), and meta.json.
    const indexFiles = storeIndexes.map((index) => `${index.name}.bin`);
    expect(readdirSync(storeDir).sort()).toEqual(
      ['districts.bin', 'meta.json', 'municipalities.bin', 'neighborhoods.bin', 'provinces.bin', 'villages.bin', ...indexFiles].sort(),
    );
  });

  it.each(brokenCases)('rejects $name', ({ edit, problem }) => {
    expect(problemsOf(editedDatasetCopy(miniDatasetDir, edit))).toContainEqual(problem);
  });

  it('reports every problem of a dataset, not only the first', () => {
    const dir = editedDatasetCopy(miniDatasetDir, (f) => {
      byId(f['villages.json'], 3).postalCode = '1';
      byId(f['neighborhoods.json'], 1).population = -5;
    });
    expect(problemsOf(dir)).toEqual([
      { file: 'neighborhoods.json', record: 1, field: 'population', rule: 'must be a non-negative integer' },
      { file: 'villages.json', record: 3, field: 'postalCode', rule: 'must be a string of exactly five digits' },
    ]);
  });

  it('names a missing file', () => {
    const dir = editedDatasetCopy(miniDatasetDir, () => {});
    unlinkSync(join(dir, 'villages.json'));
    expect(problemsOf(dir)).toEqual([{ file: 'villages.json', rule: 'the file is missing' }]);
  });

  it('lists the problems of the files that are present when another file is missing', () => {
    const dir = editedDatasetCopy(miniDatasetDir, (f) => {
      byId(f['provinces.json'], 6).population = -1;
      byId(f['municipalities.json'], 201).type = 'district_center';
      byId(f['municipalities.json'], 200).stats.neighborhoodCount = 7;
    });
    unlinkSync(join(dir, 'villages.json'));
    // The rules across files run over the files read whole: districts, municipalities and
    // neighborhoods are checked against each other; nothing is said about provinces' or villages'
    // counts, which the broken province and the missing file would only make up.
    expect(problemsOf(dir)).toEqual([
      { file: 'provinces.json', record: 6, field: 'population', rule: 'must be a non-negative integer' },
      { file: 'villages.json', rule: 'the file is missing' },
      {
        file: 'municipalities.json',
        record: 200,
        field: 'stats.neighborhoodCount',
        rule: 'every stats count equals the number of child records, but it is 7 while 1 neighborhoods have municipalityId 200',
      },
      { file: 'districts.json', record: 1158, rule: 'every district has exactly one center municipality, but it has 2' },
    ]);
  });

  it('says which files kept the rules across files from running', () => {
    const dir = editedDatasetCopy(miniDatasetDir, (f) => (byId(f['provinces.json'], 6).population = -1));
    unlinkSync(join(dir, 'villages.json'));
    expect(() => compileStore(dir, join(temporaryDir('store'), 'store'))).toThrow(
      `The dataset in ${dir} is invalid (2 problems):\n` +
        '  - provinces.json, record id 6, field population: must be a non-negative integer\n' +
        '  - villages.json: the file is missing\n' +
        'The rules across files were not checked for provinces.json, villages.json, which could not be read whole.\n' +
        'Fix the dataset files (or point DATASET_DIR at a valid copy) and build again.',
    );
  });

  it('names a file that is not JSON', () => {
    const dir = editedDatasetCopy(miniDatasetDir, () => {});
    writeFileSync(join(dir, 'districts.json'), '[{"id": 1,');
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'districts.json' });
    expect(problems[0]!.rule).toMatch(/^not valid JSON \(/);
  });

  it('names a file that is not an array', () => {
    const dir = editedDatasetCopy(miniDatasetDir, (f) => (f['provinces.json'] = { provinces: [] }));
    expect(problemsOf(dir)).toContainEqual({ file: 'provinces.json', rule: 'must be a JSON array of records' });
  });

  it('writes the message as one line per problem, saying what to do', () => {
    const dir = editedDatasetCopy(miniDatasetDir, (f) => (byId(f['provinces.json'], 6).stats.districtCount = 2));
    expect(() => compileStore(dir, join(temporaryDir('store'), 'store'))).toThrow(
      `The dataset in ${dir} is invalid (1 problem):\n` +
        '  - provinces.json, record id 6, field stats.districtCount: every stats count equals the number of child records, but it is 2 while 1 districts have provinceId 6\n' +
        'Fix the dataset files (or point DATASET_DIR at a valid copy) and build again.',
    );
  });

  it('leaves the previous store untouched when the dataset is broken', () => {
    const storeDir = join(temporaryDir('store'), 'store');
    compileStore(miniDatasetDir, storeDir);
    const before = readdirSync(storeDir).sort();
    const broken = editedDatasetCopy(miniDatasetDir, (f) => (byId(f['villages.json'], 3).postalCode = 'x'));
    expect(() => compileStore(broken, storeDir)).toThrow(DatasetError);
    expect(readdirSync(storeDir).sort()).toEqual(before);
    expect(existsSync(`${storeDir}.tmp-${process.pid}`)).toBe(false);
    rmSync(storeDir, { recursive: true });
  });
});
