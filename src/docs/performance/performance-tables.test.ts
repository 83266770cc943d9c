// The Performance page's tables read the files the benchmarks record: every file parses, every row
// has a value for the columns the page shows, every workload has its Turkish name, and a column
// appears exactly when the file has it (the ratio to bare Node once the benchmark measures it).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figuresDir } from '../../../scripts/record-figures.ts';
import { distinctRowNames, engineRowNames, performanceTables, shownColumns, workloadNames } from './performance-tables.ts';

describe('the Performance page tables', () => {
  it('have one table per recorded file, and a file per table', () => {
    const files = readdirSync(figuresDir).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
    expect(performanceTables.map((table) => table.id).sort()).toEqual(files.sort());
  });

  it.each(performanceTables.map((table) => ({ id: table.id, table })))('$id: every row fills every column shown', ({ table }) => {
    const columns = shownColumns(table);
    expect(columns.length).toBeGreaterThan(1);
    for (const row of table.figures.rows) for (const column of columns) expect(row[column.key], `${table.id} ${column.key}`).toBeDefined();
  });

  it('name every recorded workload in Turkish too (add it to workloadNames when a workload is added)', () => {
    const http = performanceTables.find((table) => table.id === 'http')!;
    const missing = http.figures.rows.map((row) => String(row.workload)).filter((workload) => !workloadNames[workload]);
    expect(missing).toEqual([]);
    const engines = performanceTables.find((table) => table.id === 'engines')!;
    expect(engines.figures.rows.map((row) => String(row.row)).filter((row) => !engineRowNames[row])).toEqual([]);
    const distinct = performanceTables.find((table) => table.id === 'distinct')!;
    expect(distinct.figures.rows.map((row) => String(row.row)).filter((row) => !distinctRowNames[row])).toEqual([]);
  });

  it('show the ratio to bare Node exactly when the file has it', () => {
    const http = performanceTables.find((table) => table.id === 'http')!;
    const keys = (rows: typeof http.figures.rows) => shownColumns({ ...http, figures: { ...http.figures, rows } }).map((column) => column.key);
    const withoutRatio = http.figures.rows.map(({ ratioToBareNode: _, ...row }) => row);
    expect(keys(withoutRatio)).not.toContain('ratioToBareNode');
    expect(keys(withoutRatio.map((row, i) => (i === 0 ? { ...row, ratioToBareNode: 0.31 } : row)))).toContain('ratioToBareNode');
  });
});
