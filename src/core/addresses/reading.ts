// One reading of a line: a place, and which named parts of the line its administrative chain
// explains (DESIGN §6.5). Each level of the chain (the place itself, its municipality, district and
// province) takes at most one mention, mentions never share a token, and the postal code fits at the
// deepest level it can. Readings compare by one score: more named parts explained, a marked name
// read as another kind counting for none (`Umurbey Merkez Mah.` is that neighborhood, not Umurbey in
// a district called Merkez); then fewer names taken from a street's name; then more of the line
// explained (`Çayırbağı Orta`, not Orta; `Yıldırım Beyazıt Mah. 03859` is the neighborhood with that
// code, not Beyazıt in the district Yıldırım); then fewer typos (confirmed beats corrected); then
// more marked names read as their kind (`Yeni Mahalle Mah.`); then a named district (a line's
// district is surer evidence than its province: `Caferağa Mah. Kadıköy/Ankara` is in İstanbul); then
// names read at the highest level they can be (`Kadıköy İstanbul` is the district, not a
// neighborhood called Kadıköy).
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { type KindName, kindNames } from '../../data/kinds.ts';
import type { Mention } from './place-mentions.ts';
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

/** Negative when `a` is the better score. */
export function compareScores(a: Score, b: Score): number {
  return b.parts - a.parts || a.inStreet - b.inStreet || b.tokens - a.tokens || a.edits - b.edits || b.marksMet - a.marksMet || b.districtNamed - a.districtNamed || a.depth - b.depth;
}

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

export function levelKind(view: AddressIndexView, reading: { place: number }, level: Level): KindName {
  return level === 'place' ? kindOf(view, reading.place) : level === 'municipality' ? 'municipalities' : level === 'district' ? 'districts' : 'provinces';
}

function codeFitOf(view: AddressIndexView, chain: Record<Level, number>, place: number, code: PostalEvidence | undefined): CodeFit | undefined {
  if (!code?.known) return undefined;
  if (chain.place >= 0 && view.placePostalCode[place] === code.value) return 'place';
  if (chain.district >= 0 && code.districtPlaces.includes(chain.district)) return 'district';
  return chain.province === code.provincePlace ? 'province' : undefined;
}

/** The level of the chain that is the place itself. */
const ownLevel = (chain: Record<Level, number>, place: number): Level => levels.find((level) => chain[level] === place)!;

const overlaps = (a: Mention, b: Mention) => a.start < b.end && b.start < a.end;

/** kindNames index of the places at each ancestor level (Mention.ancestors is in this order). */
const ancestorKind: Readonly<Partial<Record<Level, number>>> = { province: 0, district: 1, municipality: 2 };

/** The best reading of the line as `place`, or undefined when nothing in the line supports it. */
export function readAs(view: AddressIndexView, place: number, mentions: readonly Mention[], code: PostalEvidence | undefined): Reading | undefined {
  const chain = chainOf(view, place);
  const optionsAt = (level: Level) => {
    const at = chain[level];
    if (at < 0) return [];
    const kind = ancestorKind[level];
    return mentions.filter((mention) => (kind === undefined ? phraseNames(view, mention.phrase, at) : mention.ancestors[kind]!.includes(at)));
  };
  // The place itself must be named: a district's municipality is not read from the district's name alone.
  const own = levels.indexOf(ownLevel(chain, place));
  const ownOptions = optionsAt(levels[own]!);
  if (ownOptions.length === 0) return undefined;
  const options = levels.map((level, i) => (i === own ? ownOptions : optionsAt(level)));
  const codeFit = codeFitOf(view, chain, place, code);
  const kinds = levels.map((level) => levelKind(view, { place }, level));

  let best: { assigned: Array<Mention | undefined>; score: Score } | undefined;
  const assigned: Array<Mention | undefined> = [undefined, undefined, undefined, undefined];
  const scoreOfAssigned = (): Score => {
    const score: Score = { parts: codeFit ? codeFitWeight[codeFit] : 0, edits: 0, tokens: codeFit ? 1 : 0, marksMet: 0, inStreet: 0, districtNamed: assigned[2] ? 1 : 0, depth: 0 };
    assigned.forEach((mention, i) => {
      if (!mention) return;
      score.parts += 1;
      score.edits += mention.edits;
      score.tokens += mention.end - mention.start;
      if (mention.inStreet) score.inStreet++;
      if (mention.marks === kinds[i]) score.marksMet++;
      else if (mention.marks) score.parts--;
      score.depth += levelDepth[levels[i]!];
    });
    return score;
  };
  const assign = (i: number) => {
    if (i === levels.length) {
      if (!assigned[own]) return;
      const score = scoreOfAssigned();
      if (!best || compareScores(score, best.score) < 0) best = { assigned: [...assigned], score };
      return;
    }
    for (const mention of options[i]!) {
      if (assigned.some((other, j) => j < i && other !== undefined && overlaps(mention, other))) continue;
      assigned[i] = mention;
      assign(i + 1);
    }
    assigned[i] = undefined;
    assign(i + 1);
  };
  assign(0);
  if (!best) return undefined;
  const used = best.assigned.filter((mention) => mention !== undefined);
  const evidence = used.length + (codeFit ? 1 : 0);
  // A name inside a street's name counts only beside other evidence.
  if (evidence === 1 && used[0]!.inStreet) return undefined;
  const byLevel: Partial<Record<Level, Mention>> = {};
  best.assigned.forEach((mention, i) => {
    if (mention) byLevel[levels[i]!] = mention;
  });
  return { place, chain, assigned: byLevel, codeFit, score: best.score, evidence };
}
