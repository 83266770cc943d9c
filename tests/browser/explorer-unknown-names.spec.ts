// The explorer says what the API will do with a parameter name the endpoint does not take, in both
// languages: a 400 on the query layer, the file's answer on a prebuilt URL whose query holds only
// names the API does not know (DESIGN §3), with the name the reader probably meant. A link's unknown
// names land in the same field rather than vanishing.
import { expect, test } from '../support/browser-test.ts';

const base = () => process.env.DOCS_BASE_URL!;

const cases = [
  {
    name: 'a typo on a prebuilt URL is answered by the file',
    url: '/en/explorer/?path=/v2/provinces/34/districts',
    other: 'limt=5',
    warning: 'Not a parameter of this endpoint: “limt”. This URL is a prebuilt file: a request whose query holds only names the API does not know at all is answered by the file, which ignores them. Did you mean “limit”?',
    status: '200',
  },
  {
    name: 'the same typo beside a known name is a 400',
    url: '/en/explorer/?path=/v2/provinces/34/districts&sort=name',
    other: 'limt=5',
    warning: 'Not a parameter of this endpoint: “limt”. The API answers 400 BAD_REQUEST. Did you mean “limit”?',
    status: '400',
  },
  {
    name: 'a name of another endpoint is a 400, in Turkish',
    url: '/tr/explorer/?path=/v2/search&q=kadıköy',
    other: 'offset=10',
    warning: 'Bu uç noktanın parametresi değil: “offset”. API 400 BAD_REQUEST yanıtı verir.',
    status: '400',
  },
  {
    name: 'an unknown name on a prebuilt URL, in Turkish',
    url: '/tr/explorer/?operation=getProvince',
    other: 'utm_source=bülten',
    warning:
      'Bu uç noktanın parametresi değil: “utm_source”. Bu adres önceden üretilmiş bir dosyadır: sorgusunda API’nin hiç tanımadığı adlardan başkası olmayan istek dosyadan yanıtlanır ve bu adlar yok sayılır.',
    status: '200',
  },
];

for (const { name, url, other, warning, status } of cases) {
  test(`the explorer warns: ${name}`, async ({ page }) => {
    await page.goto(base() + url);
    const field = page.locator('#other-parameters');
    await field.fill(other);
    await expect(page.locator('#unknown-parameters')).toHaveText(warning);
    await expect(field).toHaveAttribute('aria-describedby', 'other-hint unknown-parameters');
    await page.locator('#explorer button[type="submit"]').click();
    await expect(page.locator('#response-status')).toContainText(status);
  });
}

test('the explorer says nothing while every name is one the endpoint takes', async ({ page }) => {
  await page.goto(`${base()}/en/explorer/?operation=listProvinces`);
  await page.locator('#other-parameters').fill('sort=name&limit=2');
  await expect(page.locator('#request-url')).toHaveText('/v2/provinces?sort=name&limit=2');
  await expect(page.locator('#unknown-parameters')).toHaveText('');
});

test("a link's unknown names go to the other parameters, with the warning", async ({ page }) => {
  await page.goto(`${base()}/en/explorer/?path=/v2/provinces/34/districts&limt=5`);
  await expect(page.locator('#other-parameters')).toHaveValue('limt=5');
  await expect(page.locator('#request-url')).toHaveText('/v2/provinces/34/districts?limt=5');
  await expect(page.locator('#unknown-parameters')).toContainText('“limt”');
});
