// Broken-input cases for province-boundaries.geojson, each made by breaking one thing in the mini
// dataset's two features (Amasya 5: a Polygon; Ankara 6: a MultiPolygon whose first polygon has a
// hole). Run by dataset-validation.test.ts with the other files' cases.
import type { Json } from './datasets.ts';
import type { DatasetProblem } from '../../src/data/dataset-error.ts';

type Files = Record<string, Json>;

const file = 'province-boundaries.geojson';
const feature = (f: Files, id: number) => f[file].features.find((item: Json) => item.id === id);

export const boundaryCases: Array<{ name: string; edit: (files: Files) => void; problem: DatasetProblem }> = [
  {
    name: 'a boundary file that is not a FeatureCollection',
    edit: (f) => (f[file].type = 'Feature'),
    problem: { file, field: 'type', rule: 'must be "FeatureCollection"' },
  },
  {
    name: 'a boundary geometry that is a point',
    edit: (f) => (feature(f, 5).geometry = { type: 'Point', coordinates: [35.83, 40.65] }),
    problem: { file, record: 5, field: 'geometry.type', rule: 'must be a Polygon or a MultiPolygon' },
  },
  {
    name: 'a boundary ring that is not closed',
    edit: (f) => (feature(f, 5).geometry.coordinates[0][4] = [35.6, 40.4]),
    problem: { file, record: 5, field: 'geometry.coordinates.0', rule: 'a linear ring must be closed: its last position must equal its first (RFC 7946 §3.1.6)' },
  },
  {
    name: 'a boundary ring that crosses itself',
    edit: (f) => (feature(f, 5).geometry.coordinates[0] = [[35.5, 40.4], [36.2, 40.9], [36.2, 40.4], [35.5, 40.9], [35.5, 40.4]]),
    problem: { file, record: 5, field: 'geometry.coordinates.0', rule: 'a linear ring must not cross or touch itself, but its edge 0 does' },
  },
  {
    name: 'a boundary ring with three positions',
    edit: (f) => (feature(f, 6).geometry.coordinates[1][0] = [[34.0, 39.0], [34.2, 39.0], [34.0, 39.0]]),
    problem: { file, record: 6, field: 'geometry.coordinates.1.0', rule: 'a linear ring must have at least four positions (RFC 7946 §3.1.6)' },
  },
  {
    name: 'a boundary latitude outside WGS 84',
    edit: (f) => (feature(f, 6).geometry.coordinates[0][1][2] = [32.4, 91]),
    problem: { file, record: 6, field: 'geometry.coordinates.0.1.2.1', rule: 'latitude must be from -90 to 90 (WGS 84 degrees)' },
  },
  {
    name: 'a boundary longitude outside WGS 84',
    edit: (f) => (feature(f, 5).geometry.coordinates[0][2] = [236.2, 40.9]),
    problem: { file, record: 5, field: 'geometry.coordinates.0.2.0', rule: 'longitude must be from -180 to 180 (WGS 84 degrees)' },
  },
  {
    name: 'a boundary position with a string',
    edit: (f) => (feature(f, 5).geometry.coordinates[0][1] = ['36.2', 40.4]),
    problem: { file, record: 5, field: 'geometry.coordinates.0.1.0', rule: 'longitude must be a finite number' },
  },
  {
    name: 'a boundary whose properties.id differs from its id',
    edit: (f) => (feature(f, 5).properties.id = 6),
    problem: { file, record: 5, field: 'properties.id', rule: 'properties.id must equal the feature id' },
  },
  {
    name: 'a boundary with a malformed Wikidata id',
    edit: (f) => (feature(f, 6).properties.wikidataId = '2297724'),
    problem: { file, record: 6, field: 'properties.wikidataId', rule: 'must be a Wikidata item id such as Q406' },
  },
  {
    name: 'a boundary whose ISO code names another province',
    edit: (f) => (feature(f, 6).properties.iso3166_2 = 'TR-34'),
    problem: { file, record: 6, field: 'properties.iso3166_2', rule: 'properties.iso3166_2 must be TR- and the two-digit province id' },
  },
  {
    name: 'a boundary of a province that does not exist',
    edit: (f) => {
      const extra = structuredClone(feature(f, 5));
      Object.assign(extra, { id: 7 });
      Object.assign(extra.properties, { id: 7, iso3166_2: 'TR-07' });
      f[file].features.push(extra);
    },
    problem: { file, record: 7, field: 'id', rule: 'every boundary belongs to a province, but no province has id 7' },
  },
  {
    name: 'two boundaries for one province',
    edit: (f) => f[file].features.push(structuredClone(feature(f, 6))),
    problem: { file, record: 6, field: 'id', rule: 'every province has exactly one boundary feature, but id 6 has 2' },
  },
  {
    name: 'a province without a boundary',
    edit: (f) => (f[file].features = f[file].features.filter((item: Json) => item.id !== 5)),
    problem: { file, record: 5, rule: 'every province has exactly one boundary feature, but Amasya (id 5) has none' },
  },
  {
    name: "a boundary named differently from its province",
    edit: (f) => (feature(f, 5).properties.name = 'Amasia'),
    problem: { file, record: 5, field: 'properties.name', rule: "a boundary carries its province's name, but it is Amasia while province 5 has Amasya" },
  },
];
