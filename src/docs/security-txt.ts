// /.well-known/security.txt (RFC 9116): where to report a security problem with this deployment.
// Contact comes from SECURITY_CONTACT at build time (one URI or several, comma-separated: `mailto:`,
// `https:`); without it, the guide page that says how to report one. Expires is a year after the
// build, less a day (§2.5.5: "less than a year into the future"), so a deployment not rebuilt for a
// year says its file is stale, as the RFC intends.
import { absoluteUrl } from './site-url.ts';

/** The page that says how to report a problem, and what is in scope (src/content/guide/<lang>/security.md). */
export const securityPolicyPaths = { en: '/en/guide/security/', tr: '/tr/guide/security/' } as const;

const dayMs = 24 * 60 * 60 * 1000;

/** The contacts: SECURITY_CONTACT's URIs, checked, or the policy page's reporting section. */
export function securityContacts(setting = process.env.SECURITY_CONTACT): string[] {
  if (!setting?.trim()) return [absoluteUrl(`${securityPolicyPaths.en}#reporting-a-problem`)];
  const contacts = setting.split(',').map((contact) => contact.trim());
  for (const contact of contacts) {
    if (!/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[0-9-]+)$/.test(contact)) {
      throw new Error(`SECURITY_CONTACT: ${JSON.stringify(contact)} is not a mailto:, https: or tel: URI (RFC 9116 §2.5.3).`);
    }
  }
  return contacts;
}

export function securityTxt(builtAt: Date = new Date()): string {
  const midnight = Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate());
  const expires = new Date(midnight + 364 * dayMs).toISOString().replace('.000Z', 'Z');
  return [
    ...securityContacts().map((contact) => `Contact: ${contact}`),
    `Expires: ${expires}`,
    `Policy: ${absoluteUrl(securityPolicyPaths.en)}`,
    `Policy: ${absoluteUrl(securityPolicyPaths.tr)}`,
    'Preferred-Languages: tr, en',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
