// The answer of GET /v2/search as zod schemas: the OpenAPI document and the contract tests read them.
import { z } from 'zod';
import { searchTypes } from './search-params.ts';

const parentId = (kind: string) => z.int().min(1).optional().meta({ description: `Id of the ${kind} the place is in, when the record carries it.` });

export const searchHitSchema = z
  .strictObject({
    type: z.enum(searchTypes).meta({ description: 'Kind of place, singular.' }),
    id: z.int().min(1).meta({ description: 'Id of the record (unique within its kind).' }),
    name: z.string().meta({ description: 'Name of the place.' }),
    label: z.string().meta({ description: 'The name with its parents, most specific first: `Caferağa, Kadıköy, İstanbul`.' }),
    provinceId: parentId('province'),
    districtId: parentId('district'),
    municipalityId: parentId('municipality'),
    population: z.int().min(0),
    postalCode: z.string().regex(/^[0-9]{5}$/).optional().meta({ description: 'Neighborhoods and villages.' }),
    formerName: z
      .string()
      .optional()
      .meta({ description: 'Present when the place was found by a name it no longer carries (DESIGN §6.8): `Çürükler` for Yeşilvadi. Its history: `/v2/{kind}/{id}/changes`.' }),
    score: z.number().meta({ description: 'Relevance; higher is better. Comparable only within one answer.' }),
    url: z.string().meta({ description: 'Path of the record: `/v2/neighborhoods/40512`.' }),
  })
  .meta({ id: 'SearchHit' });

export const searchAnswerSchema = z.strictObject({
  data: z.array(searchHitSchema).meta({ description: 'Best first; empty when nothing matches.' }),
  meta: z
    .strictObject({
      count: z.int().min(0).max(50).meta({ description: 'Number of hits in this answer.' }),
      datasetVersion: z.string(),
      lastUpdated: z.string(),
    })
    .meta({ id: 'SearchMeta' }),
});
