// The answers of the change routes as zod schemas (DESIGN §6.8): the OpenAPI document and the contract
// tests read them.
import { z } from 'zod';
import { changeKinds, changeTypes, placeSnapshotSchema } from '../../data/change-list.ts';
import { detailMetaSchema, listMetaSchema } from '../resources/envelope-schemas.ts';

export const changeRowSchema = z
  .strictObject({
    kind: z.enum(changeKinds).meta({ description: 'Kind of place, singular (as search hits name kinds).' }),
    id: z.int().min(1).meta({ description: 'Id of the record (unique within its kind); a removed record keeps its id here.' }),
    type: z.enum(changeTypes).meta({
      description:
        '`added`: a new record; `removed`: a record the release no longer has (see `successorIds`); `renamed`: another name, not only another spelling; `moved`: another parent; `postalCode`: another postal code or status; `split` (curated history only): a district formed from another (`previous` names it).',
    }),
    release: z.string().nullable().meta({ description: 'The dataset version whose import found the change; null for the curated history before the releases.' }),
    date: z.iso.date().nullable().meta({ description: 'The day the change took effect, where a source says so; null for a difference between releases, whose day nobody published.' }),
    name: z.string().meta({ description: 'The place’s current name, or the last name of a removed place.' }),
    previous: placeSnapshotSchema.nullable().meta({ description: 'The place before the change; null for `added`.' }),
    current: placeSnapshotSchema.nullable().meta({ description: 'The place after the change; null for `removed`.' }),
    successorIds: z.array(z.int().min(1)).meta({ description: 'For `removed`: the added records of the same district with the same name (folded), else empty.' }),
    source: z.strictObject({ tr: z.string(), en: z.string() }).meta({ description: 'Where the change comes from, in Turkish and English.' }),
  })
  .meta({ id: 'Change' });

export const changeListEnvelopeSchema = z.strictObject({ data: z.array(changeRowSchema).meta({ description: 'Newest first.' }), meta: listMetaSchema });

export const recordHistoryEnvelopeSchema = z.strictObject({
  data: z.array(changeRowSchema).meta({ description: 'The record’s changes, newest first; empty when it has none.' }),
  meta: z.strictObject({ count: z.int().min(0), ...detailMetaSchema.shape }).meta({ id: 'HistoryMeta' }),
});
