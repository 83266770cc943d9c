// The docs in a real browser: every page in both languages loads without console errors and has a
// title, one h1 and the landmarks; navigation and the language switch work; the reference lists every
// operation and parameter; the explorer sends a query and shows the answer.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';
import { languages } from '../../src/docs/i18n.ts';
import { docsPages, pathIn } from '../../src/docs/site-map.ts';
import { loadPublishedDocument } from '../support/contract.ts';

const base = () => process.env.DOCS_BASE_URL!;

/** Opens a page and collects every console error and uncaught exception on it. */
async function open(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(base() + path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  return problems;
}

const everyPage = languages.flatMap((lang) =>
  docsPages.map((docsPage) => ({ lang, path: pathIn(docsPage, lang), other: pathIn(docsPage, lang === 'tr' ? 'en' : 'tr'), title: docsPage.title[lang] })),
);

for (const { lang, path, other: otherPath } of everyPage) {
  test(`${path} loads cleanly, with a title, one h1 and landmarks`, async ({ page }) => {
    const problems = await open(page, path);
    expect(problems).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect((await page.title()).length).toBeGreaterThan(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(2);
  });

  test(`${path}: the language switch keeps the page`, async ({ page }) => {
    await open(page, path);
    const other = lang === 'tr' ? 'en' : 'tr';
    await page.locator(`a[data-language-switch][hreflang="${other}"]`).click();
    await expect(page).toHaveURL(base() + otherPath);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });
}

test('the root sends the reader to their language', async ({ page }) => {
  await page.goto(`${base()}/`);
  await expect(page).toHaveURL(`${base()}/en/`);
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the navigation reaches the guide, the reference and the explorer', async ({ page }) => {
  await open(page, '/en/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(`${base()}/en/guide/`);
  await page.getByRole('main').getByRole('link', { name: 'Getting started' }).click();
  await expect(page).toHaveURL(`${base()}/en/guide/getting-started/`);
  await page.getByRole('navigation', { name: 'Guide pages' }).getByRole('link', { name: 'Errors and rate limits' }).click();
  await expect(page.locator('h1')).toHaveText('Errors and rate limits');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API reference' }).click();
  await expect(page.locator('h1')).toHaveText('API reference');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Try it' }).click();
  await expect(page.locator('h1')).toHaveText('Try the API');
});

test('the landing page runs its live example', async ({ page }) => {
  await open(page, '/tr/');
  await expect(page.locator('#live-example')).toContainText('"name": "Adalar"');
  await page.screenshot({ path: 'test-results/landing.png', fullPage: true });
});

for (const lang of languages) {
  for (const [page, surface] of [['/reference/', /^\/v2\/|^\/health$/], ['/reference/v1/', /^\/v1\//]] as const) {
    test(`${lang}${page} lists every operation and every parameter`, async ({ page: browser }) => {
      await open(browser, `/${lang}${page}`);
      const document = loadPublishedDocument() as unknown as { paths: Record<string, { get: { operationId: string; parameters: Array<{ name: string; in: string }> } }> };
      const paths = Object.entries(document.paths).filter(([path]) => surface.test(path));
      expect(paths.length).toBeGreaterThan(0);
      for (const [path, item] of paths) {
        const operation = browser.locator(`[data-operation="${item.get.operationId}"]`);
        await expect(operation, path).toHaveCount(1);
        for (const parameter of item.get.parameters) {
          await expect(operation.locator(`[data-parameter="${parameter.name}"][data-in="${parameter.in}"]`), `${path} ${parameter.in} ${parameter.name}`).toHaveCount(1);
        }
      }
    });
  }
}

test('the explorer sends a query and shows the answer', async ({ page }) => {
  await open(page, '/en/explorer/?operation=listProvinces');
  await page.locator('#parameters [name="search"]').fill('ankara');
  await page.locator('#parameters [name="fields"]').fill('id,name');
  await expect(page.locator('#request-url')).toHaveText('/v2/provinces?search=ankara&fields=id%2Cname');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#response-status')).toContainText('200');
  await expect(page.locator('#response-body')).toContainText('"name": "Ankara"');
  await expect(page.locator('#response-body')).toContainText('"total": 1');
});

test('the explorer shows errors too', async ({ page }) => {
  await open(page, '/tr/explorer/?operation=getProvince');
  await page.locator('#parameters [name="provinceId"][data-in="path"]').fill('99');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.locator('#response-status')).toContainText('404');
  await expect(page.locator('#response-body')).toContainText('PROVINCE_NOT_FOUND');
});
