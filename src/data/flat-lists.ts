// Per-item lists as two typed arrays, the layout every compiled index uses for them: item i's list
// is values[offsets[i] .. offsets[i + 1]).

export function flattenLists(lists: ReadonlyArray<readonly number[]>): { offsets: Uint32Array; values: Uint32Array } {
  const offsets = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => {
    offsets[i + 1] = offsets[i]! + list.length;
  });
  const values = new Uint32Array(offsets[lists.length]!);
  lists.forEach((list, i) => {
    values.set(list, offsets[i]!);
  });
  return { offsets, values };
}
