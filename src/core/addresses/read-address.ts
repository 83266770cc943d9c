// GET /v2/addresses/parse's reader (DESIGN §6.5): a typed line in, the verified places of the
// dataset out. The line is cut into tokens (line-tokens.ts), its place names found (place-mentions.ts)
// and the best readings chosen (best-readings.ts); the levels they agree on (resolved-chain.ts) become
// the answer's parts, with what contradicts them (contradictions.ts), the postal code (postal-part.ts),
// the street (street-text.ts) and the canonical line.
import { openAddressIndex } from '../../data/address-index/address-index-view.ts';
import type { Store } from '../../data/store.ts';
import { tokenLowerBound } from '../search/token-matches.ts';
import { type AddressIssue, addressIssue } from './address-issues.ts';
import { bestReadings } from './best-readings.ts';
import { contradictions } from './contradictions.ts';
import { lineTokens } from './line-tokens.ts';
import { formattedLine, type ParsedAddress, type PlacePart, verdictOf } from './parsed-address.ts';
import { placeMentions } from './place-mentions.ts';
import { postalEvidence } from './postal-evidence.ts';
import { postalPart } from './postal-part.ts';
import { removedPlaceNamed } from './removed-places.ts';
import { kindOf, type Level, levels } from './reading.ts';
import { describeResolved, formerNameOf, resolvedChain, statusOf } from './resolved-chain.ts';
import { streetText } from './street-text.ts';

/** At most this many candidates are shown (DESIGN §6.5). */
const shownCandidates = 10;

export function readAddress(store: Store, query: string): ParsedAddress {
  const view = openAddressIndex(store);
  const { tokens: vocabulary } = view.search;
  const tokens = lineTokens(query, (word) => vocabulary[tokenLowerBound(vocabulary, word)] === word);
  const postalAt = tokens.findIndex((token) => token.role === 'postal');
  const code = postalAt >= 0 ? postalEvidence(store, view, tokens[postalAt]!.text) : undefined;
  const mentions = placeMentions(view, query, tokens);
  let best = bestReadings(view, mentions, code);
  // An old address (DESIGN §6.8): a name of a place a release removed from the code's district does
  // not make the answer a same-named place of another district; the code's district stands.
  if (code?.known && best.places.length > 0 && best.places.every((place) => !code.districtPlaces.includes(view.placeDistrict[place]!)) && best.named.some((mention) => removedPlaceNamed(view, mention, code.districtPlaces))) {
    best = { places: [], readings: [], named: [] };
  }

  const resolved = resolvedChain(view, best.places, code);
  const issues: AddressIssue[] = [];
  if (best.places.length > 1) {
    // The most specific name of each winning reading: the one that fits several places.
    const ambiguous = best.readings.length > 0 ? best.readings.map((reading) => levels.map((level) => reading.assigned[level]).find(Boolean)!) : best.named;
    issues.push(addressIssue('AMBIGUOUS_PLACE', { typed: [...new Set(ambiguous.map((mention) => mention.typed))].join('" or "'), count: best.places.length }));
  }
  const contradicting = contradictions(view, mentions, best.named, resolved);
  issues.push(...contradicting.issues);
  // DESIGN §6.5.1: a marked neighborhood or village that the resolved district or province does not
  // have (the agreeing parts won over it) is left unresolved and said so.
  if (resolved.place < 0 && best.places.length <= 1 && (resolved.district >= 0 || resolved.province >= 0)) {
    const unknown = mentions.find((mention) => (mention.marks === 'neighborhoods' || mention.marks === 'villages') && !mention.inStreet && !best.named.some((used) => used.start < mention.end && mention.start < used.end));
    const removed = unknown && resolved.district >= 0 ? removedPlaceNamed(view, unknown, [resolved.district]) : undefined;
    if (unknown && removed) issues.push(addressIssue('REMOVED_PLACE', { typed: unknown.typed, place: describeResolved(view, resolved), release: removed.release, history: `/v2/${removed.kind}/${removed.id}/changes` }));
    else if (unknown) issues.push(addressIssue('UNKNOWN_NEIGHBORHOOD', { typed: unknown.typed, place: describeResolved(view, resolved) }));
  }
  const postalCode = postalPart(view, code, resolved);
  if (postalCode.issue) issues.push(postalCode.issue);
  // DESIGN §6.8: a place the line names by a former name is the place it became, shown by its name today.
  for (const level of levels) {
    const place = resolved[level];
    const former = place >= 0 ? formerNameOf(view, place, best.named) : undefined;
    if (former) issues.push(addressIssue('FORMER_NAME', { typed: former.typed, current: view.names[place]! }));
  }

  const part = (level: Level): PlacePart | null => {
    const place = resolved[level];
    if (place < 0) return null;
    const status = statusOf(view, place, best.named);
    const replaced = status === 'inferred' && (level === 'province' || level === 'district') && contradicting.replaced.has(level);
    return { id: view.search.placeId[place]!, name: view.names[place]!, status: replaced ? 'replaced' : status };
  };
  const placeKind = resolved.place >= 0 ? kindOf(view, resolved.place) : undefined;
  const neighborhood = placeKind === 'neighborhoods' ? part('place') : null;
  const village = placeKind === 'villages' ? part('place') : null;
  const [municipality, district, province] = [part('municipality'), part('district'), part('province')];
  const granularity = neighborhood ? 'neighborhood' : village ? 'village' : municipality ? 'municipality' : district ? 'district' : province ? 'province' : 'none';

  // The street: the line without what was recognised (all of it when nothing was).
  const taken = new Set<number>();
  if (granularity !== 'none' || best.places.length > 1) {
    // A lone `Merkez` is the central district's word even where it resolved nothing (DESIGN §6.5.1).
    const merkez = mentions.filter((mention) => mention.merkez && !mention.marks && !best.named.some((used) => used.start < mention.end && mention.start < used.end));
    for (const mention of [...best.named, ...contradicting.mentions, ...merkez]) {
      for (let i = mention.start; i < mention.end; i++) taken.add(i);
      if (mention.marks) taken.add(mention.end);
    }
    if (postalAt >= 0) taken.add(postalAt);
  }
  const street = streetText(query, tokens, taken);
  const formatted = formattedLine({ street, neighborhood, village, postalCode: postalCode.part, district, province });
  const candidates = best.places.length > 1 ? best.places.slice(0, shownCandidates) : [];
  const parsed = { query, granularity, province, district, municipality, neighborhood, village, postalCode: postalCode.part, street, formatted, candidates, issues } as const;
  return { ...parsed, verdict: verdictOf(parsed) };
}
