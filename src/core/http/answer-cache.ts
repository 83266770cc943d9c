// The query layer's memory of its recent 200 answers, by request target, within a byte budget. A GET
// route's answer is a function of its URL and the store alone (no handler reads a header, and the
// store does not change while a process runs), so an answer made once can be given again: an address
// form asks for the same district lists and the same search prefixes all day. What is per request
// stays per request: the rate limit is counted, the request id and rate-limit headers are the
// request's own, and If-None-Match and HEAD are decided on each. Only 200s are kept: an error costs
// little to make again, and a client can make any number of distinct bad URLs.
//
// An answer is kept the second time its URL is asked, not the first (a "doorkeeper", as in TinyLFU:
// Einziger, Friedman and Manes, ACM Transactions on Storage 13(4), 2017), and only when the second
// ask comes within about as many other made answers as the budget holds: one asked again later would
// have been pushed out before that anyway. Traffic that does not repeat itself (a crawler, a filter
// form) used to put every answer in and push the oldest out: each kept answer outlived V8's young
// generation, was copied into the old one and died there, and on distinct list URLs that cost more
// than making the answers (npm run bench:distinct: 70 µs of CPU a nested list with the cache, 52
// without it). Such URLs now pass by, and they no longer push out the answers that are asked again.
//
// When the budget is exceeded, the answers kept longest go first (first in, first out: nothing to
// update on a hit, as in server/file-cache.ts).
import { createDoorkeeper, defaultDoorkeeperOptions } from './doorkeeper.ts';

export interface CachedAnswer {
  /** The answer's own headers (Content-Type, Cache-Control, ETag, a route's extras). */
  headers: Readonly<Record<string, string>>;
  chunks: readonly Buffer[];
}

export interface AnswerCache {
  get(target: string): CachedAnswer | undefined;
  /** Offers an answer; it is kept if its target was asked before (recently) and it fits. */
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
  // Targets in the order they were kept. Iterating the Map from its start to find the oldest walked
  // over every entry deleted since V8 last rebuilt its table: a fifth of the cache's cost.
  const order: string[] = [];
  let oldest = 0;
  let used = 0;
  // How many answers the budget holds at the size of those kept (4 KB, a list page, while it is empty).
  const answersBudgetHolds = () => Math.round(options.budget / (answers.size === 0 ? 4096 : used / answers.size));
  // The doorkeeper caps the window itself, where its false positives would grow.
  const seenBefore = createDoorkeeper({ ...defaultDoorkeeperOptions, window: () => Math.max(1024, answersBudgetHolds()) });
  return {
    get: (target) => answers.get(target),
    get bytes() {
      return used;
    },
    set(target, answer) {
      if (answers.has(target) || !seenBefore(target)) return;
      const bytes = answer.chunks.reduce((sum, chunk) => sum + chunk.length, overheadBytes + target.length);
      if (bytes > options.largestAnswer) return;
      answers.set(target, { ...answer, bytes });
      order.push(target);
      used += bytes;
      while (used > options.budget && oldest < order.length) {
        const target = order[oldest]!;
        oldest++;
        used -= answers.get(target)!.bytes;
        answers.delete(target);
      }
      // Drop the queue's consumed head now and then, not on every eviction (shift is linear).
      if (oldest > 1024 && oldest * 2 > order.length) {
        order.splice(0, oldest);
        oldest = 0;
      }
    },
  };
}
