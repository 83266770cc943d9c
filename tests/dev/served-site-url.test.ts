// `npm start` and `npm run serve` build the site for the address they serve when SITE_URL is not set
// (issue 45): before, a build for the default port named http://127.0.0.1:4321 in every snippet,
// canonical link and sitemap entry even when the server listened on another PORT. The build stamp
// records the address, and a start for another one builds again (checked here without building:
// the reason the start would give).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStampFile, servedSiteUrl, staleBuildReason } from '../../scripts/build-stamp.ts';

describe('the address npm start builds for', () => {
  it.each([
    [{}, false, 'http://127.0.0.1:4321'],
    [{ PORT: '8080' }, false, 'http://127.0.0.1:8080'],
    [{ PORT: '8080', HOST: '0.0.0.0' }, false, 'http://127.0.0.1:8080'],
    [{ PORT: '8080', HOST: '::' }, false, 'http://[::1]:8080'],
    [{ PORT: '80', HOST: 'api.example.org' }, false, 'http://api.example.org'],
    [{ PORT: '0' }, false, 'http://127.0.0.1:4321'],
    [{ PORT: '8443', TLS_CERT: '/c.pem' }, true, 'https://127.0.0.1:8443'],
    [{ PORT: '8443', TLS_CERT: '/c.pem', PUBLIC_HTTPS_PORT: '443', HOST: 'api.example.org' }, true, 'https://api.example.org'],
    // TLS is npm run serve's: npm start speaks plain HTTP whatever TLS_CERT says.
    [{ PORT: '8443', TLS_CERT: '/c.pem' }, false, 'http://127.0.0.1:8443'],
    [{ PORT: '8080', SITE_URL: 'https://turkiye.example/' }, false, 'https://turkiye.example'],
  ])('%j (TLS-capable: %s) → %s', (env, tlsCapable, url) => {
    expect(servedSiteUrl(env, tlsCapable)).toBe(url);
  });

  it('takes the build as it is for the address it was built for, and builds again for another', () => {
    const { siteUrl } = JSON.parse(readFileSync(buildStampFile, 'utf8')) as { siteUrl: string };
    // (It may be stale for another reason: a source changed since.)
    expect(staleBuildReason(siteUrl) ?? '').not.toContain('it was built for');
    expect(staleBuildReason('http://127.0.0.1:8080')).toBe(`it was built for ${siteUrl}, and is to be served at http://127.0.0.1:8080 (set SITE_URL to the public address)`);
  });
});
