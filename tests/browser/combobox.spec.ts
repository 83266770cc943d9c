// The site's one combobox (src/combobox/combobox.ts) in Chromium, without the search box or the
// address element around it: a page with a labelled input, a listbox and a live region, whose owner
// filters five fruit names as the person types. The APG keyboard table
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/): Down and
// Up move the active option and wrap, Alt+Down opens without choosing, Enter chooses, Escape closes
// then clears, Tab chooses only when the owner asks; aria-activedescendant and aria-selected follow,
// focus never leaves the input, the count is said politely; a click and a tap choose; a narrow
// screen's field is marked while the list is open; axe finds nothing with the list open.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { bundleForPage } from '../support/browser-module.ts';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Cherry'];
let script: string;

test.beforeAll(async () => {
  script = await bundleForPage('src/combobox/combobox.ts', 'comboboxModule');
});

interface Setup {
  tabChooses?: boolean;
  /** The owner's expand: show every fruit (else the default, the options last shown). */
  expandAll?: boolean;
}

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Combobox</title></head><body><main>
<h1>Fruit</h1>
<form action="javascript:void 0">
  <label id="field" for="box">Fruit</label>
  <input id="box" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="list" autocomplete="off">
  <ul id="list" role="listbox" aria-label="Fruits" hidden></ul>
  <p id="status" role="status" aria-live="polite"></p>
  <button type="submit">Send</button>
</form></main></body></html>`;

/** The test page, its combobox set up; `window.events` records what the owner hears. */
async function openPage(page: Page, setup: Setup = {}): Promise<void> {
  await page.setContent(html);
  await page.addScriptTag({ content: script });
  await page.evaluate(
    ({ fruits, setup }) => {
      const input = document.querySelector<HTMLInputElement>('#box')!;
      const events: string[] = [];
      Object.assign(window, { events });
      const filtered = () => fruits.filter((fruit) => fruit.toLowerCase().startsWith(input.value.toLowerCase()));
      const { createCombobox } = (window as unknown as { comboboxModule: typeof import('../../src/combobox/combobox.ts') }).comboboxModule;
      const combobox = createCombobox<string>({
        input,
        listbox: document.querySelector('#list')!,
        status: document.querySelector('#status')!,
        countText: (count) => `${count} found`,
        renderOption: (fruit, option) => option.append(fruit),
        choose: (fruit) => events.push(`choose ${fruit}`),
        ...(setup.expandAll
          ? {
              expand: () => {
                events.push('expand');
                combobox.show(fruits);
              },
            }
          : {}),
        tabChooses: setup.tabChooses,
        optionClass: 'fruit',
        field: { element: document.querySelector('#field')!, openClass: 'field--open' },
      });
      Object.assign(window, { combobox });
      input.addEventListener('input', (event) => {
        events.push(`input ${event.isTrusted ? 'typed' : 'fired'} "${input.value}"`);
        if (input.value) combobox.show(filtered());
        else combobox.close();
      });
      document.querySelector('form')!.addEventListener('submit', () => events.push('submit'));
    },
    { fruits, setup },
  );
  await page.locator('#box').focus();
}

const input = (page: Page) => page.getByRole('combobox', { name: 'Fruit' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Fruits' }).getByRole('option');
const events = (page: Page) => page.evaluate(() => (window as unknown as { events: string[] }).events);

test('typing shows the owner’s options, none active, and says how many', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('ap');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page)).toHaveText(['Apple', 'Apricot']);
  await expect(options(page).first()).toHaveAttribute('id', 'list-0');
  await expect(options(page).nth(1)).toHaveAttribute('id', 'list-1');
  await expect(options(page).first()).toHaveClass('fruit');
  for (const option of await options(page).all()) await expect(option).toHaveAttribute('aria-selected', 'false');
  await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(page.getByRole('status')).toHaveText('2 found');
  await expect(page.locator('#field')).toHaveClass('field--open');
  // A count larger than the options shown (the owner shows the first few of many).
  await page.evaluate(() => (window as unknown as { combobox: { show(items: string[], count: number): void } }).combobox.show(['Apple'], 40));
  await expect(page.getByRole('status')).toHaveText('40 found');
  await expect(options(page)).toHaveText(['Apple']);
});

test('Down and Up move the active option and wrap; focus stays in the input', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('b');
  const [banana, blackberry] = [options(page).nth(0), options(page).nth(1)];
  await page.keyboard.press('ArrowDown');
  await expect(banana).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-0');
  await page.keyboard.press('ArrowDown');
  await expect(blackberry).toHaveAttribute('aria-selected', 'true');
  await expect(banana).toHaveAttribute('aria-selected', 'false');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-1');
  await page.keyboard.press('ArrowDown'); // past the last: the first
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-0');
  await page.keyboard.press('ArrowUp'); // before the first: the last
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-1');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('b');
});

test('Up from the input goes to the last option', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('a');
  await page.keyboard.press('ArrowUp');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-1');
});

test('Enter chooses the active option and closes the list; with none active the form submits', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('ap');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(page.locator('#field')).not.toHaveClass('field--open');
  expect(await events(page)).toEqual(['input typed "a"', 'input typed "ap"', 'choose Apricot']);
  await page.keyboard.press('Enter');
  expect((await events(page)).at(-1)).toBe('submit');
});

test('Escape closes the list, then clears the input and says so with an input event', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('ch');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(input(page)).toHaveValue('ch');
  await page.keyboard.press('Escape');
  await expect(input(page)).toHaveValue('');
  expect((await events(page)).at(-1)).toBe('input fired ""');
  const before = (await events(page)).length;
  await page.keyboard.press('Escape');
  expect(await events(page)).toHaveLength(before);
});

test('Tab chooses the active option only when the owner asks, and moves on either way', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('ba');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  expect(await events(page)).not.toContain('choose Banana');

  await openPage(page, { tabChooses: true });
  await page.keyboard.type('ba');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  expect((await events(page)).at(-1)).toBe('choose Banana');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
});

test('on a closed list, Down brings back the last options, or asks the owner; Alt+Down opens without choosing', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('ap');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(options(page)).toHaveText(['Apple', 'Apricot']);
  await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-0');

  await openPage(page, { expandAll: true });
  await page.keyboard.press('ArrowDown');
  await expect(options(page)).toHaveText(fruits);
  await expect(page.getByRole('status')).toHaveText('5 found');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'list-0');
  expect(await events(page)).toEqual(['expand']);
});

test('with nothing to show, Down and Up keep their native meaning', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('kiwi');
  await expect(page.getByRole('status')).toHaveText('0 found');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('#box')!;
    box.addEventListener('keydown', (event: KeyboardEvent) =>
      (window as unknown as { events: string[] }).events.push(`${event.key} ${event.defaultPrevented ? 'taken' : 'native'}`),
    );
  });
  await page.keyboard.press('ArrowUp');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  expect((await events(page)).at(-1)).toBe('ArrowUp native');
});

test('a click on an option chooses it and keeps focus in the input; leaving the input closes the list', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('bl');
  await options(page).first().click();
  expect((await events(page)).at(-1)).toBe('choose Blackberry');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('a');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { name: 'Fruit' }).click();
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#field')).not.toHaveClass('field--open');
});

test('announce says a text of the owner’s in the live region', async ({ page }) => {
  await openPage(page);
  await page.evaluate(() => (window as unknown as { combobox: { announce(text: string): void } }).combobox.announce('The search failed'));
  await expect(page.getByRole('status')).toHaveText('The search failed');
});

test('axe finds no violation with the list open and an option active', async ({ page }) => {
  await openPage(page);
  await page.keyboard.type('a');
  await page.keyboard.press('ArrowDown');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 700 } });
  test('a tap on an option chooses it and keeps the keyboard up (focus in the input)', async ({ page }) => {
    await openPage(page);
    await page.keyboard.type('c');
    await expect(page.locator('#field')).toHaveClass('field--open');
    await options(page).first().tap();
    expect((await events(page)).at(-1)).toBe('choose Cherry');
    await expect(input(page)).toBeFocused();
    await expect(page.locator('#field')).not.toHaveClass('field--open');
  });
});
