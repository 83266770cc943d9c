// The contract test: every answer the HTTP suite receives is checked against the OpenAPI document
// the build published (dist/v2/openapi.json), by path template, method and status, with Ajv's draft
// 2020-12 validator (the JSON Schema dialect of OpenAPI 3.1).
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { compileTemplate } from '../../src/core/routing/match-route.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ?? addFormatsPlugin) as typeof addFormatsPlugin;

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
export interface Document {
  /** By path template, then method (`get`, or `post` for POST /mcp). */
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

export const loadPublishedDocument = (): Document => JSON.parse(readFileSync('dist/v2/openapi.json', 'utf8')) as Document;

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export function createContract(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Registered whole so `#/components/schemas/...` references resolve against it.
  ajv.addSchema(document as object, 'openapi');
  const templates = Object.keys(document.paths).map((template) => ({ template, regex: compileTemplate(template).regex }));
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };
  // Under /v1 and /api/v1, errors have the legacy shape.
  const errorValidator = (path: string) => validatorFor(/^\/(?:api\/)?v1(?:\/|$)/.test(path) ? 'openapi#/components/schemas/V1Error' : 'openapi#/components/schemas/Error');

  /** Throws when an answer is not one the document describes. */
  return function assertDocumented(method: string, path: string, status: number, body: unknown, text: string, contentType: string | null = null): void {
    const where = `${method} ${path} → ${status}`;
    const check = (validate: ValidateFunction) => {
      if (!validate(body)) throw new Error(`${where}: the body does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`);
    };
    if (method === 'OPTIONS') {
      if (status !== 204 || text !== '') throw new Error(`${where}: a preflight answers 204 with no body`);
      return;
    }
    const match = templates.find(({ regex }) => regex.test(path));
    if (!match) {
      // Unknown paths answer the JSON 404 (or a transport-level error: 405, 414, 429).
      if (![404, 405, 414, 429].includes(status)) throw new Error(`${where}: an undocumented path answered ${status}`);
      check(errorValidator(path));
      return;
    }
    // HEAD is GET without the body; a method the path does not document answers 405.
    const operation = document.paths[match.template]![method === 'HEAD' ? 'get' : method.toLowerCase()];
    if (!operation) {
      if (status !== 405) throw new Error(`${where}: only ${Object.keys(document.paths[match.template]!).join(', ')} is documented`);
      if (method !== 'HEAD') check(errorValidator(path));
      return;
    }
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${where}: status ${status} is not documented for ${match.template}`);
    if (status === 304 || status === 202 || method === 'HEAD') {
      if (text !== '') throw new Error(`${where}: expected no body`);
      return;
    }
    if (!response.content) throw new Error(`${where}: the document gives no body for this status`);
    // The body must be of a media type the document lists for this status; JSON bodies (JSON and
    // GeoJSON) must match that media type's schema, other formats (a dataset as CSV) are opaque.
    const mediaType = contentType ? contentType.split(';')[0]!.trim() : 'application/json';
    if (!response.content[mediaType]) throw new Error(`${where}: the document does not list ${mediaType} for this status`);
    if (!/^application\/(?:[a-z.+-]+\+)?json$/.test(mediaType)) return;
    check(validatorFor(`openapi#/${pointer('paths', match.template, method === 'HEAD' ? 'get' : method.toLowerCase(), 'responses', String(status), 'content', mediaType, 'schema')}`));
  };
}
