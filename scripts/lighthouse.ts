// `npm run lighthouse`: Lighthouse (desktop preset) on one page of every kind the site has, both
// languages for the landing, explorer and place pages, against the built local server. Prints each page's four
// category scores and the audits that kept a category under 100. Exits 1 if any score is under 100.
//
//   npm run lighthouse                  # every page kind (about a minute and a half)
//   npm run lighthouse -- --only=explorer
//   npm run lighthouse -- --record      # also write the Performance page's table
import { launchLighthouse, lighthouseCategories } from '../tests/support/lighthouse-audit.ts';
import { startServerProcess } from '../tests/support/server-process.ts';
import { recordFigures } from './record-figures.ts';
import { serverBundle } from './server-launch.ts';

/**
 * One page of every kind: the docs pages and the place pages in both languages. An unknown URL is
 * the API's JSON 404 on every host (DESIGN §1), not a page, so there is no 404 page to audit.
 */
export const pageKinds: ReadonlyArray<{ kind: string; path: string }> = [
  { kind: 'landing', path: '/tr/' },
  { kind: 'landing', path: '/en/' },
  { kind: 'guide index', path: '/en/guide/' },
  { kind: 'guide page', path: '/tr/guide/queries/' },
  { kind: 'downloads', path: '/en/downloads/' },
  { kind: 'reference', path: '/en/reference/' },
  { kind: 'v1 reference', path: '/tr/reference/v1/' },
  { kind: 'explorer', path: '/en/explorer/' },
  { kind: 'explorer', path: '/tr/explorer/' },
  { kind: 'licences', path: '/tr/licenses/' },
  { kind: 'changelog', path: '/en/changelog/' },
  { kind: 'changes', path: '/tr/degisiklikler/' },
  { kind: 'changes', path: '/en/changes/' },
  { kind: 'performance', path: '/en/performance/' },
  { kind: 'provinces index', path: '/tr/iller/' },
  { kind: 'provinces index', path: '/en/provinces/' },
  { kind: 'province', path: '/tr/iller/istanbul/' },
  { kind: 'province', path: '/en/provinces/istanbul/' },
  { kind: 'district', path: '/tr/iller/mardin/kiziltepe/' },
  { kind: 'district', path: '/en/provinces/mardin/kiziltepe/' },
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const pages = pageKinds.filter((page) => !only || only.some((word) => page.kind.includes(word) || page.path.includes(word)));

const server = await startServerProcess(serverBundle);
const browser = await launchLighthouse();
let under100 = 0;
const recorded: Array<Record<string, string | number>> = [];
try {
  console.log(`| page | path | ${lighthouseCategories.join(' | ')} | below 1 |`);
  console.log(`|---|---|${lighthouseCategories.map(() => '---:').join('|')}|---|`);
  for (const page of pages) {
    const audit = await browser.audit(server.url + page.path);
    const scores = lighthouseCategories.map((category) => audit.scores[category]);
    if (scores.some((score) => score < 100)) under100++;
    const failing = audit.failing.map((item) => `${item.id} ${item.score.toFixed(2)}${item.value ? ` (${item.value})` : ''}`).join('; ');
    console.log(`| ${page.kind} | \`${page.path}\` | ${scores.join(' | ')} | ${failing} |`);
    const { performance, accessibility, seo } = audit.scores;
    recorded.push({ path: page.path, performance, accessibility, bestPractices: audit.scores['best-practices'], seo });
  }
  recordFigures('lighthouse', 'lighthouse', recorded);
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = under100 > 0 ? 1 : 0;
