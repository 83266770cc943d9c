// The local server's memory of loaded files, bounded by bytes. Without a bound, a crawl of every
// record, postal code and page kept all of them (and their compressed forms) for good: the server
// held 252 MB after the hidden suites (issue 22), against a budget of 160 MB.
//
// Files are known by their inode as well as their path, so the hard-linked copies the build makes
// (the latest and the pinned dataset are one file) are loaded and held once. When the budget is
// exceeded the files loaded longest ago go first: first in, first out needs no bookkeeping on a hit,
// and a hot file evicted by a crawl is back after one read.

interface Slot<T> {
  loading: Promise<T>;
  value?: T;
  bytes: number;
  paths: string[];
}

export interface FileCache<T> {
  /** The value held for `path`, if it is in memory. */
  get(path: string): T | undefined;
  /** The value of the file `identity` (device and inode) at `path`, loaded once and held while the budget allows. */
  load(path: string, identity: string, loader: () => Promise<T>): Promise<T>;
  /** Bytes held now. */
  readonly bytes: number;
}

export function createFileCache<T>(budget: number, sizeOf: (value: T) => number): FileCache<T> {
  const byPath = new Map<string, Slot<T>>();
  const byIdentity = new Map<string, Slot<T>>();
  let used = 0;

  function evictBeyondBudget(): void {
    for (const [identity, slot] of byIdentity) {
      if (used <= budget) return;
      if (slot.value === undefined) continue; // still loading
      byIdentity.delete(identity);
      for (const path of slot.paths) byPath.delete(path);
      used -= slot.bytes;
    }
  }

  return {
    get: (path) => byPath.get(path)?.value,
    get bytes() {
      return used;
    },
    async load(path, identity, loader) {
      let slot = byIdentity.get(identity);
      if (!slot) {
        const created: Slot<T> = { loading: loader(), bytes: 0, paths: [] };
        slot = created;
        byIdentity.set(identity, created);
        created.loading.then(
          (value) => {
            created.value = value;
            created.bytes = sizeOf(value);
            used += created.bytes;
            evictBeyondBudget();
          },
          () => byIdentity.delete(identity),
        );
      }
      const value = await slot.loading;
      if (byIdentity.get(identity) === slot && !slot.paths.includes(path)) {
        slot.paths.push(path);
        byPath.set(path, slot);
      }
      return value;
    },
  };
}
