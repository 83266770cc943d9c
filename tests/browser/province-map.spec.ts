// The provinces map on the landing page, in a real browser: 81 province links in both languages, each
// named with its population (title on hover, aria-label on focus), a legend that gives the classes as
// text, keyboard focus that shows, no script needed, and a click that goes to the province's page.
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

for (const { lang, pagePrefix, istanbul } of [
  { lang: 'en', pagePrefix: '/en/provinces/', istanbul: 'İstanbul: population 15,754,053, 2,885 people per km²' },
  { lang: 'tr', pagePrefix: '/tr/iller/', istanbul: 'İstanbul: nüfus 15.754.053, 2.885 kişi/km²' },
]) {
  test(`/${lang}/: the map shows 81 province links with names and populations`, async ({ page }) => {
    await page.goto(`${base()}/${lang}/`);
    const links = page.locator('svg[data-province-map] a');
    await expect(links).toHaveCount(81);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(81);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${pagePrefix}[a-z0-9-]+/$`));
    const istanbulLink = page.locator('svg[data-province-map] a[data-province-id="34"]');
    await expect(istanbulLink).toHaveAttribute('href', `${pagePrefix}istanbul/`);
    await expect(istanbulLink).toHaveAttribute('aria-label', istanbul);
    await expect(istanbulLink.locator('title')).toHaveText(istanbul);
    // Every province is drawn: a path with a real box on the page.
    const box = await istanbulLink.locator('path').boundingBox();
    expect(box!.width).toBeGreaterThan(5);
    await expect(page.locator('.legend li')).toHaveCount(5);
  });
}

test('the legend names every density class in words', async ({ page }) => {
  await page.goto(`${base()}/en/`);
  await expect(page.locator('.legend li')).toHaveText(['under 39', '39–58', '58–84', '84–140', '140 and over']);
});

test('a province link is reachable by keyboard and shows its focus', async ({ page }) => {
  await page.goto(`${base()}/en/`);
  const ankara = page.locator('svg[data-province-map] a[data-province-id="6"]');
  await ankara.focus();
  await expect(ankara).toBeFocused();
  const stroke = await ankara.locator('path').evaluate((path) => getComputedStyle(path).stroke);
  expect(stroke).toBe('rgb(176, 13, 38)');
});

test('clicking a province goes to its page, with JavaScript off too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base()}/tr/`);
  await page.locator('svg[data-province-map] a[data-province-id="6"]').click();
  // The province pages are another part of the docs; the URL is what the map decides.
  await expect(page).toHaveURL(`${base()}/tr/iller/ankara/`);
  await context.close();
});
