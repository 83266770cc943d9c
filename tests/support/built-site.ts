// The built site as files: every HTML page under dist/ (written by `npm run build`), read offline.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const distDir = 'dist';

/** Fails with what to do when the site has not been built. */
export function requireBuiltSite(): void {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No built site in ${distDir}/: run \`npm run build\` first.`);
}

/** `/tr/iller/istanbul/` for dist/tr/iller/istanbul/index.html, `/404.html` for dist/404.html. */
export const pagePathOf = (file: string): string => `/${relative(distDir, file).split('\\').join('/')}`.replace(/index\.html$/, '');

/** Every .html file under dist/, sorted. */
export function htmlFiles(dir: string = distDir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found.sort();
}

export const readPage = (file: string): string => readFileSync(file, 'utf8');

/**
 * The values of every href and src attribute (quoted or not), entities decoded. Only inside tags:
 * an HTML snippet shown as code (`&lt;script src=…&gt;` on the address form page) is text, not a link.
 */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const match of tag.matchAll(/\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      links.push(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
    }
  }
  return links;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return named[body.toLowerCase()] ?? whole;
  });
