// Bodies travel as chunks (a list page is a head, slices of the store and a tail) so that large ones
// are written with one writev instead of being copied into one buffer first.

/** One buffer with the chunks' bytes; no copy when there is a single chunk. */
export const joinChunks = (chunks: readonly Buffer[]): Buffer => (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
