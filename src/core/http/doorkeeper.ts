// Whether a key was seen recently: a Bloom filter (two bit positions per key) that forgets everything
// after a set number of keys, so it stays small and its false positives stay rare. The answer cache
// asks it before keeping an answer (answer-cache.ts says why).
//
// With the defaults, 16,384 keys set about 12 % of 262,144 bits, so a key never seen is taken for
// seen about 1.5 % of the time (0.12²): such an answer is kept as before, nothing worse.

export interface DoorkeeperOptions {
  /** Bits in the filter (a power of two). */
  bits: number;
  /** Keys remembered before the filter starts again empty (asked at each start, so it can follow its user). */
  window: () => number;
}

/** The most keys a window may hold and still keep false positives near 1.5 % (see above). */
export const largestWindow = 1 << 14;

export const defaultDoorkeeperOptions: DoorkeeperOptions = { bits: 1 << 18, window: () => largestWindow };

/** FNV-1a over the key's UTF-16 code units, then a final mix (murmur3's fmix32) to spread the bits. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Returns a function that records `key` and says whether it had been recorded since the last reset. */
export function createDoorkeeper(options: DoorkeeperOptions = defaultDoorkeeperOptions): (key: string) => boolean {
  const words = new Uint32Array(options.bits >>> 5);
  const mask = options.bits - 1;
  let recorded = 0;
  let window = Math.min(options.window(), options.bits >>> 4);
  return (key) => {
    const hash = hashOf(key);
    // Two positions from one hash: its low bits, and its high half spread by a second multiply.
    const first = hash & mask;
    const second = Math.imul(hash >>> 16 | 1, 0x9e3779b1) >>> 0 & mask;
    const isSet = (bit: number) => (words[bit >>> 5]! & (1 << (bit & 31))) !== 0;
    if (isSet(first) && isSet(second)) return true;
    if (recorded >= window) {
      words.fill(0);
      recorded = 0;
      window = Math.min(options.window(), options.bits >>> 4);
    }
    words[first >>> 5] = words[first >>> 5]! | (1 << (first & 31));
    words[second >>> 5] = words[second >>> 5]! | (1 << (second & 31));
    recorded++;
    return false;
  };
}
