// The docs' two languages and the words of the page shell. Every page exists at the same path under
// /tr/ and /en/, so switching language keeps the page.
import type { Text } from '../core/text.ts';

export const languages = ['tr', 'en'] as const;
export type Lang = (typeof languages)[number];

export const languageNames: Record<Lang, string> = { tr: 'Türkçe', en: 'English' };

/** `/tr/guide/queries/` for the page `/guide/queries/`. */
export const localizedPath = (lang: Lang, page: string): string => `/${lang}${page}`;

export const ui = {
  siteName: { tr: 'Türkiye İdari Bölümler API', en: 'Türkiye Administrative Divisions API' },
  tagline: {
    tr: 'İller, ilçeler, belediyeler, mahalleler ve köyler: nüfus, yüzölçümü ve posta kodlarıyla.',
    en: 'Provinces, districts, municipalities, neighborhoods and villages, with populations, areas and postal codes.',
  },
  home: { tr: 'Ana sayfa', en: 'Home' },
  guide: { tr: 'Kılavuz', en: 'Guide' },
  reference: { tr: 'API başvurusu', en: 'API reference' },
  explorer: { tr: 'Dene', en: 'Try it' },
  skipToContent: { tr: 'İçeriğe geç', en: 'Skip to content' },
  language: { tr: 'Dil', en: 'Language' },
  mainNavigation: { tr: 'Ana gezinme', en: 'Main navigation' },
  guidePages: { tr: 'Kılavuz sayfaları', en: 'Guide pages' },
  guideIntro: {
    tr: 'API’yi kullanmak için bilmeniz gereken her şey: ilk isteklerden hatalara, veri setlerinden verinin nereden geldiğine.',
    en: 'Everything you need to use the API: from your first requests to errors, from the datasets to where the data comes from.',
  },
  copy: { tr: 'Kopyala', en: 'Copy' },
  copied: { tr: 'Kopyalandı', en: 'Copied' },
  changelog: { tr: 'Değişiklikler', en: 'Changelog' },
  onThisPage: { tr: 'Bu sayfada', en: 'On this page' },
  dataCredits: { tr: 'Veri:', en: 'Data:' },
  codeLicence: { tr: 'Kod MIT lisanslıdır.', en: 'Code under the MIT licence.' },
  licencesIntro: {
    tr: 'Veri setinin kaynakları ve lisansları. Aşağıdaki notlar, verinin geldiği paketlerin lisanslarının istediği gibi, verinin her kopyasıyla birlikte verilir.',
    en: 'The dataset’s sources and their licences. The notices below go with every copy of the data, as the licences of the packages it came through ask.',
  },
  sources: { tr: 'Kaynaklar', en: 'Sources' },
  notices: { tr: 'Lisans notları', en: 'Licence notices' },
  search: {
    label: { tr: 'Yer ara', en: 'Find a place' },
    button: { tr: 'Ara', en: 'Search' },
    hint: {
      tr: 'İl, ilçe, mahalle ya da köy adı yazın (ör. “kadıköy caferağa”); ok tuşlarıyla seçip Enter ile kaydın JSON’unu açın.',
      en: 'Type a province, district, neighborhood or village (e.g. “kadıköy caferağa”); pick with the arrow keys, Enter opens the record’s JSON.',
    },
    results: { tr: 'Sonuçlar', en: 'Results' },
    /** `{n}` is replaced by the number of hits. */
    count: { tr: '{n} sonuç', en: '{n} results' },
    one: { tr: '1 sonuç', en: '1 result' },
    none: { tr: 'Sonuç yok', en: 'No results' },
    failed: { tr: 'Arama şu anda yapılamadı', en: 'Search is not available right now' },
    types: {
      province: { tr: 'il', en: 'province' },
      district: { tr: 'ilçe', en: 'district' },
      municipality: { tr: 'belediye', en: 'municipality' },
      neighborhood: { tr: 'mahalle', en: 'neighborhood' },
      village: { tr: 'köy', en: 'village' },
    },
  },
  addressTry: {
    heading: { tr: 'Bir adres deneyin', en: 'Try an address' },
    label: { tr: 'Adres satırı', en: 'Address line' },
    button: { tr: 'Çöz', en: 'Read it' },
    hint: {
      tr: 'Bir müşterinin yazacağı gibi yazın: kısaltmalarla, Türkçe harfler olmadan, yazım hatalarıyla. JavaScript kapalıyken yanıt JSON olarak açılır.',
      en: 'Type it as a customer would: abbreviations, no Turkish letters, typos. Without JavaScript the answer opens as JSON.',
    },
    openJson: { tr: 'Yanıtın JSON’u', en: 'The answer as JSON' },
    failed: { tr: 'Adres şu anda çözülemedi', en: 'The address cannot be read right now' },
    granularity: { tr: 'Çözülen en ayrıntılı düzey', en: 'Most specific level resolved' },
    none: { tr: 'hiçbiri', en: 'none' },
    postalCode: { tr: 'posta kodu', en: 'postal code' },
    street: { tr: 'sokak ve numara', en: 'street and number' },
    formatted: { tr: 'düzgün satır', en: 'canonical line' },
    candidates: { tr: 'Adaylar', en: 'Candidates' },
    issues: { tr: 'Uyarılar', en: 'Issues' },
    statuses: {
      confirmed: { tr: 'doğrulandı', en: 'confirmed' },
      corrected: { tr: 'düzeltildi', en: 'corrected' },
      inferred: { tr: 'çıkarıldı', en: 'inferred' },
      replaced: { tr: 'değiştirildi', en: 'replaced' },
    },
  },
} satisfies Record<string, Text | Record<string, Text | Record<string, Text>>>;
