// The shape of one group of measured figures, as the benchmark scripts write it with `--record`
// (scripts/record-figures.ts) and the Performance page reads it: the rows, and the command, date,
// commit and machine that made them. One file per group in this folder; a new run replaces the file,
// so the page only ever shows the current figures (git keeps the earlier ones).
import { z } from 'zod';

export const machineSchema = z.object({
  cpus: z.number().int().positive(),
  cpuModel: z.string(),
  memoryGiB: z.number().positive(),
  os: z.string(),
  node: z.string(),
});

export const figureValue = z.union([z.number(), z.string()]);

export const figureGroupSchema = z.object({
  /** The exact command that made the figures, as a maintainer would type it. */
  command: z.string(),
  /** ISO date (YYYY-MM-DD) of the run. */
  date: z.iso.date(),
  /** Short hash of the commit the run measured. */
  commit: z.string(),
  machine: machineSchema,
  rows: z.array(z.record(z.string(), figureValue)).min(1),
  /** Figures of the run as a whole (RSS at the end of a soak …), by key. */
  summary: z.record(z.string(), figureValue).optional(),
});

export type Machine = z.infer<typeof machineSchema>;
export type FigureGroup = z.infer<typeof figureGroupSchema>;
export type FigureRow = FigureGroup['rows'][number];
