// The header of every page that carries the search box: on one row at 1280 px in both languages (the
// English brand and navigation are the longest), and usable at 360 px: nothing leaves the screen, no
// part covers another, no link breaks inside, the search field keeps room to type. Screenshots of
// each header are kept with the test results.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

const pages = ['/en/guide/queries/', '/tr/guide/queries/', '/en/explorer/', '/tr/reference/', '/en/provinces/istanbul/', '/tr/iller/mardin/kiziltepe/'];

interface Box {
  part: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the header's parts (brand, search box, navigation, language switch) and of every link in it. */
async function headerBoxes(page: Page): Promise<{ parts: Box[]; links: Box[]; scrollWidth: number }> {
  return page.evaluate(() => {
    const box = (element: Element, part: string) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { part, x, y, width, height };
    };
    const header = document.querySelector('.site-header')!;
    const parts = [...header.children].filter((child) => child.getBoundingClientRect().height > 0).map((child) => box(child, child.className || child.tagName));
    const links = [...header.querySelectorAll('a, span[aria-current], input, button')].map((element) => box(element, element.textContent?.trim() || element.tagName));
    return { parts, links, scrollWidth: document.documentElement.scrollWidth };
  });
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const path of pages) {
  test(`${path}: the header is one row at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(base() + path);
    const { parts } = await headerBoxes(page);
    expect(parts.map((part) => part.part)).toEqual(['brand', 'search-box compact', 'NAV', 'language-switch']);
    const middle = (box: Box) => box.y + box.height / 2;
    for (const part of parts) expect(Math.abs(middle(part) - middle(parts[0]!)), `${part.part} is on the first row`).toBeLessThan(3);
    await page.locator('.site-header').screenshot({ path: test.info().outputPath('header-1280.png') });
  });

  test(`${path}: the header is usable at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(base() + path);
    const { parts, links, scrollWidth } = await headerBoxes(page);
    expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(360);
    for (const box of [...parts, ...links]) {
      expect(box.x, `${box.part} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${box.part} ends on the screen`).toBeLessThanOrEqual(360);
    }
    for (const [i, a] of parts.entries()) for (const b of parts.slice(i + 1)) expect(overlap(a, b), `${a.part} and ${b.part} do not overlap`).toBe(false);
    // A link on one line, and a target of at least 24 px (WCAG 2.2, 2.5.8 Target Size (Minimum)).
    for (const link of links) expect(link.height, `${link.part} is one line, 24 px or more`).toBeGreaterThanOrEqual(24);
    for (const link of links.filter((box) => box.part !== 'INPUT' && box.part !== 'BUTTON')) expect(link.height, `${link.part} is one line`).toBeLessThan(40);
    const input = links.find((box) => box.part === 'INPUT')!;
    expect(input.width, 'room to type in the search field').toBeGreaterThanOrEqual(200);
    await page.locator('.site-header').screenshot({ path: test.info().outputPath('header-360.png') });
  });
}
