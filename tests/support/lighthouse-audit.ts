// Lighthouse against Debian's Chromium, for `npm run lighthouse` and the browser tests. Lighthouse
// drives its own Chromium through chrome-launcher (on a free debugging port), never Playwright's, so
// its measurements are not shared with a test's page.
//
// The desktop preset with simulated throttling: Lantern computes the metrics from the trace of one
// load, so a busy 2-core machine slows the run but barely moves the score, where devtools throttling
// would measure the machine's load as the page's slowness.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface PageAudit {
  url: string;
  /** 0–100 per category. */
  scores: Record<LighthouseCategory, number>;
  /** Audits of the page that scored below 1, with their score and Lighthouse's value (a CLS of 0.02 …). */
  failing: Array<{ id: string; score: number; value: string }>;
  /** Cumulative layout shift: unlike the timings, it does not depend on how busy the machine is. */
  layoutShift: number;
}

/** The flags the project's other Chromium runs use (playwright.config.ts): root in a container, no network. */
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseBrowser {
  audit(url: string): Promise<PageAudit>;
  close(): Promise<void>;
}

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  return {
    async audit(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...lighthouseCategories] }, desktopConfig);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        lighthouseCategories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      ) as Record<LighthouseCategory, number>;
      const audited = new Set(lighthouseCategories.flatMap((category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
      const failing = Object.values(lhr.audits)
        .filter((audit) => audited.has(audit.id) && audit.score !== null && audit.score < 1)
        .map((audit) => ({ id: audit.id, score: audit.score!, value: audit.displayValue ?? '' }));
      return { url, scores, failing, layoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN };
    },
    async close() {
      chrome.kill();
    },
  };
}
