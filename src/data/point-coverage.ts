// How many places of each kind have a point in place-points.csv, and the GeoNames source's coverage
// sentence written from those counts (issue 44, item 9: no figure is typed by hand).
//
// Why the sentence is computed: a release's meta.json is published with the release and is never
// edited here, but its coverage sentence is a count of two of the release's own files, and a new
// neighborhood list moves it. Release 2025's meta.json still says "17,340 of 32,186 neighborhoods
// (53.9 %)" and "about 14,800" (the list it replaced), while its README's Coverage table, made from the
// files, says 17,337 of 32,279 (53.7 %) and about 14,900. So the store keeps every other word of the
// description as published and writes the part from "Coverage:" ("Kapsam:") to its end from the files,
// in the words of the published sentence. A description without that part is kept whole.
import type { KindName } from './kinds.ts';
import type { PlacePoint } from './place-points.ts';
import { placePointKinds } from './place-points.ts';
import type { DatasetMetaFile } from './schemas.ts';

type PointKind = (typeof placePointKinds)[number];

export interface KindCoverage {
  /** Places of the kind with a point. */
  withPoint: number;
  /** Places of the kind. */
  of: number;
  /** Points by method (place-points.ts): `seat-name-in-district` … */
  byMethod: Record<string, number>;
}

export type PointCoverage = Record<PointKind, KindCoverage>;

/** The coverage of each kind that has points, from the points and the number of records of each kind. */
export function pointCoverageOf(points: Iterable<Pick<PlacePoint, 'kind' | 'method'>>, counts: Readonly<Record<KindName, number>>): PointCoverage {
  const coverage = Object.fromEntries(placePointKinds.map((kind) => [kind, { withPoint: 0, of: counts[kind], byMethod: {} }])) as PointCoverage;
  for (const { kind, method } of points) {
    const entry = coverage[kind];
    entry.withPoint++;
    entry.byMethod[method] = (entry.byMethod[method] ?? 0) + 1;
  }
  return coverage;
}

/** The share of places with a point, in per cent, to one decimal (53.7). */
export const coverageShare = ({ withPoint, of }: KindCoverage): number => (of === 0 ? 0 : Math.round((withPoint / of) * 1000) / 10);

/** Neighborhoods without a point, to the hundred, as the published sentence says "about 14,900". */
export const roundedWithoutPoint = ({ withPoint, of }: KindCoverage): number => Math.round((of - withPoint) / 100) * 100;

const numberFormats = { tr: new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }), en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }) };

/** The coverage sentences in both languages, in the words of release 2025's meta.json. */
export function coverageSentences(coverage: PointCoverage): { tr: string; en: string } {
  const { districts, villages, neighborhoods } = coverage;
  const tr = numberFormats.tr.format;
  const en = numberFormats.en.format;
  const seats = districts.byMethod['seat-name-in-district'] ?? 0;
  const labels = districts.byMethod['polygon-label'] ?? 0;
  const districtsTr = districts.withPoint === districts.of ? `${tr(districts.of)} ilçenin tamamı` : `${tr(districts.of)} ilçeden ${tr(districts.withPoint)} ilçe (%${tr(coverageShare(districts))})`;
  const districtsEn = districts.withPoint === districts.of ? `all ${en(districts.of)} districts` : `${en(districts.withPoint)} of ${en(districts.of)} districts (${en(coverageShare(districts))} %)`;
  return {
    tr:
      `Kapsam: ${districtsTr} (${tr(seats)} ilçede GeoNames'teki ilçe merkezi, ${tr(labels)} ilçede OpenStreetMap ilçe sınırından hesaplanmış, sınır içinde kalan bir etiket noktası), ` +
      `${tr(villages.of)} köyden ${tr(villages.withPoint)} köy (%${tr(coverageShare(villages))}) ve ${tr(neighborhoods.of)} mahalleden ${tr(neighborhoods.withPoint)} mahalle (%${tr(coverageShare(neighborhoods))}). ` +
      `Çoğu kent merkezinde olmak üzere yaklaşık ${tr(roundedWithoutPoint(neighborhoods))} mahallenin noktası yoktur.`,
    en:
      `Coverage: ${districtsEn} (${en(seats)} GeoNames seat points, ${en(labels)} label points computed from the OpenStreetMap district boundary), ` +
      `${en(villages.withPoint)} of ${en(villages.of)} villages (${en(coverageShare(villages))} %) and ${en(neighborhoods.withPoint)} of ${en(neighborhoods.of)} neighborhoods (${en(coverageShare(neighborhoods))} %). ` +
      `About ${en(roundedWithoutPoint(neighborhoods))} neighborhoods, mostly in city centres, have no point.`,
  };
}

/** Where the coverage part of a description starts, in each language; it runs to the description's end. */
const coverageStart = { tr: /Kapsam: [\s\S]*$/, en: /Coverage: [\s\S]*$/ };

/** The release's sources with each coverage part written from the files (see the comment at the top). */
export function withComputedCoverage(sources: DatasetMetaFile['sources'], coverage: PointCoverage): DatasetMetaFile['sources'] {
  const sentences = coverageSentences(coverage);
  return sources.map((source) => {
    if (!coverageStart.en.test(source.description.en) || !coverageStart.tr.test(source.description.tr)) return source;
    return {
      ...source,
      description: { tr: source.description.tr.replace(coverageStart.tr, sentences.tr), en: source.description.en.replace(coverageStart.en, sentences.en) },
    };
  });
}
