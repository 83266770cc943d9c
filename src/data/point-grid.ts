// A uniform grid over outlines' bounding boxes: the prefilter of the district lookup. Each cell lists
// the entries whose box overlaps it, so a point reads the few districts of its own cell instead of
// testing all 973 boxes. Cells are 0.1° (about 11 km × 8–9 km in Türkiye), near the size of a
// district's box, so a cell lists a handful of entries and the grid stays small (~13,000 cells).
//
// Sections: `grid` = [west, south, cellDegrees, columns, rows]; cell (column, row) lists entries
// gridEntries[gridCellStarts[c]..gridCellStarts[c+1]-1] with c = row × columns + column.
export const gridCellDegrees = 0.1;

/** The `grid` section read back: the layout that compilePointGrid writes. */
export const gridLayout = (grid: Float64Array) => grid as unknown as readonly [west: number, south: number, cellDegrees: number, columns: number, rows: number];

export function compilePointGrid(boxes: Float64Array): { grid: Float64Array; gridCellStarts: Uint32Array; gridEntries: Uint32Array } {
  const count = boxes.length / 4;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    west = Math.min(west, boxes[4 * i]!);
    south = Math.min(south, boxes[4 * i + 1]!);
    east = Math.max(east, boxes[4 * i + 2]!);
    north = Math.max(north, boxes[4 * i + 3]!);
  }
  if (count === 0) [west, south, east, north] = [0, 0, 0, 0];
  const columns = Math.floor((east - west) / gridCellDegrees) + 1;
  const rows = Math.floor((north - south) / gridCellDegrees) + 1;
  const cells: number[][] = Array.from({ length: columns * rows }, () => []);
  const column = (longitude: number) => Math.min(columns - 1, Math.floor((longitude - west) / gridCellDegrees));
  const row = (latitude: number) => Math.min(rows - 1, Math.floor((latitude - south) / gridCellDegrees));
  for (let i = 0; i < count; i++) {
    for (let r = row(boxes[4 * i + 1]!); r <= row(boxes[4 * i + 3]!); r++) {
      for (let c = column(boxes[4 * i]!); c <= column(boxes[4 * i + 2]!); c++) cells[r * columns + c]!.push(i);
    }
  }
  const gridCellStarts = new Uint32Array(cells.length + 1);
  cells.forEach((entries, c) => {
    gridCellStarts[c + 1] = gridCellStarts[c]! + entries.length;
  });
  return { grid: Float64Array.of(west, south, gridCellDegrees, columns, rows), gridCellStarts, gridEntries: Uint32Array.from(cells.flat()) };
}
