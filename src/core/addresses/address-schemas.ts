// The answer of GET /v2/addresses/parse as zod schemas (DESIGN §6.5): the OpenAPI document and the
// contract tests read them.
import { z } from 'zod';
import { detailMetaSchema } from '../resources/envelope-schemas.ts';
import { searchHitSchema } from '../search/search-schemas.ts';
import { addressIssueCodes } from './address-issues.ts';
import { granularities, verdicts } from './parsed-address.ts';

const partStatus = z.enum(['confirmed', 'corrected', 'inferred', 'replaced']).meta({
  id: 'AddressPartStatus',
  description:
    'Where the part came from. `confirmed`: named in the line (equal after folding case and Turkish letters); `corrected`: named with a typo search tolerates (one edit in 5–7 letters, two from 8); `inferred`: not named, implied by a lower level (the province of the district, the district of the neighborhood, the place’s postal code); `replaced`: the line named something that contradicts the rest, and this is the part that fits (an issue says what was replaced).',
});

const placePart = z
  .strictObject({
    id: z.int().min(1).meta({ description: 'Id of the record (`/v2/<kind>/<id>`).' }),
    name: z.string().meta({ description: 'The record’s name.' }),
    status: partStatus,
  })
  .meta({ id: 'AddressPart', description: 'A place of the dataset the line resolved to.' });

const part = (description: string) => placePart.nullable().meta({ description });

export const addressCandidateSchema = searchHitSchema.omit({ score: true }).meta({
  id: 'AddressCandidate',
  description: 'A place the ambiguous name fits, as a search hit (without score).',
});

export const parsedAddressSchema = z
  .strictObject({
    query: z.string().meta({ description: 'The line, trimmed.' }),
    granularity: z.enum(granularities).meta({ description: 'The most specific level resolved (`none`: no place recognised).' }),
    province: part('The province, or null.'),
    district: part('The district, or null.'),
    municipality: part('The municipality (a town, or the district’s or province’s centre) of a resolved neighborhood or municipality, or null (villages have none).'),
    neighborhood: part('The neighborhood (mahalle), or null.'),
    village: part('The village (köy), or null.'),
    postalCode: z
      .strictObject({ value: z.string().regex(/^[0-9]{5}$/), status: partStatus })
      .nullable()
      .meta({
        id: 'AddressPostalCode',
        description: 'The resolved neighborhood’s or village’s code (check its record’s `postalCodeStatus`: `estimated` codes are plausible, not official); without one, the line’s code when it fits what was resolved; else null.',
      }),
    street: z.string().nullable().meta({
      description: 'What is left of the line once the recognised places, settlement words and postal code are taken out (street, building number, flat), in the line’s own spelling; null when nothing is left. With `granularity: none`, the whole line.',
    }),
    formatted: z.string().meta({ description: 'The canonical line: `{street}, {Neighborhood} Mah., {postalCode} {District}/{Province}` (a village: `{Village} Köyü`), null parts left out with their separators.' }),
    candidates: z.array(addressCandidateSchema).max(10).meta({
      description: 'When the most specific name fits several places and nothing else in the line decides: those places (at most 10, most populous first, ties by id); only the levels all of them share are resolved. Otherwise empty.',
    }),
    issues: z
      .array(
        z
          .strictObject({
            code: z.enum(addressIssueCodes).meta({
              description:
                '`AMBIGUOUS_PLACE` (see candidates), `POSTAL_CODE_MISMATCH` (the line’s code belongs to other places), `UNKNOWN_POSTAL_CODE` (no place carries it), `INCONSISTENT_PROVINCE`, `INCONSISTENT_DISTRICT` (a named province or district that the rest contradicts; replaced), `UNKNOWN_NEIGHBORHOOD` (a named neighborhood that the named district and province, which agree, do not have; left unresolved).',
            }),
            message: z.string().meta({ description: 'A sentence naming the parts.' }),
          })
          .meta({ id: 'AddressIssue' }),
      )
      .meta({ description: 'What the reader noticed; empty when the line is consistent.' }),
    verdict: z.enum(verdicts).meta({
      id: 'AddressVerdict',
      description:
        'Triage, from the statuses, the issues and which parts the line named (DESIGN §6.5.2, the logic of Google Address Validation\'s `possibleNextAction`). `accept`: a neighborhood or village resolved, nothing corrected or replaced, no issue, and the line names its district or province (or a postal code that fits): filling in the postal code, municipality, district or province that the line implies is normal; store it as it is. `confirm`: resolved, but a part was `corrected` from a typo or `replaced` (with its issue), or the place rests on the settlement\'s name alone (neither district nor province named): show the person the `formatted` line before storing it. `fix`: no neighborhood or village resolved, an ambiguous name (see `candidates`) or an unknown part: ask the person.',
    }),
  })
  .meta({ id: 'ParsedAddress' });

export const parsedAddressEnvelopeSchema = z.strictObject({ data: parsedAddressSchema, meta: detailMetaSchema });
