// No built page holds inline code (issue 45): the pages' Content-Security-Policy (`default-src 'self'`,
// no 'unsafe-inline') refuses an inline script, a <style> element, a style attribute, an event-handler
// attribute and a javascript: URL, so any of these would be a part of a page that silently does not
// work. Read offline from every HTML file of dist/; the browser tests see the same from the inside (a
// violation fails the test that opened the page). JSON data blocks (JSON-LD, the explorer's operations)
// are not scripts: a browser never runs them, and the policy does not apply to them.
import { describe, expect, it } from 'vitest';
import { htmlFiles, pagePathOf, readPage, requireBuiltSite } from '../support/built-site.ts';

/** Script types that are data, never run (HTML §4.12.1.1: "data block"). */
const dataBlock = /\stype="application\/(?:ld\+)?json"/;

/** What in one page the policy would refuse, each with the first 80 characters of it. */
function inlineCodeOf(html: string): string[] {
  const found: string[] = [];
  for (const [whole, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\ssrc=/.test(attributes) && !dataBlock.test(attributes) && body.trim() !== '') found.push(`inline script: ${whole.slice(0, 80)}`);
  }
  for (const [whole] of html.matchAll(/<style\b[^>]*>/g)) found.push(`style element: ${whole.slice(0, 80)}`);
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    if (/\sstyle=/.test(tag)) found.push(`style attribute: ${tag.slice(0, 80)}`);
    if (/\son[a-z]+=/.test(tag)) found.push(`event handler attribute: ${tag.slice(0, 80)}`);
    if (/\s(?:href|src|action)="\s*javascript:/i.test(tag)) found.push(`javascript: URL: ${tag.slice(0, 80)}`);
  }
  return found;
}

describe('the built pages', () => {
  requireBuiltSite();
  const pages = htmlFiles();

  it('are all read (a build writes every docs and place page)', () => {
    expect(pages.length).toBeGreaterThan(2_000);
  });

  it('hold no inline script, style, style attribute, event handler or javascript: URL', () => {
    const found = pages.flatMap((file) => inlineCodeOf(readPage(file)).map((what) => `${pagePathOf(file)}: ${what}`));
    expect(found).toEqual([]);
  });

  it('would see each of them (the check itself)', () => {
    const page = [
      '<script>alert(1)</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<style>p{}</style>',
      '<p style="color:red">',
      '<button onclick="x()">',
      '<a href="javascript:void(0)">',
      '<pre><code>&lt;p style="x"&gt;</code></pre>',
    ].join('\n');
    expect(inlineCodeOf(page).map((what) => what.split(':')[0])).toEqual(['inline script', 'inline script', 'style element', 'style attribute', 'event handler attribute', 'javascript']);
  });
});
