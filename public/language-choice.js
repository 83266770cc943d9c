// The root page's language choice (src/pages/index.astro), before it paints: readers whose browser
// prefers Turkish go to /tr/, others to /en/. A file, not an inline script, which the pages'
// Content-Security-Policy refuses (src/core/http/security-headers.ts); without JavaScript the page's
// two links do the same.
const turkish = (navigator.languages || [navigator.language]).some((language) => /^tr\b/i.test(language));
location.replace(turkish ? '/tr/' : '/en/');
