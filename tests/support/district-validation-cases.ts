// Broken-input cases for district-boundaries.geojson and place-points.csv, each made by breaking one
// thing in the mini dataset (outlines of Çankaya 1130 and Merzifon 1158; points of both districts,
// neighborhoods 1 and 2, village 3). Run by dataset-validation.test.ts with the other files' cases.
import type { DatasetProblem } from '../../src/data/dataset-error.ts';
import type { Json } from './datasets.ts';

type Files = Record<string, Json>;

const outlines = 'district-boundaries.geojson';
const points = 'place-points.csv';
const feature = (f: Files, id: number) => f[outlines].features.find((item: Json) => item.id === id);
/** Replaces line `line` (1 is the header) of the CSV file. */
const setLine = (f: Files, line: number, text: string) => {
  const lines = (f[points] as string).split('\n');
  lines[line - 1] = text;
  f[points] = lines.join('\n');
};

export const districtCases: Array<{ name: string; edit: (files: Files) => void; problem: DatasetProblem }> = [
  {
    name: 'a district outline ring that crosses itself',
    edit: (f) => (feature(f, 1158).geometry.coordinates[0] = [[35.5, 40.7], [35.9, 40.9], [35.9, 40.7], [35.5, 40.9], [35.5, 40.7]]),
    problem: { file: outlines, record: 1158, field: 'geometry.coordinates.0', rule: 'a linear ring must not cross or touch itself, but its edge 0 does' },
  },
  {
    name: 'a district outline with a malformed OpenStreetMap relation id',
    edit: (f) => (feature(f, 1130).properties.osmRelationId = 'r1764530'),
    problem: { file: outlines, record: 1130, field: 'properties.osmRelationId', rule: 'must be an integer' },
  },
  {
    name: 'a district without an outline',
    edit: (f) => (f[outlines].features = f[outlines].features.filter((item: Json) => item.id !== 1158)),
    problem: { file: outlines, record: 1158, rule: 'every district has exactly one outline, but Merzifon (id 1158) has none' },
  },
  {
    name: 'two outlines for one district',
    edit: (f) => f[outlines].features.push(structuredClone(feature(f, 1130))),
    problem: { file: outlines, record: 1130, field: 'id', rule: 'every district has exactly one outline, but id 1130 has 2' },
  },
  {
    name: 'an outline of a district that does not exist',
    edit: (f) => {
      const extra = structuredClone(feature(f, 1158));
      extra.id = 1999;
      extra.properties.id = 1999;
      f[outlines].features.push(extra);
    },
    problem: { file: outlines, record: 1999, field: 'id', rule: 'every outline belongs to a district, but no district has id 1999' },
  },
  {
    name: 'an outline in another province than its district',
    edit: (f) => (feature(f, 1158).properties.provinceId = 6),
    problem: { file: outlines, record: 1158, field: 'properties.provinceId', rule: "an outline carries its district's provinceId, but it is 6 while district 1158 has 5" },
  },
  {
    name: 'a place point header with a column missing',
    edit: (f) => setLine(f, 1, 'kind,id,latitude,longitude,source,sourceId'),
    problem: { file: points, rule: 'the header must be kind,id,latitude,longitude,source,sourceId,method, but it is kind,id,latitude,longitude,source,sourceId' },
  },
  {
    name: 'a place point row with a cell missing',
    edit: (f) => setLine(f, 6, 'village,3,40.8,35.6,whosonfirst,2'),
    problem: { file: points, record: 'line 6', rule: 'a row has 7 cells, but this one has 6' },
  },
  {
    name: 'a place point of an unknown kind',
    edit: (f) => setLine(f, 6, 'municipality,3,40.8,35.6,whosonfirst,2,name-in-district'),
    problem: { file: points, record: 'line 6', field: 'kind', rule: 'must be district, village or neighborhood' },
  },
  {
    name: 'a place point with a latitude in exponent form',
    edit: (f) => setLine(f, 6, 'village,3,4.08e1,35.6,whosonfirst,2,name-in-district'),
    problem: { file: points, record: 'line 6', field: 'latitude', rule: 'latitude must be a decimal number of degrees with at most 5 decimals' },
  },
  {
    name: 'a place point of a village that does not exist',
    edit: (f) => setLine(f, 6, 'village,4,40.8,35.6,whosonfirst,2,name-in-district'),
    problem: { file: points, record: 'line 6', field: 'id', rule: 'every point names a place that exists, but no village has id 4' },
  },
  {
    name: 'two points for one place',
    edit: (f) => setLine(f, 5, 'neighborhood,1,39.93,32.85,whosonfirst,1,name-in-district'),
    problem: { file: points, record: 'line 5', field: 'id', rule: 'a place has at most one point, but neighborhood 1 has another one above' },
  },
  {
    name: "a place point outside its district's outline",
    // Village 3 is in Merzifon (35.5–35.9 E); 36.0 E is still in Amasya, outside Merzifon.
    edit: (f) => setLine(f, 6, 'village,3,40.8,36.0,whosonfirst,2,name-in-district'),
    problem: { file: points, record: 'line 6', field: 'latitude', rule: "every point lies inside its district's outline, but village 3 (40.8, 36) is outside district 1158's" },
  },
];
