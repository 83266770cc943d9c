// A kind's records as newline-delimited JSON (https://github.com/ndjson/ndjson-spec): one record per
// line, each line exactly the record's JSON in the dataset file (the store's pre-serialized bytes, so
// nothing is serialized twice), every line ended by `\n`. JSON escapes every newline inside a string,
// so a line is always one whole record.
import type { KindStore } from '../../../data/store.ts';

const newline = Buffer.from('\n');

export function ndjsonFile(records: KindStore): Buffer {
  const lines: Buffer[] = [];
  for (let i = 0; i < records.count; i++) lines.push(records.recordJson(i), newline);
  return Buffer.concat(lines);
}
