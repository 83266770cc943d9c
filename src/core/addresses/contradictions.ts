// A province or district the line names that the resolved chain does not contain is replaced, with
// an issue (DESIGN §6.5: it never pulls the answer to another place). Only exact names outside a
// street's name count, unmarked or marked as what they name; a name that is also a place where the
// answer is (a neighborhood called Denizli in Urla) is no contradiction, nor is `Merkez`.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { type AddressIssue, addressIssue } from './address-issues.ts';
import { asWritten, type Mention } from './place-mentions.ts';
import { phrasePlacesOfKind, phrasePlacesUnder } from './phrase-places.ts';
import { describeResolved, type ResolvedChain } from './resolved-chain.ts';

export interface Contradictions {
  issues: AddressIssue[];
  /** The contradicting mentions: recognised, so not part of the street. */
  mentions: Mention[];
  replaced: Set<'province' | 'district'>;
}

const overlaps = (a: Mention, b: Mention) => a.start < b.end && b.start < a.end;

export function contradictions(view: AddressIndexView, mentions: readonly Mention[], used: readonly Mention[], resolved: ResolvedChain): Contradictions {
  const found: Contradictions = { issues: [], mentions: [], replaced: new Set() };
  const taken = [...used];
  for (const mention of [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    // `Merkez` is the central district wherever the line is (DESIGN §6.5.1): it contradicts nothing.
    // Nor does a part of a longer marked name (`Yıldırım` of `Yıldırım Beyazıt Mah.`).
    if (mention.merkez || mention.splits !== undefined || mention.inStreet || !asWritten(mention) || (mention.marks && mention.marks !== 'provinces' && mention.marks !== 'districts')) continue;
    if (taken.some((other) => overlaps(mention, other))) continue;
    const within =
      resolved.district >= 0 ? phrasePlacesUnder(view, mention.phrase, resolved.district, 'district') : resolved.province >= 0 ? phrasePlacesUnder(view, mention.phrase, resolved.province, 'province') : [];
    const contradicts = (level: 'province' | 'district', kindIndex: number) => resolved[level] >= 0 && within.length === 0 && phrasePlacesOfKind(view, mention.phrase, kindIndex).length > 0;
    if (contradicts('province', 0)) {
      found.issues.push(addressIssue('INCONSISTENT_PROVINCE', { typed: mention.typed, place: describeResolved(view, resolved), province: view.names[resolved.province]! }));
      found.replaced.add('province');
    } else if (contradicts('district', 1)) {
      found.issues.push(addressIssue('INCONSISTENT_DISTRICT', { typed: mention.typed, place: describeResolved(view, resolved, false), district: view.names[resolved.district]! }));
      found.replaced.add('district');
    } else continue;
    taken.push(mention);
    found.mentions.push(mention);
  }
  return found;
}
