// Zod schemas of the response bodies, for the OpenAPI document and the contract tests. The record
// schemas are the data layer's; a record trimmed by `fields` is the same schema with every property
// optional.
import { z } from 'zod';
import { kinds, type KindName } from '../../data/kinds.ts';
import { relationsOf } from './registry.ts';

const datasetVersion = z.string().meta({ description: 'Dataset version used (currently `2025`).', examples: ['2025'] });
const lastUpdated = z.string().meta({ description: 'Date the dataset was last updated.', examples: ['2026-05-21'] });
const count = (description: string) => z.int().min(0).meta({ description });

export const listMetaSchema = z
  .strictObject({
    count: count('Number of records in this response.'),
    total: count('Number of records matching the filters.'),
    limit: z.int().min(1).max(1000).meta({ description: 'Page size used.' }),
    offset: count('Offset used.'),
    datasetVersion,
    lastUpdated,
  })
  .meta({ id: 'ListMeta' });

export const detailMetaSchema = z.strictObject({ datasetVersion, lastUpdated }).meta({ id: 'DetailMeta' });

const recordOf = (kind: KindName) => kinds[kind].schema;

/** A record as lists and details return it: whole, or trimmed to the requested `fields`. */
const selectionOf = (kind: KindName) => {
  const schema = recordOf(kind);
  return z
    .union([schema, schema.partial().meta({ id: `${schema.meta()?.id}Selection`, description: 'The record trimmed to the requested `fields`.' })])
    .meta({ description: 'The whole record, or only the requested `fields` (in schema order).' });
};

export const listEnvelopeSchema = (kind: KindName) =>
  z.strictObject({ data: z.array(selectionOf(kind)), meta: listMetaSchema });

/** A single record: whole or trimmed by `fields`, plus the relations named in `include`. */
export const detailEnvelopeSchema = (kind: KindName) => {
  const relations = Object.fromEntries(
    relationsOf(kind).map((relation) => [
      relation.name,
      (relation.type === 'parent' ? recordOf(relation.kind) : z.array(recordOf(relation.kind))).optional(),
    ]),
  );
  const record = recordOf(kind);
  const id = record.meta()?.id;
  const data = z.union([
    record.extend(relations).meta({ id: `${id}WithRelations`, description: 'The whole record, with the relations asked for in `include`.' }),
    record.partial().extend(relations).meta({ id: `${id}SelectionWithRelations`, description: 'The requested `fields`, with the relations asked for in `include`.' }),
  ]);
  return z.strictObject({ data, meta: detailMetaSchema });
};
