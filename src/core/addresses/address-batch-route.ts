// POST /v2/addresses/parse: up to 100 address lines in one request, answered in input order (DESIGN
// §6.6). Each line is checked as GET's `q` is and read by the same reader; a line that fails the check
// gets its own error item and the others are still read. Only a body that is not JSON, not of the
// shape, or too large fails the whole request. An exchange, not a resource: no ETag, never cached.
import { z } from 'zod';
import { openAddressIndex } from '../../data/address-index/address-index-view.ts';
import { datasetMetaJson } from '../envelopes.ts';
import { ApiError } from '../errors.ts';
import { isJsonMediaType, parseJsonBody } from '../http/read-body.ts';
import { messages } from '../messages.ts';
import { noParams } from '../params/param-set.ts';
import { detailMetaSchema } from '../resources/envelope-schemas.ts';
import { defineRoute, type Route } from '../routing/route.ts';
import { parsedAddressJson } from './address-answer.ts';
import { addressLineParam } from './address-route.ts';
import { parsedAddressSchema } from './address-schemas.ts';
import { readAddress } from './read-address.ts';

/** The most lines one request carries: a batch a browser or a CRM sends in well under a second. */
export const maxAddressLines = 100;

/** The body, as the OpenAPI document and the MCP tool `parse_addresses` show it. */
export const addressLinesBodySchema = z
  .strictObject({
    lines: z
      .array(z.string().meta({ description: 'One address line, checked as `q` of GET /v2/addresses/parse is: 1–300 characters after trimming.' }))
      .min(1)
      .max(maxAddressLines)
      .meta({ description: `1 to ${maxAddressLines} address lines, each as people type it. The answer holds one item per line, in this order.` }),
  })
  .meta({ id: 'AddressLines' });

const lineErrorSchema = z
  .strictObject({
    error: z.strictObject({ code: z.literal('BAD_REQUEST'), message: z.string().meta({ description: 'What is wrong with this line, naming it by its index (`lines[3]`).' }) }),
  })
  .meta({ id: 'AddressLineError', description: 'A line that is empty or longer than 300 characters after trimming; the other lines are still read.' });

export const parsedAddressesEnvelopeSchema = z.strictObject({
  data: z.array(z.union([parsedAddressSchema, lineErrorSchema])).meta({ description: 'One item per line, in the order of `lines`.' }),
  meta: detailMetaSchema,
});

/** The lines of a JSON body, or the whole request's error. */
function linesOf(contentType: string | null, body: Buffer): string[] {
  if (!isJsonMediaType(contentType)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType(contentType));
  const json = parseJsonBody(body);
  if (!json) throw new ApiError('BAD_REQUEST', messages.malformedJson());
  const lines = (json.value as { lines?: unknown } | null)?.lines;
  if (Array.isArray(lines) && lines.length > maxAddressLines) throw new ApiError('BAD_REQUEST', messages.tooManyAddressLines(lines.length, maxAddressLines));
  const parsed = addressLinesBodySchema.safeParse(json.value);
  if (!parsed.success) throw new ApiError('BAD_REQUEST', messages.addressLinesShape());
  return parsed.data.lines;
}

export const parseAddressesRoute: Route = defineRoute({
  id: 'parseAddresses',
  path: '/v2/addresses/parse',
  method: 'POST',
  pathParams: {},
  params: noParams,
  cacheControl: 'no-store',
  handler({ request, body, store }) {
    const lines = linesOf(request.headers.get('content-type'), body ?? Buffer.alloc(0));
    const view = openAddressIndex(store);
    const items = lines.map((line, i) => {
      const checked = addressLineParam.parse(line, `lines[${i}]`);
      if (!checked.ok) return JSON.stringify({ error: { code: checked.error.code, message: checked.error.message } });
      return parsedAddressJson(view, readAddress(store, checked.value));
    });
    return { body: `{"data":[${items.join(',')}],"meta":{${datasetMetaJson(store.meta)}}}` };
  },
  docs: {
    summary: { en: 'Read many address lines at once', tr: 'Birçok adres satırını tek seferde çöz' },
    description: {
      en: `Reads up to ${maxAddressLines} address lines in one request, each exactly as GET /v2/addresses/parse reads \`q\`, and answers one item per line in the order sent. A line that is empty or over 300 characters gets its own \`error\` item and the others are still read; a body that is not JSON (400), not \`application/json\` (415), not of the shape or over ${maxAddressLines} lines (400), or over 64 KB (413) fails the whole request. One request counts once against the rate limit. Never cached. For files, the offline command \`npm run addresses\` reads every line on your own machine.`,
      tr: `Tek istekte en çok ${maxAddressLines} adres satırını, her birini GET /v2/addresses/parse’ın \`q\` parametresini okuduğu gibi okur ve gönderilen sırayla satır başına bir öğe döndürür. Boş ya da 300 karakterden uzun bir satır kendi \`error\` öğesini alır, öbürleri yine okunur; JSON olmayan (400), \`application/json\` olmayan (415), biçimi tutmayan ya da ${maxAddressLines} satırı aşan (400) veya 64 KB’ı aşan (413) gövde isteğin tamamını geri çevirir. Bir istek hız sınırına bir kez sayılır. Önbelleğe alınmaz. Dosyalar için çevrim dışı \`npm run addresses\` komutu her satırı kendi makinenizde okur.`,
    },
    tags: ['Addresses'],
    example: null,
    requestBody: {
      schema: addressLinesBodySchema,
      example: { lines: ['Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL', 'Cumhuriyet Mah. Atatürk Cad. No:12 06760 Çankaya/Ankara', ''] },
      whenTooLarge: `send at most ${maxAddressLines} lines of at most 300 characters per request`,
    },
    response: parsedAddressesEnvelopeSchema,
    errorCodes: ['BAD_REQUEST', 'CONTENT_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  },
});
