// The typed client: `createClient({ baseUrl })` gives one method per operation of the API, named by its
// operationId (`client.getProvince({ provinceId: 34 })`), built from the generated operations table.
// A POST operation (`client.parseAddresses({ lines })`) sends its parameters as JSON. It sends
// `If-None-Match` for answers it has seen (a 304 answers from its cache), waits and retries on
// a 429 or a 503 as `Retry-After` asks while the total wait stays within a bound, and walks list pages.
// It needs nothing but `fetch`.
import { type OperationInfo, operations } from './api-types.ts';
import { TurkiyeApiError } from './client-error.ts';
import type { CallOptions, TurkiyeClient } from './client-types.ts';
import { EtagCache } from './etag-cache.ts';
import { readAnswer } from './read-answer.ts';
import { type ParamValue, requestUrl } from './request-url.ts';
import { retryAfterSeconds, sleep } from './retry-after.ts';

export interface ClientOptions {
  /** Where the API is: `https://…` of a deployment, or `http://127.0.0.1:4321` for `npm start`. */
  baseUrl: string;
  /** Another fetch (a test double, a proxy agent); the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Answers remembered for If-None-Match (default 200); 0 turns the cache off. */
  cacheEntries?: number;
  /**
   * The most time spent waiting on 429s (the rate limit) and 503s (nginx while no query-layer worker is
   * up, `npm run serve`) for one call, in milliseconds (default 10 000); 0 never waits.
   */
  maxRateLimitWaitMs?: number;
}

type Params = Readonly<Record<string, ParamValue>>;

/** The statuses that say "not now" and how long to wait: the rate limit, and no worker up behind nginx. */
const waitStatuses = new Set([429, 503]);
type Page = { data: readonly unknown[]; meta: { total: number; offset: number } };

export function createClient(options: ClientOptions): TurkiyeClient {
  const fetchAnswer = options.fetch ?? globalThis.fetch;
  const cache = (options.cacheEntries ?? 200) > 0 ? new EtagCache(options.cacheEntries ?? 200) : undefined;
  const maxWaitMs = options.maxRateLimitWaitMs ?? 10_000;

  async function call(id: keyof typeof operations, params: Params = {}, { signal }: CallOptions = {}): Promise<unknown> {
    const operation: OperationInfo = operations[id];
    // A POST operation (parseAddresses) sends its parameters as the JSON body; its answers are never cached.
    const post = operation.method === 'POST';
    const url = post ? options.baseUrl.replace(/\/+$/, '') + operation.path : requestUrl(options.baseUrl, operation, params);
    let waited = 0;
    for (;;) {
      const cached = post ? undefined : cache?.get(url);
      const headers = { ...options.headers, ...(cached ? { 'If-None-Match': cached.etag } : {}), ...(post ? { 'Content-Type': 'application/json' } : {}) };
      const response = await fetchAnswer(url, post ? { method: 'POST', headers, body: JSON.stringify(params), signal } : { headers, signal });
      if (response.status === 304 && cached) return readAnswer(cached.contentType, cached.bytes);
      if (waitStatuses.has(response.status)) {
        const seconds = retryAfterSeconds(response.headers.get('retry-after'));
        if (seconds !== undefined && waited + seconds * 1000 <= maxWaitMs) {
          await response.body?.cancel();
          await sleep(seconds * 1000, signal);
          waited += seconds * 1000;
          continue;
        }
        throw await TurkiyeApiError.of(response, seconds);
      }
      if (response.status !== 200) throw await TurkiyeApiError.of(response);
      const contentType = response.headers.get('content-type') ?? 'application/json';
      const bytes = await response.arrayBuffer();
      const etag = response.headers.get('etag');
      if (cache && etag) cache.set(url, { etag, contentType, bytes });
      return readAnswer(contentType, bytes);
    }
  }

  async function* pages(id: keyof typeof operations, params: Params = {}, callOptions: CallOptions = {}) {
    let offset = Number(params.offset ?? 0);
    for (;;) {
      const page = (await call(id, { ...params, offset }, callOptions)) as Page;
      yield page;
      offset += page.data.length;
      if (page.data.length === 0 || offset >= page.meta.total) return;
    }
  }

  async function* records(id: keyof typeof operations, params: Params = {}, callOptions: CallOptions = {}) {
    for await (const page of pages(id, params, callOptions)) yield* page.data;
  }

  const methods = Object.fromEntries(
    Object.keys(operations).map((id) => [id, (params?: Params, callOptions?: CallOptions) => call(id as keyof typeof operations, params, callOptions)]),
  );
  // The one place the client gets its type: each method calls the operation of its own name, whose
  // parameters and answer are what Operations (generated from the same document) says.
  return { ...methods, pages, records } as unknown as TurkiyeClient;
}
