// The behaviour modules of <turkiye-address> in Chromium without the element (issue 47): the cascade
// (cascade.ts), typed and autofilled text (typing.ts), a typed postal code (postal-code.ts), validity
// (validity.ts) and back/forward storage (back-forward.ts), over plain inputs and the built site's
// real lists (service.ts), wired by tests/support/address-modules-entry.ts. Ids and postal codes from
// data/2025/*.json: İstanbul 34, Kadıköy 1421, Caferağa 40512 (34710); Ankara 6 with 25 districts;
// 10040 is three places of Altıeylül (2077) in Balıkesir (10).
import { expect, type Page, test } from '@playwright/test';
import { bundleForPage } from '../support/browser-module.ts';

const base = () => process.env.DOCS_BASE_URL!;
let script: string;

test.beforeAll(async () => {
  script = await bundleForPage('tests/support/address-modules-entry.ts', 'addressModules');
});

type Modules = typeof import('../support/address-modules-entry.ts');
type Mounted = ReturnType<Modules['mountCascade']>;
declare global {
  interface Window {
    addressModules: Modules;
    mounted: Mounted;
  }
}

const page_ = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Modules</title></head><body><main><form>
<label>Province <input id="province" required></label> <label>District <input id="district" required></label>
<label>Neighborhood or village <input id="settlement" required></label> <label>Street <input id="street"></label>
<label>Postal code <input id="postal"></label><div id="status" role="status"></div>
${['province', 'district', 'neighborhood', 'village'].map((kind) => `<input type="hidden" id="${kind}-id">`).join('')}
</form><a href="/__modules/elsewhere">elsewhere</a></main></body></html>`;

/** The test page on the site's origin (so the lists load as the element loads them), with the modules mounted. */
async function mount(page: Page, lang: 'tr' | 'en' = 'en'): Promise<void> {
  await page.route(`${base()}/__modules/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: route.request().url().endsWith('/elsewhere') ? '<!doctype html><title>x</title><p>x</p>' : page_,
    }),
  );
  await page.goto(`${base()}/__modules/form`);
  await page.addScriptTag({ content: script });
  await page.evaluate(async (lang) => {
    window.mounted = window.addressModules.mountCascade(location.origin, lang);
    await window.mounted.loaded;
  }, lang);
}

const values = (page: Page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('input')].map((input) => [input.id, input.value])));

test('setValue fills every level by id and the postal code; a province elsewhere clears what is below it', async ({ page }) => {
  await mount(page);
  await page.evaluate(() => window.mounted.cascade.setValue({ provinceId: 34, districtId: 1421, neighborhoodId: 40512 }));
  expect(await values(page)).toEqual({
    province: 'İstanbul',
    district: 'Kadıköy',
    settlement: 'Caferağa',
    street: '',
    postal: '34710',
    'province-id': '34',
    'district-id': '1421',
    'neighborhood-id': '40512',
    'village-id': '',
  });
  expect(await page.evaluate(() => window.mounted.cascade.value)).toEqual({
    provinceId: 34,
    districtId: 1421,
    neighborhoodId: 40512,
    postalCode: '34710',
    street: '',
  });

  const ankara = await page.evaluate(async () => {
    const { cascade } = window.mounted;
    const province = cascade.levels.province!;
    await cascade.choose(province, province.places.find((place) => place.id === 6)!, false);
    return cascade.levels.district!.places.length;
  });
  expect(ankara).toBe(25);
  expect(await values(page)).toMatchObject({
    province: 'Ankara',
    district: '',
    settlement: '',
    postal: '',
    'province-id': '6',
    'district-id': '',
    'neighborhood-id': '',
  });
});

test('autofilled text, lower levels first, is reconciled into the hierarchy', async ({ page }) => {
  await mount(page);
  await page.evaluate(async () => {
    for (const [id, text] of [
      ['settlement', 'CAFERAĞA'],
      ['district', 'kadikoy'],
      ['province', 'İSTANBUL'],
    ]) {
      const input = document.getElementById(id!) as HTMLInputElement;
      input.value = text!;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await window.mounted.settled();
  });
  expect(await values(page)).toMatchObject({ province: 'İstanbul', district: 'Kadıköy', settlement: 'Caferağa', postal: '34710', 'neighborhood-id': '40512' });
  expect(await page.evaluate(() => window.mounted.check())).toBe(true);
  expect(await page.evaluate(() => window.mounted.changes())).toBeGreaterThan(0);
});

test('a typed postal code chooses the province and district its places share and narrows the settlements; an unknown code is said', async ({ page }) => {
  await mount(page);
  const narrowed = await page.evaluate(async () => {
    const postal = document.getElementById('postal') as HTMLInputElement;
    postal.value = '10040';
    postal.dispatchEvent(new Event('input', { bubbles: true }));
    await window.mounted.settled();
    return [...(window.mounted.cascade.levels.settlement!.only ?? [])].length;
  });
  expect(narrowed).toBe(3);
  expect(await values(page)).toMatchObject({ province: 'Balıkesir', district: 'Altıeylül', 'province-id': '10', 'district-id': '2077', postal: '10040' });
  await page.evaluate(async () => {
    const postal = document.getElementById('postal') as HTMLInputElement;
    postal.value = '99999';
    postal.dispatchEvent(new Event('input', { bubbles: true }));
    await window.mounted.settled();
  });
  expect(await page.evaluate(() => window.mounted.said.at(-1))).toBe('No place has the postal code 99999.');
});

for (const [lang, messages] of [
  ['en', { required: 'Neighborhood or village is required.', notAPlace: 'Choose a district from the list.', postal: 'A postal code is five digits.' }],
  ['tr', { required: 'Mahalle veya köy gerekli.', notAPlace: 'Listeden bir ilçe seçin.', postal: 'Posta kodu beş rakamdır.' }],
] as const) {
  test(`${lang}: validity says what is missing or wrong on the controls themselves`, async ({ page }) => {
    await mount(page, lang);
    const result = await page.evaluate(async () => {
      const { cascade, check } = window.mounted;
      await cascade.setValue({ provinceId: 34 });
      const district = document.getElementById('district') as HTMLInputElement;
      district.value = 'Atlantis';
      const postal = document.getElementById('postal') as HTMLInputElement;
      postal.value = '3471';
      const valid = check();
      const message = (id: string) => (document.getElementById(id) as HTMLInputElement).validationMessage;
      return {
        valid,
        district: message('district'),
        invalid: district.getAttribute('aria-invalid'),
        settlement: message('settlement'),
        postal: message('postal'),
      };
    });
    expect(result).toEqual({ valid: false, district: messages.notAPlace, invalid: 'true', settlement: messages.required, postal: messages.postal });
  });
}

test('back/forward: a value kept on leaving is offered again only when the page is reached by going back', async ({ page }) => {
  await mount(page);
  await page.evaluate(async () => {
    await window.mounted.cascade.setValue({ provinceId: 34, districtId: 1421, neighborhoodId: 40512 });
    window.addressModules.saveValue(document.querySelector('form')!, window.mounted.cascade.value);
  });
  // Reached by a plain navigation: nothing to restore.
  expect(await page.evaluate(() => window.addressModules.restorableValue(document.querySelector('form')!))).toBeNull();
  await page.getByRole('link', { name: 'elsewhere' }).click();
  await page.waitForURL('**/elsewhere');
  await page.goBack();
  await page.addScriptTag({ content: script });
  expect(await page.evaluate(() => window.addressModules.restorableValue(document.querySelector('form')!))).toEqual({
    provinceId: 34,
    districtId: 1421,
    neighborhoodId: 40512,
    postalCode: '34710',
    street: '',
  });
});
