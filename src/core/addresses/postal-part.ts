// The answer's postal code (DESIGN §6.5): the resolved neighborhood's or village's own code, inferred
// or confirmed by the line's, or replaced when the line's belongs to other places or to none; without
// such a place, the line's code when it fits what was resolved.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { codeText } from '../postal-codes/postal-code-store.ts';
import { type AddressIssue, addressIssue } from './address-issues.ts';
import type { PostalCodePart } from './parsed-address.ts';
import type { PostalEvidence } from './postal-evidence.ts';
import { describeResolved, type ResolvedChain } from './resolved-chain.ts';

export function postalPart(view: AddressIndexView, code: PostalEvidence | undefined, resolved: ResolvedChain): { part: PostalCodePart | null; issue?: AddressIssue } {
  if (resolved.place >= 0) {
    const value = codeText(view.placePostalCode[resolved.place]!);
    if (!code) return { part: { value, status: 'inferred' } };
    if (code.text === value) return { part: { value, status: 'confirmed' } };
    return { part: { value, status: 'replaced' }, issue: addressIssue(code.known ? 'POSTAL_CODE_MISMATCH' : 'UNKNOWN_POSTAL_CODE', { typed: code.text, place: describeResolved(view, resolved), code: value }) };
  }
  if (!code) return { part: null };
  if (!code.known) return { part: null, issue: addressIssue('UNKNOWN_POSTAL_CODE', { typed: code.text }) };
  const fits = (resolved.province < 0 || resolved.province === code.provincePlace) && (resolved.district < 0 || code.districtPlaces.includes(resolved.district));
  return fits ? { part: { value: code.text, status: 'confirmed' } } : { part: null, issue: addressIssue('POSTAL_CODE_MISMATCH', { typed: code.text, place: describeResolved(view, resolved) }) };
}
