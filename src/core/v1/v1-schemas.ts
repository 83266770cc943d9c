// Zod schemas of the v1 answers, for the OpenAPI document and the contract tests. With `fields` any
// field may be left out, so every property is optional.
import { z } from 'zod';

const id = z.int().positive();
const count = z.int().min(0);
const child = z.strictObject({ id, name: z.string(), population: count }).meta({ id: 'V1Child' });

export const v1ProvinceSchema = z
  .strictObject({
    id,
    name: z.string(),
    population: count,
    area: z.number(),
    altitude: z.number(),
    areaCode: z.array(z.int()),
    isCoastal: z.boolean(),
    isMetropolitan: z.boolean(),
    region: z.strictObject({ en: z.string(), tr: z.string() }),
    coordinates: z.strictObject({ latitude: z.number(), longitude: z.number() }),
    districts: z.array(
      z.strictObject({ id, name: z.string(), population: count, area: z.number(), neighborhoods: z.array(child).optional(), villages: z.array(child).optional() }),
    ),
  })
  .partial()
  .meta({ id: 'V1Province', description: 'A v1 province; `extend=true` adds each district’s neighborhoods and villages.' });

export const v1DistrictSchema = z
  .strictObject({
    provinceId: id,
    id,
    province: z.string(),
    name: z.string(),
    population: count,
    area: z.number(),
    neighborhoods: z.array(child),
    villages: z.array(child),
  })
  .partial()
  .meta({ id: 'V1District', description: 'A v1 district; `neighborhoods` and `villages` only on the single-district route.' });

export const v1SettlementSchema = z
  .strictObject({ provinceId: id, districtId: id, id, province: z.string(), district: z.string(), name: z.string(), population: count })
  .partial()
  .meta({ id: 'V1Settlement', description: 'A v1 neighborhood, village or town.' });

export const v1ErrorSchema = z
  .strictObject({ status: z.literal('ERROR'), error: z.string().min(1) })
  .meta({ id: 'V1Error', description: 'A v1 error: the sentence says what went wrong.' });

export const v1Envelope = (data: z.ZodType) => z.strictObject({ status: z.literal('OK'), data });
