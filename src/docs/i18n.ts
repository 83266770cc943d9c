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
  changelog: { tr: 'Sürüm notları', en: 'Changelog' },
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
  addressFile: {
    heading: { tr: 'Dosyanızı seçin', en: 'Choose your file' },
    noScript: {
      tr: 'Bu araç tarayıcınızda JavaScript ile çalışır. JavaScript olmadan aşağıdaki çevrim dışı komutu kullanın: dosyanız makinenizden hiç çıkmaz.',
      en: 'This tool runs in your browser with JavaScript. Without it, use the offline command below: your file never leaves your machine.',
    },
    privacy: {
      tr: 'Dosya tarayıcınızda okunur. Sunucuya yalnızca seçtiğiniz sütundaki adres satırları gider (100’er satırlık gruplar halinde, POST /v2/addresses/parse ile); diğer sütunlar ve sonuç dosyası tarayıcınızdan çıkmaz.',
      en: 'The file is read in your browser. Only the address lines of the column you pick are sent (in batches of 100, through POST /v2/addresses/parse); the other columns and the result file never leave your browser.',
    },
    fileLabel: { tr: 'CSV dosyası', en: 'CSV file' },
    columnLabel: { tr: 'Adresin bulunduğu sütun', en: 'Column with the address' },
    start: { tr: 'Adresleri çöz', en: 'Read the addresses' },
    cancel: { tr: 'Durdur', en: 'Cancel' },
    progressLabel: { tr: 'İlerleme', en: 'Progress' },
    /** `{done}` and `{total}` are replaced by numbers. */
    progress: { tr: '{total} satırdan {done} satır okundu', en: '{done} of {total} lines read' },
    /** `{lines}`, `{accept}`, `{confirm}`, `{fix}` are replaced by numbers. */
    finished: { tr: '{lines} satır okundu: {accept} accept, {confirm} confirm, {fix} fix.', en: '{lines} lines read: {accept} accept, {confirm} confirm, {fix} fix.' },
    cancelled: { tr: 'Durduruldu; {done} satır okunmuştu.', en: 'Cancelled after {done} lines.' },
    waiting: { tr: 'İstek sınırına ulaşıldı; {seconds} saniye bekleniyor…', en: 'Rate limit reached; waiting {seconds} seconds…' },
    failed: { tr: 'Adresler şu anda okunamadı: {message}', en: 'The addresses cannot be read right now: {message}' },
    unreadable: { tr: 'Bu dosya CSV olarak okunamadı: {message}', en: 'This file cannot be read as CSV: {message}' },
    noRows: { tr: 'Dosyada başlık satırından sonra satır yok.', en: 'The file has no rows after its header row.' },
    /** `{rows}` and `{columns}` are replaced by numbers. */
    loaded: { tr: '{rows} satır, {columns} sütun bulundu.', en: '{rows} rows and {columns} columns found.' },
    previewHeading: { tr: 'İlk 20 satır', en: 'The first 20 rows' },
    row: { tr: 'Satır', en: 'Row' },
    address: { tr: 'Adres', en: 'Address' },
    formatted: { tr: 'Düzgün satır', en: 'Canonical line' },
    verdict: { tr: 'Karar', en: 'Verdict' },
    download: { tr: 'Sonucu indir (CSV)', en: 'Download the result (CSV)' },
  },
} satisfies Record<string, Text | Record<string, Text | Record<string, Text>>>;
