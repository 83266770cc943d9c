// GET /v2/openapi.json: the OpenAPI 3.1 document of everything this service answers, built from the
// route table the request was dispatched with (prebuilt as a file; built once per store otherwise).
import { z } from 'zod';
import type { Store } from '../../data/store.ts';
import { cachePolicies } from '../http/headers.ts';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';
import { noParams } from '../params/param-set.ts';
import type { Route } from '../routing/route.ts';

const built = new WeakMap<Store, string>();

export const openApiRoute: Route = {
  id: 'getOpenApiDocument',
  path: '/v2/openapi.json',
  pathParams: {},
  params: noParams,
  cacheControl: cachePolicies.api,
  handler({ store, routes }) {
    let document = built.get(store);
    if (!document) {
      document = JSON.stringify(buildOpenApiDocument(routes, store));
      built.set(store, document);
    }
    return { body: document };
  },
  static: {
    file: '/v2/openapi.json',
    paths: () => [{}],
    headers: () => ({ 'Cache-Control': cachePolicies.api }),
  },
  docs: {
    summary: { en: 'OpenAPI document', tr: 'OpenAPI belgesi' },
    description: {
      en: 'This API described as OpenAPI 3.1: every path, parameter, answer and error code, with examples from the real data.',
      tr: 'Bu API’nin OpenAPI 3.1 tanımı: her yol, parametre, yanıt ve hata kodu, gerçek veriden örneklerle.',
    },
    tags: ['System'],
    example: null,
    response: z
      .looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({}), servers: z.array(z.looseObject({})), tags: z.array(z.looseObject({})), paths: z.looseObject({}), components: z.looseObject({}) })
      .meta({ id: 'OpenApiDocument' }),
    errorCodes: [],
  },
};
