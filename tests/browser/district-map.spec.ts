// The district and province maps of the place pages, in a real browser, in both languages: a district
// page draws a dot link for each of its settlements with a point (counted here from the dataset
// files), reachable by keyboard, each going to its row; its caption says how many have no point; a
// province page links each of its districts. No script is needed for any of it.
import { expect, test } from '../support/browser-test.ts';
import { districtById, settlementPoints } from '../support/district-geography.ts';

const base = () => process.env.DOCS_BASE_URL!;
const kiziltepe = 1474;
const dots = settlementPoints.filter((point) => point.districtId === kiziltepe);
const settlements = districtById.get(kiziltepe).stats.neighborhoodCount + districtById.get(kiziltepe).stats.villageCount;

for (const { lang, page: path, caption, provincePage, kadikoy } of [
  { lang: 'en', page: '/en/provinces/mardin/kiziltepe/', caption: `${settlements - dots.length} have no point.`, provincePage: '/en/provinces/istanbul/', kadikoy: 'Kadıköy district' },
  { lang: 'tr', page: '/tr/iller/mardin/kiziltepe/', caption: `${settlements - dots.length} yerin noktası yoktur.`, provincePage: '/tr/iller/istanbul/', kadikoy: 'Kadıköy ilçesi' },
]) {
  test(`${path}: a dot link per settlement with a point, and the count of those without (${lang})`, async ({ page }) => {
    await page.goto(base() + path);
    const links = page.locator('svg[data-district-map] a');
    await expect(links).toHaveCount(dots.length);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs.sort()).toEqual(dots.map((point) => `#${point.kind === 'village' ? 'v' : 'n'}${point.id}`).sort());
    await expect(page.locator('.district-map figcaption')).toContainText(caption);
    await expect(page.locator('.district-map figcaption a[href="https://www.openstreetmap.org/copyright"]')).toHaveCount(1);
  });

  test(`${provincePage}: every district of the province is a link on its map (${lang})`, async ({ page }) => {
    await page.goto(base() + provincePage);
    const links = page.locator('svg[data-districts-map] a');
    await expect(links).toHaveCount(39);
    const kadikoyLink = page.locator('svg[data-districts-map] a[data-district-id="1421"]');
    await expect(kadikoyLink).toHaveAttribute('aria-label', kadikoy);
    await expect(kadikoyLink).toHaveAttribute('href', `${provincePage}kadikoy/`);
    expect((await kadikoyLink.locator('path').boundingBox())!.width).toBeGreaterThan(3);
  });
}

test('a dot is reached by keyboard, named, and goes to its row, with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base()}/en/provinces/mardin/kiziltepe/`);
  const first = page.locator('svg[data-district-map] a').first();
  await first.focus();
  await expect(first).toBeFocused();
  const [href, name] = await first.evaluate((element) => [element.getAttribute('href')!, element.getAttribute('aria-label')!]);
  await expect(first.locator('title')).toHaveText(name);
  await page.keyboard.press('Tab');
  await expect(page.locator('svg[data-district-map] a').nth(1)).toBeFocused();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base()}/en/provinces/mardin/kiziltepe/${href}`);
  await expect(page.locator(`tr${href} th`)).toHaveText(name);
  await context.close();
});
