// No layout shift while a page loads on a slow machine. With the CPU slowed twentyfold, Chromium's
// parser yields midway through a long page and paints what it has: before the page waited for its
// last element (Layout.astro's `rel=expect`), the header's search box moved once its navigation
// arrived and a province page's tables and facts moved as their rows came in, which Lighthouse on a
// busy machine counted now and then. Here the slowdown makes it happen every time.
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

// The longest pages of each kind, and a short one; 1350 px is Lighthouse's desktop width.
const pages = ['/en/provinces/mardin/kiziltepe/', '/tr/iller/istanbul/', '/en/guide/addresses/', '/tr/'];

test.use({ viewport: { width: 1350, height: 940 } });

for (const path of pages) {
  test(`${path}: nothing moves while it loads with the CPU slowed 20×`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
          shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className || source.node?.nodeName).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(base() + path, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
  });
}
