// The landing page's search box in Chromium, by keyboard only: typing lists hits (label and
// translated type) and announces their number, the arrow keys move the active option, Enter opens
// the hit's JSON, Escape closes the list. Without JavaScript the box is a form that opens the answer.
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

test('en: type, ArrowDown, Enter opens the record’s JSON', async ({ page }) => {
  await page.goto(`${base()}/en/`);
  const box = page.getByRole('combobox', { name: 'Find a place' });
  await box.focus();
  await page.keyboard.type('kadıköy cafer');
  const listbox = page.getByRole('listbox', { name: 'Results' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('Caferağa, Kadıköy, İstanbul');
  await expect(first).toContainText('neighborhood');
  await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base()}/v2/neighborhoods/40512`);
  expect(await page.locator('body').textContent()).toContain('"name":"Caferağa"');
});

test('tr: types are Turkish, the arrows wrap, Escape closes the list', async ({ page }) => {
  await page.goto(`${base()}/tr/`);
  const box = page.getByRole('combobox', { name: 'Yer ara' });
  await box.focus();
  await page.keyboard.type('istnbul kadikoy');
  const options = page.getByRole('listbox', { name: 'Sonuçlar' }).getByRole('option');
  await expect(options.first()).toContainText('Kadıköy, İstanbul');
  await expect(options.first()).toContainText('ilçe');
  await expect(page.getByRole('status')).toHaveText(/^\d+ sonuç$/);
  await page.keyboard.press('ArrowUp'); // from the input, Up goes to the last hit
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown'); // and Down from the last wraps to the first
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(box).toHaveValue('istnbul kadikoy');
  await expect(page).toHaveURL(`${base()}/tr/`);
});

test('a query that finds nothing says so', async ({ page }) => {
  await page.goto(`${base()}/en/`);
  await page.getByRole('combobox', { name: 'Find a place' }).focus();
  await page.keyboard.type('xqzxqz');
  await expect(page.getByRole('status')).toHaveText('No results');
  await expect(page.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter submits the form and opens the search answer', async ({ page }) => {
    await page.goto(`${base()}/en/`);
    await page.getByRole('combobox', { name: 'Find a place' }).focus();
    await page.keyboard.type('kadikoy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${base()}/v2/search?q=kadikoy`);
    expect(await page.locator('body').textContent()).toContain('"label":"Kadıköy, İstanbul"');
  });
});
