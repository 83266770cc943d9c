// The query layer's memory of its recent 200 answers, by request target, within a byte budget. A GET
// route's answer is a function of its URL and the store alone (no handler reads a header, and the
// store does not change while a process runs), so an answer made once can be given again: an address
// form asks for the same district lists and the same search prefixes all day. What is per request
// stays per request: the rate limit is counted, the request id and rate-limit headers are the
// request's own, and If-None-Match and HEAD are decided on each. Only 200s are kept: an error costs
// little to make again, and a client can make any number of distinct bad URLs.
//
// When the budget is exceeded, the answers kept longest go first (first in, first out: nothing to
// update on a hit, as in server/file-cache.ts).

export interface CachedAnswer {
  /** The answer's own headers (Content-Type, Cache-Control, ETag, a route's extras). */
  headers: Readonly<Record<string, string>>;
  chunks: readonly Buffer[];
}

export interface AnswerCache {
  get(target: string): CachedAnswer | undefined;
  set(target: string, answer: CachedAnswer): void;
  readonly bytes: number;
}

export interface AnswerCacheOptions {
  /** Bytes of bodies kept, all answers together. */
  budget: number;
  /** Answers larger than this are not kept (a few of them would push out hundreds of small ones). */
  largestAnswer: number;
}

export const defaultAnswerCacheOptions: AnswerCacheOptions = { budget: 8 * 1024 * 1024, largestAnswer: 256 * 1024 };

/** Headers, key and bookkeeping of one answer, counted beside its body. */
const overheadBytes = 512;

export function createAnswerCache(options: AnswerCacheOptions = defaultAnswerCacheOptions): AnswerCache {
  const answers = new Map<string, CachedAnswer & { bytes: number }>();
  let used = 0;
  return {
    get: (target) => answers.get(target),
    get bytes() {
      return used;
    },
    set(target, answer) {
      const bytes = answer.chunks.reduce((sum, chunk) => sum + chunk.length, overheadBytes + target.length);
      if (bytes > options.largestAnswer || answers.has(target)) return;
      answers.set(target, { ...answer, bytes });
      used += bytes;
      for (const [oldest, kept] of answers) {
        if (used <= options.budget) break;
        answers.delete(oldest);
        used -= kept.bytes;
      }
    },
  };
}
