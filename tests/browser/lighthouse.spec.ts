// Lighthouse 100 in every category on a sample of pages: both landing-page languages, the explorer in
// both (its answer and first request have their room from the start), a guide page, the address file
// page (its form is there before the script runs, so nothing moves), the address form page (its
// element upgrades controls already laid out), place pages of both languages and What changed (the
// longest docs page: every change of a release in tables). `npm run lighthouse` audits one page of
// every kind; this is the sample that keeps them honest in CI.
//
// Bounded and not flaky on a busy 2-core machine: one Chromium for the file, pages audited one after
// the other, the desktop preset with simulated throttling (the timings are computed from one trace,
// not measured under the machine's load). Accessibility, best practices, SEO and the layout shift do
// not depend on the machine's speed and get no second chance. The performance score does a little:
// Lantern takes each script's main-thread time from the trace, so a page traced while another test
// holds both cores can lose a point. Such a page is audited once more, and must then score 100.
import { expect, test } from '@playwright/test';
import { type LighthouseBrowser, launchLighthouse, lighthouseCategories } from '../support/lighthouse-audit.ts';

const base = () => process.env.DOCS_BASE_URL!;

const sample = ['/tr/', '/en/', '/en/explorer/', '/tr/explorer/', '/en/guide/queries/', '/tr/guide/address-file/', '/en/guide/address-form/', '/tr/iller/istanbul/', '/en/provinces/mardin/kiziltepe/', '/tr/degisiklikler/'];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let browser: LighthouseBrowser;
test.beforeAll(async () => {
  browser = await launchLighthouse();
});
test.afterAll(async () => {
  await browser?.close();
});

for (const path of sample) {
  test(`Lighthouse: 100 in every category on ${path}`, async () => {
    let audit = await browser.audit(base() + path);
    if (audit.scores.performance < 100) {
      test.info().annotations.push({ type: 'audited again', description: `performance ${audit.scores.performance}: ${JSON.stringify(audit.failing)}` });
      audit = await browser.audit(base() + path);
    }
    expect(audit.layoutShift, 'cumulative layout shift').toBe(0);
    expect(audit.scores, `audits under 1: ${JSON.stringify(audit.failing)}`).toEqual(Object.fromEntries(lighthouseCategories.map((category) => [category, 100])));
  });
}
