// Hand-written rows of the reading-quality table: the tricky cases, each with the part of the answer
// it is about. Ids and names were looked up in data/2025/*.json.
export interface HandWrittenRow {
  q: string;
  why: string;
  expected: Record<string, unknown>;
}

export const handWrittenRows: readonly HandWrittenRow[] = [];
