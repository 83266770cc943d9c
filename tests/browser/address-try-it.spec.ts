// The try-it box of the addresses guide in Chromium: with JavaScript, reading a line shows its parts,
// statuses, candidates and issues below the box in the page's language, with a link to the JSON;
// without it, the form opens the JSON answer itself. axe-core finds no WCAG 2.1 AA violation on the
// page, with an answer shown, in both languages and colour schemes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

test('en: the example line reads into Caferağa, Kadıköy, İstanbul', async ({ page }) => {
  await page.goto(`${base()}/en/guide/addresses/`);
  const box = page.getByRole('textbox', { name: 'Address line' });
  await expect(box).toHaveValue('caferaga mh moda cd no 5 d 3 kadikoy/istanbul 34710');
  await page.getByRole('button', { name: 'Read it' }).click();
  const result = page.locator('.address-try-result');
  await expect(result).toContainText('Caferağa (confirmed)');
  await expect(result).toContainText('34710 (confirmed)');
  await expect(result).toContainText('moda cd no 5 d 3, Caferağa Mah., 34710 Kadıköy/İstanbul');
  await expect(result.getByRole('link', { name: 'The answer as JSON' })).toHaveAttribute('href', `${base()}/v2/addresses/parse?q=caferaga+mh+moda+cd+no+5+d+3+kadikoy%2Fistanbul+34710`);
  await expect(page).toHaveURL(`${base()}/en/guide/addresses/`);
});

test('tr: an ambiguous line lists its candidates and the issue, in Turkish', async ({ page }) => {
  await page.goto(`${base()}/tr/guide/addresses/`);
  await page.getByRole('textbox', { name: 'Adres satırı' }).fill('Cumhuriyet Mah. Besni/Adıyaman');
  await page.getByRole('button', { name: 'Çöz' }).click();
  const result = page.locator('.address-try-result');
  await expect(result).toContainText('Besni (doğrulandı)');
  await expect(result.getByRole('heading', { name: 'Adaylar' })).toBeVisible();
  await expect(result.getByRole('link', { name: 'Cumhuriyet, Suvarlı, Besni, Adıyaman' })).toHaveAttribute('href', '/v2/neighborhoods/502');
  await expect(result.getByRole('heading', { name: 'Uyarılar' })).toBeVisible();
  await expect(result).toContainText('AMBIGUOUS_PLACE');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('submitting opens the JSON answer', async ({ page }) => {
    await page.goto(`${base()}/en/guide/addresses/`);
    await page.getByRole('textbox', { name: 'Address line' }).fill('Caferağa Mah. Kadıköy/Ankara');
    await page.getByRole('button', { name: 'Read it' }).click();
    await expect(page).toHaveURL(`${base()}/v2/addresses/parse?q=Cafera%C4%9Fa+Mah.+Kad%C4%B1k%C3%B6y%2FAnkara`);
    expect(await page.locator('body').textContent()).toContain('"code":"INCONSISTENT_PROVINCE"');
  });
});

for (const lang of ['en', 'tr'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe: /${lang}/guide/addresses/ with an answer shown (${colorScheme}) has no WCAG 2.1 AA violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      await page.goto(`${base()}/${lang}/guide/addresses/`);
      await page.locator('form[data-address-try] button[type="submit"]').click();
      await expect(page.locator('.address-try-result dl')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
      expect(violations).toEqual([]);
    });
  }
}
