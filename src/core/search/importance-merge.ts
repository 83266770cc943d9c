// A k-way merge of place lists that the build sorted by importance (most important first): places
// come out by falling key (importance + the list's bound on the match score), so ranking can stop as
// soon as the best key left cannot reach its current top hits. A binary heap over the lists' heads.

export class ImportanceMerge {
  private readonly importance: Float64Array;
  private sources: Uint32Array[] = [];
  private position = new Uint32Array(64);
  private end = new Uint32Array(64);
  private offset = new Float64Array(64);
  /** Key of each list's current head, kept up to date so comparisons in the heap are one read. */
  private key = new Float64Array(64);
  private source = new Uint8Array(64);
  private heap = new Uint32Array(64);
  private lists = 0;
  private size = 0;

  constructor(importance: Float64Array) {
    this.importance = importance;
  }

  /** Forgets every list; `sources` are the arrays the lists are slices of. */
  reset(sources: Uint32Array[]): void {
    this.sources = sources;
    this.lists = 0;
    this.size = 0;
  }

  /** Adds sources[source][start .. end), each place's key being its importance plus `offset`. */
  add(source: number, start: number, end: number, offset: number): void {
    if (start >= end) return;
    if (this.lists === this.position.length) this.grow();
    const list = this.lists++;
    this.position[list] = start;
    this.end[list] = end;
    this.offset[list] = offset;
    this.source[list] = source;
    this.key[list] = this.headKey(list);
    this.heap[this.size++] = list;
    this.siftUp(this.size - 1);
  }

  /** The highest key left, or -Infinity when every list is read. */
  bestKey(): number {
    return this.size === 0 ? Number.NEGATIVE_INFINITY : this.key[this.heap[0]!]!;
  }

  /** The place with the highest key; its list moves on. Call only when bestKey() is finite. */
  next(): number {
    const list = this.heap[0]!;
    const place = this.sources[this.source[list]!]![this.position[list]!]!;
    if (++this.position[list]! === this.end[list]!) this.heap[0] = this.heap[--this.size]!;
    else this.key[list] = this.headKey(list);
    if (this.size > 0) this.siftDown(0);
    return place;
  }

  private headKey(list: number): number {
    return this.importance[this.sources[this.source[list]!]![this.position[list]!]!]! + this.offset[list]!;
  }

  private siftUp(at: number): void {
    const { heap } = this;
    const list = heap[at]!;
    const key = this.key[list]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.key[heap[parent]!]! >= key) break;
      heap[at] = heap[parent]!;
      at = parent;
    }
    heap[at] = list;
  }

  private siftDown(at: number): void {
    const { heap, size } = this;
    const list = heap[at]!;
    const key = this.key[list]!;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && this.key[heap[child + 1]!]! > this.key[heap[child]!]!) child++;
      if (this.key[heap[child]!]! <= key) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = list;
  }

  private grow(): void {
    const capacity = this.position.length * 2;
    const grown = <T extends Uint32Array | Float64Array | Uint8Array>(array: T): T => {
      const bigger = new (array.constructor as new (length: number) => T)(capacity);
      bigger.set(array);
      return bigger;
    };
    this.position = grown(this.position);
    this.end = grown(this.end);
    this.offset = grown(this.offset);
    this.key = grown(this.key);
    this.source = grown(this.source);
    this.heap = grown(this.heap);
  }
}
