// The page "Clean an address file" in Chromium (DESIGN §6.6): a 250-line CSV chosen, its column picked
// from the header, read through POST /v2/addresses/parse in batches of 100, the first 20 rows
// previewed with their verdicts, and the full result downloaded as CSV with the offline command's
// columns, read back and checked row by row; a cancel stops it; without JavaScript the page explains
// the offline command instead; axe finds no WCAG 2.1 AA violation with a result shown. Expected ids
// were looked up in data/2025/*.json.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';
import { parse } from 'csv-parse/sync';
import { parsedColumns } from '../../src/addresses-file/parsed-columns.ts';
import { addressLineTemplates } from '../support/address-line-templates.ts';

const base = () => process.env.DOCS_BASE_URL!;

const templates = addressLineTemplates;
const lines = 250;
const lineOf = (n: number) => templates[n % templates.length]![0].replace('{no}', `No:${n + 1}`);
/** Row 7 has an empty address cell. */
const fixture = () => Buffer.from(`\uFEFFmüşteri;adres;not\n${Array.from({ length: lines }, (_, n) => `${n};${n === 7 ? '' : `"${lineOf(n)}"`};n${n}`).join('\n')}\n`);

async function chooseFixture(page: Page) {
  await page.getByLabel('CSV file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: fixture() });
  await expect(page.locator('.address-file-status')).toHaveText('250 rows and 3 columns found.');
}

test('en: a 250-line CSV is read in batches, previewed and downloaded with every row’s places', async ({ page }) => {
  const bodies: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v2/addresses/parse')) bodies.push((JSON.parse(request.postData()!) as { lines: string[] }).lines.length);
  });
  await page.goto(`${base()}/en/guide/address-file/`);
  await chooseFixture(page);
  const column = page.getByLabel('Column with the address');
  // The column named like an address is offered first.
  await expect(column).toHaveValue('1');
  await expect(column.locator('option')).toHaveText(['müşteri', 'adres', 'not']);
  await page.getByRole('button', { name: 'Read the addresses' }).click();
  await expect(page.locator('.address-file-status')).toHaveText(/^250 lines read: \d+ accept, \d+ confirm, \d+ fix\.$/, { timeout: 20_000 });
  await expect(page.getByLabel('Progress')).toHaveAttribute('value', '250');
  // Only the address column's lines were sent, 100 at a time.
  expect(bodies.sort()).toEqual([100, 100, 50]);

  const preview = page.locator('.address-file-result table');
  await expect(preview.locator('tbody tr')).toHaveCount(20);
  await expect(preview.locator('tbody tr').first().locator('td')).toHaveText(['1', lineOf(0), 'Moda Cd. No:1, Caferağa Mah., 34710 Kadıköy/İstanbul', 'accept']);
  await expect(preview.locator('tbody tr').nth(7).locator('td')).toHaveText(['8', '', '', 'fix']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the result (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('customers-parsed.csv');
  const text = await readFile(await download.path(), 'utf8');
  // The input's delimiter and BOM, its columns, then the offline command's.
  expect(text.startsWith(`\uFEFF${['müşteri', 'adres', 'not', ...parsedColumns].join(';')}\n`)).toBe(true);
  const rows: Array<Record<string, string>> = parse(text, { columns: true, delimiter: ';', bom: true });
  expect(rows).toHaveLength(lines);
  const status = await page.locator('.address-file-status').textContent();
  const [, accept, confirm, fix] = /(\d+) accept, (\d+) confirm, (\d+) fix/.exec(status!)!;
  expect([accept, confirm, fix].map(Number)).toEqual(['accept', 'confirm', 'fix'].map((verdict) => rows.filter((row) => row.verdict === verdict).length));
  for (const [n, row] of rows.entries()) {
    expect(row.müşteri).toBe(String(n));
    expect(row.not).toBe(`n${n}`);
    if (n === 7) {
      expect([row.adres, row.province_id, row.verdict]).toEqual(['', '', 'fix']);
      continue;
    }
    const [, kind, id, district, province] = templates[n % templates.length]!;
    expect([row[`${kind}_id`], row.district_id, row.province_id], `row ${n}`).toEqual([String(id), String(district), String(province)]);
  }
});

test('tr: cancel stops the reading and says how far it got', async ({ page }) => {
  // Each answer held back a little, so there is time to cancel.
  await page.route('**/v2/addresses/parse', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`${base()}/tr/guide/address-file/`);
  await page.getByLabel('CSV dosyası').setInputFiles({ name: 'musteriler.csv', mimeType: 'text/csv', buffer: fixture() });
  await expect(page.locator('.address-file-status')).toHaveText('250 satır, 3 sütun bulundu.');
  await page.getByRole('button', { name: 'Adresleri çöz' }).click();
  await page.getByRole('button', { name: 'Durdur' }).click();
  await expect(page.locator('.address-file-status')).toHaveText(/^Durduruldu; \d+ satır okunmuştu\.$/);
  await expect(page.locator('.address-file-result')).toBeEmpty();
  await expect(page.getByRole('button', { name: 'Adresleri çöz' })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page explains the offline command instead of the form', async ({ page }) => {
    await page.goto(`${base()}/en/guide/address-file/`);
    await expect(page.locator('form[data-address-file]')).toBeHidden();
    await expect(page.getByText('This tool runs in your browser with JavaScript. Without it, use the offline command below')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Offline, for any file size' })).toBeVisible();
    await expect(page.locator('pre').filter({ hasText: 'npm run addresses -- customers.csv --column address --out customers-parsed.csv' })).toBeVisible();
  });
});

for (const lang of ['en', 'tr'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe: /${lang}/guide/address-file/ with a result shown (${colorScheme}) has no WCAG 2.1 AA violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      await page.goto(`${base()}/${lang}/guide/address-file/`);
      await page.locator('input[type="file"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: fixture() });
      await page.locator('form[data-address-file] button[type="submit"]').click();
      await expect(page.locator('.address-file-result a[download]')).toBeVisible({ timeout: 20_000 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
      expect(violations).toEqual([]);
    });
  }
}
