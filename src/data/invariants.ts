// Cross-record rules the schemas cannot express, as a table. Each rule reports every record that
// breaks it, naming the file, the record id, the field and the rule, so a broken dataset stops the
// build with a message that says exactly what to fix. Each row names the files it reads and runs only
// when all of them were read whole, so one missing file does not hide the problems of the others.
import type { DatasetProblem } from './dataset-error.ts';
import { childCountField, childKindsOf, type DataRecord, type KindName, kindNames, kinds, parentField } from './kinds.ts';
import { postalKinds } from './postal-code-index.ts';
import { boundariesFile, type DatasetReading } from './read-dataset.ts';
import { districtBoundariesFile } from './district-boundaries-schema.ts';
import { placePointsFile } from './place-points.ts';
import { outlineProblems } from './outline-invariants.ts';
import { placePointProblems } from './place-point-invariants.ts';

type RecordIndex = Record<KindName, Map<number, DataRecord>>;
type Records = Pick<DatasetReading['dataset'], 'records' | 'boundaries' | 'districtBoundaries' | 'placePoints'>;

interface Invariant {
  /** The dataset files the rule reads. */
  files: readonly string[];
  check(dataset: Records, index: RecordIndex): DatasetProblem[];
}

const countBy = (records: readonly DataRecord[], field: string) => {
  const counts = new Map<number, number>();
  for (const record of records) {
    const key = record[field] as number;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

const fileOf = (kind: KindName) => kinds[kind].file;

const invariants: readonly Invariant[] = [
  // A postal code's first two digits are its province's plate number, which is our province id
  // (data/README.md); the postal-code resource answers one province per code because of it.
  ...postalKinds.map((kind) => ({
    files: [fileOf(kind)],
    check: (dataset: Records) =>
      dataset.records[kind]
        .filter((record) => Number((record.postalCode as string).slice(0, 2)) !== record.provinceId)
        .map((record) => ({
          file: fileOf(kind),
          record: record.id,
          field: 'postalCode',
          rule: `a postal code starts with the province's plate number, but ${record.postalCode} is in province ${record.provinceId}`,
        })),
  })),
  ...kindNames.map((kind) => ({
    files: [fileOf(kind)],
    check: (dataset: Records) =>
      [...countBy(dataset.records[kind], 'id')]
        .filter(([, times]) => times > 1)
        .map(([id, times]) => ({ file: fileOf(kind), record: id, field: 'id', rule: `ids are unique within a kind, but id ${id} appears ${times} times` })),
  })),
  ...kindNames.flatMap((kind) =>
    kinds[kind].parents.map((parent) => ({
      files: [fileOf(kind), fileOf(parent)],
      check: (dataset: Records, index: RecordIndex) => {
        const field = parentField(parent);
        return dataset.records[kind]
          .filter((record) => !index[parent].has(record[field] as number))
          .map((record) => ({
            file: fileOf(kind),
            record: record.id,
            field,
            rule: `every parent id exists, but no ${kinds[parent].singular} has id ${record[field]}`,
          }));
      },
    })),
  ),
  // A neighborhood's district and province must be those of its municipality, a municipality's or
  // village's province that of its district: every parent that itself carries a parent field must
  // agree with the record on it.
  ...kindNames.flatMap((kind) =>
    kinds[kind].parents.map((parent) => ({
      files: [fileOf(kind), fileOf(parent)],
      check: (dataset: Records, index: RecordIndex) =>
        dataset.records[kind].flatMap((record) => {
          const parentRecord = index[parent].get(record[parentField(parent)] as number);
          if (!parentRecord) return [];
          return kinds[parent].parents
            .map(parentField)
            .filter((field) => record[field] !== parentRecord[field])
            .map((field) => ({
              file: fileOf(kind),
              record: record.id,
              field,
              rule: `the parent chain agrees, but ${field} is ${record[field]} while its ${kinds[parent].singular} ${parentRecord.id} has ${field} ${parentRecord[field]}`,
            }));
        }),
    })),
  ),
  ...kindNames.flatMap((kind) =>
    childKindsOf(kind).map((child) => ({
      files: [fileOf(kind), fileOf(child)],
      check: (dataset: Records) => {
        const field = childCountField(child);
        const childCounts = countBy(dataset.records[child], parentField(kind));
        return dataset.records[kind]
          .filter((record) => (record.stats as Record<string, number>)[field] !== (childCounts.get(record.id) ?? 0))
          .map((record) => ({
            file: fileOf(kind),
            record: record.id,
            field: `stats.${field}`,
            rule: `every stats count equals the number of child records, but it is ${(record.stats as Record<string, number>)[field]} while ${childCounts.get(record.id) ?? 0} ${child} have ${parentField(kind)} ${record.id}`,
          }));
      },
    })),
  ),
  {
    files: [fileOf('provinces'), fileOf('villages')],
    check: (dataset) => {
      const villages = countBy(dataset.records.villages, parentField('provinces'));
      return dataset.records.provinces
        .filter((province) => province.isMetropolitan === true && (villages.get(province.id) ?? 0) > 0)
        .map((province) => ({
          file: fileOf('provinces'),
          record: province.id,
          field: 'isMetropolitan',
          rule: `a metropolitan province has no villages, but ${villages.get(province.id)} villages have provinceId ${province.id}`,
        }));
    },
  },
  {
    files: [fileOf('districts'), fileOf('municipalities')],
    check: (dataset) => {
      const centers = countBy(
        dataset.records.municipalities.filter((municipality) => municipality.type !== 'town'),
        parentField('districts'),
      );
      return dataset.records.districts
        .filter((district) => centers.get(district.id) !== 1)
        .map((district) => ({
          file: fileOf('districts'),
          record: district.id,
          rule: `every district has exactly one center municipality, but it has ${centers.get(district.id) ?? 0}`,
        }));
    },
  },
  {
    files: [boundariesFile, fileOf('provinces')],
    check: (dataset, index) =>
      outlineProblems({
        file: boundariesFile,
        singular: 'province',
        feature: { word: 'boundary', article: 'a', counted: 'boundary feature' },
        features: dataset.boundaries,
        records: dataset.records.provinces,
        index: index.provinces,
        fields: ['name'],
      }),
  },
  {
    files: [districtBoundariesFile, fileOf('districts')],
    check: (dataset, index) =>
      outlineProblems({
        file: districtBoundariesFile,
        singular: 'district',
        feature: { word: 'outline', article: 'an', counted: 'outline' },
        features: dataset.districtBoundaries,
        records: dataset.records.districts,
        index: index.districts,
        fields: ['name', 'provinceId'],
      }),
  },
  {
    // Every point names a place that exists, once, and lies inside its district's outline.
    files: [placePointsFile, districtBoundariesFile, fileOf('districts'), fileOf('villages'), fileOf('neighborhoods')],
    check: (dataset, index) => placePointProblems(dataset, index),
  },
];

/**
 * Every record that breaks a cross-record rule, among the rules whose files were all read whole, and
 * the files that kept some rule from running (the message says their cross-record rules wait).
 */
export function invariantProblems(dataset: Records, wholeFiles: ReadonlySet<string>): { problems: DatasetProblem[]; unchecked: string[] } {
  const index = Object.fromEntries(
    kindNames.map((kind) => [kind, new Map(dataset.records[kind].map((record) => [record.id, record]))]),
  ) as RecordIndex;
  const runnable = invariants.filter((invariant) => invariant.files.every((file) => wholeFiles.has(file)));
  const unchecked = [...kindNames.map(fileOf), boundariesFile, districtBoundariesFile, placePointsFile].filter((file) => !wholeFiles.has(file));
  return { problems: runnable.flatMap((invariant) => invariant.check(dataset, index)), unchecked };
}
