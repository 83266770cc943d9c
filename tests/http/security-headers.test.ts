// The security headers on every host (issue 45), one table of cases run against each: a page carries
// the pages' Content-Security-Policy and the headers that go with it (on its 304 too); every other
// answer (JSON, GeoJSON, CSV, SQLite, errors, 304s, preflights, the docs' own scripts and styles)
// carries `default-src 'none'; frame-ancestors 'none'`; what other sites load carries
// `Cross-Origin-Resource-Policy: cross-origin`; CORS stays `*` everywhere. The values are written out
// here, not imported, so a host whose headers drift from these fails here. HSTS is Vercel's (always
// HTTPS); the embedded server and nginx over plain HTTP never send it (nginx over TLS:
// tests/http/serve-tls.test.ts). The 429's headers are checked in tests/http/rate-limit.test.ts.
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

const pagePolicy = "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const answerPolicy = "default-src 'none'; frame-ancestors 'none'";
const permissionsPolicy =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()';

/** Every header this suite is about, as a page has them. */
const pageHeaders = {
  'content-security-policy': pagePolicy,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
};

/** As any other answer has them; `corp` for what other sites load. */
const answerHeaders = (corp: 'cross-origin' | null = null) => ({
  'content-security-policy': answerPolicy,
  'x-frame-options': null,
  'referrer-policy': null,
  'permissions-policy': null,
  'cross-origin-opener-policy': null,
  'cross-origin-resource-policy': corp,
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
});

const pick = (headers: Headers) => Object.fromEntries(Object.keys(pageHeaders).map((name) => [name, headers.get(name)]));

/** The element's versioned module, as the build wrote it. */
const versionedModule = `/turkiye-address/${readdirSync('dist/turkiye-address').find((file) => file.endsWith('.js'))}`;

const pages = ['/', '/en/', '/tr/', '/en', '/tr/iller/istanbul/', '/en/provinces/mardin/kiziltepe/', '/en/guide/address-form/', '/tr/explorer/', '/en/guide/security/'];

const answers: Array<{ path: string; status: number; type: string; corp?: 'cross-origin'; init?: RequestInit }> = [
  { path: '/v2/provinces/34', status: 200, type: 'application/json; charset=utf-8' },
  { path: '/v2/provinces?limit=2&sort=name', status: 200, type: 'application/json; charset=utf-8' },
  { path: '/v2/provinces/34/boundary', status: 200, type: 'application/geo+json' },
  { path: '/v2/datasets/provinces.csv', status: 200, type: 'text/csv; charset=utf-8', corp: 'cross-origin' },
  { path: '/v2/datasets/2025/turkiye.sqlite', status: 200, type: 'application/vnd.sqlite3', corp: 'cross-origin' },
  { path: '/v2/datasets/provinces.geojson', status: 200, type: 'application/geo+json', corp: 'cross-origin' },
  { path: '/v2/datasets/2025/SHA256SUMS', status: 200, type: 'text/plain; charset=utf-8', corp: 'cross-origin' },
  { path: '/health', status: 200, type: 'application/json; charset=utf-8' },
  { path: '/v2/nope', status: 404, type: 'application/json; charset=utf-8' },
  { path: '/en/no-such-page/', status: 404, type: 'application/json; charset=utf-8' },
  { path: '/v2/provinces?limit=0', status: 400, type: 'application/json; charset=utf-8' },
  { path: '/v1/provinces/999', status: 404, type: 'application/json; charset=utf-8' },
  { path: '/v2/provinces', status: 405, type: 'application/json; charset=utf-8', init: { method: 'DELETE' } },
  { path: '/turkiye-address.js', status: 200, type: 'text/javascript; charset=utf-8', corp: 'cross-origin' },
  { path: versionedModule, status: 200, type: 'text/javascript; charset=utf-8', corp: 'cross-origin' },
  { path: '/turkiye-address/data/places.json', status: 200, type: 'application/json; charset=utf-8', corp: 'cross-origin' },
  { path: '/turkiye-address/data/districts/1421.json', status: 200, type: 'application/json; charset=utf-8', corp: 'cross-origin' },
  { path: '/language-choice.js', status: 200, type: 'text/javascript; charset=utf-8' },
  { path: '/favicon.svg', status: 200, type: 'image/svg+xml' },
  { path: '/.well-known/security.txt', status: 200, type: 'text/plain; charset=utf-8' },
];

describeEachTarget('security headers', (api) => {
  const hsts = () => (api().host === 'vercel output' ? 'max-age=31536000' : null);
  // Plain fetch: pages and the element's files are no API answers for the contract to check.
  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(api().url + path, { redirect: 'manual', ...init });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it.each(pages)('the page %s carries the pages’ policy and its companions, and its 304 the same', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(pick(page.headers)).toEqual(pageHeaders);
    expect(page.headers.get('strict-transport-security')).toBe(hsts());
    const revalidated = await get(path, { headers: { 'If-None-Match': page.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(pick(revalidated.headers)).toEqual(pageHeaders);
  });

  it.each(answers)('$path ($status) carries the answers’ policy', async ({ path, status, type, corp, init }) => {
    const answer = await get(path, init);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(pick(answer.headers)).toEqual(answerHeaders(corp));
    expect(answer.headers.get('strict-transport-security')).toBe(hsts());
    if (status !== 200) return;
    const revalidated = await get(path, { headers: { 'If-None-Match': answer.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(pick(revalidated.headers)).toEqual(answerHeaders(corp));
  });

  it('serves /.well-known/security.txt (RFC 9116): a contact, an expiry within a year, the policy in both languages', async () => {
    const { status, text } = await get('/.well-known/security.txt');
    expect(status).toBe(200);
    const fields = text.trimEnd().split('\n').map((line) => line.split(': ')[0]);
    expect(fields).toEqual(['Contact', 'Expires', 'Policy', 'Policy', 'Preferred-Languages', 'Canonical']);
    expect(text).toContain('Preferred-Languages: tr, en\n');
    expect(text).toMatch(/\nPolicy: https?:\/\/[^/]+\/en\/guide\/security\/\nPolicy: https?:\/\/[^/]+\/tr\/guide\/security\/\n/);
    const expires = Date.parse(/\nExpires: (\S+)\n/.exec(text)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
  });

  it('answers a CORS preflight with the answers’ policy, CORS unchanged', async () => {
    const preflight = await get('/v2/provinces', { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(pick(preflight.headers)).toEqual(answerHeaders());
  });

  it('the docs’ own scripts and styles carry the answers’ policy (a page’s policy is for pages)', async () => {
    const page = await get('/en/guide/address-form/');
    const assets = [...page.text.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const path of assets) expect(pick((await get(path)).headers), path).toEqual(answerHeaders());
  });
});
