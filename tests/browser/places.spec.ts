// The place pages and the docs polish in a real browser: axe-core finds no WCAG 2.1 AA violation on
// the sampled pages in both languages and both colour schemes; a reader goes landing → province →
// district → the district's JSON by clicking; the district table sorts; the pages read without
// JavaScript; the explorer fills itself from a link; the copy buttons copy.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

const axeSample = [
  '/tr/', '/en/',
  '/tr/iller/istanbul/', '/en/provinces/istanbul/',
  // Kızıltepe: 183 neighborhoods, the longest neighborhood list of one municipality.
  '/tr/iller/mardin/kiziltepe/', '/en/provinces/mardin/kiziltepe/',
  '/tr/explorer/', '/en/explorer/',
  '/tr/reference/', '/en/reference/',
  '/tr/iller/', '/en/changelog/',
  // What changed: the release's tables by province and the curated history; a district page with its changes.
  '/tr/degisiklikler/', '/en/changes/',
  '/en/provinces/nevsehir/gulsehir/',
];

for (const path of axeSample) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe: ${path} (${colorScheme}) has no WCAG 2.1 AA violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      await page.goto(base() + path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
      expect(violations).toEqual([]);
    });
  }
}

test('landing → province → district → the district’s JSON, by clicking', async ({ page }) => {
  await page.goto(`${base()}/en/`);
  await page.getByRole('link', { name: 'İstanbul', exact: true }).click();
  await expect(page).toHaveURL(`${base()}/en/provinces/istanbul/`);
  await expect(page.locator('h1')).toHaveText('İstanbul Province');
  await page.getByRole('link', { name: 'Kadıköy', exact: true }).click();
  await expect(page).toHaveURL(`${base()}/en/provinces/istanbul/kadikoy/`);
  await expect(page.locator('h1')).toHaveText('Kadıköy District (İstanbul)');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Kadıköy');
  await page.locator('a[data-json-link][href="/v2/districts/1421"]').click();
  await expect(page).toHaveURL(`${base()}/v2/districts/1421`);
  const body = JSON.parse((await page.locator('body').textContent())!) as { data: { name: string; provinceId: number; population: number } };
  expect(body.data).toMatchObject({ name: 'Kadıköy', provinceId: 34, population: 458573 });
});

test('the language switch of a place page goes to the same place in the other language', async ({ page }) => {
  await page.goto(`${base()}/tr/iller/istanbul/kadikoy/`);
  await page.locator('a[data-language-switch][hreflang="en"]').click();
  await expect(page).toHaveURL(`${base()}/en/provinces/istanbul/kadikoy/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the districts table sorts by population and by name in Turkish order', async ({ page }) => {
  await page.goto(`${base()}/tr/iller/istanbul/`);
  const firstDistrict = page.locator('table[data-sortable] tbody tr:first-child th');
  const lastDistrict = page.locator('table[data-sortable] tbody tr:last-child th');
  await expect(firstDistrict).toHaveText('Adalar');
  await page.getByRole('button', { name: 'Nüfus' }).click();
  await expect(firstDistrict).toHaveText('Esenyurt');
  await expect(page.locator('th[data-sort-key="population"]')).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Nüfus' }).click();
  await expect(firstDistrict).toHaveText('Adalar');
  await page.getByRole('button', { name: 'İlçe' }).click();
  await expect(firstDistrict).toHaveText('Adalar');
  await page.getByRole('button', { name: 'İlçe' }).click();
  // Turkish order puts Ü after U and Z last: Zeytinburnu, then Üsküdar.
  await expect(firstDistrict).toHaveText('Zeytinburnu');
  await expect(page.locator('table[data-sortable] tbody tr:nth-child(2) th')).toHaveText('Üsküdar');
  await expect(lastDistrict).toHaveText('Adalar');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a district page shows every neighborhood with its postal code', async ({ page }) => {
    await page.goto(`${base()}/en/provinces/mardin/kiziltepe/`);
    await expect(page.locator('h1')).toHaveText('Kızıltepe District (Mardin)');
    await expect(page.locator('table.settlements tbody tr')).toHaveCount(183);
    await expect(page.locator('.copy-button')).toHaveCount(0);
  });

  test('the What changed page shows every change and the curated history', async ({ page }) => {
    await page.goto(`${base()}/en/changes/`);
    await expect(page.locator('h1')).toHaveText('What changed');
    await expect(page.locator('table.change-summary tbody tr')).toHaveCount(5);
    // Each province's table is a closed disclosure until opened.
    await expect(page.getByRole('link', { name: 'Yeşilvadi', exact: true })).toBeHidden();
    await page.locator('#release-2025-2026-11-28-p1-heading').click();
    await expect(page.getByRole('row', { name: /Yeşilvadi/ })).toContainText('formerly Çürükler');
    await page.getByRole('link', { name: 'Yeşilvadi', exact: true }).click();
    await expect(page).toHaveURL(`${base()}/en/provinces/adana/feke/#n177113`);
    await expect(page.locator('#n177113')).toContainText('formerly Çürükler');
  });

  test('a place page’s link to its province’s changes opens them', async ({ page }) => {
    await page.goto(`${base()}/en/provinces/nevsehir/gulsehir/`);
    await page.getByRole('link', { name: 'All changes: What changed' }).click();
    await expect(page).toHaveURL(`${base()}/en/changes/#release-2025-2026-11-28-p50`);
    await expect(page.getByRole('row', { name: /Karacaşar.*removed in release 2025/ })).toBeVisible();
  });

  test('a district page says which of its neighborhoods left it, and where their successor is', async ({ page }) => {
    await page.goto(`${base()}/tr/iller/nevsehir/gulsehir/`);
    await expect(page.locator('#was-n140909')).toContainText('Karacaşar (140909): 2025 sürümünde kaldırıldı; yerine gelen: Karacaşar (60528)');
    await page.locator('#was-n140909').getByRole('link', { name: 'Karacaşar (60528)' }).click();
    await expect(page.locator('#n60528')).toContainText('2025 sürümünde yeni');
  });

  test('a province page lists its districts by name, with no sort buttons that could not work', async ({ page }) => {
    await page.goto(`${base()}/tr/iller/istanbul/`);
    await expect(page.locator('table[data-sortable] tbody tr')).toHaveCount(39);
    await expect(page.locator('table[data-sortable] tbody tr:nth-child(3) th')).toHaveText('Ataşehir');
    await expect(page.locator('.sort-button')).toHaveCount(0);
  });
});

test('the explorer fills itself from a link', async ({ page }) => {
  await page.goto(`${base()}/en/explorer/?path=/v2/provinces/34/districts&sort=name&limit=3`);
  await expect(page.locator('#operation')).toHaveValue('listProvinceDistricts');
  await expect(page.locator('#parameters [name="provinceId"][data-in="path"]')).toHaveValue('34');
  await expect(page.locator('#request-url')).toHaveText('/v2/provinces/34/districts?sort=name&limit=3');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#response-body')).toContainText('"name": "Adalar"');
});

test('the explorer opens on a useful request, not /health', async ({ page }) => {
  await page.goto(`${base()}/tr/explorer/`);
  await expect(page.locator('#request-url')).toHaveText('/v2/provinces/34/districts?sort=name&limit=10');
});

test('the province page links to the explorer with its request', async ({ page }) => {
  await page.goto(`${base()}/en/provinces/ankara/`);
  await page.getByRole('link', { name: 'Open this request in Try it' }).click();
  await expect(page.locator('#request-url')).toHaveText('/v2/provinces/6/districts?sort=name');
});

test('every code block has a copy button that copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${base()}/en/reference/`);
  const blocks = await page.locator('pre').count();
  expect(blocks).toBeGreaterThan(20);
  await expect(page.locator('pre + .copy-button')).toHaveCount(blocks);
  const first = page.locator('pre').first();
  await page.locator('pre + .copy-button').first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await first.textContent())!.trim());
  await expect(page.locator('pre + .copy-button').first()).toHaveText('Copied');
});

test('the reference shows each request in curl, JavaScript and Python', async ({ page }) => {
  await page.goto(`${base()}/tr/reference/`);
  const operation = page.locator('[data-operation="getProvince"]');
  await expect(operation.locator('pre[data-language="shell"]')).toHaveText('curl "$API/v2/provinces/34"');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected text is the snippet's own template literal
  await expect(operation.locator('pre[data-language="javascript"]')).toContainText('await fetch(`${API}/v2/provinces/34`)');
  await expect(operation.locator('pre[data-language="python"]')).toContainText('requests.get(f"{API}/v2/provinces/34", timeout=10)');
});
