// A record as one flat row: the columns of the CSV files and of the SQLite tables. Columns are the
// record's leaves in key order (the schema's order, which is also the order of the JSON files), a
// nested key joined to its parent's with `_` (`area_value`, `stats_districtCount`). They come from the
// kind's zod schema, the one definition of a record, through its JSON Schema (zod's public
// `z.toJSONSchema`), so a new field becomes a new column with nothing else to change.
import { z } from 'zod';
import type { DataRecord, KindName } from '../../../data/kinds.ts';
import { kinds } from '../../../data/kinds.ts';

/** The JSON Schema type of a leaf, which decides how it is written and its SQLite column type. */
export type LeafType = 'integer' | 'number' | 'string' | 'boolean' | 'array';

export interface RecordColumn {
  /** `area_value` */
  name: string;
  /** `['area', 'value']` */
  path: readonly string[];
  type: LeafType;
}

/** A cell: arrays are already joined with `;`; null and missing values are null. */
export type Cell = string | number | boolean | null;

interface JsonSchemaNode {
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
}

function leavesOf(node: JsonSchemaNode, path: readonly string[], columns: RecordColumn[]): void {
  if (node.type === 'object' && node.properties) {
    for (const [key, child] of Object.entries(node.properties)) leavesOf(child, [...path, key], columns);
    return;
  }
  const type = node.type as LeafType | undefined;
  if (!type || !['integer', 'number', 'string', 'boolean', 'array'].includes(type)) {
    throw new Error(`${path.join('.')}: a record leaf of JSON Schema type ${String(node.type)} has no column form.`);
  }
  columns.push({ name: path.join('_'), path, type });
}

const columnsByKind = new Map<KindName, readonly RecordColumn[]>();

/** The columns of a kind, in the record's key order. */
export function recordColumns(kind: KindName): readonly RecordColumn[] {
  let columns = columnsByKind.get(kind);
  if (!columns) {
    const document = z.toJSONSchema(kinds[kind].schema, { io: 'output' }) as JsonSchemaNode;
    // A schema with a `.meta({id})` is emitted as a reference to its definition.
    const root = document.$ref ? document.$defs![document.$ref.replace('#/$defs/', '')]! : document;
    const found: RecordColumn[] = [];
    leavesOf(root, [], found);
    columns = found;
    columnsByKind.set(kind, columns);
  }
  return columns;
}

/** The record's value in each column, in column order. */
export function recordCells(record: DataRecord, columns: readonly RecordColumn[]): Cell[] {
  return columns.map(({ path }) => {
    let value: unknown = record;
    for (const key of path) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];
    if (value === undefined || value === null) return null;
    if (Array.isArray(value)) return value.join(';');
    return value as Cell;
  });
}
