// The winning readings of a line (DESIGN §6.5): the readings that explain the most, all of them when
// several tie (the line is then ambiguous). Readings with two or more pieces of evidence (two named
// parts of one chain, or a name and a fitting postal code) always beat a name alone, and are found
// through their anchors: each province, district or municipality the line names (or the postal code
// implies), and under each, the places the line's other names name there (two binary searches per
// name, never a scan of everything the name fits). Only when no two parts agree is the answer a name
// alone: then every place it fits, read at its best kind, ties; those are read from the population
// order of the name's places without building a reading for each.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { kindNames } from '../../data/kinds.ts';
import { asWritten, type Mention } from './place-mentions.ts';
import { type AncestorLevel, keysUnder, phraseNames, phrasePlacesIn, phrasePlacesOfKind } from './phrase-places.ts';
import type { PostalEvidence } from './postal-evidence.ts';
import { type StampedSet, stampedSetOf } from './stamped-set.ts';
import { agreeingDistricts, codeFitWeightOf, compareScores, kindLevel, levelDepth, type NamedDistrict, type Reading, readAs, type Score } from './reading.ts';

export interface BestReadings {
  /** The tied best places, most populous first, ties by id; empty when nothing was read. */
  places: number[];
  /** Their readings, in the same order (only when the winners were read one by one). */
  readings: Reading[];
  /** The mentions the winners were read from. */
  named: Mention[];
}

const anchorLevels: readonly AncestorLevel[] = ['province', 'district', 'municipality'];
/** Bounds on the work a pathological line (300 characters of common names) can cause. */
const mostAnchors = 200;
const mostCandidates = 1000;

// Per index: the places this request has already taken.
const seenOf = new WeakMap<AddressIndexView, StampedSet>();
const seenFor = (view: AddressIndexView) => stampedSetOf(seenOf, view, view.meta.placeCount);

const byPopulation = (view: AddressIndexView) => (a: number, b: number) =>
  view.placePopulation[b]! - view.placePopulation[a]! || view.search.placeId[a]! - view.search.placeId[b]! || view.search.placeKind[a]! - view.search.placeKind[b]!;

function anchoredReadings(view: AddressIndexView, mentions: readonly Mention[], code: PostalEvidence | undefined, agreeing: readonly NamedDistrict[]): Reading[] {
  const seen = seenFor(view);
  const candidates: number[] = [];
  const consider = (place: number) => {
    if (candidates.length < mostCandidates && seen.add(place)) candidates.push(place);
  };
  // Each anchor once, with the mention that named it (its own places under it need another mention).
  const anchors = new Map<number, { level: AncestorLevel; from?: Mention }>();
  for (const mention of mentions) {
    anchorLevels.forEach((level, kind) => {
      for (const place of mention.ancestors[kind]!) {
        if (anchors.size >= mostAnchors) return;
        const known = anchors.get(place);
        if (!known) anchors.set(place, { level, from: mention });
        else if (known.from !== mention) known.from = undefined;
      }
    });
  }
  const named = new Set(anchors.keys());
  if (code?.known) {
    anchors.set(code.provincePlace, { level: 'province' });
    for (const place of code.districtPlaces) anchors.set(place, { level: 'district' });
    for (const place of code.places) if (mentions.some((mention) => phraseNames(view, mention.phrase, place))) consider(place);
  }
  // A phrase named several times (a long line repeating `merkez`) is looked up once per anchor; the
  // anchor's own mention only when another mention names the same phrase.
  const mentionsOfPhrase = new Map<number, number>();
  for (const mention of mentions) mentionsOfPhrase.set(mention.phrase, (mentionsOfPhrase.get(mention.phrase) ?? 0) + 1);
  // `Merkez` beside a province that has no district of that name: the districts its former central
  // district became are candidates (DESIGN §6.5.1), so a line without a neighborhood still gets its
  // province, with them as the districts to choose from.
  const merkez = mentions.some((mention) => mention.merkez);
  for (const [anchor, { level, from }] of anchors) {
    consider(anchor);
    if (merkez && level === 'province') for (const district of view.formerCentralOf(anchor)) consider(district);
    const keys = keysUnder(view, anchor, level);
    for (const [phrase, count] of mentionsOfPhrase) {
      if (phrase === from?.phrase && count === 1) continue;
      for (const place of phrasePlacesIn(view, phrase, keys)) consider(place);
    }
  }
  // The most parts a candidate can explain: itself, the named ones of its province, district and
  // municipality, and the code. Read the most promising first; once a reading explains more than a
  // candidate's bound, that candidate cannot win, nor tie (a place in Ankara beside Çankaya's).
  const { placeProvince, placeDistrict, placeMunicipality } = view;
  // `Merkez` names the districts a metropolitan province's former central district became (reading.ts).
  const namedAbove = (ancestor: number, place: number) => (ancestor !== place && (named.has(ancestor) || (merkez && view.placeFormerCentral[ancestor] === 1)) ? 1 : 0);
  const ranked = candidates.map((place) => ({
    place,
    bound: 1 + codeFitWeightOf(view, place, code) + namedAbove(placeProvince[place]!, place) + namedAbove(placeDistrict[place]!, place) + namedAbove(placeMunicipality[place]!, place),
  }));
  ranked.sort((a, b) => b.bound - a.bound);
  const readings: Reading[] = [];
  let bestParts = Number.NEGATIVE_INFINITY;
  for (const { place, bound } of ranked) {
    if (bound < bestParts) break;
    const reading = readAs(view, place, mentions, code, agreeing);
    if (!reading || reading.evidence < 2) continue;
    readings.push(reading);
    bestParts = Math.max(bestParts, reading.score.parts);
  }
  return readings;
}

interface NamesAlone {
  score?: Score;
  /** The best (mention, kind) pairs: each mention's places of that kind tie. */
  groups: Array<{ mention: Mention; places: Uint32Array }>;
}

/** Each name alone, at the kind it is best read as; the best of those tie. Only scored here. */
function namesAlone(view: AddressIndexView, mentions: readonly Mention[]): NamesAlone {
  const alone: NamesAlone = { groups: [] };
  // DESIGN §6.5.1: one weak word decides nothing far away. A name alone is read only as written (a
  // typo needs company), and beside a province or district the line names as written, a lower
  // place elsewhere (no reading joined them) explains nothing: the named province or district wins.
  const namesAncestor = mentions.some((mention) => asWritten(mention) && !mention.inStreet && !mention.merkez && mention.splits === undefined && (mention.ancestors[0].length > 0 || mention.ancestors[1].length > 0) && (!mention.marks || mention.marks === 'provinces' || mention.marks === 'districts'));
  for (const mention of mentions) {
    if (mention.inStreet || mention.edits > mention.spelling) continue;
    kindNames.forEach((kind, kindIndex) => {
      const places = phrasePlacesOfKind(view, mention.phrase, kindIndex);
      if (places.length === 0) return;
      const score: Score = {
        parts: (mention.marks && mention.marks !== kind) || mention.splits !== undefined || (namesAncestor && kindIndex > 1) ? 0 : 1,
        // Alone, a former name is as good as a name of today (the line may be an old address):
        // `Şehler Mah.` with nothing else is the Şehler of Senirkent or the Şeyhler of Mecitözü that
        // was Şehler until 2025 (issue 44), not confidently the first.
        edits: mention.edits - (mention.former ? 1 : 0),
        tokens: mention.end - mention.start,
        marksMet: mention.marks === kind ? 1 : 0,
        inStreet: 0,
        // `Merkez` is no surer than the province it stands beside (reading.ts).
        districtNamed: kind === 'districts' && !mention.merkez ? 1 : 0,
        depth: levelDepth[kindLevel[kind]],
      };
      const order = alone.score ? compareScores(score, alone.score) : -1;
      if (order < 0) {
        alone.score = score;
        alone.groups = [{ mention, places }];
      } else if (order === 0) alone.groups.push({ mention, places });
    });
  }
  // The best names alone explain nothing (each read as another kind than its word marks, or a part
  // of a longer name): no place. `Karakuzulu Mah. … 06950` is no village in Sivas, but the code's
  // district with the neighborhood unknown (issue 37).
  if (alone.score && alone.score.parts <= 0) return { groups: [] };
  return alone;
}

/** The places of the best names alone, each once (a place two typo variants both name is one). */
function placesAlone(view: AddressIndexView, alone: NamesAlone): number[] {
  const seen = seenFor(view);
  const places: number[] = [];
  for (const group of alone.groups) for (const place of group.places) if (seen.add(place)) places.push(place);
  return places;
}

export function bestReadings(view: AddressIndexView, mentions: readonly Mention[], code: PostalEvidence | undefined): BestReadings {
  const order = byPopulation(view);
  const agreeing = agreeingDistricts(view, mentions, code);
  const anchored = anchoredReadings(view, mentions, code, agreeing);
  const best = anchored.reduce<Score | undefined>((top, reading) => (!top || compareScores(reading.score, top) < 0 ? reading.score : top), undefined);
  // A name alone explains one part at most: it can win, or tie, only when every reading of two
  // agreeing parts explains no more (a marked name read as another kind counts for none).
  const alone: NamesAlone = best && best.parts > 1 ? { groups: [] } : namesAlone(view, mentions);
  const aloneNamed = () => [...new Set(alone.groups.map((group) => group.mention))];
  const versus = best && alone.score ? compareScores(best, alone.score) : best ? -1 : 1;
  if (versus <= 0) {
    const readings = anchored.filter((reading) => compareScores(reading.score, best!) === 0).sort((a, b) => order(a.place, b.place));
    const named = [...new Set(readings.flatMap((reading) => Object.values(reading.assigned)))];
    if (versus === 0) {
      const places = [...new Set([...readings.map((reading) => reading.place), ...placesAlone(view, alone)])].sort(order);
      return { places, readings: [], named: [...new Set([...named, ...aloneNamed()])] };
    }
    return { places: readings.map((reading) => reading.place), readings, named };
  }
  const places = placesAlone(view, alone).sort(order);
  // DESIGN §6.5.1: one weak word decides nothing far away, and a postal code names its province. A
  // name alone whose places all lie in other provinces than the code's resolves nothing; the code's
  // province and district stand (issue 44: `Alancık Mah. 55900`, the Alancık of Vezirköprü that the
  // 2025 list dropped, is not the one left in Diyarbakır).
  if (code?.known && places.length > 0 && places.every((place) => view.placeProvince[place] !== code.provincePlace)) return { places: [], readings: [], named: [] };
  if (places.length === 1) {
    const reading = readAs(view, places[0]!, mentions, code, agreeing);
    if (reading) return { places, readings: [reading], named: Object.values(reading.assigned) };
  }
  return { places, readings: [], named: aloneNamed() };
}
