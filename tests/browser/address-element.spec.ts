// <turkiye-address> in Chromium (issue 38, DESIGN §6.7), loaded from the built site's own
// /turkiye-address.js by a page that uses only the documented snippet (served here through
// page.route on the site's origin, so its form submits to a URL the test reads as a server would):
// keyboard-only filling and submission with names and ids, Turkish-aware matching, consistent
// levels, the postal code both ways, reset, disabled, back/forward, autofill, a pasted line of each
// verdict, the APG combobox's roles and ARIA, axe, a 375 px screen, no JavaScript, and no control in
// a shadow root. Expected ids and postal codes were looked up in data/2025/*.json; the verdicts are
// POST /v2/addresses/parse's answers for those lines (DESIGN §6.5.2).
import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;
type Lang = 'tr' | 'en';
const langs: Lang[] = ['tr', 'en'];

const labels = {
  tr: { province: 'İl', district: 'İlçe', settlement: 'Mahalle veya köy', street: 'Açık adres', postal: 'Posta kodu', submit: 'Gönder', reset: 'Sıfırla' },
  en: { province: 'Province', district: 'District', settlement: 'Neighborhood or village', street: 'Street address', postal: 'Postal code', submit: 'Submit', reset: 'Reset' },
};
const provinces = (JSON.parse(readFileSync('data/2025/provinces.json', 'utf8')) as Array<{ name: string }>).map((p) => p.name);

/** The guide's snippet, as an author would paste it into a page of their own. */
const snippetPage = (lang: Lang, { fieldset = '' } = {}) => {
  const l = labels[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form</title></head>
<body><main><h1>Form</h1><form action="/__received" method="get"><fieldset ${fieldset}><legend>Adres</legend>
<turkiye-address>
  <label>${l.province} <select name="il" autocomplete="shipping address-level1" required><option value="">-</option>${provinces.map((name) => `<option>${name}</option>`).join('')}</select></label>
  <label>${l.district} <input name="ilce" autocomplete="shipping address-level2" required></label>
  <label>${l.settlement} <input name="mahalle" autocomplete="shipping address-level3" required></label>
  <label>${l.street} <input name="acik_adres" autocomplete="shipping street-address"></label>
  <label>${l.postal} <input name="posta_kodu" autocomplete="shipping postal-code" inputmode="numeric"></label>
</turkiye-address></fieldset>
<button>${l.submit}</button> <button type="reset">${l.reset}</button></form>
<p><a href="/__form/other">elsewhere</a></p></main>
<script type="module" src="${base()}/turkiye-address.js"></script></body></html>`;
};

/** Serves the snippet page at /__form/{lang} on the site's origin and records what the form submits. */
async function openForm(page: Page, lang: Lang, options: { fieldset?: string } = {}): Promise<{ received: URLSearchParams[] }> {
  const received: URLSearchParams[] = [];
  await page.route(`${base()}/__form/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: route.request().url().endsWith('/other') ? '<!doctype html><title>x</title><p>other</p>' : snippetPage(lang, options) }),
  );
  await page.route(`${base()}/__received**`, (route) => {
    received.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>ok</title><p>ok</p>' });
  });
  await page.goto(`${base()}/__form/${lang}`);
  await page.waitForFunction(() => customElements.get('turkiye-address') !== undefined);
  await page.evaluate(() => document.querySelector('turkiye-address')!.ready);
  return { received };
}

const field = (page: Page, lang: Lang, name: keyof (typeof labels)['tr']) =>
  name === 'street' || name === 'postal' ? page.getByRole('textbox', { name: labels[lang][name], exact: true }) : page.getByRole('combobox', { name: labels[lang][name], exact: true });
const hidden = (page: Page, name: string) => page.locator(`turkiye-address input[type=hidden][name=${name}]`);
const notice = (page: Page) => page.locator('.turkiye-address__notice');

async function paste(page: Page, lang: Lang, text: string) {
  await field(page, lang, 'street').evaluate((input, line) => {
    const data = new DataTransfer();
    data.setData('text', line);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** No control of the form sits in a shadow root (autofill and password managers do not reach there). */
async function expectLightDom(page: Page) {
  const inShadow = await page.evaluate(() => [...document.querySelectorAll('turkiye-address input, turkiye-address select, turkiye-address textarea')].filter((c) => c.getRootNode() !== document).length);
  expect(inShadow).toBe(0);
  expect(await page.evaluate(() => document.querySelector('turkiye-address')!.shadowRoot)).toBeNull();
}

/** Types into the focused combobox, waits for `name` in the list as a person does, and takes the first option by keyboard. */
async function typeAndChoose(page: Page, typed: string, name: string) {
  await page.keyboard.type(typed);
  // A district's settlements are fetched when the district is chosen: the list shows when they arrive.
  await expect(page.getByRole('option', { name })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

for (const lang of langs) {
  test(`${lang}: every level filled with the keyboard only; the server receives names, ids and the postal code`, async ({ page }) => {
    const { received } = await openForm(page, lang);
    await expectLightDom(page);
    await page.getByRole('heading', { name: 'Form' }).click();
    await page.keyboard.press('Tab');
    await expect(field(page, lang, 'province')).toBeFocused();
    await page.keyboard.type('ad');
    await expect(page.locator('.turkiye-address__status')).toHaveText(lang === 'tr' ? '2 sonuç' : '2 results');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(page, lang, 'province')).toHaveValue('Adana');
    await page.keyboard.press('Tab');
    await typeAndChoose(page, 'seyh', 'Seyhan');
    await expect(field(page, lang, 'district')).toHaveValue('Seyhan');
    await page.keyboard.press('Tab');
    await typeAndChoose(page, 'resatb', 'Reşatbey');
    await expect(field(page, lang, 'settlement')).toHaveValue('Reşatbey');
    // The postal code appears for the chosen neighborhood, and is announced.
    await expect(field(page, lang, 'postal')).toHaveValue('01120');
    await expect(notice(page)).toHaveText(lang === 'tr' ? 'Posta kodu 01120 dolduruldu.' : 'Postal code 01120 filled in.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cumhuriyet Cad. No:12');
    await page.keyboard.press('Tab');
    await expect(field(page, lang, 'postal')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => received.length).toBe(1);
    expect(Object.fromEntries(received[0]!)).toEqual({
      il: 'Adana', ilce: 'Seyhan', mahalle: 'Reşatbey', acik_adres: 'Cumhuriyet Cad. No:12', posta_kodu: '01120',
      il_id: '1', ilce_id: '1104', mahalle_id: '50', koy_id: '',
    });
  });

  test(`${lang}: kadikoy, İSTANBUL and eyup find Kadıköy, İstanbul and Eyüpsultan; a required empty level says so`, async ({ page }) => {
    await openForm(page, lang);
    await field(page, lang, 'province').fill('İSTANBUL');
    await expect(field(page, lang, 'province')).toHaveValue('İstanbul');
    await expect(hidden(page, 'il_id')).toHaveValue('34');
    await field(page, lang, 'district').fill('kadikoy');
    await expect(field(page, lang, 'district')).toHaveValue('Kadıköy');
    await expect(hidden(page, 'ilce_id')).toHaveValue('1421');
    await field(page, lang, 'district').fill('eyup');
    await expect(field(page, lang, 'district')).toHaveValue('Eyüpsultan');
    await expect(hidden(page, 'ilce_id')).toHaveValue('1325');
    // A former name is offered while typing, too.
    await field(page, lang, 'district').fill('eyü');
    await expect(page.getByRole('option', { name: 'Eyüpsultan' })).toBeVisible();
    const message = await field(page, lang, 'settlement').evaluate((input: HTMLInputElement) => {
      input.closest('form')!.checkValidity();
      return input.validationMessage;
    });
    expect(message).toBe(lang === 'tr' ? 'Mahalle veya köy gerekli.' : 'Neighborhood or village is required.');
  });
}

// Issue 44 (DESIGN §6.8): a neighborhood's former name finds it; the option says by which name.
for (const lang of langs) {
  test(`${lang}: typing a neighborhood's former name (Çürükler) offers and chooses the place it became (Yeşilvadi)`, async ({ page }) => {
    await openForm(page, lang);
    await field(page, lang, 'province').fill('Adana');
    await expect(hidden(page, 'il_id')).toHaveValue('1');
    await field(page, lang, 'district').fill('Feke');
    await expect(hidden(page, 'ilce_id')).toHaveValue('1329');
    await field(page, lang, 'settlement').click();
    await typeAndChoose(page, 'curukler', 'Yeşilvadi (Çürükler)');
    await expect(field(page, lang, 'settlement')).toHaveValue('Yeşilvadi');
    await expect(hidden(page, 'mahalle_id')).toHaveValue('177113');
    await expect(field(page, lang, 'postal')).toHaveValue('01662');
  });
}

for (const lang of langs) {
  test(`${lang}: choosing a place whose postal code is not official says so`, async ({ page }) => {
    await openForm(page, lang);
    // Kuzukaya (95178) in Çıldır, Ardahan: postalCodeStatus "derived" in the 2025 list (Hacıkırı,
    // which this test used before, has an official code since that list).
    await field(page, lang, 'province').fill('ardahan');
    await field(page, lang, 'district').fill('cildir');
    await field(page, lang, 'settlement').fill('kuzuka');
    await page.getByRole('option', { name: 'Kuzukaya' }).click();
    await expect(field(page, lang, 'postal')).toHaveValue('75402');
    await expect(hidden(page, 'mahalle_id')).toHaveValue('95178');
    await expect(notice(page)).toHaveText(lang === 'tr' ? "Posta kodu 75402 dolduruldu; PTT'nin listesinde olmayan, resmî olmayan bir kod." : "Postal code 75402 filled in; it is not an official code from PTT's list.");
  });
}

test('changing the province clears the district, the settlement and the postal code', async ({ page }) => {
  await openForm(page, 'en');
  await page.evaluate(() => document.querySelector('turkiye-address')!.setValue({ provinceId: 1, districtId: 1104, neighborhoodId: 50 }));
  await expect(field(page, 'en', 'postal')).toHaveValue('01120');
  const province = field(page, 'en', 'province');
  await province.fill('ankar');
  await page.getByRole('option', { name: 'Ankara' }).click();
  await expect(province).toHaveValue('Ankara');
  for (const name of ['district', 'settlement', 'postal'] as const) await expect(field(page, 'en', name)).toHaveValue('');
  for (const name of ['ilce_id', 'mahalle_id', 'koy_id']) await expect(hidden(page, name)).toHaveValue('');
  await expect(hidden(page, 'il_id')).toHaveValue('6');
  // value reads back what the form holds.
  expect(await page.evaluate(() => document.querySelector('turkiye-address')!.value)).toEqual({ provinceId: 6, districtId: null, neighborhoodId: null, postalCode: '', street: '' });
});

for (const lang of langs) {
  test(`${lang}: a typed postal code chooses its province and district and narrows the settlements`, async ({ page }) => {
    await openForm(page, lang);
    // 10040 belongs to three places of one district (2077, Balıkesir's Karesi).
    await field(page, lang, 'postal').fill('10040');
    await expect(hidden(page, 'il_id')).toHaveValue('10');
    await expect(hidden(page, 'ilce_id')).toHaveValue('2077');
    await field(page, lang, 'settlement').click();
    await expect(page.getByRole('listbox', { name: labels[lang].settlement }).getByRole('option')).toHaveCount(3);
    await expect(page.locator('.turkiye-address__status')).toHaveText(lang === 'tr' ? '3 sonuç' : '3 results');
    await field(page, lang, 'postal').fill('99999');
    await expect(notice(page)).toHaveText(lang === 'tr' ? '99999 posta kodu bulunamadı.' : 'No place has the postal code 99999.');
  });
}

test('form reset empties the texts and the ids; a disabled fieldset disables and omits every control', async ({ page }) => {
  await openForm(page, 'tr');
  await page.evaluate(() => document.querySelector('turkiye-address')!.setValue({ provinceId: 34, districtId: 1421, neighborhoodId: 40512 }));
  await expect(hidden(page, 'mahalle_id')).toHaveValue('40512');
  await page.getByRole('button', { name: 'Sıfırla' }).click();
  for (const name of ['province', 'district', 'settlement', 'postal'] as const) await expect(field(page, 'tr', name)).toHaveValue('');
  for (const name of ['il_id', 'ilce_id', 'mahalle_id']) await expect(hidden(page, name)).toHaveValue('');

  await page.unrouteAll();
  await openForm(page, 'tr', { fieldset: 'disabled' });
  for (const name of ['province', 'district', 'settlement', 'street', 'postal'] as const) await expect(field(page, 'tr', name)).toBeDisabled();
  const submitted = await page.evaluate(() => [...new FormData(document.querySelector('form')!).keys()]);
  expect(submitted).toEqual([]);
});

test('navigating away and back restores the texts and the ids', async ({ page }) => {
  await openForm(page, 'en');
  await field(page, 'en', 'province').fill('istanbul');
  await field(page, 'en', 'district').fill('kadikoy');
  await field(page, 'en', 'settlement').fill('caferaga');
  await expect(hidden(page, 'mahalle_id')).toHaveValue('40512');
  await page.getByRole('link', { name: 'elsewhere' }).click();
  await expect(page.getByText('other')).toBeVisible();
  await page.goBack();
  await expect(field(page, 'en', 'settlement')).toHaveValue('Caferağa');
  await expect(field(page, 'en', 'postal')).toHaveValue('34710');
  await expect(hidden(page, 'il_id')).toHaveValue('34');
  await expect(hidden(page, 'ilce_id')).toHaveValue('1421');
  await expect(hidden(page, 'mahalle_id')).toHaveValue('40512');
});

test('values set as autofill sets them (value, then input) are reconciled into the hierarchy', async ({ page }) => {
  await openForm(page, 'en');
  await page.evaluate(() => {
    const set = (token: string, text: string) => {
      const control = document.querySelector<HTMLInputElement>(`[autocomplete~="${token}"]`)!;
      control.value = text;
      control.dispatchEvent(new Event('input', { bubbles: true }));
    };
    // Autofill fills every field at once, lower levels possibly first.
    set('address-level3', 'CAFERAĞA');
    set('address-level2', 'Kadıköy');
    set('address-level1', 'İSTANBUL');
    set('street-address', 'Moda Cd. No:5');
  });
  await expect(hidden(page, 'il_id')).toHaveValue('34');
  await expect(hidden(page, 'ilce_id')).toHaveValue('1421');
  await expect(hidden(page, 'mahalle_id')).toHaveValue('40512');
  await expect(field(page, 'en', 'settlement')).toHaveValue('Caferağa');
  await expect(field(page, 'en', 'postal')).toHaveValue('34710');
  await expect(field(page, 'en', 'street')).toHaveValue('Moda Cd. No:5');
});

/** Holds a district's settlements file until `release()`: a slow network, made deterministic. */
async function holdSettlements(page: Page, districtId: number): Promise<{ release: () => Promise<void> }> {
  const url = `${base()}/turkiye-address/data/districts/${districtId}.json`;
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: async () => {
      const arrived = page.waitForResponse(url);
      open();
      await (await arrived).finished();
    },
  };
}

test("a district typed while another district's settlements are arriving is chosen, and only its own settlements are offered", async ({ page }) => {
  const kadikoy = await holdSettlements(page, 1421);
  await openForm(page, 'en');
  await field(page, 'en', 'province').fill('istanbul');
  await field(page, 'en', 'district').fill('kadikoy');
  await expect(hidden(page, 'ilce_id')).toHaveValue('1421');
  // Typed while Kadıköy's list is still on its way.
  await field(page, 'en', 'district').fill('eyup');
  await expect(field(page, 'en', 'district')).toHaveValue('Eyüpsultan');
  await expect(hidden(page, 'ilce_id')).toHaveValue('1325');
  // Kadıköy's list arrives after Eyüpsultan's and must not take its place.
  await kadikoy.release();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await field(page, 'en', 'settlement').fill('acıbadem');
  await expect(page.locator('.turkiye-address__status')).toHaveText('No results');
  await field(page, 'en', 'settlement').fill('alibeykoy');
  await expect(field(page, 'en', 'settlement')).toHaveValue('Alibeyköy');
  await expect(hidden(page, 'mahalle_id')).toHaveValue('40359');
  await expect(field(page, 'en', 'postal')).toHaveValue('34060');
});

test('a form submitted while the settlements are arriving waits for them and sends the ids', async ({ page }) => {
  const seyhan = await holdSettlements(page, 1104);
  const { received } = await openForm(page, 'en');
  await field(page, 'en', 'province').fill('adana');
  await field(page, 'en', 'district').fill('seyhan');
  await field(page, 'en', 'settlement').fill('reşatbey');
  await expect(hidden(page, 'ilce_id')).toHaveValue('1104');
  await expect(hidden(page, 'mahalle_id')).toHaveValue('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(received).toHaveLength(0);
  await seyhan.release();
  await expect.poll(() => received.length).toBe(1);
  expect(Object.fromEntries(received[0]!)).toMatchObject({ il_id: '1', ilce_id: '1104', mahalle: 'Reşatbey', mahalle_id: '50', posta_kodu: '01120' });
});

test('a list that never arrives holds the submission 5 seconds at most, then the names go without that id', async ({ page }) => {
  await holdSettlements(page, 1104);
  const { received } = await openForm(page, 'en');
  await field(page, 'en', 'province').fill('adana');
  await field(page, 'en', 'district').fill('seyhan');
  await field(page, 'en', 'settlement').fill('reşatbey');
  await page.getByRole('button', { name: 'Submit' }).click();
  const clicked = Date.now();
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(4_500);
  expect(Object.fromEntries(received[0]!)).toMatchObject({ il_id: '1', ilce_id: '1104', mahalle: 'reşatbey', mahalle_id: '' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const lang of langs) {
  test(`${lang}: a pasted line is filled (accept), proposed (confirm) or marked (fix)`, async ({ page }) => {
    await openForm(page, lang);
    await paste(page, lang, 'Reşatbey Mah. Cumhuriyet Cad. No:12 Seyhan/Adana');
    await expect(notice(page)).toHaveText(`${lang === 'tr' ? 'Adres dolduruldu: ' : 'Address filled in: '}Cumhuriyet Cad. No:12, Reşatbey Mah., 01120 Seyhan/Adana`);
    await expect(field(page, lang, 'settlement')).toHaveValue('Reşatbey');
    await expect(field(page, lang, 'street')).toHaveValue('Cumhuriyet Cad. No:12');
    await expect(field(page, lang, 'postal')).toHaveValue('01120');
    await expect(hidden(page, 'mahalle_id')).toHaveValue('50');

    await paste(page, lang, 'Kızılay Mah. Atatürk Blv. No:1 Çankaya/İzmir');
    await expect(notice(page)).toContainText(lang === 'tr' ? 'Bunu mu demek istediniz? Atatürk Blv. No:1, Kızılay Mah., 06420 Çankaya/Ankara' : 'Did you mean Atatürk Blv. No:1, Kızılay Mah., 06420 Çankaya/Ankara?');
    // Nothing changes until the person applies it.
    await expect(hidden(page, 'mahalle_id')).toHaveValue('50');
    await notice(page).getByRole('button', { name: lang === 'tr' ? 'Uygula' : 'Apply' }).click();
    await expect(field(page, lang, 'province')).toHaveValue('Ankara');
    await expect(field(page, lang, 'district')).toHaveValue('Çankaya');
    await expect(hidden(page, 'mahalle_id')).toHaveValue('1569');
    await expect(field(page, lang, 'postal')).toHaveValue('06420');

    await page.getByRole('button', { name: labels[lang].reset }).click();
    await paste(page, lang, 'Cumhuriyet Mah. Atatürk Cad. No:3');
    const l = labels[lang];
    await expect(notice(page)).toHaveText(lang === 'tr' ? `Adreste eksik: ${l.province}, ${l.district}, ${l.settlement}. Lütfen seçin.` : `Missing from the address: ${l.province}, ${l.district}, ${l.settlement}. Please choose.`);
    await expect(field(page, lang, 'street')).toHaveValue('Cumhuriyet Mah. Atatürk Cad. No:3');
    for (const name of ['province', 'district', 'settlement'] as const) await expect(field(page, lang, name)).toHaveAttribute('aria-invalid', 'true');

    // A pasted street line that names no place (the reader answers granularity none) changes nothing.
    await page.getByRole('button', { name: labels[lang].reset }).click();
    await page.evaluate(() => document.querySelector('turkiye-address')!.setValue({ provinceId: 34, districtId: 1421, neighborhoodId: 40512 }));
    await paste(page, lang, 'Moda Cd. No:5 D:3');
    await expect(field(page, lang, 'street')).toHaveValue('Moda Cd. No:5 D:3');
    await expect(notice(page)).toHaveText('');
    await expect(hidden(page, 'mahalle_id')).toHaveValue('40512');
    for (const name of ['province', 'district', 'settlement'] as const) await expect(field(page, lang, name)).not.toHaveAttribute('aria-invalid');
  });
}

test('each level is an APG combobox with a listbox popup, and axe finds no violation with a list open', async ({ page }) => {
  await openForm(page, 'tr');
  const province = field(page, 'tr', 'province');
  const listId = await province.getAttribute('aria-controls');
  await expect(province).toHaveAttribute('aria-autocomplete', 'list');
  await expect(province).toHaveAttribute('aria-expanded', 'false');
  await expect(province).toHaveAttribute('autocomplete', 'shipping address-level1');
  await province.fill('i');
  await expect(province).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator(`#${listId}`);
  await expect(listbox).toHaveAttribute('role', 'listbox');
  await province.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(province).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(province).toBeFocused();
  await expect(page.locator('.turkiye-address__status')).toHaveAttribute('role', 'status');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
  await province.press('Escape');
  await expect(province).toHaveAttribute('aria-expanded', 'false');
  await expect(province).not.toHaveAttribute('aria-activedescendant');
});

for (const lang of langs) {
  test(`${lang}: the guide page's live demo shows what it submits, and axe finds no violation`, async ({ page }) => {
    await page.goto(`${base()}/${lang}/guide/address-form/`);
    await page.getByRole('combobox', { name: lang === 'tr' ? 'İl' : 'Province', exact: true }).fill('adana');
    await page.getByRole('combobox', { name: lang === 'tr' ? 'İlçe' : 'District', exact: true }).fill('seyhan');
    await page.getByRole('combobox', { name: lang === 'tr' ? 'Mahalle veya köy' : 'Neighborhood or village', exact: true }).fill('reşatbey');
    await page.getByRole('button', { name: lang === 'tr' ? 'Gönder' : 'Submit' }).click();
    const output = page.locator('.address-form-demo-output');
    await expect(output.locator('tbody tr')).toHaveCount(9);
    await expect(output.locator('tr', { hasText: 'mahalle_id' }).locator('td').last()).toHaveText('50');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });
}

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 700 } });
  test('an open list takes the screen under its field, with 44 px targets', async ({ page }) => {
    await openForm(page, 'en');
    await field(page, 'en', 'province').fill('a');
    const listbox = page.getByRole('listbox', { name: 'Province' });
    const box = (await listbox.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(box.y + box.height).toBeGreaterThanOrEqual(699);
    const option = (await listbox.getByRole('option').first().boundingBox())!;
    expect(option.height).toBeGreaterThanOrEqual(44);
    await expect(field(page, 'en', 'postal')).toHaveAttribute('inputmode', 'numeric');
  });
});

test('without JavaScript the plain controls submit the texts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const received: URLSearchParams[] = [];
  await page.route(`${base()}/__form/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: snippetPage('tr') }));
  await page.route(`${base()}/__received**`, (route) => {
    received.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>ok</title>' });
  });
  await page.goto(`${base()}/__form/tr`);
  await page.getByRole('combobox', { name: 'İl' }).selectOption('Adana');
  await page.getByRole('textbox', { name: 'İlçe' }).fill('Seyhan');
  await page.getByRole('textbox', { name: 'Mahalle veya köy' }).fill('Reşatbey');
  await page.getByRole('textbox', { name: 'Posta kodu' }).fill('01120');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect.poll(() => received.length).toBe(1);
  expect(Object.fromEntries(received[0]!)).toEqual({ il: 'Adana', ilce: 'Seyhan', mahalle: 'Reşatbey', acik_adres: '', posta_kodu: '01120' });
  await context.close();
});

/** A raw GET, so the encoding and headers are what the server sent (Playwright's request decodes). */
const rawGet = (path: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }>((resolve, reject) => {
    const req = httpRequest(`${base()}${path}`, { headers: { 'Accept-Encoding': 'gzip', Origin: 'https://shop.example' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ headers: response.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });

test('the module is served gzipped at 15 KB or less, with CORS, and immutable at its versioned path', async ({ page }) => {
  const stable = await rawGet('/turkiye-address.js');
  expect(stable.headers['content-encoding']).toBe('gzip');
  expect(stable.headers['access-control-allow-origin']).toBe('*');
  expect(stable.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(stable.bytes).toBeLessThanOrEqual(15 * 1024);
  expect(stable.bytes).toBe(statSync('dist/turkiye-address.js.gz').size);
  // The guide names the versioned path; it is the same module, cached for a year.
  await page.goto(`${base()}/en/guide/address-form/`);
  const versioned = (await page.locator('code', { hasText: /\/turkiye-address\/[\d.]+-[0-9a-f]{10}\.js/ }).first().textContent())!.match(/\/turkiye-address\/[\d.]+-[0-9a-f]{10}\.js/)![0];
  const pinned = await rawGet(versioned);
  expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pinned.headers['access-control-allow-origin']).toBe('*');
  expect(pinned.bytes).toBe(stable.bytes);
  // The Performance page reports the same gzip size.
  await page.goto(`${base()}/en/performance/`);
  await expect(page.locator('#address-element-size ~ .table-scroll td').nth(1)).toHaveText(`${stable.bytes.toLocaleString('en')} B`);
  const data = await rawGet('/turkiye-address/data/districts/1421.json');
  expect(data.headers['access-control-allow-origin']).toBe('*');
});
