// What changed, as the built pages say it (DESIGN §6.8): the What changed page in both languages (the
// release's summary, its changes by province, the curated history) and each place page's own changes,
// with exact values from data/changes.json, data/aliases.csv and data/merkez-districts.csv. Needs
// `npm run build` first.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/docs/site-url.ts';
import { requireBuiltSite } from '../support/built-site.ts';

const page = (path: string) => readFileSync(`dist${path}index.html`, 'utf8');
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
// biome-ignore lint: parsed JSON of the change list
const changes: any[] = JSON.parse(readFileSync('data/changes.json', 'utf8')).comparisons[0].changes;

describe('the What changed page', () => {
  beforeAll(requireBuiltSite);

  it('sums up release 2025 by type, each count linked to its list in the API', () => {
    const html = page('/en/changes/');
    expect(html).toContain('<h1>What changed</h1>');
    expect(html).toContain('<h2 id="release-2025-2026-11-28">Release 2025 of 28 November 2026, against the copy of 21 May 2026</h2>');
    for (const [label, type, count] of [['Added', 'added', 100], ['Removed', 'removed', 7], ['Renamed', 'renamed', 68], ['Moved to another parent', 'moved', 49], ['Another postal code', 'postalCode', 242]] as const) {
      expect(html).toContain(`<th scope="row">${label}</th><td class="number"><a href="/v2/changes?release=2025&amp;type=${type}&amp;kind=neighborhood">${count}</a></td>`);
    }
    expect(page('/tr/degisiklikler/')).toContain('<th scope="row">Eklenen</th><td class="number"><a href="/v2/changes?release=2025&amp;type=added&amp;kind=neighborhood">100</a></td>');
  });

  it('lists every changed place once, by province, linked to its row and its history', () => {
    const html = page('/en/changes/');
    expect(html.match(/<tr><th scope=row>/g)).toHaveLength(new Set(changes.map((change) => change.id)).size);
    // One closed disclosure a province; a link to its table opens it.
    expect(html).toContain(
      '<details class="changes-province"><summary><h3 id="release-2025-2026-11-28-p1-heading">Adana <small>(4 places)</small></h3></summary><div id="release-2025-2026-11-28-p1"><p><a href="/en/provinces/adana/">Adana Province</a></p>',
    );
    expect(html.match(/<details class="changes-province">/g)).toHaveLength(new Set(changes.map((change) => (change.current ?? change.previous).provinceId)).size);
    expect(html).toContain(
      '<tr><th scope=row><a href="/en/provinces/adana/feke/#n177113">Yeşilvadi</a> <small>neighborhood</small><td><a href="/en/provinces/adana/feke/">Feke</a><td>formerly Çürükler<td><a href="/v2/neighborhoods/177113/changes">177113</a>',
    );
    // A removed place links to its line on its former district's page, its successor to its row.
    expect(html).toContain(
      '<tr><th scope=row><a href="/en/provinces/nevsehir/gulsehir/#was-n140909">Karacaşar</a> <small>neighborhood</small><td><a href="/en/provinces/nevsehir/gulsehir/">Gülşehir</a><td>removed in release 2025; successor: <a href="/en/provinces/nevsehir/gulsehir/#n60528">Karacaşar (60528)</a><td><a href="/v2/neighborhoods/140909/changes">140909</a>',
    );
    // Two changes of one place on one line: moved to another district, and its code's status.
    expect(html).toContain('<a href="/en/provinces/hatay/kumlu/#n149851">Uzunkavak</a> <small>neighborhood</small><td><a href="/en/provinces/hatay/kumlu/">Kumlu</a><td>moved from Reyhanlı District; code now estimated, was official<td>');
    expect(page('/tr/degisiklikler/')).toContain(
      '<tr><th scope=row><a href="/tr/iller/adana/feke/#n177113">Yeşilvadi</a> <small>mahalle</small><td><a href="/tr/iller/adana/feke/">Feke</a><td>eski adı Çürükler<td>',
    );
  });

  it('shows the curated history: former official names and districts formed from a central district, with date and source', () => {
    const html = page('/en/changes/');
    expect(html).toContain(
      '<th scope="row"><a href="/en/provinces/mersin/">Mersin</a></th><td>İçel</td><td><time datetime="2002-06-19">19 June 2002</time></td><td>The province&#39;s official name until 2002, when it became Mersin (its city&#39;s name); still in registers</td>',
    );
    expect(html).toContain('<th scope="row"><a href="/en/provinces/istanbul/eyupsultan/">Eyüpsultan</a></th><td>Eyüp</td><td><time datetime="2017-09-07">7 September 2017</time></td>');
    expect(html).toContain(
      '<th scope="row"><a href="/en/provinces/gaziantep/sahinbey/">Şahinbey</a></th><td>Gaziantep</td><td>Merkez</td><td><time datetime="1987-06-21">21 June 1987</time></td><td>Law 3398 of 1987 divided Gaziantep&#39;s central district into Şahinbey and Şehitkamil</td>',
    );
    // Colloquial names and abbreviations are not changes.
    expect(html).not.toContain('<td>K.Maraş</td>');
    expect(page('/tr/degisiklikler/')).toContain('<td>İçel</td><td><time datetime="2002-06-19">19 Haziran 2002</time></td><td>İlin 2002&#39;ye kadarki resmî adı');
  });

  it('is linked from the guide, the downloads page and every page’s footer, and is in the sitemap', () => {
    for (const path of ['/en/guide/', '/en/guide/data/', '/en/guide/datasets/', '/en/downloads/']) expect(main(page(path))).toContain('<a href="/en/changes/">What changed</a>');
    for (const path of ['/tr/guide/', '/tr/guide/data/', '/tr/guide/datasets/', '/tr/downloads/']) expect(main(page(path))).toContain('<a href="/tr/degisiklikler/">Neler değişti</a>');
    expect(footer(page('/tr/iller/bolu/merkez/'))).toContain('<a href="/tr/degisiklikler/">Neler değişti</a>');
    expect(footer(page('/en/guide/errors/'))).toContain('<a href="/en/changes/">What changed</a>');
    const sitemap = readFileSync('dist/sitemap.xml', 'utf8');
    expect(sitemap).toContain(`<loc>${absoluteUrl('/tr/degisiklikler/')}</loc><xhtml:link rel="alternate" hreflang="tr" href="${absoluteUrl('/tr/degisiklikler/')}"/><xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl('/en/changes/')}"/>`);
  });

  it('leaves the software changelog its own Turkish title', () => {
    expect(page('/tr/changelog/')).toContain('<h1>Sürüm notları</h1>');
    expect(page('/tr/degisiklikler/')).toContain('<h1>Neler değişti</h1>');
  });
});

describe('a place page says its own changes', () => {
  beforeAll(requireBuiltSite);

  it('a province: its former name, with date and source, and its districts’ changes', () => {
    const html = page('/en/provinces/mersin/');
    expect(html).toContain(
      '<li>Formerly İçel (<time datetime="2002-06-19">19 June 2002</time>). The province&#39;s official name until 2002, when it became Mersin (its city&#39;s name); still in registers</li>',
    );
    expect(html).toContain('<li><a href="/en/provinces/mersin/akdeniz/">Akdeniz</a>: formed from the Merkez district (<time datetime="2008-03-06">6 March 2008</time>)</li>');
    expect(page('/tr/iller/mersin/')).toContain('<li>Eski adı İçel (<time datetime="2002-06-19">19 Haziran 2002</time>). İlin 2002&#39;ye kadarki resmî adı');
  });

  it('a district: renamed, or formed from the central district', () => {
    expect(page('/en/provinces/istanbul/eyupsultan/')).toContain('<li>Formerly Eyüp (<time datetime="2017-09-07">7 September 2017</time>). İstanbul&#39;s Eyüp district, renamed Eyüpsultan in 2017');
    expect(page('/en/provinces/gaziantep/sahinbey/')).toContain('<li>Formed from the Merkez district (<time datetime="1987-06-21">21 June 1987</time>). Law 3398 of 1987 divided');
    expect(page('/tr/iller/gaziantep/sahinbey/')).toContain('<li>Merkez ilçesinden ayrılarak kuruldu (<time datetime="1987-06-21">21 Haziran 1987</time>). 1987 tarihli 3398 sayılı Kanun');
    expect(page('/en/provinces/gaziantep/sahinbey/')).toContain('<a href="/v2/districts/1841/changes"><code>/v2/districts/1841/changes</code></a>');
  });

  it('a district’s settlement rows say what changed beside the name', () => {
    expect(page('/en/provinces/adana/feke/')).toContain('<tr id=n177113><th scope=row>Yeşilvadi <small class=change-note>formerly Çürükler</small><td>01662<td>official<td class=number>123');
    expect(page('/tr/iller/adana/feke/')).toContain('<tr id=n177113><th scope=row>Yeşilvadi <small class=change-note>eski adı Çürükler</small><td>01662<td>resmî');
    expect(page('/en/provinces/adana/saricam/')).toContain('<th scope=row>Acıdere OSB <small class=change-note>new in release 2025</small><td>01410<td>official');
    expect(page('/en/provinces/aksaray/gulagac/')).toContain('<tr id=n92480><th scope=row>Pınarbaşı <small class=change-note>postal code was 68902 (derived)</small><td>68910<td>official');
    expect(page('/en/provinces/afyonkarahisar/dinar/')).toContain('<tr id=n99368><th scope=row>Fatih <small class=change-note>moved from the Tatarlı municipality; postal code was 03490 (official)</small><td>03400<td>official');
    expect(page('/tr/iller/afyonkarahisar/dinar/')).toContain('<tr id=n99368><th scope=row>Fatih <small class=change-note>önceden Tatarlı Belediyesine bağlıydı; posta kodu önceden 03490 (resmî)</small><td>03400<td>resmî');
    expect(page('/en/provinces/hatay/kumlu/')).toContain('<tr id=n149851><th scope=row>Uzunkavak <small class=change-note>moved from Reyhanlı District; code now estimated, was official</small><td>31500<td>estimated');
    // A place with no change has no note.
    expect(page('/en/provinces/istanbul/kadikoy/')).not.toContain('change-note');
  });

  it('a district lists the settlements that left it: removed, with their successor, or moved away', () => {
    const gulsehir = page('/en/provinces/nevsehir/gulsehir/');
    expect(gulsehir).toContain('<p>Release 2025 found 2 changes of this district’s neighborhoods and villages.');
    expect(gulsehir).toContain(
      '<li id=was-n140909>Karacaşar (<a href="/v2/neighborhoods/140909/changes">140909</a>): removed in release 2025; successor: <a href="/en/provinces/nevsehir/gulsehir/#n60528">Karacaşar (60528)</a>',
    );
    expect(gulsehir).toContain('<tr id=n60528><th scope=row>Karacaşar <small class=change-note>new in release 2025</small>');
    expect(page('/tr/iller/nevsehir/gulsehir/')).toContain('<li id=was-n140909>Karacaşar (<a href="/v2/neighborhoods/140909/changes">140909</a>): 2025 sürümünde kaldırıldı; yerine gelen: <a href="/tr/iller/nevsehir/gulsehir/#n60528">Karacaşar (60528)</a>');
    expect(page('/en/provinces/hatay/reyhanli/')).toContain('<li id=was-n149851><a href="/en/provinces/hatay/kumlu/#n149851">Uzunkavak</a> (<a href="/v2/neighborhoods/149851/changes">149851</a>): moved to Kumlu District');
  });
});
