// One rule for both outline files: every record of the kind has exactly one outline, every outline
// belongs to a record, and the outline carries the record's fields it repeats (its name; for a
// district its province too). The point lookup, the boundary routes and the maps need every
// outline, and only one.
import type { DatasetProblem } from './dataset-error.ts';
import type { DataRecord } from './kinds.ts';

interface OutlineRule {
  file: string;
  /** `province`, `district`. */
  singular: string;
  /** What the file calls one feature in the messages: `boundary`, `outline`, and how many of them a record has. */
  feature: { word: string; article: string; counted: string };
  features: readonly { id: number; properties: Record<string, unknown> }[];
  records: readonly DataRecord[];
  index: ReadonlyMap<number, DataRecord>;
  /** The record fields the feature's properties repeat. */
  fields: readonly string[];
}

export function outlineProblems({ file, singular, feature, features, records, index, fields }: OutlineRule): DatasetProblem[] {
  const counts = new Map<number, number>();
  for (const { id } of features) counts.set(id, (counts.get(id) ?? 0) + 1);
  const where = (id: number, field?: string) => ({ file, record: id, ...(field ? { field } : {}) });
  return [
    ...[...counts]
      .filter(([id]) => !index.has(id))
      .map(([id]) => ({ ...where(id, 'id'), rule: `every ${feature.word} belongs to a ${singular}, but no ${singular} has id ${id}` })),
    ...[...counts]
      .filter(([, times]) => times > 1)
      .map(([id, times]) => ({ ...where(id, 'id'), rule: `every ${singular} has exactly one ${feature.counted}, but id ${id} has ${times}` })),
    ...records
      .filter((record) => !counts.has(record.id))
      .map((record) => ({ ...where(record.id), rule: `every ${singular} has exactly one ${feature.counted}, but ${record.name} (id ${record.id}) has none` })),
    ...features.flatMap(({ id, properties }) => {
      const record = index.get(id);
      if (!record) return [];
      return fields
        .filter((field) => record[field] !== properties[field])
        .map((field) => ({
          ...where(id, `properties.${field}`),
          rule: `${feature.article} ${feature.word} carries its ${singular}'s ${field}, but it is ${properties[field]} while ${singular} ${id} has ${record[field]}`,
        }));
    }),
  ];
}
