// The figures a guide page may state, each worked out at build time from the service's own answers
// (service-answer.ts) or from the compiled store, never typed. A guide page's Markdown writes
// `{{name arg …}}` where a figure goes (fill-figures.ts replaces it); the rows below are every name.
//
//   {{total /v2/neighborhoods?postalCodeStatus=official}}   meta.total of the answer, as a count: 32,167
//   {{count /v2/addresses/parse?q=… data.candidates.length}} a number in the answer, as a count
//   {{value /v2/meta data.populationYears.neighborhoods}}   a value as the answer writes it: 2025, Altıntas
//   {{date /v2/meta data.lastUpdated}}                      a date of the answer in words: 28 November 2026
//   {{named neighborhoods Cumhuriyet}}                      how many records of a kind have exactly this name
//   {{points villages}} / {{pointShare villages}}           places of a kind with a point in place-points.csv, and their share
import { coverageShare, pointCoverageOf, type PointCoverage } from '../../data/point-coverage.ts';
import { type KindName, kindNames } from '../../data/kinds.ts';
import { placePointsIndexName, type PlacePointsIndexMeta } from '../../data/place-points-index.ts';
import { placePointKinds, type PlacePoint } from '../../data/place-points.ts';
import { getStore } from '../../data/store.ts';
import { formatDate, formatDecimal, formatInteger } from '../format.ts';
import type { Lang } from '../i18n.ts';
import { valueAt } from './json-example.ts';
import { serviceAnswer } from './service-answer.ts';

/** A figure as the page shows it (`32,279`) and as a program reads it (`32279`, or a date's `2026-11-28`). */
export interface ShownFigure {
  text: string;
  value: string;
  /** A date: written as <time datetime>, not <data value>. */
  isDate?: boolean;
}

type Figure = (lang: Lang, args: readonly string[]) => ShownFigure | Promise<ShownFigure>;

const integer = (lang: Lang, value: number): ShownFigure => ({ text: formatInteger(lang, value), value: String(value) });

/** A figure that cannot be worked out: the message names the placeholder, the filler says where it is. */
export class FigureError extends Error {
  override name = 'FigureError';
}

async function answered(path: string | undefined, at: string | undefined): Promise<unknown> {
  if (!path || !at) throw new FigureError('needs a path of the API and a place in its answer, e.g. /v2/meta data.lastUpdated');
  const value = valueAt((await serviceAnswer(path)).json, at);
  if (value === undefined || value === null) throw new FigureError(`GET ${path} has no ${at}`);
  return value;
}

async function answeredNumber(path: string | undefined, at: string): Promise<number> {
  const value = await answered(path, at);
  if (typeof value !== 'number') throw new FigureError(`${at} of GET ${path} is ${JSON.stringify(value)}, not a number`);
  return value;
}

function kindOf(word: string | undefined): KindName {
  const kind = kindNames.find((name) => name === word);
  if (!kind) throw new FigureError(`"${word}" is not a kind; one of ${kindNames.join(', ')}`);
  return kind;
}

const namedCounts = new Map<string, number>();

/** How many records of `kind` are named exactly `name`. */
function namedCount(kind: KindName, name: string): number {
  const key = `${kind}\n${name}`;
  let count = namedCounts.get(key);
  if (count === undefined) {
    const records = getStore().kind(kind);
    count = 0;
    for (let index = 0; index < records.count; index++) if (records.record(index).name === name) count++;
    namedCounts.set(key, count);
  }
  return count;
}

let coverage: PointCoverage | undefined;

/** The points of the store's place-points index, counted the way the GeoNames source sentence counts them. */
function pointCoverage(): PointCoverage {
  if (!coverage) {
    const store = getStore();
    const file = store.index<PlacePointsIndexMeta>(placePointsIndexName);
    const kinds = file.bytes('kinds');
    const methods = file.bytes('methods');
    const points = Array.from(kinds, (kind, row) => ({ kind: kindNames[kind] as PlacePoint['kind'], method: file.meta.methods[methods[row]!] as PlacePoint['method'] }));
    coverage = pointCoverageOf(points, store.meta.counts);
  }
  return coverage;
}

function pointKindOf(word: string | undefined): (typeof placePointKinds)[number] {
  const kind = placePointKinds.find((name) => name === word);
  if (!kind) throw new FigureError(`"${word}" has no points; one of ${placePointKinds.join(', ')}`);
  return kind;
}

/** 53.7 % in English, %53,7 in Turkish (as the dataset's own descriptions write shares). */
const percent = (lang: Lang, value: number) => (lang === 'tr' ? `%${formatDecimal(lang, value)}` : `${formatDecimal(lang, value)} %`);

export const figures: Readonly<Record<string, Figure>> = {
  total: async (lang, [path]) => integer(lang, await answeredNumber(path, 'meta.total')),
  count: async (lang, [path, at]) => integer(lang, await answeredNumber(path, at ?? '')),
  value: async (_lang, [path, at]) => {
    const value = String(await answered(path, at));
    return { text: value, value };
  },
  date: async (lang, [path, at]) => {
    const value = String(await answered(path, at));
    return { text: formatDate(lang, value), value, isDate: true };
  },
  named: (lang, [kind, ...name]) => integer(lang, namedCount(kindOf(kind), name.join(' '))),
  points: (lang, [kind]) => integer(lang, pointCoverage()[pointKindOf(kind)].withPoint),
  pointShare: (lang, [kind]) => {
    const share = coverageShare(pointCoverage()[pointKindOf(kind)]);
    return { text: percent(lang, share), value: String(share) };
  },
};
