// What users of <turkiye-address> will try beyond the snippet (issue 47), in Chromium with the site's
// own /turkiye-address.js: `disabled` on the element (every control, the Apply button, reflected, and
// removed again), a form sent from code (requestSubmit is held like a click; submit() fires no event,
// so nothing can hold it), the element registered under another tag by `define`, and the typed change
// event. Ids and postal codes from data/2025/*.json: Adana 1, Seyhan 1104, Reşatbey 50 (01120).
import { expect, type Page, test } from '@playwright/test';

const base = () => process.env.DOCS_BASE_URL!;

/** An English form with text inputs for every level, inside `<${tag}>` (`attributes` on it). */
const formPage = (tag: string, attributes: string, script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body><main><h1>Checkout</h1><form action="/__sent" method="get">
<${tag} ${attributes}>
  <label>Province <input name="il" autocomplete="billing address-level1"></label>
  <label>District <input name="ilce" autocomplete="billing address-level2"></label>
  <label>Neighborhood or village <input name="mahalle" autocomplete="billing address-level3"></label>
  <label>Street address <input name="acik_adres" autocomplete="billing street-address"></label>
  <label>Postal code <input name="posta_kodu" autocomplete="billing postal-code"></label>
  <label>Note <input name="note" disabled></label>
</${tag}>
<button>Pay</button></form></main>
<script type="module">${script}</script></body></html>`;

const registered = `import '${base()}/turkiye-address.js';`;

/** Serves `body` at /__checkout on the site's origin; returns what the form sends to /__sent. */
async function open(page: Page, body: string, tag = 'turkiye-address'): Promise<URLSearchParams[]> {
  const sent: URLSearchParams[] = [];
  await page.route(`${base()}/__checkout`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.route(`${base()}/__sent**`, (route) => {
    sent.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sent</title>' });
  });
  await page.goto(`${base()}/__checkout`);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  await page.evaluate((name) => (document.querySelector(name) as HTMLElementTagNameMap['turkiye-address']).ready, tag);
  return sent;
}

const textbox = (page: Page, name: string) => page.getByRole(/^(Street address|Postal code|Note)$/.test(name) ? 'textbox' : 'combobox', { name, exact: true });
const controls = ['Province', 'District', 'Neighborhood or village', 'Street address', 'Postal code'];
const hidden = (page: Page) => page.locator('turkiye-address input[type=hidden]');

test('disabled on the element disables every control and the Apply button, sends nothing, and removed gives them back', async ({ page }) => {
  await open(page, formPage('turkiye-address', 'disabled', registered));
  for (const name of controls) await expect(textbox(page, name)).toBeDisabled();
  await expect(hidden(page)).toHaveCount(4);
  for (const id of await hidden(page).all()) await expect(id).toBeDisabled();
  expect(await page.evaluate(() => [...new FormData(document.querySelector('form')!).keys()])).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('turkiye-address')!.disabled)).toBe(true);

  // A line read while disabled offers its correction on a disabled button.
  await page.evaluate(() => document.querySelector('turkiye-address')!.readLine('Kızılay Mah. Atatürk Blv. No:1 Çankaya/İzmir'));
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();

  await page.evaluate(() => {
    document.querySelector('turkiye-address')!.disabled = false;
  });
  await expect(page.locator('turkiye-address')).not.toHaveAttribute('disabled');
  for (const name of controls) await expect(textbox(page, name)).toBeEnabled();
  await expect(apply).toBeEnabled();
  // What the author disabled stays disabled.
  await expect(textbox(page, 'Note')).toBeDisabled();
  await apply.click();
  await expect(page.locator('input[name=mahalle_id]')).toHaveValue('1569');
  expect(await page.evaluate(() => Object.fromEntries(new FormData(document.querySelector('form')!)))).toMatchObject({
    il: 'Ankara',
    ilce: 'Çankaya',
    il_id: '6',
    mahalle_id: '1569',
  });

  // The attribute set again, from code.
  await page.evaluate(() => document.querySelector('turkiye-address')!.setAttribute('disabled', ''));
  for (const name of controls) await expect(textbox(page, name)).toBeDisabled();
  await expect(textbox(page, 'Province')).toHaveValue('Ankara');
});

/** Holds Seyhan's settlements file until `release()`: the list is still arriving when the form is sent. */
async function holdSeyhan(page: Page): Promise<() => Promise<void>> {
  const url = `${base()}/turkiye-address/data/districts/1104.json`;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    const arrived = page.waitForResponse(url);
    release();
    await (await arrived).finished();
  };
}

async function typeAdanaSeyhanResatbey(page: Page) {
  await textbox(page, 'Province').fill('adana');
  await textbox(page, 'District').fill('seyhan');
  await textbox(page, 'Neighborhood or village').fill('reşatbey');
  await expect(page.locator('input[name=ilce_id]')).toHaveValue('1104');
}

test('form.requestSubmit() is held like a click until the list arrives, and then sends the ids', async ({ page }) => {
  const release = await holdSeyhan(page);
  const sent = await open(page, formPage('turkiye-address', '', registered));
  await typeAdanaSeyhanResatbey(page);
  await page.evaluate(() => document.querySelector('form')!.requestSubmit());
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(sent).toHaveLength(0);
  await release();
  await expect.poll(() => sent.length).toBe(1);
  expect(Object.fromEntries(sent[0]!)).toMatchObject({ il_id: '1', ilce_id: '1104', mahalle: 'Reşatbey', mahalle_id: '50', posta_kodu: '01120' });
});

test('form.submit() fires no submit event, so it goes at once, without the id still arriving', async ({ page }) => {
  await holdSeyhan(page);
  const sent = await open(page, formPage('turkiye-address', '', registered));
  await typeAdanaSeyhanResatbey(page);
  await page.evaluate(() => document.querySelector('form')!.submit());
  await expect.poll(() => sent.length).toBe(1);
  expect(Object.fromEntries(sent[0]!)).toMatchObject({ il_id: '1', ilce_id: '1104', mahalle: 'reşatbey', mahalle_id: '' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('define registers a subclass under another tag, styled and enhanced as <turkiye-address> is', async ({ page }) => {
  const script = `import { TurkiyeAddressElement } from '${base()}/turkiye-address.js';
class ShopAddress extends TurkiyeAddressElement {}
window.defined = ShopAddress.define('shop-address') === ShopAddress;`;
  await open(page, formPage('shop-address', 'lang="en"', script), 'shop-address');
  expect(await page.evaluate(() => (window as unknown as { defined: boolean }).defined)).toBe(true);
  // The rules for the new tag are adopted once, as a constructed stylesheet (no <style> element).
  const sheets = await page.evaluate(() =>
    document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('shop-address'))).length,
  );
  expect(sheets).toBe(1);
  await expect(page.locator('style')).toHaveCount(0);
  await textbox(page, 'Province').fill('ad');
  await expect(page.getByRole('listbox', { name: 'Province' })).toHaveAttribute('id', 'shop-address-1-province');
  await expect(page.getByRole('option')).toHaveText(['Adana', 'Adıyaman']);
  // The element's own rules reach the new tag: the list overlays what follows.
  await expect(page.getByRole('listbox', { name: 'Province' })).toHaveCSS('position', 'absolute');
  // The registering module already defined <turkiye-address>; define refuses a tag twice, as the registry does.
  const again = await page.evaluate(() => {
    try {
      (customElements.get('turkiye-address') as unknown as { define(): void }).define();
      return 'defined twice';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(again).toBe('NotSupportedError');
});

test('turkiye-address-change is a TurkiyeAddressChangeEvent with the chosen places', async ({ page }) => {
  const script = `import { TurkiyeAddressChangeEvent } from '${base()}/turkiye-address.js';
window.changes = [];
document.addEventListener('turkiye-address-change', (event) => window.changes.push({ typed: event instanceof TurkiyeAddressChangeEvent, bubbles: event.bubbles, type: event.type, settlement: event.detail.neighborhood?.name ?? null, postalCode: event.detail.postalCode }));`;
  await open(page, formPage('turkiye-address', '', `${registered}\n${script}`));
  await page.evaluate(() => document.querySelector('turkiye-address')!.setValue({ provinceId: 1, districtId: 1104, neighborhoodId: 50 }));
  const changes = await page.evaluate(() => (window as unknown as { changes: unknown[] }).changes);
  expect(changes.at(-1)).toEqual({ typed: true, bubbles: true, type: 'turkiye-address-change', settlement: 'Reşatbey', postalCode: '01120' });
});
