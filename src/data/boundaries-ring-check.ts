// Whether a linear ring crosses itself, for the boundaries schema: a valid polygon's rings are simple
// (OGC Simple Features §6.1.11.1, which RFC 7946 §3.1.6 defers to for "valid" polygons). Every pair of
// non-adjacent edges is tested with orientation signs; rings of the 1:10m outlines have at most a few
// hundred positions, so the quadratic walk costs milliseconds at build time.

/** Sign of the turn a→b→c: 1 left, -1 right, 0 collinear. */
const turn = (a: readonly number[], b: readonly number[], c: readonly number[]) =>
  Math.sign((b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!));

/** Whether c, collinear with a–b, lies within the segment's box. */
const onSegment = (a: readonly number[], b: readonly number[], c: readonly number[]) =>
  Math.min(a[0]!, b[0]!) <= c[0]! && c[0]! <= Math.max(a[0]!, b[0]!) && Math.min(a[1]!, b[1]!) <= c[1]! && c[1]! <= Math.max(a[1]!, b[1]!);

function segmentsMeet(a: readonly number[], b: readonly number[], c: readonly number[], d: readonly number[]): boolean {
  const [d1, d2, d3, d4] = [turn(a, b, c), turn(a, b, d), turn(c, d, a), turn(c, d, b)];
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (d1 === 0 && onSegment(a, b, c)) || (d2 === 0 && onSegment(a, b, d)) || (d3 === 0 && onSegment(c, d, a)) || (d4 === 0 && onSegment(c, d, b));
}

/** The index of the first edge that meets a non-adjacent edge, or -1 when the ring is simple. */
export function firstSelfIntersection(ring: readonly (readonly number[])[]): number {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    // Edges i and i+1 share a vertex, and so do the last and the first: skip those pairs.
    for (let j = i + 2; j < edges; j++) {
      if (i === 0 && j === edges - 1) continue;
      if (segmentsMeet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return i;
    }
  }
  return -1;
}
