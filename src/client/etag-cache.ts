// Answers remembered by URL with their ETag, so the next request for the same URL sends If-None-Match
// and a 304 costs no body (RFC 9110 §13.1.2). Node's fetch has no HTTP cache of its own. The body is
// kept as received and read again on every hit, so no caller can change what another one gets. The
// least recently used entry goes first once `maxEntries` are kept.

export interface CachedAnswer {
  etag: string;
  contentType: string;
  bytes: ArrayBuffer;
}

export class EtagCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get(url: string): CachedAnswer | undefined {
    const entry = this.#entries.get(url);
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(url);
      this.#entries.set(url, entry);
    }
    return entry;
  }

  set(url: string, entry: CachedAnswer): void {
    this.#entries.delete(url);
    this.#entries.set(url, entry);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
