// One reading of a line: a place, and which named parts of the line its administrative chain
// explains (DESIGN §6.5). Each level of the chain (the place itself, its municipality, district and
// province) takes at most one mention, mentions never share a token, and the postal code fits at the
// deepest level it can. Readings compare by one score: more named parts explained, a marked name
// read as another kind counting for none, and one read in parts for one less (`Umurbey Merkez Mah.`
// and `Demirci Ahmetler Mh.` are those neighborhoods, not Umurbey in a district called Merkez or
// Ahmetler in Demirci); then fewer names taken from a street's name; then more of the line
// explained (`Çayırbağı Orta`, not Orta; `Yıldırım Beyazıt Mah. 03859` is the neighborhood with that
// code, not Beyazıt in the district Yıldırım); then fewer typos (confirmed beats corrected); then
// more marked names read as their kind (`Yeni Mahalle Mah.`); then a named district (a line's
// district is surer evidence than its province: `Caferağa Mah. Kadıköy/Ankara` is in İstanbul); then
// names read at the highest level they can be (`Kadıköy İstanbul` is the district, not a
// neighborhood called Kadıköy). `Merkez` read as a district names a district called Merkez, or one
// that a metropolitan province's former central district became (DESIGN §6.5.1), and is no surer
// evidence than the province: it never outweighs a named province.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { type KindName, kindNames } from '../../data/kinds.ts';
import { asWritten, type Mention } from './place-mentions.ts';
import { phraseNames } from './phrase-places.ts';
import type { PostalEvidence } from './postal-evidence.ts';

export const levels = ['place', 'municipality', 'district', 'province'] as const;
export type Level = (typeof levels)[number];

/** How high a level is: names are read as high as they can be. */
export const levelDepth: Readonly<Record<Level, number>> = { province: 0, district: 1, municipality: 2, place: 3 };

/** The level a place of each kind takes in a chain. */
export const kindLevel: Readonly<Record<KindName, Level>> = { provinces: 'province', districts: 'district', municipalities: 'municipality', neighborhoods: 'place', villages: 'place' };

/** How much of the chain a postal code explains: the place's own code, or only its district's or province's. */
const codeFitWeight = { place: 1, district: 0.5, province: 0.25 } as const;
export type CodeFit = keyof typeof codeFitWeight;

export interface Score {
  /** Named parts explained, less one for each marked name read as another kind. */
  parts: number;
  edits: number;
  /** Tokens of the line the reading explains: its names', and the postal code when it fits. */
  tokens: number;
  marksMet: number;
  /** Names read inside a street's name (`Karacalar` of `Karacalar Gazi Cad.`): fewer is better. */
  inStreet: number;
  districtNamed: number;
  depth: number;
}

export interface Reading {
  place: number;
  /** The place index at each level, -1 where the chain has none (a village's municipality). */
  chain: Readonly<Record<Level, number>>;
  assigned: Partial<Record<Level, Mention>>;
  codeFit?: CodeFit;
  score: Score;
  /** Named parts and a fitting postal code, counted. */
  evidence: number;
}

/**
 * The score as one number, higher is better, ordered as the comment at the top of this file says:
 * each component gets a fixed range of digits (parts in quarters, up to 5; names in a street's name
 * up to 4; tokens up to 127; edits up to 63; marks met up to 4; a named district; depth up to 7).
 */
export function scoreRank(score: Score): number {
  let rank = Math.round(Math.max(score.parts, 0) * 4);
  rank = rank * 5 + (4 - Math.min(score.inStreet, 4));
  rank = rank * 128 + Math.min(score.tokens, 127);
  rank = rank * 64 + (63 - Math.min(score.edits, 63));
  rank = rank * 5 + Math.min(score.marksMet, 4);
  rank = rank * 2 + score.districtNamed;
  return rank * 8 + (7 - Math.min(score.depth, 7));
}

/** Negative when `a` is the better score. */
export const compareScores = (a: Score, b: Score): number => scoreRank(b) - scoreRank(a);

export const kindOf = (view: AddressIndexView, place: number): KindName => kindNames[view.search.placeKind[place]!]!;

export function chainOf(view: AddressIndexView, place: number): Record<Level, number> {
  const kind = kindOf(view, place);
  return {
    place: kind === 'neighborhoods' || kind === 'villages' ? place : -1,
    municipality: view.placeMunicipality[place]! || -1,
    district: view.placeDistrict[place]! || -1,
    province: view.placeProvince[place]!,
  };
}

/** The kind of the places at an ancestor level. */
const levelKind = (level: Exclude<Level, 'place'>): KindName => (level === 'municipality' ? 'municipalities' : level === 'district' ? 'districts' : 'provinces');

/** How much of `place`'s chain the line's postal code explains (0 to 1). */
/** How much of `place`'s chain the line's postal code explains (0 to 1). */
export function codeFitWeightOf(view: AddressIndexView, place: number, code: PostalEvidence | undefined): number {
  const fit = codeFitOf(view, place, code);
  return fit ? codeFitWeight[fit] : 0;
}

/** The deepest level of `place`'s chain that the line's postal code fits (read from the index, no chain built). */
function codeFitOf(view: AddressIndexView, place: number, code: PostalEvidence | undefined): CodeFit | undefined {
  if (!code?.known) return undefined;
  if (view.placePostalCode[place] === code.value) return 'place'; // only neighborhoods and villages carry a code
  const district = view.placeDistrict[place]!;
  if (district !== 0 && code.districtPlaces.includes(district)) return 'district';
  return view.placeProvince[place] === code.provincePlace ? 'province' : undefined;
}

const overlaps = (a: Mention, b: Mention) => a.start < b.end && b.start < a.end;

/**
 * Whether a mention read as a place of `kind` explains a part of the line: not when its settlement
 * word marks another kind (`Karaali Merkez Köyü` is no neighborhood called Merkez, issue 37), its
 * own or that of the longer name it is part of.
 */
const explains = (mention: Mention, kind: KindName) => {
  const marks = mention.marks ?? mention.splitMarks;
  return !marks || marks === kind;
};

/** A district the line names exactly, and the mention that names it. */
export interface NamedDistrict {
  mention: Mention;
  district: number;
}

/** A mention written as it is in the dataset, outside a street's name, unmarked or marked as `kind`. */
const plainly = (mention: Mention, kind: KindName) => asWritten(mention) && !mention.inStreet && mention.splits === undefined && (!mention.marks || mention.marks === kind);

/**
 * The districts the line names exactly that something else in it supports: a province it names
 * exactly that holds the district, or a postal code of the district (DESIGN §6.5.1: agreeing parts
 * outweigh one name). A reading that leaves such a district unexplained, its place lying elsewhere,
 * counts one part less, so `Caferağa Mah. Beşiktaş İstanbul` is Beşiktaş, İstanbul, not Caferağa in
 * Kadıköy; a district that nothing supports is still replaced by the rest.
 */
export function agreeingDistricts(view: AddressIndexView, mentions: readonly Mention[], code: PostalEvidence | undefined): NamedDistrict[] {
  const agreeing: NamedDistrict[] = [];
  for (const mention of mentions) {
    // `Merkez` too: `Merkez Mah. Merkez/Kırşehir` is Kırşehir's Merkez district, not a Merkez
    // neighborhood of another province's Merkez (mention.ancestors lists only districts called Merkez).
    if (!plainly(mention, 'districts')) continue;
    for (const district of mention.ancestors[1]) {
      const province = view.placeProvince[district]!;
      const byProvince = mentions.some((other) => !overlaps(other, mention) && !other.merkez && plainly(other, 'provinces') && other.ancestors[0].includes(province));
      if (byProvince || (code?.known && code.districtPlaces.includes(district))) agreeing.push({ mention, district });
    }
  }
  return agreeing;
}

/** kindNames index of the places at each ancestor level (Mention.ancestors is in this order). */
const ancestorKind: readonly (number | undefined)[] = levels.map((level) => (level === 'place' ? undefined : kindNames.indexOf(levelKind(level))));

/**
 * The best reading of the line as `place`, or undefined when nothing in the line supports it. Run
 * for every candidate of a line, so it tries the assignments of mentions to levels with plain
 * numbers (scoreRank's) and builds objects only for the winner.
 */
export function readAs(view: AddressIndexView, place: number, mentions: readonly Mention[], code: PostalEvidence | undefined, agreeing: readonly NamedDistrict[] = []): Reading | undefined {
  const chain = chainOf(view, place);
  // A supported district this place does not lie in (agreeingDistricts).
  const againstAgreeing = agreeing.some((named) => named.district !== chain.district);
  const optionsAt = (i: number): Mention[] => {
    const at = chain[levels[i]!];
    const options: Mention[] = [];
    if (at < 0) return options;
    const kind = ancestorKind[i];
    for (const mention of mentions) {
      if (kind === undefined ? phraseNames(view, mention.phrase, at) : mention.ancestors[kind]!.includes(at) || (mention.merkez && levels[i] === 'district' && view.placeFormerCentral[at] === 1)) options.push(mention);
    }
    return options;
  };
  // The place itself must be named: a district's municipality is not read from the district's name alone.
  let own = 0;
  while (chain[levels[own]!] !== place) own++;
  const ownOptions = optionsAt(own);
  if (ownOptions.length === 0) return undefined;
  const options = levels.map((_, i) => (i === own ? ownOptions : optionsAt(i)));
  const codeFit = codeFitOf(view, place, code);
  const kinds = levels.map((level) => (level === 'place' ? kindOf(view, place) : levelKind(level)));

  const score: Score = { parts: 0, edits: 0, tokens: 0, marksMet: 0, inStreet: 0, districtNamed: 0, depth: 0 };
  /** Sets `score` to the score of one assignment of mentions to levels. */
  const scoreOf = (assignment: ReadonlyArray<Mention | undefined>) => {
    score.parts = codeFit ? codeFitWeight[codeFit] : 0;
    score.tokens = codeFit ? 1 : 0;
    score.edits = score.marksMet = score.inStreet = score.depth = 0;
    score.districtNamed = assignment[2] && !assignment[2].merkez ? 1 : 0;
    const split: number[] = [];
    for (let j = 0; j < levels.length; j++) {
      const mention = assignment[j];
      if (!mention) continue;
      score.parts += explains(mention, kinds[j]!) ? 1 : 0;
      // `Merkez` naming a district that the former central district became, not one called Merkez:
      // half a part, since it narrows the province to a few districts, no more (DESIGN §6.5.1). A
      // place the line names in the province outweighs it, wherever it lies.
      if (mention.merkez && levels[j] === 'district' && !mention.ancestors[1].includes(chain.district)) score.parts -= 0.5;
      // A marked name read in parts counts for one part less (once per name, however many parts are
      // read), and for two when the parts read leave some of its words unexplained: `Görece
      // Cumhuriyet Köyü Merkez/Kars` is no village Cumhuriyet in Kars (issue 37), while `Bornova
      // Kazımdirik Mah.` is Kazımdirik in Bornova.
      if (mention.splits !== undefined && !split.includes(mention.splits)) {
        split.push(mention.splits);
        score.parts--;
        let covered = 0;
        for (const other of assignment) if (other?.splits === mention.splits) covered += other.end - other.start;
        if (covered < mention.splits - mention.splitStart!) score.parts--;
      }
      score.edits += mention.edits;
      score.tokens += mention.end - mention.start;
      if (mention.inStreet) score.inStreet++;
      if (mention.marks === kinds[j]) score.marksMet++;
      score.depth += levelDepth[levels[j]!];
    }
    // A supported district that is not this place's: the reading goes against two agreeing parts,
    // whether it leaves the district's name unexplained or reads it as another place of that name
    // (another province's Merkez, or a municipality: `Cumhuriyet Mah. Kemalpaşa İzmir` is not the
    // town of Kemalpaşa in Artvin, issue 37).
    if (againstAgreeing) score.parts--;
    return scoreRank(score);
  };
  const assigned: Array<Mention | undefined> = [undefined, undefined, undefined, undefined];
  const chosen: Array<Mention | undefined> = [undefined, undefined, undefined, undefined];
  let bestRank = -1;
  const assign = (i: number) => {
    if (i === levels.length) {
      if (!assigned[own]) return;
      const rank = scoreOf(assigned);
      if (rank > bestRank) {
        bestRank = rank;
        for (let j = 0; j < levels.length; j++) chosen[j] = assigned[j];
      }
      return;
    }
    for (const mention of options[i]!) {
      let free = true;
      for (let j = 0; j < i && free; j++) if (assigned[j] && overlaps(mention, assigned[j]!)) free = false;
      if (!free) continue;
      assigned[i] = mention;
      assign(i + 1);
    }
    assigned[i] = undefined;
    assign(i + 1);
  };
  assign(0);
  if (bestRank < 0) return undefined;
  // A name read as another kind than its word marks is no evidence (`Cedit Ali Paşa Köyü 39002` is no
  // neighborhood of that name beside the code's province, issue 37).
  const used = chosen.filter((mention, j) => mention !== undefined && explains(mention, kinds[j]!)) as Mention[];
  if (used.length === 0) return undefined;
  // The parts of one marked name read in parts are one piece of evidence, not two: `Yıldırım
  // Beyazıt Mah.` alone is no Beyazıt in the district Yıldırım.
  const oneSplitName = used.length > 1 && used.every((mention) => mention.splits !== undefined && mention.splits === used[0]!.splits);
  const evidence = (oneSplitName ? 1 : used.length) + (codeFit ? 1 : 0);
  // A name inside a street's name counts only beside other evidence.
  if (evidence === 1 && used[0]!.inStreet) return undefined;
  const byLevel: Partial<Record<Level, Mention>> = {};
  chosen.forEach((mention, i) => {
    if (mention) byLevel[levels[i]!] = mention;
  });
  scoreOf(chosen);
  return { place, chain, assigned: byLevel, codeFit, score: { ...score }, evidence };
}
