// The Mozilla HTTP Observatory's own scanner (npm @mdn/mdn-http-observatory, the engine behind
// developer.mozilla.org/observatory) against every host (issue 45): over plain HTTP each passes every
// test but the two that need HTTPS (the redirection to it, and HSTS); `npm run serve` over TLS, with a
// self-signed certificate for 127.0.0.1 that the scanner is told to trust, gets A+ with a score of at
// least 100 and passes every test. The scanner reads the root page (`/`, the language choice), its
// headers and its markup. `npm run observatory -- --record` writes the same scans to the Performance page.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontBundle } from '../../scripts/server-launch.ts';
import { ensureScanner, hostPortOf, makeTestCertificate, type ObservatoryScan, observatoryScan, type TestCertificate, tlsTests } from '../support/observatory.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { describeEachTarget, targets } from '../support/targets.ts';

// Installed in its own folder on first use (.ci/run installs it first).
beforeAll(ensureScanner);

const failing = (scan: ObservatoryScan) =>
  Object.entries(scan.tests)
    .filter(([, test]) => !test.pass)
    .map(([name]) => name)
    .sort();

/** What the scanner finds on every host, HTTP or HTTPS: the verdicts that earn the bonus points. */
const headerVerdicts = {
  'content-security-policy': 'csp-implemented-with-no-unsafe',
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  'referrer-policy': 'referrer-policy-private',
  'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
  'x-content-type-options': 'x-content-type-options-nosniff',
  'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-implemented-with-public-access',
  cookies: 'cookies-not-found',
};

const verdicts = (scan: ObservatoryScan) => Object.fromEntries(Object.entries(scan.tests).map(([name, test]) => [name, test.result]));

describeEachTarget('the HTTP Observatory over plain HTTP', (api) => {
  it('passes every test but the two that need HTTPS', { timeout: 90_000 }, async () => {
    const scan = await observatoryScan(hostPortOf(api().url));
    expect(failing(scan)).toEqual([...tlsTests].sort());
    expect(verdicts(scan)).toEqual({ ...headerVerdicts, redirection: 'redirection-missing', 'strict-transport-security': 'hsts-not-implemented-no-https' });
    expect(scan.testsPassed).toBe(scan.testsQuantity - tlsTests.length);
  });
});

describe.skipIf(Boolean(targets.find((target) => target.name === 'nginx')!.skip))('the HTTP Observatory on npm run serve over TLS', () => {
  let certificate: TestCertificate;
  let server: ServerProcess;
  beforeAll(async () => {
    certificate = await makeTestCertificate();
    server = await startServerProcess(frontBundle, { WORKERS: '1', TLS_CERT: certificate.certificate, TLS_KEY: certificate.key });
  });
  afterAll(async () => {
    await server?.stop();
    if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
  });

  it('grades it A+, with a score of at least 100, every test passed', { timeout: 90_000 }, async () => {
    // In 1.4.8 the scanner's http:// request goes to the TLS port too: nginx's 497, redirected to HTTPS.
    const scan = await observatoryScan(hostPortOf(server.url), certificate.certificate);
    expect(failing(scan)).toEqual([]);
    expect(verdicts(scan)).toEqual({ ...headerVerdicts, redirection: 'redirection-to-https', 'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months' });
    expect(scan.grade).toBe('A+');
    expect(scan.score).toBeGreaterThanOrEqual(100);
  });

  it('fails the TLS tests when the scanner does not trust the certificate (the trust above is what passed them)', { timeout: 90_000 }, async () => {
    const scan = await observatoryScan(hostPortOf(server.url));
    expect(verdicts(scan)).toMatchObject({ redirection: 'redirection-invalid-cert', 'strict-transport-security': 'hsts-invalid-cert' });
  });
});
