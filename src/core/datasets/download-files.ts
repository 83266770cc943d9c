// Every downloadable dataset file, as rows of one table: its name, format, kind, content type, how
// many records it holds and how its bytes are made. The dataset routes serve exactly these files
// (latest and pinned), the index `/v2/datasets` lists them, SHA256SUMS sums them and the Downloads
// page shows them: a new format is one more row here and nothing else changes.
import { type KindName, kindNames, kinds } from '../../data/kinds.ts';
import type { Store } from '../../data/store.ts';
import { contentTypes } from '../http/content-types.ts';
import { csvFile } from './formats/csv-file.ts';
import { ndjsonFile } from './formats/ndjson-file.ts';
import { recordColumns } from './formats/record-columns.ts';
import { sqliteFile } from './formats/sqlite-file.ts';
import { districtsFeatureCollection, provincesFeatureCollection } from '../geo/feature-collections.ts';
import { csvTable } from './formats/csv-file.ts';
import { placePointCount, placePointRows, placePointsHeader } from './formats/place-points-rows.ts';
import { changeColumns, changeCount, changeRows, changesJson } from './formats/change-rows.ts';

export interface DownloadFile {
  /** The file name in `/v2/datasets/{file}` and `/v2/datasets/{version}/{file}`. */
  file: string;
  /** Short format name, as the index reports it. */
  format: string;
  /** The kind whose records the file holds; null for a file of several kinds. */
  kind: KindName | null;
  contentType: string;
  records(store: Store): number;
  /** The file's bytes; called once per build (download-output.ts memoizes it). */
  generate(store: Store): Buffer;
}

function* recordsOf(store: Store, kind: KindName) {
  const records = store.kind(kind);
  for (let i = 0; i < records.count; i++) yield records.record(i);
}

const kindFiles = (kind: KindName) => ({
  json: {
    file: kinds[kind].file,
    format: 'json',
    kind,
    contentType: contentTypes['.json']!,
    records: (store) => store.meta.counts[kind],
    // Records are stored comma-separated in id order, so the whole array is one slice.
    generate(store) {
      const records = store.kind(kind);
      return Buffer.concat([Buffer.from('['), records.recordRunJson(0, records.count - 1), Buffer.from(']')]);
    },
  },
  csv: {
    file: `${kind}.csv`,
    format: 'csv',
    kind,
    contentType: contentTypes['.csv']!,
    records: (store) => store.meta.counts[kind],
    generate: (store) => csvFile(recordColumns(kind), recordsOf(store, kind)),
  },
  ndjson: {
    file: `${kind}.ndjson`,
    format: 'ndjson',
    kind,
    contentType: contentTypes['.ndjson']!,
    records: (store) => store.meta.counts[kind],
    generate: (store) => ndjsonFile(store.kind(kind)),
  },
}) satisfies Record<string, DownloadFile>;

export const downloadFiles: readonly DownloadFile[] = [
  ...kindNames.map((kind) => kindFiles(kind).json),
  ...kindNames.map((kind) => kindFiles(kind).csv),
  ...kindNames.map((kind) => kindFiles(kind).ndjson),
  {
    file: 'turkiye.sqlite',
    format: 'sqlite',
    kind: null,
    contentType: contentTypes['.sqlite']!,
    records: (store) => kindNames.reduce((sum, kind) => sum + store.meta.counts[kind], 0),
    generate: sqliteFile,
  },
  {
    // The provinces' outlines as one GeoJSON FeatureCollection (the geography routes' features).
    file: 'provinces.geojson',
    format: 'geojson',
    kind: 'provinces',
    contentType: contentTypes['.geojson']!,
    records: (store) => store.meta.counts.provinces,
    generate: (store) => Buffer.concat(provincesFeatureCollection(store)),
  },
  {
    // The districts' OpenStreetMap outlines (ODbL 1.0), the district boundary route's features.
    file: 'districts.geojson',
    format: 'geojson',
    kind: 'districts',
    contentType: contentTypes['.geojson']!,
    records: (store) => store.meta.counts.districts,
    generate: (store) => Buffer.concat(districtsFeatureCollection(store)),
  },
  {
    // The settlement points (GeoNames, CC BY 4.0), rows of several kinds as the dataset file has them.
    file: 'place-points.csv',
    format: 'csv',
    kind: null,
    contentType: contentTypes['.csv']!,
    records: placePointCount,
    generate: (store) => csvTable(placePointsHeader, placePointRows(store)),
  },
  {
    // The change list (DESIGN §6.8): every row of /v2/changes, newest first, as one JSON array …
    file: 'changes.json',
    format: 'json',
    kind: null,
    contentType: contentTypes['.json']!,
    records: changeCount,
    generate: changesJson,
  },
  {
    // … and flattened as the other CSV files are.
    file: 'changes.csv',
    format: 'csv',
    kind: null,
    contentType: contentTypes['.csv']!,
    records: changeCount,
    generate: (store) => csvTable(changeColumns.map((column) => column.name), changeRows(store)),
  },
];

/** `sha256sum` output for the files above (see download-output.ts); not listed in the index itself. */
export const checksumsFile = { file: 'SHA256SUMS', contentType: 'text/plain; charset=utf-8' } as const;
