// GET /v2/addresses/parse's reader (DESIGN §6.5): a typed line in, the verified places of the
// dataset out. The line is cut into tokens (line-tokens.ts), its place names found (place-mentions.ts),
// the best readings chosen (best-readings.ts); here the parts they agree on become the answer, with
// the status of each, what contradicts them, the postal code, the street and the canonical line.
import { openAddressIndex, type AddressIndexView } from '../../data/address-index/address-index-view.ts';
import type { Store } from '../../data/store.ts';
import { codeText } from '../postal-codes/postal-code-store.ts';
import { type AddressIssue, addressIssue } from './address-issues.ts';
import { bestReadings } from './best-readings.ts';
import { type LineToken, lineTokens } from './line-tokens.ts';
import { type Mention, placeMentions } from './place-mentions.ts';
import { phraseNames, phrasePlacesOfKind, phrasePlacesUnder } from './phrase-places.ts';
import { postalEvidence } from './postal-evidence.ts';
import { chainOf, kindOf, type Level, levels } from './reading.ts';
import { streetText } from './street-text.ts';
import { tokenLowerBound } from '../search/token-matches.ts';

export type PartStatus = 'confirmed' | 'corrected' | 'inferred' | 'replaced';
export const granularities = ['neighborhood', 'village', 'municipality', 'district', 'province', 'none'] as const;

export interface PlacePart {
  id: number;
  name: string;
  status: PartStatus;
}

export interface ParsedAddress {
  query: string;
  granularity: (typeof granularities)[number];
  province: PlacePart | null;
  district: PlacePart | null;
  municipality: PlacePart | null;
  neighborhood: PlacePart | null;
  village: PlacePart | null;
  postalCode: { value: string; status: PartStatus } | null;
  street: string | null;
  formatted: string;
  /** Place indexes of the address index, most populous first (the answer shows them as search hits). */
  candidates: number[];
  issues: AddressIssue[];
}

/** At most this many candidates are shown (DESIGN §6.5). */
const shownCandidates = 10;

const overlaps = (a: Mention, b: Mention) => a.start < b.end && b.start < a.end;

/** The places all winners share, level by level (-1: not shared, or none). */
function sharedChain(view: AddressIndexView, places: readonly number[]): Record<Level, number> {
  const chains = places.map((place) => chainOf(view, place));
  const shared = { place: -1, municipality: -1, district: -1, province: -1 };
  for (const level of levels) {
    const value = chains[0]?.[level] ?? -1;
    if (value >= 0 && chains.every((chain) => chain[level] === value)) shared[level] = value;
  }
  return shared;
}

/** Whether the mentions cover every token that may be a name (street names aside). */
function explainsEveryWord(tokens: readonly LineToken[], named: readonly Mention[]): boolean {
  return tokens.every((token, i) => token.role !== 'word' || named.some((mention) => mention.start <= i && i < mention.end));
}

export function readAddress(store: Store, query: string): ParsedAddress {
  const view = openAddressIndex(store);
  const { tokens: vocabulary } = view.search;
  const tokens = lineTokens(query, (word) => vocabulary[tokenLowerBound(vocabulary, word)] === word);
  const postalAt = tokens.findIndex((token) => token.role === 'postal');
  const code = postalAt >= 0 ? postalEvidence(store, view, tokens[postalAt]!.text) : undefined;
  // Words that are names are first read as written. Only when that leaves a word unexplained are
  // their typo neighbours tried too: a correctly written line gains nothing from them (a reading
  // with a neighbour covers the same words with more edits), and they triple the names to read.
  let mentions = placeMentions(view, query, tokens, false);
  let best = bestReadings(view, mentions, code);
  if (!explainsEveryWord(tokens, best.named)) {
    mentions = placeMentions(view, query, tokens, true);
    best = bestReadings(view, mentions, code);
  }

  const resolved = sharedChain(view, best.places);
  if (best.places.length === 0 && code?.known) {
    // No name to go by: the code's own province, and its district when it has one.
    resolved.province = code.provincePlace;
    if (code.districtPlaces.length === 1) resolved.district = code.districtPlaces[0]!;
  }
  const issues: AddressIssue[] = [];
  const named = [...best.named];
  const statusOf = (place: number): PartStatus => {
    const edits = named.filter((mention) => phraseNames(view, mention.phrase, place)).map((mention) => mention.edits);
    return edits.length === 0 ? 'inferred' : Math.min(...edits) === 0 ? 'confirmed' : 'corrected';
  };
  const statuses: Partial<Record<Level, PartStatus>> = {};
  for (const level of levels) if (resolved[level] >= 0) statuses[level] = statusOf(resolved[level]);
  const name = (place: number) => view.names[place]!;

  /** The most specific part resolved, for messages: `Caferağa (Kadıköy)`, or `Caferağa` beside its district. */
  const described = (withDistrict = true): string => {
    const deepest = resolved.place >= 0 ? resolved.place : resolved.municipality >= 0 ? resolved.municipality : resolved.district;
    if (deepest < 0) return 'the rest of the line';
    return withDistrict && resolved.district >= 0 && deepest !== resolved.district ? `${name(deepest)} (${name(resolved.district)})` : name(deepest);
  };

  if (best.places.length > 1) {
    const deepestNamed = best.readings.length > 0 ? best.readings.map((reading) => levels.map((level) => reading.assigned[level]).find(Boolean)!) : best.named;
    const typed = [...new Set(deepestNamed.map((mention) => mention.typed))].join('" or "');
    issues.push(addressIssue('AMBIGUOUS_PLACE', { typed, count: best.places.length }));
  }

  // Exact names of a province or district that the winning chain does not contain: replaced, with an issue.
  const taken = [...named];
  for (const mention of [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (mention.inStreet || mention.edits > 0 || (mention.marks && mention.marks !== 'provinces' && mention.marks !== 'districts')) continue;
    if (taken.some((other) => overlaps(mention, other))) continue;
    // It names such a place, and nothing where the answer is (a neighborhood of that name in the district would be no contradiction).
    const within = resolved.district >= 0 ? phrasePlacesUnder(view, mention.phrase, resolved.district, 'district') : resolved.province >= 0 ? phrasePlacesUnder(view, mention.phrase, resolved.province, 'province') : [];
    const contradicts = (level: 'province' | 'district', kindIndex: number) => resolved[level] >= 0 && phrasePlacesOfKind(view, mention.phrase, kindIndex).length > 0 && within.length === 0;
    if (contradicts('province', 0)) {
      issues.push(addressIssue('INCONSISTENT_PROVINCE', { typed: mention.typed, place: described(), province: name(resolved.province) }));
      if (statuses.province === 'inferred') statuses.province = 'replaced';
      taken.push(mention);
    } else if (contradicts('district', 1)) {
      issues.push(addressIssue('INCONSISTENT_DISTRICT', { typed: mention.typed, place: described(false), district: name(resolved.district) }));
      if (statuses.district === 'inferred') statuses.district = 'replaced';
      taken.push(mention);
    }
  }

  let postalCode: ParsedAddress['postalCode'] = null;
  if (resolved.place >= 0) {
    const value = codeText(view.placePostalCode[resolved.place]!);
    if (!code) postalCode = { value, status: 'inferred' };
    else if (code.text === value) postalCode = { value, status: 'confirmed' };
    else {
      postalCode = { value, status: 'replaced' };
      issues.push(addressIssue(code.known ? 'POSTAL_CODE_MISMATCH' : 'UNKNOWN_POSTAL_CODE', { typed: code.text, place: described(), code: value }));
    }
  } else if (code && !code.known) issues.push(addressIssue('UNKNOWN_POSTAL_CODE', { typed: code.text }));
  else if (code) {
    const fits = (resolved.province < 0 || resolved.province === code.provincePlace) && (resolved.district < 0 || code.districtPlaces.includes(resolved.district));
    if (fits) postalCode = { value: code.text, status: 'confirmed' };
    else issues.push(addressIssue('POSTAL_CODE_MISMATCH', { typed: code.text, place: described() }));
  }

  const part = (level: Level): PlacePart | null =>
    resolved[level] < 0 ? null : { id: view.search.placeId[resolved[level]]!, name: name(resolved[level]), status: statuses[level]! };
  const placeKind = resolved.place >= 0 ? kindOf(view, resolved.place) : undefined;
  const neighborhood = placeKind === 'neighborhoods' ? part('place') : null;
  const village = placeKind === 'villages' ? part('place') : null;
  const municipality = part('municipality');
  const district = part('district');
  const province = part('province');
  const granularity = neighborhood ? 'neighborhood' : village ? 'village' : municipality ? 'municipality' : district ? 'district' : province ? 'province' : 'none';

  // The street: the line without what was recognised (all of it when nothing was).
  const takenTokens = new Set<number>();
  if (granularity !== 'none' || best.places.length > 1) {
    for (const mention of taken) {
      for (let i = mention.start; i < mention.end; i++) takenTokens.add(i);
      if (mention.marks) takenTokens.add(mention.end);
    }
    if (postalAt >= 0) takenTokens.add(postalAt);
  }
  const street = streetText(query, tokens, takenTokens);
  const area = [district?.name, province?.name].filter(Boolean).join('/');
  const formatted = [
    street,
    neighborhood ? `${neighborhood.name} Mah.` : village ? `${village.name} Köyü` : null,
    [postalCode?.value, area].filter(Boolean).join(' ') || null,
  ]
    .filter(Boolean)
    .join(', ');

  return {
    query,
    granularity,
    province,
    district,
    municipality,
    neighborhood,
    village,
    postalCode,
    street,
    formatted,
    candidates: best.places.length > 1 ? best.places.slice(0, shownCandidates) : [],
    issues,
  };
}
