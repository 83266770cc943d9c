// The security headers, by what an answer is (issue 45). Every host applies them from here: the
// embedded server and nginx through the route table's rules (routing/asset-rules.ts, the dataset
// routes) and `alwaysHeaders` (headers.ts), Vercel through its generated routing. deploy/README.md
// ("Security headers") says how to extend the page policy when a page gains a script or a font.

/** Joins a policy's directives, one `name value` each, as the header writes them. */
const policy = (directives: Readonly<Record<string, string>>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The docs pages' policy. Everything a page loads comes from its own origin (the build writes every
 * script and style to a file: astro.config.mjs); no page runs inline code or an inline style, so
 * neither `'unsafe-inline'` nor `'unsafe-eval'` is needed. `frame-ancestors` only works as a header
 * (CSP 3 §6.4.2: "not supported in the <meta> element"), which is why the policy is one.
 */
export const pageDirectives: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** Every other answer (JSON, GeoJSON, CSV, SQLite, errors, scripts, styles): nothing to run, nowhere to be framed. */
export const answerDirectives: Readonly<Record<string, string>> = {
  'default-src': "'none'",
  'frame-ancestors': "'none'",
};

/** On every answer, on every host (headers.ts puts it into `alwaysHeaders`); pages replace it with theirs. */
export const answerSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': policy(answerDirectives),
};

/**
 * Features no page uses, turned off for the page and anything it would embed. Only names Chromium
 * knows: an unknown one is a console error on every page (the browser tests fail on those).
 * Clipboard writing stays allowed: the copy buttons use it.
 */
export const disabledFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The docs pages (HTML). */
export const pageSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': policy(pageDirectives),
  // For browsers older than frame-ancestors (it wins wherever both are known).
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': disabledFeatures.map((feature) => `${feature}=()`).join(', '),
  // A page opened from another site shares no browsing context group with it (no window.opener).
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site has a reason to load a page as a subresource.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * What other sites load: the <turkiye-address> module (both paths) and its data files, and the
 * datasets. Explicit, so that a shop whose own pages are cross-origin isolated
 * (`Cross-Origin-Embedder-Policy: require-corp`) can still load them.
 */
export const sharedResourceHeaders: Readonly<Record<string, string>> = {
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * HTTPS only: on every answer that nginx sends over TLS (`npm run serve` with TLS_CERT and TLS_KEY)
 * and every answer on Vercel, which is always HTTPS. A year, Mozilla's recommendation; no
 * `includeSubDomains` and no `preload`, which commit domains this project does not know of. Never
 * over plain HTTP, where RFC 6797 §7.2 says it must not be sent.
 */
export const hstsHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000',
};
