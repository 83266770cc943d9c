// /.well-known/security.txt (RFC 9116): the fields, the contact from SECURITY_CONTACT or the policy page,
// a contact that is no URI refused, and Expires a year after the build less a day (§2.5.5).
import { describe, expect, it } from 'vitest';
import { securityContacts, securityTxt } from './security-txt.ts';
import { siteUrl } from './site-url.ts';

describe('security.txt', () => {
  it('has every field, Expires 364 days after the build day', () => {
    expect(securityTxt(new Date('2026-11-28T17:45:00Z'))).toBe(
      [
        `Contact: ${siteUrl}/en/guide/security/#reporting-a-problem`,
        'Expires: 2027-11-27T00:00:00Z',
        `Policy: ${siteUrl}/en/guide/security/`,
        `Policy: ${siteUrl}/tr/guide/security/`,
        'Preferred-Languages: tr, en',
        `Canonical: ${siteUrl}/.well-known/security.txt`,
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['mailto:security@example.org', ['mailto:security@example.org']],
    ['https://example.org/security, mailto:sec@example.org', ['https://example.org/security', 'mailto:sec@example.org']],
    ['tel:+90-212-000-0000', ['tel:+90-212-000-0000']],
    ['', [`${siteUrl}/en/guide/security/#reporting-a-problem`]],
  ])('takes SECURITY_CONTACT %j', (setting, contacts) => {
    expect(securityContacts(setting)).toEqual(contacts);
  });

  it.each(['security@example.org', 'http://example.org/security', 'mailto:', 'https://example.org, nope'])('refuses SECURITY_CONTACT %j, naming it', (setting) => {
    expect(() => securityContacts(setting)).toThrow(/^SECURITY_CONTACT: ".*" is not a mailto:, https: or tel: URI \(RFC 9116 §2\.5\.3\)\.$/);
  });
});
