// The API reference as data for the docs pages, generated from the route table and its zod schemas by
// the same functions that write the OpenAPI document, so every endpoint and parameter the service has
// is in the reference, in both languages, with an example URL and an example answer from the real data.
import { getStore } from '../data/store.ts';
import { isV1Path } from '../core/error-envelope.ts';
import { exampleAnswer } from '../core/openapi/example-answer.ts';
import { errorStatusesOf, parameterObjectsOf, repeatsPathParameter, statusText, tagsOf } from '../core/openapi/openapi-document.ts';
import { resourceList } from '../core/resources/registry.ts';
import { routeTable } from '../core/routing/route-table.ts';
import { exampleUrlOf } from '../core/routing/example-url.ts';
import type { Store } from '../data/store.ts';
import { methodOf, type Route, type RouteMethod } from '../core/routing/route.ts';
import type { Text } from '../core/text.ts';
import { parameterTextFor } from './parameter-text.ts';

type JsonSchema = Record<string, unknown>;

export interface ReferenceParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  type: Text;
  description: Text;
}

export interface ReferenceOperation {
  id: string;
  method: RouteMethod;
  path: string;
  tag: string;
  summary: Text;
  description: Text;
  parameters: ReferenceParameter[];
  exampleUrl: string;
  /** A POST route's example body, as JSON text. */
  exampleBody?: string;
  examplePathParams: Record<string, string>;
  exampleAnswer?: string;
  statuses: Array<{ status: string; meaning: Text; codes: string[] }>;
  deprecated: boolean;
  /** The URL is also a prebuilt file, answered as such when its query holds no name the API knows. */
  prebuilt: boolean;
}

export interface ReferenceSection {
  tag: string;
  title: Text;
  operations: ReferenceOperation[];
}

const tagTitles: Record<string, Text> = {
  System: { en: 'System', tr: 'Sistem' },
  Datasets: { en: 'Datasets', tr: 'Veri setleri' },
  'Postal codes': { en: 'Postal codes', tr: 'Posta kodları' },
  Changes: { en: 'Changes', tr: 'Değişiklikler' },
  Geography: { en: 'Geography', tr: 'Coğrafya' },
  Search: { en: 'Search', tr: 'Arama' },
  Addresses: { en: 'Addresses', tr: 'Adresler' },
  'Legacy v1': { en: 'Legacy v1', tr: 'Eski sürüm (v1)' },
  'AI assistants': { en: 'AI assistants (MCP)', tr: 'Yapay zekâ asistanları (MCP)' },
  ...Object.fromEntries(resourceList.map((resource) => [resource.tag, { en: resource.tag, tr: resource.tr.plural }])),
};

const statusMeanings: Record<string, Text> = {
  '200': { en: 'OK.', tr: 'Başarılı.' },
  '304': { en: 'Not modified: `If-None-Match` matched the current `ETag`; no body.', tr: 'Değişmedi: `If-None-Match` güncel `ETag` ile eşleşti; gövde yok.' },
  '400': { en: 'Bad request: a parameter is unknown, repeated or invalid.', tr: 'Hatalı istek: bir parametre bilinmiyor, tekrarlanmış ya da geçersiz.' },
  '404': { en: 'Not found.', tr: 'Bulunamadı.' },
  '405': { en: 'Method not allowed: the API is read-only.', tr: 'Yönteme izin yok: API salt okunurdur.' },
  '408': { en: 'The request line and headers did not arrive in time.', tr: 'İstek satırı ve başlıklar zamanında gelmedi.' },
  '413': { en: 'The request body is too large.', tr: 'İstek gövdesi çok büyük.' },
  '414': { en: 'The URL is too long.', tr: 'Adres (URL) çok uzun.' },
  '415': { en: 'Unsupported media type: send the body as `application/json`.', tr: 'Desteklenmeyen ortam türü: gövdeyi `application/json` olarak gönderin.' },
  '431': { en: 'The request headers are too large.', tr: 'İstek başlıkları çok büyük.' },
  '429': { en: 'Too many requests; see `Retry-After`.', tr: 'Çok fazla istek; `Retry-After` başlığına bakın.' },
  '500': { en: 'Unexpected server error.', tr: 'Beklenmeyen sunucu hatası.' },
  '503': { en: 'Behind nginx: no query-layer process can answer for a moment; see `Retry-After`.', tr: 'nginx arkasında: sorgu katmanı süreçlerinin hiçbiri bir an için yanıt veremiyor; `Retry-After` başlığına bakın.' },
};

/** A short human reading of a parameter's JSON Schema: type, allowed values, bounds, default. */
function describeSchema(schema: JsonSchema): Text {
  const en: string[] = [];
  const tr: string[] = [];
  const type = schema.type as string | undefined;
  const words: Record<string, Text> = {
    integer: { en: 'integer', tr: 'tamsayı' },
    number: { en: 'number', tr: 'sayı' },
    string: { en: 'string', tr: 'metin' },
    boolean: { en: 'boolean', tr: 'mantıksal' },
  };
  if (Array.isArray(schema.enum)) {
    const values = (schema.enum as unknown[]).map((value) => `\`${String(value)}\``).join(', ');
    en.push(`one of ${values}`);
    tr.push(`şunlardan biri: ${values}`);
  } else if (type) {
    en.push(words[type]?.en ?? type);
    tr.push(words[type]?.tr ?? type);
  }
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (min !== undefined && max !== undefined && max < Number.MAX_SAFE_INTEGER) {
    en.push(`${min} to ${max}`);
    tr.push(`${min}–${max}`);
  } else if (min !== undefined) {
    en.push(`at least ${min}`);
    tr.push(`en az ${min}`);
  }
  // Long patterns are the comma-separated lists (fields, include, statuses), whose values the
  // description names; a short one (postal codes) says more than words.
  if (typeof schema.pattern === 'string' && schema.pattern.length <= 24) {
    en.push(`matching \`${schema.pattern}\``);
    tr.push(`\`${schema.pattern}\` kalıbına uyan`);
  } else if (typeof schema.pattern === 'string') {
    en.push('comma-separated list');
    tr.push('virgülle ayrılmış liste');
  }
  if (schema.default !== undefined) {
    en.push(`default \`${String(schema.default)}\``);
    tr.push(`varsayılan \`${String(schema.default)}\``);
  }
  return { en: en.join(', '), tr: tr.join(', ') };
}

let cached: ReferenceSection[] | undefined;

function operationOf(route: Route, store: Store): ReferenceOperation {
  const example = route.docs.example === null ? undefined : exampleAnswer(route, store, routeTable);
  // v1 errors carry only a sentence, so the reference lists no codes for them.
  const v1 = isV1Path(route.path);
  return {
    id: route.id,
    method: methodOf(route),
    path: route.path,
    tag: route.docs.tags[0]!,
    summary: route.docs.summary,
    description: route.docs.description,
    parameters: parameterObjectsOf(route).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      schema: parameter.schema,
      type: describeSchema(parameter.schema),
      description: {
        en: parameter.description,
        tr: `${parameterTextFor(parameter.name, parameter.in, route.path) ?? parameter.description}${parameter.in === 'query' && parameter.name in route.pathParams ? ` ${repeatsPathParameter.tr}` : ''}`,
      },
    })),
    exampleUrl: exampleUrlOf(route),
    exampleBody: route.docs.requestBody && JSON.stringify(route.docs.requestBody.example),
    examplePathParams: route.docs.example?.pathParams ?? {},
    exampleAnswer: example === undefined ? undefined : JSON.stringify(example, null, 2),
    statuses: [
      { status: '200', meaning: statusMeanings['200']!, codes: [] },
      ...(methodOf(route) === 'GET' ? [{ status: '304', meaning: statusMeanings['304']!, codes: [] }] : []),
      ...errorStatusesOf(route).map(([status, codes]) => ({
        status: String(status),
        meaning: statusMeanings[status] ?? { en: statusText[status]!, tr: statusText[status]! },
        codes: v1 ? [] : codes,
      })),
    ],
    deprecated: route.docs.deprecated === true,
    prebuilt: route.static !== undefined,
  };
}

function build(): ReferenceSection[] {
  const store = getStore();
  const operations = routeTable.map((route) => operationOf(route, store));
  return tagsOf(routeTable).map((tag) => ({
    tag,
    title: tagTitles[tag] ?? { en: tag, tr: tag },
    operations: operations.filter((operation) => operation.tag === tag),
  }));
}

/** Built once per build from the store and the route table. */
export function referenceSections(): ReferenceSection[] {
  cached ??= build();
  return cached;
}
