// The security headers and the pinned element in Chromium (issue 45):
// - the guard every browser test runs under (tests/support/browser-test.ts) sees what the pages'
//   policy refuses, so a page that broke the policy would fail the test that opened it;
// - another site cannot frame a page (frame-ancestors 'none');
// - the guide's snippet, pasted into a page of another origin (a shop's checkout, served by a small
//   server of the test's own on another loopback port), loads the module from its pinned address with
//   its integrity: the element upgrades the form and the shop receives the ids; with one byte of the
//   module changed on the way, or one character of the hash, the browser refuses the module and the
//   form still submits as plain controls. Expected ids were looked up in data/2025/*.json (Adana 1,
//   Seyhan 1104, Reşatbey 50).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { decodeEntities } from '../support/built-site.ts';
import { siteUrl } from '../../src/docs/site-url.ts';
import { expect, expectedConsoleMessages, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

interface Shop {
  url: string;
  /** What its form posted, in order. */
  posted: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * Another origin on loopback: a page of the test's (GET) and a form handler (POST). A real server,
 * not page.route: Chromium refuses a public origin's requests to loopback (Local Network Access), so
 * the shop must be a local address too, as a developer's own shop is while trying the snippet.
 */
async function startShop(body: string): Promise<Shop> {
  const posted: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let received = '';
    request.on('data', (chunk) => (received += chunk));
    request.on('end', () => {
      if (request.method === 'POST') posted.push(new URLSearchParams(received));
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(request.method === 'POST' ? '<!doctype html><title>thanks</title><p>thanks</p>' : body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const shop = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posted,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
  openShops.push(shop);
  return shop;
}

const openShops: Shop[] = [];
test.afterEach(async () => {
  await Promise.all(openShops.splice(0).map((shop) => shop.close()));
});

const shopPage = (content: string) => `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Ödeme</title></head><body><main><h1>Ödeme</h1>${content}</main></body></html>`;

test('the guard sees an inline script and an inline style that the pages’ policy refuses', async ({ page, consoleProblems }) => {
  const policy = (await page.request.get(`${base()}/en/`)).headers()['content-security-policy']!;
  expect(policy).toBe("default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
  await page.route(`${base()}/__probe/`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': policy },
      body: '<!doctype html><html lang="en"><title>refused</title><script>document.title = "ran"</script><p style="color: red">styled</p>',
    }),
  );
  await page.goto(`${base()}/__probe/`);
  await expect(page).toHaveTitle('refused');
  await expect.poll(() => consoleProblems.problems.filter((line) => line.includes('[securitypolicyviolation]')).length).toBe(2);
  const seen = consoleProblems.problems.join('\n');
  expect(seen).toContain('script-src-elem refused inline on');
  expect(seen).toContain('style-src-attr refused inline on');
  // Seen, and so not this test's failure.
  consoleProblems.problems.length = 0;
});

test.describe('framing', () => {
  // Chromium's message, should it write one (it is the framed page's): expected here, not a failure.
  test.use({ expectedConsoleProblems: [/frame-ancestors/] });

  test('another site cannot frame a page', async ({ page }) => {
    const shop = await startShop(shopPage(`<iframe src="${base()}/en/" title="framed"></iframe>`));
    const refused = page.waitForResponse(`${base()}/en/`);
    await page.goto(`${shop.url}/frame`);
    // The page was sent, with its policy, and the browser put its own error page in the frame.
    expect((await refused).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.frames().map((frame) => frame.url())).toEqual([`${shop.url}/frame`, 'chrome-error://chromewebdata/']);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

/** The guide's plain-HTML snippet as the page shows it, with the address of the server under test. */
async function guideSnippet(page: Page): Promise<string> {
  const html = await (await page.request.get(`${base()}/en/guide/address-form/`)).text();
  const code = /<pre[^>]*data-snippet="html"[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1];
  if (!code) throw new Error('no HTML snippet on the guide page');
  return decodeEntities(code).replaceAll(siteUrl, base());
}

/** The snippet on a checkout page of another origin, and the page opened. */
async function openCheckout(page: Page, snippet: string): Promise<Shop> {
  const shop = await startShop(shopPage(snippet));
  await page.goto(`${shop.url}/checkout`);
  return shop;
}

test('the snippet pins the module by its sha384: loaded from another origin, the element upgrades the form', async ({ page }) => {
  const snippet = await guideSnippet(page);
  const tag = /<script type="module" src="([^"]+)"\s+integrity="(sha384-[A-Za-z0-9+/]+={0,2})" crossorigin="anonymous"><\/script>/.exec(snippet);
  expect(tag, snippet).not.toBeNull();
  expect(tag![1]).toMatch(new RegExp(`^${base()}/turkiye-address/\\d+\\.\\d+\\.\\d+-[0-9a-f]{10}\\.js$`));
  // The hash is the one of the bytes the site serves at that address.
  const module = await (await page.request.get(tag![1]!)).body();
  expect(tag![2]).toBe(`sha384-${createHash('sha384').update(module).digest('base64')}`);

  const { posted } = await openCheckout(page, snippet);
  await page.waitForFunction(() => customElements.get('turkiye-address') !== undefined);
  await page.evaluate(() => document.querySelector('turkiye-address')!.ready);
  // The select became a searchable combobox.
  await page.getByRole('combobox', { name: 'İl', exact: true }).fill('Adana');
  await page.getByRole('combobox', { name: 'İlçe' }).fill('Seyhan');
  await page.getByRole('combobox', { name: 'Mahalle veya köy' }).fill('Reşatbey');
  await expect(page.getByRole('textbox', { name: 'Posta kodu' })).toHaveValue('01120');
  // The ids are in before the click (a click before them is held until they arrive).
  await expect(page.locator('input[name=mahalle_id]')).toHaveValue('50');
  // The settlement's list may still be open over the button (the element's own styles apply here
  // too): leaving the input closes it. Not Escape: on a list not yet open, Escape clears the input
  // (the combobox pattern), which a loaded CI machine hit once.
  await page.getByRole('heading', { name: 'Ödeme' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect.poll(() => posted.length, { timeout: 15_000 }).toBe(1);
  expect(Object.fromEntries(posted[0]!)).toEqual({ il: 'Adana', ilce: 'Seyhan', mahalle: 'Reşatbey', acik_adres: '', posta_kodu: '01120', il_id: '1', ilce_id: '1104', mahalle_id: '50', koy_id: '' });
});

test.describe('a changed byte', () => {
  test.use({ expectedConsoleProblems: [/Failed to find a valid digest in the 'integrity' attribute/] });

  for (const changed of ['module', 'hash'] as const) {
    test(`one byte of the ${changed} changed: the browser refuses the module, and the form submits as plain controls`, async ({ page, consoleProblems }) => {
      let snippet = await guideSnippet(page);
      if (changed === 'hash') {
        // One character of the base64 digest: A ↔ B, whichever it has first.
        snippet = snippet.replace(/integrity="sha384-([A-Za-z0-9+/])/, (_, first: string) => `integrity="sha384-${first === 'A' ? 'B' : 'A'}`);
      } else {
        // The module as a compromised server or CDN would send it: one byte different.
        await page.route(`${base()}/turkiye-address/*.js`, async (route) => {
          const response = await route.fetch();
          const body = await response.body();
          const middle = body.length >> 1;
          body[middle] = body[middle]! ^ 0x01;
          await route.fulfill({ response, body });
        });
      }
      const { posted } = await openCheckout(page, snippet);
      await expect.poll(() => expectedConsoleMessages(consoleProblems).length).toBe(1);
      expect(expectedConsoleMessages(consoleProblems)[0]).toContain('The resource has been blocked');
      expect(await page.evaluate(() => customElements.get('turkiye-address'))).toBeUndefined();
      // The author's own controls, as written: a select, text fields, no hidden ids.
      await page.getByRole('combobox', { name: 'İl', exact: true }).selectOption('Adana');
      await page.getByRole('textbox', { name: 'İlçe' }).fill('Seyhan');
      await page.getByRole('textbox', { name: 'Mahalle veya köy' }).fill('Reşatbey');
      await page.getByRole('textbox', { name: 'Posta kodu' }).fill('01120');
      await page.getByRole('button', { name: 'Gönder' }).click();
      await expect.poll(() => posted.length).toBe(1);
      expect(Object.fromEntries(posted[0]!)).toEqual({ il: 'Adana', ilce: 'Seyhan', mahalle: 'Reşatbey', acik_adres: '', posta_kodu: '01120' });
    });
  }
});
