// A set of small integers (place or token indexes) that empties in constant time: a slot holds the
// stamp of the last round that added it, and a new round takes a new stamp. One per index and use,
// reused by every request (handlers are synchronous, so rounds never interleave).

export class StampedSet {
  /** Slot i equals `stamp` when i is in the set (forEachTypoMatch takes the two as they are). */
  readonly slots: Uint32Array;
  stamp = 0;

  constructor(size: number) {
    this.slots = new Uint32Array(size);
  }

  /** Empties the set for a new round. */
  clear(): this {
    if (++this.stamp === 0xffffffff) {
      // Stamps would repeat: start again from clean slots (once in four billion rounds).
      this.slots.fill(0);
      this.stamp = 1;
    }
    return this;
  }

  /** Adds i; false when it was there already. */
  add(i: number): boolean {
    if (this.slots[i] === this.stamp) return false;
    this.slots[i] = this.stamp;
    return true;
  }
}

/** The set `of` keeps for `owner`, made with `size` slots on first use, emptied for a new round. */
export function stampedSetOf<K extends object>(of: WeakMap<K, StampedSet>, owner: K, size: number): StampedSet {
  let set = of.get(owner);
  if (!set) {
    set = new StampedSet(size);
    of.set(owner, set);
  }
  return set.clear();
}
