// Cross-record rules the schemas cannot express, as a table. Each rule reports every record that
// breaks it, naming the file, the record id, the field and the rule, so a broken dataset stops the
// build with a message that says exactly what to fix.
import { DatasetError, type DatasetProblem } from './dataset-error.ts';
import { childCountField, childKindsOf, type DataRecord, type KindName, kindNames, kinds, parentField } from './kinds.ts';
import { postalKinds } from './postal-code-index.ts';
import { boundariesFile, type Dataset } from './read-dataset.ts';

type RecordIndex = Record<KindName, Map<number, DataRecord>>;

interface Invariant {
  check(dataset: Dataset, index: RecordIndex): DatasetProblem[];
}

const countBy = (records: readonly DataRecord[], field: string) => {
  const counts = new Map<number, number>();
  for (const record of records) {
    const key = record[field] as number;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

const invariants: readonly Invariant[] = [
  {
    // A postal code's first two digits are its province's plate number, which is our province id
    // (data/README.md); the postal-code resource answers one province per code because of it.
    check: (dataset) =>
      postalKinds.flatMap((kind) =>
        dataset.records[kind]
          .filter((record) => Number((record.postalCode as string).slice(0, 2)) !== record.provinceId)
          .map((record) => ({
            file: kinds[kind].file,
            record: record.id,
            field: 'postalCode',
            rule: `a postal code starts with the province's plate number, but ${record.postalCode} is in province ${record.provinceId}`,
          })),
      ),
  },
  {
    check: (dataset) =>
      kindNames.flatMap((kind) =>
        [...countBy(dataset.records[kind], 'id')]
          .filter(([, times]) => times > 1)
          .map(([id, times]) => ({ file: kinds[kind].file, record: id, field: 'id', rule: `ids are unique within a kind, but id ${id} appears ${times} times` })),
      ),
  },
  {
    check: (dataset, index) =>
      kindNames.flatMap((kind) =>
        kinds[kind].parents.flatMap((parent) => {
          const field = parentField(parent);
          return dataset.records[kind]
            .filter((record) => !index[parent].has(record[field] as number))
            .map((record) => ({
              file: kinds[kind].file,
              record: record.id,
              field,
              rule: `every parent id exists, but no ${kinds[parent].singular} has id ${record[field]}`,
            }));
        }),
      ),
  },
  {
    // A neighborhood's district and province must be those of its municipality, a municipality's or
    // village's province that of its district: every parent that itself carries a parent field must
    // agree with the record on it.
    check: (dataset, index) =>
      kindNames.flatMap((kind) =>
        dataset.records[kind].flatMap((record) =>
          kinds[kind].parents.flatMap((parent) => {
            const parentRecord = index[parent].get(record[parentField(parent)] as number);
            if (!parentRecord) return [];
            return kinds[parent].parents
              .map(parentField)
              .filter((field) => record[field] !== parentRecord[field])
              .map((field) => ({
                file: kinds[kind].file,
                record: record.id,
                field,
                rule: `the parent chain agrees, but ${field} is ${record[field]} while its ${kinds[parent].singular} ${parentRecord.id} has ${field} ${parentRecord[field]}`,
              }));
          }),
        ),
      ),
  },
  {
    check: (dataset) =>
      kindNames.flatMap((kind) =>
        childKindsOf(kind).flatMap((child) => {
          const field = childCountField(child);
          const childCounts = countBy(dataset.records[child], parentField(kind));
          return dataset.records[kind]
            .filter((record) => (record.stats as Record<string, number>)[field] !== (childCounts.get(record.id) ?? 0))
            .map((record) => ({
              file: kinds[kind].file,
              record: record.id,
              field: `stats.${field}`,
              rule: `every stats count equals the number of child records, but it is ${(record.stats as Record<string, number>)[field]} while ${childCounts.get(record.id) ?? 0} ${child} have ${parentField(kind)} ${record.id}`,
            }));
        }),
      ),
  },
  {
    check: (dataset) => {
      const villages = countBy(dataset.records.villages, parentField('provinces'));
      return dataset.records.provinces
        .filter((province) => province.isMetropolitan === true && (villages.get(province.id) ?? 0) > 0)
        .map((province) => ({
          file: kinds.provinces.file,
          record: province.id,
          field: 'isMetropolitan',
          rule: `a metropolitan province has no villages, but ${villages.get(province.id)} villages have provinceId ${province.id}`,
        }));
    },
  },
  {
    check: (dataset) => {
      const centers = countBy(
        dataset.records.municipalities.filter((municipality) => municipality.type !== 'town'),
        parentField('districts'),
      );
      return dataset.records.districts
        .filter((district) => centers.get(district.id) !== 1)
        .map((district) => ({
          file: kinds.districts.file,
          record: district.id,
          rule: `every district has exactly one center municipality, but it has ${centers.get(district.id) ?? 0}`,
        }));
    },
  },
  {
    // Every province has exactly one boundary feature, with its name: the point lookup and the
    // boundary route need every province's outline, and only one.
    check: (dataset, index) => {
      const features = new Map<number, number>();
      for (const { id } of dataset.boundaries) features.set(id, (features.get(id) ?? 0) + 1);
      const where = (id: number, field?: string) => ({ file: boundariesFile, record: id, ...(field ? { field } : {}) });
      return [
        ...[...features]
          .filter(([id]) => !index.provinces.has(id))
          .map(([id]) => ({ ...where(id, 'id'), rule: `every boundary belongs to a province, but no province has id ${id}` })),
        ...[...features]
          .filter(([, times]) => times > 1)
          .map(([id, times]) => ({ ...where(id, 'id'), rule: `every province has exactly one boundary feature, but id ${id} has ${times}` })),
        ...dataset.records.provinces
          .filter((province) => !features.has(province.id))
          .map((province) => ({ ...where(province.id), rule: `every province has exactly one boundary feature, but ${province.name} (id ${province.id}) has none` })),
        ...dataset.boundaries
          .filter((feature) => index.provinces.has(feature.id) && index.provinces.get(feature.id)!.name !== feature.properties.name)
          .map((feature) => ({
            ...where(feature.id, 'properties.name'),
            rule: `a boundary carries its province's name, but it is ${feature.properties.name} while province ${feature.id} is ${index.provinces.get(feature.id)!.name}`,
          })),
      ];
    },
  },
];

/** Throws DatasetError listing every record that breaks a cross-record rule. */
export function checkInvariants(dataset: Dataset): void {
  const index = Object.fromEntries(
    kindNames.map((kind) => [kind, new Map(dataset.records[kind].map((record) => [record.id, record]))]),
  ) as RecordIndex;
  const problems = invariants.flatMap((invariant) => invariant.check(dataset, index));
  if (problems.length > 0) throw new DatasetError(dataset.dir, problems);
}
