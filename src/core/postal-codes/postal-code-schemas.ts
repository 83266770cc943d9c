// Zod schemas of the postal-code answers (DESIGN §6.2), for the OpenAPI document and the contract
// tests. The places are the record schemas of the data layer: a code's answer embeds whole records.
import { z } from 'zod';
import { neighborhoodSchema, villageSchema } from '../../data/schemas.ts';
import { detailMetaSchema, listMetaSchema } from '../resources/envelope-schemas.ts';

const code = z.string().regex(/^[0-9]{5}$/).meta({ description: 'The five-digit postal code.', examples: ['34710'] });
const provinceId = z.int().min(1).meta({ description: 'The province of every place with this code (its plate number, the first two digits).' });
const districtIds = z
  .array(z.int().min(1))
  .min(1)
  .meta({ description: 'The districts of the places with this code, ascending; more than one when a code crosses a district border.' });

export const postalCodeSummarySchema = z
  .strictObject({
    code,
    provinceId,
    districtIds,
    neighborhoodCount: z.int().min(0).meta({ description: 'Number of neighborhoods with this code.' }),
    villageCount: z.int().min(0).meta({ description: 'Number of villages with this code.' }),
  })
  .meta({ id: 'PostalCodeSummary', title: 'PostalCodeSummary' });

export const postalCodeSchema = z
  .strictObject({
    code,
    provinceId,
    districtIds,
    neighborhoods: z.array(neighborhoodSchema).meta({ description: 'Every neighborhood with this code, whole, by ascending id.' }),
    villages: z.array(villageSchema).meta({ description: 'Every village with this code, whole, by ascending id.' }),
  })
  .meta({ id: 'PostalCode', title: 'PostalCode' });

export const postalCodeListEnvelopeSchema = z.strictObject({ data: z.array(postalCodeSummarySchema), meta: listMetaSchema });
export const postalCodeDetailEnvelopeSchema = z.strictObject({ data: postalCodeSchema, meta: detailMetaSchema });
