// What the winning readings agree on (DESIGN §6.5: an ambiguous line resolves only the levels all
// candidates share), level by level, and how each of those places was named in the line.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import type { PartStatus } from './parsed-address.ts';
import type { Mention } from './place-mentions.ts';
import { phraseNames } from './phrase-places.ts';
import type { PostalEvidence } from './postal-evidence.ts';
import { chainOf, type Level, levels } from './reading.ts';

/** A place index per level, -1 where nothing is resolved. */
export type ResolvedChain = Record<Level, number>;

export function resolvedChain(view: AddressIndexView, places: readonly number[], code: PostalEvidence | undefined): ResolvedChain {
  const resolved = { place: -1, municipality: -1, district: -1, province: -1 };
  if (places.length === 0) {
    // No name to go by: the code's own province, and its district when it has one.
    if (code?.known) {
      resolved.province = code.provincePlace;
      if (code.districtPlaces.length === 1) resolved.district = code.districtPlaces[0]!;
    }
    return resolved;
  }
  const chains = places.map((place) => chainOf(view, place));
  for (const level of levels) {
    const value = chains[0]![level];
    if (value >= 0 && chains.every((chain) => chain[level] === value)) resolved[level] = value;
  }
  return resolved;
}

/** The mention that names `place` only by a former name (DESIGN §6.8), when no mention the readings used names it by a name it has today. */
export function formerNameOf(view: AddressIndexView, place: number, named: readonly Mention[]): Mention | undefined {
  let former: Mention | undefined;
  for (const mention of named) {
    if (!phraseNames(view, mention.phrase, place)) continue;
    if (!mention.former) return undefined;
    former ??= mention;
  }
  return former;
}

/**
 * `confirmed` or `corrected` when a name the readings used names `place` (with or without typos);
 * `replaced` when only a former name does (the line names it as it was called, and the answer gives
 * its name today); else `inferred`.
 */
export function statusOf(view: AddressIndexView, place: number, named: readonly Mention[]): PartStatus {
  if (formerNameOf(view, place, named)) return 'replaced';
  let edits = Number.POSITIVE_INFINITY;
  // Spacing and numbers written otherwise are no typo (DESIGN §6.5.1).
  for (const mention of named) if (!mention.former && mention.edits - mention.spelling < edits && phraseNames(view, mention.phrase, place)) edits = mention.edits - mention.spelling;
  return edits === Number.POSITIVE_INFINITY ? 'inferred' : edits === 0 ? 'confirmed' : 'corrected';
}

/** The most specific part resolved, for messages: `Caferağa (Kadıköy)`, or `Caferağa` beside its district. */
export function describeResolved(view: AddressIndexView, resolved: ResolvedChain, withDistrict = true): string {
  const deepest = resolved.place >= 0 ? resolved.place : resolved.municipality >= 0 ? resolved.municipality : resolved.district;
  if (deepest < 0) return 'the rest of the line';
  const name = view.names[deepest]!;
  return withDistrict && resolved.district >= 0 && deepest !== resolved.district ? `${name} (${view.names[resolved.district]})` : name;
}
