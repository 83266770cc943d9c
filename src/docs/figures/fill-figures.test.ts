// The figures of the guide pages, filled in from the service's answers over the compiled store of the
// 2025 dataset (`npm run compile`): exact values from data/2025 and its README, and every way a
// placeholder can be wrong.
import { describe, expect, it } from 'vitest';
import { fillFigures } from './fill-figures.ts';

const fill = (html: string, lang: 'tr' | 'en' = 'en') => fillFigures(html, lang, 'test.md');

describe('figures in a guide page', () => {
  it.each([
    ['{{total /v2/neighborhoods}}', '32,279', '32.279'],
    // The renderer writes & as &amp; in text; the figure reads the URL as written in the Markdown.
    ['{{total /v2/neighborhoods?postalCodeStatus=official&amp;limit=1}}', '32,167', '32.167'],
    ['{{total /v2/villages?postalCodeStatus=estimated}}', '21', '21'],
    ['{{value /v2/meta data.populationYears.neighborhoods}}', '2025', '2025'],
    ['{{value /v2/neighborhoods/60116 data.name}}', 'Altıntas', 'Altıntas'],
    ['{{date /v2/meta data.lastUpdated}}', '28 November 2026', '28 Kasım 2026'],
    ['{{count /v2/addresses/parse?q=Cumhuriyet%20Mah.%20Besni%2FAd%C4%B1yaman data.candidates.length}}', '3', '3'],
    ['{{named neighborhoods Cumhuriyet}}', '405', '405'],
    ["{{named neighborhoods Mareşal Fevzi Çakmak}}", "7", "7"],
    ['{{points neighborhoods}}', '17,337', '17.337'],
    ['{{pointShare villages}}', '91.9 %', '%91,9'],
  ])('%s is %s in English and %s in Turkish', async (placeholder, en, tr) => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(await fill(`<td>${placeholder}</td>`))).toBe(en);
    expect(text(await fill(`<td>${placeholder}</td>`, 'tr'))).toBe(tr);
  });

  it('gives each figure its value for programs, and a date its datetime', async () => {
    expect(await fill('<td>{{total /v2/neighborhoods}}</td>', 'tr')).toBe('<td><data value="32279">32.279</data></td>');
    expect(await fill('<td>{{pointShare villages}}</td>', 'tr')).toBe('<td><data value="91.9">%91,9</data></td>');
    expect(await fill('<p>{{date /v2/meta data.lastUpdated}}</p>')).toBe('<p><time datetime="2026-11-28">28 November 2026</time></p>');
  });

  it('fills every figure of a text and leaves the rest as it is', async () => {
    expect(await fill('<p>{{total /v2/provinces}} provinces, {{total /v2/districts}} districts; {not a figure}.</p>')).toBe(
      '<p><data value="81">81</data> provinces, <data value="973">973</data> districts; {not a figure}.</p>',
    );
  });

  it('shows an answer as a JSON example, laid out as the guide writes them', async () => {
    expect(await fill('<p>{{json /v2/provinces/34/districts?sort=name&amp;fields=id,name&amp;limit=2}}</p>')).toBe(
      '<pre tabindex="0" data-language="json" data-answer="/v2/provinces/34/districts?sort=name&amp;fields=id,name&amp;limit=2"><code>{\n' +
        '  &quot;data&quot;: [{ &quot;id&quot;: 1103, &quot;name&quot;: &quot;Adalar&quot; }, { &quot;id&quot;: 2048, &quot;name&quot;: &quot;Arnavutköy&quot; }],\n' +
        '  &quot;meta&quot;: { &quot;count&quot;: 2, &quot;total&quot;: 39, &quot;limit&quot;: 2, &quot;offset&quot;: 0, &quot;datasetVersion&quot;: &quot;2025&quot;,\n' +
        '    &quot;lastUpdated&quot;: &quot;2026-11-28&quot; }\n' +
        '}</code></pre>',
    );
  });

  it('shows members of answers, one a line', async () => {
    const html = await fill('<p>{{json /v2/provinces/34/boundary#properties.codes /v2/districts/1421/boundary#properties.codes}}</p>');
    expect(html.replaceAll('&quot;', '"')).toContain(
      '<code>"codes": { "iso3166_2": "TR-34", "wikidataId": "Q534799", "geonamesId": 745042, "hasc": "TR.IB" }\n"codes": { "osmRelationId": 1276548, "wikidataId": "Q932886" }</code>',
    );
  });

  it('abridges the places it is told to: a record to id and name, a list to its first item', async () => {
    const html = (await fill('<p>{{json /v2/locate?latitude=40.99&amp;longitude=29.03 brief=data.province,data.district,data.nearby}}</p>')).replaceAll('&quot;', '"');
    expect(html).toContain('"province": { "id": 34, "name": "İstanbul", "…": "…" }');
    expect(html).toContain('"district": { "id": 1421, "name": "Kadıköy", "…": "…" }');
    // A record of plain values that does not fit on a line is filled line by line, like text.
    expect(html).toContain(
      '    "nearby": [\n' +
        '      { "type": "neighborhood", "id": 40512, "name": "Caferağa",\n' +
        '        "label": "Caferağa, Kadıköy, İstanbul", "provinceId": 34, "districtId": 1421,\n' +
        '        "municipalityId": 2273, "population": 21261, "postalCode": "34710", "distanceKm": 0.556,\n' +
        '        "url": "/v2/neighborhoods/40512" },\n' +
        '      "…"\n' +
        '    ]\n',
    );
  });

  it('shows an error answer as it is', async () => {
    expect((await fill('<p>{{json /v2/provinces?fields=nmae}}</p>')).replaceAll('&quot;', '"')).toContain('"code": "INVALID_FIELDS"');
  });

  it.each([
    ['{{totl /v2/provinces}}', 'test.md: {{totl /v2/provinces}}: "totl" is not a figure; one of total, count, value, date, named, points, pointShare, or json as a paragraph of its own'],
    ['{{value /v2/meta data.nothing}}', 'test.md: {{value /v2/meta data.nothing}}: GET /v2/meta has no data.nothing'],
    ['{{value /v2/meta}}', 'test.md: {{value /v2/meta}}: needs a path of the API and a place in its answer, e.g. /v2/meta data.lastUpdated'],
    ['{{count /v2/meta data.lastUpdated}}', 'test.md: {{count /v2/meta data.lastUpdated}}: data.lastUpdated of GET /v2/meta is "2026-11-28", not a number'],
    ['{{total /v2/no-such-route}}', 'test.md: {{total /v2/no-such-route}}: GET /v2/no-such-route has no meta.total'],
    ['{{named streets Atatürk}}', 'test.md: {{named streets Atatürk}}: "streets" is not a kind; one of provinces, districts, municipalities, neighborhoods, villages'],
    ['{{points provinces}}', 'test.md: {{points provinces}}: "provinces" has no points; one of districts, villages, neighborhoods'],
    ['<p>{{json /v2/provinces/34#data.nothing}}</p>', 'test.md: {{json /v2/provinces/34#data.nothing}}: GET /v2/provinces/34 has no data.nothing'],
  ])('%s stops the build and says why', async (html, message) => {
    await expect(fill(html)).rejects.toThrow(message);
  });

  it('asks only the API', async () => {
    await expect(fill('<p>{{json https://example.org/}}</p>')).rejects.toThrow('"https://example.org/" is not a path of the API; write it as /v2/…');
  });
});
