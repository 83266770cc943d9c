// The Performance page's tables: one per group of measurements, each read from the JSON its command
// writes with `--record` (scripts/record-figures.ts), with the columns in both languages. A column
// that no row of the current file has is left out, so a figure a benchmark starts to measure (the
// ratio to a bare Node server) appears when the file has it, and nothing else needs to change.
import type { Text } from '../../core/text.ts';
import { type FigureGroup, figureGroupSchema } from './figures-schema.ts';
import coldStart from './cold-start.json' with { type: 'json' };
import container from './container.json' with { type: 'json' };
import distinct from './distinct.json' with { type: 'json' };
import engines from './engines.json' with { type: 'json' };
import handler from './handler.json' with { type: 'json' };
import http from './http.json' with { type: 'json' };
import lighthouse from './lighthouse.json' with { type: 'json' };
import soak from './soak.json' with { type: 'json' };
import storeLoad from './store-load.json' with { type: 'json' };
import times from './times.json' with { type: 'json' };
import addressesOffline from './addresses-offline.json' with { type: 'json' };
import addressesPost from './addresses-post.json' with { type: 'json' };
import security from './security.json' with { type: 'json' };

/** How a value is shown: as a number of the page's language, as code, or in words from a table. */
export type ColumnFormat = 'integer' | 'decimal' | 'ratio' | 'code' | 'words';

export interface Column {
  key: string;
  label: Text;
  format: ColumnFormat;
  /** For `words`: the value's name in each language. */
  words?: Readonly<Record<string, Text>>;
}

export interface PerformanceTable {
  id: string;
  title: Text;
  intro: Text;
  figures: FigureGroup;
  columns: readonly Column[];
  /** Labels of the figures in the file's `summary`, shown under the table. */
  summary?: readonly Column[];
}

const ms = (what: Text): Text => ({ tr: `${what.tr} (ms)`, en: `${what.en} (ms)` });

/** The workloads of scripts/bench.ts in Turkish; a test checks that every recorded workload has one. */
export const workloadNames: Readonly<Record<string, Text>> = Object.fromEntries(
  (
    [
      ['single record (static file)', 'tek kayıt (statik dosya)'],
      ['single record (query layer)', 'tek kayıt (sorgu katmanı)'],
      ['province list, sort=name', 'il listesi, sort=name'],
      ['neighborhoods search', 'mahallelerde arama'],
      ['neighborhoods sort=-population', 'mahalleler, sort=-population'],
      ['1000-record page', '1000 kayıtlık sayfa'],
      ['1000-record page, sort=name', '1000 kayıtlık sayfa, sort=name'],
      ['nested list', 'iç içe liste'],
      ['nested default page (static file)', 'iç içe listenin varsayılan sayfası (statik dosya)'],
      ['same records, top-level query', 'aynı kayıtlar, üst düzey sorgu'],
      ['nested default page, provinces/34', 'iç içe varsayılan sayfa, provinces/34'],
      ['nested default page, municipalities/2273', 'iç içe varsayılan sayfa, municipalities/2273'],
      ['nested list, query layer', 'iç içe liste, sorgu katmanı'],
      ['detail with include', 'include ile tek kayıt'],
      ['filtered villages, sort=name', 'süzülmüş köyler, sort=name'],
      ['postal code, 198 places (static file)', 'posta kodu, 198 yer (statik dosya)'],
      ['postal code list, by province', 'posta kodu listesi, ile göre'],
      ['postal code list, by district', 'posta kodu listesi, ilçeye göre'],
      ['changes, filtered (query layer)', 'değişiklikler, süzülmüş (sorgu katmanı)'],
      ['one record’s history (query layer)', 'bir kaydın geçmişi (sorgu katmanı)'],
      ['download index (static file)', 'indirme dizini (statik dosya)'],
      ['download, CSV (static file)', 'indirme, CSV (statik dosya)'],
      ['locate, inside', 'konumdan il, sınırın içinde'],
      ['locate, coastal nearest', 'konumdan il, kıyıda en yakın'],
      ['province boundary (static file)', 'il sınırı (statik dosya)'],
      ['place search, 3-letter prefix', 'yer arama, 3 harflik başlangıç'],
      ['place search, two words with a typo', 'yer arama, yazım hatalı iki sözcük'],
      ['place search, settlement word', 'yer arama, yerleşim sözcüğüyle'],
      ['address parse, full line', 'adres okuma, tam satır'],
      ['address parse, ASCII without postal code', 'adres okuma, Türkçe harfsiz, posta kodsuz'],
      ['address parse, typos', 'adres okuma, yazım hatalı'],
    ] as const
  ).map(([en, tr]) => [en, { en, tr }]),
);

/** The rows of scripts/bench-engines.ts in Turkish; a test checks that every recorded row has one. */
export const engineRowNames: Readonly<Record<string, Text>> = Object.fromEntries(
  (
    [
      ['bare Node, fixed 467-byte body', 'yalın Node, sabit 467 baytlık gövde'],
      ['static record, logging on', 'statik kayıt, günlük açık'],
      ['static record, logging off', 'statik kayıt, günlük kapalı'],
      ['record with fields (query layer), logging on', 'fields ile kayıt (sorgu katmanı), günlük açık'],
      ['record with fields, another record each request (no answer reused)', 'fields ile kayıt, her istekte başka kayıt (hiçbir yanıt yeniden verilmez)'],
      ['query-layer list, embedded server', 'sorgu katmanında liste, gömülü sunucu'],
      ['static record through nginx', 'nginx üzerinden statik kayıt'],
      ['query-layer list, nginx + 1 worker', 'sorgu katmanında liste, nginx + 1 işçi'],
      ['query-layer list, nginx + 2 workers', 'sorgu katmanında liste, nginx + 2 işçi'],
      ['another record each request, nginx + 1 worker', 'her istekte başka kayıt, nginx + 1 işçi'],
      ['another record each request, nginx + 2 workers', 'her istekte başka kayıt, nginx + 2 işçi'],
      ['bare Node, the dataset file from memory', 'yalın Node, veri seti dosyası bellekten'],
      ['dataset file, embedded server, no Accept-Encoding', 'veri seti dosyası, gömülü sunucu, Accept-Encoding yok'],
      ['bare Node, the dataset file from memory, Accept-Encoding: br, gzip', 'yalın Node, veri seti dosyası bellekten, Accept-Encoding: br, gzip'],
      ['dataset file, embedded server, Accept-Encoding: br, gzip', 'veri seti dosyası, gömülü sunucu, Accept-Encoding: br, gzip'],
      ['dataset file through nginx, no Accept-Encoding', 'nginx üzerinden veri seti dosyası, Accept-Encoding yok'],
    ] as const
  ).map(([en, tr]) => [en, { en, tr }]),
);

/** The rows of scripts/bench-distinct.ts in Turkish; a test checks that every recorded row has one. */
export const distinctRowNames: Readonly<Record<string, Text>> = Object.fromEntries(
  (
    [
      ['one record with fields', 'fields ile tek kayıt'],
      ['nested neighborhoods, random limit/offset', 'iç içe mahalle listesi, rastgele limit/offset'],
      ['villages of a province, minPopulation, random sort', 'bir ilin köyleri, minPopulation, rastgele sıralama'],
      ['neighborhoods, population range, random sort', 'mahalleler, nüfus aralığı, rastgele sıralama'],
      ['/v2/search?q= prefixes', '/v2/search?q= ile ad başlangıçları'],
      ['neighborhoods search= (first 3–7 letters of a name)', 'mahallelerde search= (bir adın ilk 3–7 harfi)'],
      ['villages search=, random sort', 'köylerde search=, rastgele sıralama'],
      ['neighborhoods postalCodePrefix= 3 digits, random limit/offset', 'mahalleler, 3 haneli postalCodePrefix=, rastgele limit/offset'],
      ['neighborhoods postalCode= exact, random sort', 'mahalleler, tam postalCode=, rastgele sıralama'],
      ['postal-code lists, random prefix and page', 'posta kodu listeleri, rastgele başlangıç ve sayfa'],
      ['/v2/locate, random points in Türkiye', '/v2/locate, Türkiye içinde rastgele noktalar'],
      ['address route, distinct lines', 'adres yolu, her istekte başka satır'],
    ] as const
  ).map(([en, tr]) => [en, { en, tr }]),
);

const pathColumn: Column = { key: 'path', label: { tr: 'Yol', en: 'Path' }, format: 'code' };
/** Columns of every load test (bench and soak), by the key both scripts record. */
const load = {
  rps: { key: 'rps', label: { tr: 'istek/sn', en: 'req/s' }, format: 'integer' },
  p50Ms: { key: 'p50Ms', label: { tr: 'p50 (ms)', en: 'p50 (ms)' }, format: 'integer' },
  p99Ms: { key: 'p99Ms', label: { tr: 'p99 (ms)', en: 'p99 (ms)' }, format: 'integer' },
} as const satisfies Record<string, Column>;

export const performanceTables: readonly PerformanceTable[] = [
  {
    id: 'http',
    title: { tr: 'HTTP üzerinden', en: 'Over HTTP' },
    intro: {
      tr: 'autocannon ile yerel sunucuya 32 bağlantı; her iş yükünün turları statik kaydın (`/v2/provinces/34`, önceden üretilmiş bir dosya) turlarıyla sırayla ölçülür ve oran, aynı çalıştırmadaki bu turlara göredir. Medyanlar; sunucunun istek başına CPU süresi `/proc`’tan okunur. Her iş yükü tek bir URL’yi tekrar tekrar ister ve sorgu katmanı ikinci kez istenen URL’lerin yanıtlarını tuttuğundan (8 MB), bir yanıtın sıfırdan üretilme maliyeti “Süreç içinde” ve “Hep farklı URL’ler” tablolarında ve “Yalın Node’a ve nginx’e karşı” tablosunun “her istekte başka kayıt” satırlarındadır.',
      en: 'autocannon against the local server, 32 connections; each workload’s rounds alternate with rounds of the static record (`/v2/provinces/34`, a prebuilt file) and its ratio is to those, in the same run. Medians; the server’s CPU time per request is read from `/proc`. Each workload asks for one URL again and again, and the query layer keeps the answers of URLs asked a second time (8 MB), so what making an answer from scratch costs is in the “In process” and “Distinct URLs” tables and in the “another record each request” rows of “Against bare Node and behind nginx”.',
    },
    figures: figureGroupSchema.parse(http),
    columns: [
      { key: 'workload', label: { tr: 'İş yükü', en: 'Workload' }, format: 'words', words: workloadNames },
      pathColumn,
      load.rps,
      { key: 'ratioToStatic', label: { tr: '× statik kayıt', en: '× static record' }, format: 'ratio' },
      { key: 'ratioToBareNode', label: { tr: '× yalın Node', en: '× bare Node' }, format: 'ratio' },
      load.p50Ms,
      load.p99Ms,
      { key: 'non2xx', label: { tr: '2xx dışı', en: 'non-2xx' }, format: 'integer' },
      { key: 'cpuMicros', label: { tr: 'sunucu CPU µs/istek', en: 'server CPU µs/req' }, format: 'integer' },
      { key: 'wrkRps', label: { tr: 'wrk istek/sn', en: 'wrk req/s' }, format: 'integer' },
      { key: 'wrkP99Ms', label: { tr: 'wrk p99 (ms)', en: 'wrk p99 (ms)' }, format: 'decimal' },
    ],
  },
  {
    id: 'distinct',
    title: { tr: 'Hep farklı URL’ler', en: 'Distinct URLs' },
    intro: {
      tr: 'Kendini tekrar etmeyen trafik (otomatik tamamlama kutusu, süzgeç formu, sayfaları gezen bir tarayıcı): her satır, veri setinden tohumlu olarak üretilmiş 20.000 farklı URL’yi `wrk -t1 -c32` ile sırayla ister. Sorgu katmanı bir yanıtı, URL’si ikinci kez, bütçesinin (8 MB) erişebileceği kadar kısa bir süre içinde istendiğinde saklar (bir “kapı bekçisi”: son 16.384’e kadar URL’yi hatırlayan bir Bloom süzgeci); 20.000 URL’lik döngü ikisini de aşar, yani her yanıt sıfırdan üretilir. Her satırın turları statik kaydın (`/v2/provinces/34`, bu çalıştırmada 17.300–26.700 istek/sn; önceki ölçümün makinesinde 41.700–51.300 idi, bu sanal makine daha yavaş ve daha gürültülü) turlarıyla sırayla ölçülür ve oran bu turlara göredir; Yol sütunu satırın URL’lerinden biridir. Hedef: her liste ve kayıt satırı en az 0,35×, 32 bağlantıda p99 10 ms’nin altında. Bu çalıştırmada sonuç: 0,31–0,61×, p99 5,4–10,4 ms. Bu makinede bir satır çalıştırmadan çalıştırmaya yaklaşık ±0,06× oynar; önceki ölçümün sürümü (`e914e34`, orada 0,36–0,65×) burada 0,28–0,48× ölçülür, yani 0,35×’in altındaki üç satır kodun değil makinenin sonucudur. `/v2/search` (0,37×) ve adres yolu (0,22×, p99 22,8 ms: her satır okunur) yalnızca ölçülür. `/v2/locate` artık yalnızca ili değil ilçeyi ve yakındaki yerleri de bulur (o zaman 0,68×): bu çalıştırmada 0,43×, `npm run bench:distinct -- --only=locate,one --rounds=5` ile beş çalıştırmada 0,46–0,57×, en ucuz sorgu olan “fields ile tek kayıt” ile (0,44–0,55×) aynı düzeyde. Yanıtın tamamını yerinde yazar (src/core/answer-writer.ts: uzaklıklar ve kimlikler rakam olarak, tek kopya); bir düzine küçük arabellek ve metni üretip birleştirmek onu 0,34–0,39×’te tutuyordu. Listeler tarama yapmaz: `search` adların 1–3 karakterlik parçalarının derlenmiş dizininden (mahallelerde 2.000 ad başlangıcında sorgu başına 5,3 µs ve depoda 2,54 MB; aynı metin üzerinde bir sonek dizisi 30,9 µs ve 1,04 MB; eski tarama 234 µs), posta kodu ve nüfus, yüzölçümü, rakım aralıkları değere göre sıralı permütasyonların ikili aramayla bulunan dilimlerinden gelir; birkaç süzgeçte en küçük aday kümesi listelenir, diğerleri onun üzerinde denetlenir. Bu dizinler derlenmiş veriye 4,4 MB ekler; beş tür yüklüyken RSS 96,2 MB’tan 101,1 MB’a çıkar (+%5), yükleme süresi değişmez (`npm run bench:load`, sırayla 5’er çalıştırmanın medyanı). Süzgeçlerden sonra kalan maliyet istek başına yoldaydı; onu dört değişiklik düşürdü: her yanıtı saklayıp en eskisini atan önbellek yerine kapı bekçisi (saklanan her yanıt V8’in eski kuşağına kopyalanıp orada ölüyordu); liste yanıtının kayıtları depodan tek bir tam boy arabelleğe kopyalanır (kayıt başına dilim nesnesi ve yazmadan önce birleştirme yok); eşzamanlı yanıt veren yollar için söz (promise) ve await yok; ve olay döngüsünün bir turunda üretilen yanıtlar turun sonunda birlikte yazılır (src/server/write-batch.ts: tek tek yazılan her yanıt istemciyi yeniden uyandırıyordu). Aynı ölçümde bunlardan önce satırlar 0,20–0,27× idi.',
      en: 'Traffic that does not repeat itself (an autocomplete box, a filter form, a crawler walking pages): each row asks 20,000 distinct URLs, drawn from the dataset with a seed, in turn with `wrk -t1 -c32`. The query layer keeps an answer when its URL is asked a second time within what its budget (8 MB) can reach (a “doorkeeper”: a Bloom filter that remembers up to the last 16,384 URLs); a cycle of 20,000 URLs exceeds both, so every answer is made from scratch. Each row’s rounds alternate with rounds of the static record (`/v2/provinces/34`, 17,300–26,700 req/s in this run, on a VM that is slower and noisier than the one of the previous recording, 41,700–51,300) and its ratio is to those; the Path column is one of the row’s URLs. Goal: every list and record row at least 0.35×, p99 under 10 ms at 32 connections. Result in this run: 0.31–0.61×, p99 5.4–10.4 ms. On this machine a row moves by about ±0.06× from run to run, and the commit of the previous recording (`e914e34`, 0.36–0.65× there) measures 0.28–0.48× here, so the three rows under 0.35× are the machine, not a change in the code. `/v2/search` (0.37×) and the address route (0.22×, p99 22.8 ms: every line is read) are measured, not judged. `/v2/locate` now finds the district and its nearby places, not only the province (0.68× then): 0.43× in this run, 0.46–0.57× in five runs of `npm run bench:distinct -- --only=locate,one --rounds=5`, level with “one record with fields” (0.44–0.55×), the cheapest query. It writes its whole answer in place (src/core/answer-writer.ts: distances and ids as digits, one copy out); making and joining a dozen small buffers and strings had held it at 0.34–0.39×. Lists do not scan: `search` comes from a compiled index of the 1–3-character pieces of the names (on neighborhoods, 5.3 µs per query over 2,000 name prefixes and 2.54 MB in the store; a suffix array over the same text took 30.9 µs and 1.04 MB; the former scan 234 µs), postal codes and population, area and altitude ranges from runs of value-sorted permutations found by binary search; with several filters the smallest candidate set is listed and the others are checked on it. These indexes add 4.4 MB to the compiled store; RSS with all five kinds loaded goes from 96.2 MB to 101.1 MB (+5 %), and load time does not change (`npm run bench:load`, medians of 5 alternating runs). What was left after the filters was the path of every request, and four changes took it down: the doorkeeper, in place of a cache that kept every answer and pushed out the oldest (each kept answer was copied into V8’s old generation and died there); a list answer’s records copied from the store into one buffer of its exact size (no slice object per record, no join before writing); no promise and no await for routes that answer at once; and the answers made in one turn of the event loop written together at its end (src/server/write-batch.ts: written one by one, each answer woke its client again). Measured the same way before them, the rows were 0.20–0.27×.',
    },
    figures: figureGroupSchema.parse(distinct),
    columns: [
      { key: 'row', label: { tr: 'Farklı URL türü', en: 'Distinct URLs of the kind' }, format: 'words', words: distinctRowNames },
      { key: 'urls', label: { tr: 'URL', en: 'URLs' }, format: 'integer' },
      pathColumn,
      load.rps,
      { key: 'ratioToStatic', label: { tr: '× statik kayıt', en: '× static record' }, format: 'ratio' },
      { key: 'staticRps', label: { tr: 'statik kayıt istek/sn', en: 'static record req/s' }, format: 'integer' },
      { key: 'p50Ms', label: { tr: 'p50 (ms)', en: 'p50 (ms)' }, format: 'decimal' },
      { key: 'p99Ms', label: { tr: 'p99 (ms)', en: 'p99 (ms)' }, format: 'decimal' },
      { key: 'non2xx', label: { tr: '2xx dışı', en: 'non-2xx' }, format: 'integer' },
      { key: 'cpuMicros', label: { tr: 'sunucu CPU µs/istek', en: 'server CPU µs/req' }, format: 'integer' },
    ],
  },
  {
    id: 'engines',
    title: { tr: 'Yalın Node’a ve nginx’e karşı', en: 'Against bare Node and behind nginx' },
    intro: {
      tr: '`wrk -t1 -c32 -d4s` ile yerel sunucular; her turda her satır, yalın Node satırının (yanıt vermekten başka iş yapmayan bir Node `http` sunucusu) hemen ardından ölçülür ve oranı, bu çiftlerin oranlarının medyanıdır (makinenin hızı dakikalar içinde yarı yarıya değişebiliyor). Aksi söylenmedikçe istek günlüğü açıktır. Sorgu katmanı, ikinci kez istenen URL’lerin yanıtlarını tutar (8 MB); “her istekte başka kayıt” satırları bütün mahalleleri sırayla ister, yani hiçbir yanıt yeniden verilmez. Bellekte tutulan her yanıt (dosyalar ve sorgu katmanı), olay döngüsünün aynı turunda üretilenlerle birlikte turun sonunda yazılır (src/server/write-batch.ts). Medyanlar; CPU, sunucunun tüm süreç ağacınındır.',
      en: 'Local servers under `wrk -t1 -c32 -d4s`; in every round each row is measured right after its bare-Node row (a Node `http` server that does nothing but answer), and its ratio is the median of those pairs’ ratios (this machine’s speed can halve within minutes). Request logging is on unless said. The query layer keeps the answers of URLs asked a second time (8 MB); the “another record each request” rows ask for every neighborhood in turn, so no answer is given twice. Every answer held in memory (files and the query layer) is written together with the others made in the same turn of the event loop, at its end (src/server/write-batch.ts). Medians; CPU is the server’s whole process tree.',
    },
    figures: figureGroupSchema.parse(engines),
    columns: [
      { key: 'row', label: { tr: 'Satır', en: 'Row' }, format: 'words', words: engineRowNames },
      pathColumn,
      load.rps,
      { key: 'ratioToBareNode', label: { tr: '× yalın Node', en: '× bare Node' }, format: 'ratio' },
      { key: 'mbPerSecond', label: { tr: 'MB/sn', en: 'MB/s' }, format: 'integer' },
      { key: 'p99Ms', label: { tr: 'p99 (ms)', en: 'p99 (ms)' }, format: 'decimal' },
      { key: 'cpuMicros', label: { tr: 'sunucu CPU µs/istek', en: 'server CPU µs/req' }, format: 'integer' },
    ],
  },
  {
    id: 'handler',
    title: { tr: 'Süreç içinde', en: 'In process' },
    intro: {
      tr: 'Çekirdek işleyicinin kendi maliyeti, HTTP olmadan: her yol 20.000 kez ısıtılır, sonra 50.000 çağrı ölçülür; 5 çalıştırmanın medyanı. Son satır adres okuyucusudur (readAddress), yanıt önbelleği olmadan: tests/addresses/real-world-lines.ts’deki birbirinden farklı satırların her biri turda bir kez okunur; ortanca satır.',
      en: 'The core handler’s own cost, without HTTP: each path is warmed up 20,000 times, then 50,000 calls are timed; the median of 5 runs. The last row is the address reader (readAddress) without the answer cache: each distinct line of tests/addresses/real-world-lines.ts read once per round; the median line.',
    },
    figures: figureGroupSchema.parse(handler),
    columns: [pathColumn, { key: 'micros', label: { tr: 'µs/istek', en: 'µs per request' }, format: 'decimal' }],
  },
  {
    id: 'soak',
    title: { tr: 'Uzun süreli yük', en: 'Soak' },
    intro: {
      tr: '10 saniyelik ısınmadan sonra 32 bağlantıyla sırayla 20 tür istek (hatalı ve bulunamayan istekler dahil); beklenmeyen her durum kodu sayılır, sunucunun bellek kullanımı (RSS) başta ve sonda ölçülür.',
      en: '20 kinds of request in rotation over 32 connections after 10 s of warm-up (bad and not-found requests included); every unexpected status is counted, and the server’s RSS is measured at the start and the end.',
    },
    figures: figureGroupSchema.parse(soak),
    columns: [
      { key: 'seconds', label: { tr: 'saniye', en: 'seconds' }, format: 'integer' },
      { key: 'requests', label: { tr: 'istek', en: 'requests' }, format: 'integer' },
      load.rps,
      { key: 'unexpected', label: { tr: 'beklenmeyen', en: 'unexpected' }, format: 'integer' },
      { key: 'errors', label: { tr: 'hata', en: 'errors' }, format: 'integer' },
      load.p50Ms,
      load.p99Ms,
      { key: 'maxMs', label: { tr: 'en çok (ms)', en: 'max (ms)' }, format: 'integer' },
      { key: 'rssStartMb', label: { tr: 'RSS başta (MB)', en: 'RSS at start (MB)' }, format: 'decimal' },
      { key: 'rssEndMb', label: { tr: 'RSS sonda (MB)', en: 'RSS at end (MB)' }, format: 'decimal' },
      { key: 'growthPercent', label: { tr: 'artış (%)', en: 'growth (%)' }, format: 'decimal' },
    ],
  },
  {
    id: 'container',
    title: { tr: 'Konteyner', en: 'Container' },
    intro: {
      tr: '`Dockerfile`’ın imajı (sıkıştırılmamış boyut) ve bir konteynerin tamamının belleği (denetleyici süreç, nginx ve işçiler): başlangıçta ve 32 bağlantıyla karışık bir yükün (dosyalar ve sorgular, hız sınırı kapalı) sonunda. `deploy/kubernetes.yaml`’daki bellek isteği bu ölçümden gelir.',
      en: 'The `Dockerfile`’s image (uncompressed size) and the memory of a whole container (the supervisor, nginx and the workers): at start, and at the end of a mixed load over 32 connections (files and queries, rate limits off). `deploy/kubernetes.yaml`’s memory request comes from this figure.',
    },
    figures: figureGroupSchema.parse(container),
    columns: [
      { key: 'workers', label: { tr: 'işçi', en: 'workers' }, format: 'integer' },
      { key: 'imageMb', label: { tr: 'imaj (MB)', en: 'image (MB)' }, format: 'decimal' },
      { key: 'rssStartMb', label: { tr: 'RSS başta (MB)', en: 'RSS at start (MB)' }, format: 'decimal' },
      { key: 'rssEndMb', label: { tr: 'RSS yükten sonra (MB)', en: 'RSS after the load (MB)' }, format: 'decimal' },
      { key: 'seconds', label: { tr: 'saniye', en: 'seconds' }, format: 'integer' },
      { key: 'requests', label: { tr: 'istek', en: 'requests' }, format: 'integer' },
      load.rps,
      { key: 'errors', label: { tr: 'hata', en: 'errors' }, format: 'integer' },
    ],
  },
  {
    id: 'cold-start',
    title: { tr: 'Soğuk başlangıç', en: 'Cold start' },
    intro: {
      tr: 'Yeni bir sürecin ilk sorguyu (`/v2/neighborhoods?search=kadikoy&limit=5`) yanıtlaması ne kadar sürer; 5 çalıştırmanın medyanı.',
      en: 'How long a fresh process takes to answer its first query (`/v2/neighborhoods?search=kadikoy&limit=5`); medians of 5 runs.',
    },
    figures: figureGroupSchema.parse(coldStart),
    columns: [
      {
        key: 'measure',
        label: { tr: 'Ölçülen', en: 'Measured' },
        format: 'words',
        words: {
          localFirstAnswer: { tr: 'yerel sunucu: başlatmadan ilk yanıta', en: 'local server: spawn to first answer' },
          functionImport: { tr: 'Vercel işlevi: içe aktarma', en: 'Vercel function: import' },
          functionFirstQuery: { tr: 'Vercel işlevi: ilk sorgu', en: 'Vercel function: first query' },
          functionProcess: { tr: 'Vercel işlevi: yeni bir Node sürecinin tamamı', en: 'Vercel function: a whole fresh Node process' },
        },
      },
      { key: 'ms', label: ms({ tr: 'süre', en: 'time' }), format: 'integer' },
    ],
  },
  {
    id: 'store-load',
    title: { tr: 'Derlenmiş verinin yüklenmesi', en: 'Store load' },
    intro: {
      tr: 'Yeni bir süreçte derlenmiş verinin her dosyasının ilk yüklenişi (boyut ve sha256 denetimi dahil): önce beş tür, sonra dizinler; bir dizin, istek yolunun onun üzerine kurduğu görünümle birlikte yüklenir (arama dizininin belirteç listesi, sınırların kimlik eşlemeleri). Bir dizinin girdileri, tuttuğu sınırlar, posta kodları ya da noktalar veya dizinlediği yerlerdir. Her satırın RSS değeri o dosya yüklendikten sonrakidir; bir dosyanın bellekteki payı, üstteki satırdan farkıdır. İlçe sınırları, yerleşim noktaları ve ilçelerin birleşimi olan il sınırları (issue 39) derlenmiş veriyi 42,2 MB’tan 49,2 MB’a büyüttü (MB = 2²⁰ bayt): `district-boundaries` 4,8 MB (1,7 MB köşe koordinatı, `/v2/districts/{id}/boundary` için önceden yazılmış 2,2 MB GeoJSON, ilçeye göre sıralı 0,6 MB yer noktası, 0,1 MB ızgara), `place-points` 1,1 MB (indirmeler ve sayfalar için), `boundaries` 0,4 MB’tan 1,5 MB’a (Natural Earth yerine ilçe sınırlarının birleşimi). Bellekte üçü birlikte yaklaşık 8 MB tutar.',
      en: 'The first load of each file of the compiled store in a fresh process (size and sha256 check included): the five kinds, then the indexes, each with the view the request path makes over it (the search index’s token list, the outlines’ id maps). An index’s entries are the outlines, postal codes or points it holds, or the places it indexes. Each row’s RSS is the process’s after that file; what a file costs in memory is the step from the row above. The district outlines, the settlement points and the province outlines made of their districts (issue 39) took the compiled store from 42.2 MB to 49.2 MB (MB = 2²⁰ bytes): `district-boundaries` 4.8 MB (1.7 MB of vertex coordinates, 2.2 MB of GeoJSON prewritten for `/v2/districts/{id}/boundary`, 0.6 MB of place points ordered by district, 0.1 MB of grid), `place-points` 1.1 MB (for the downloads and the pages), `boundaries` from 0.4 MB to 1.5 MB (the union of the district outlines in place of Natural Earth’s). In memory the three take about 8 MB together.',
    },
    figures: figureGroupSchema.parse(storeLoad),
    columns: [
      { key: 'file', label: { tr: 'Dosya', en: 'File' }, format: 'code' },
      { key: 'records', label: { tr: 'girdi', en: 'entries' }, format: 'integer' },
      { key: 'bytes', label: { tr: 'bayt', en: 'bytes' }, format: 'integer' },
      { key: 'ms', label: ms({ tr: 'yükleme', en: 'load' }), format: 'decimal' },
      { key: 'rssMb', label: { tr: 'sonra RSS (MB)', en: 'RSS after (MB)' }, format: 'decimal' },
    ],
    summary: [
      { key: 'allKindsMs', label: ms({ tr: 'beş türün tamamı', en: 'all five kinds' }), format: 'decimal' },
      { key: 'storeMb', label: { tr: 'derlenmiş verinin tamamı (MB)', en: 'the whole compiled store (MB)' }, format: 'decimal' },
      { key: 'rssBeforeMb', label: { tr: 'yüklemeden önce RSS (MB)', en: 'RSS before loading (MB)' }, format: 'decimal' },
      { key: 'rssKindsMb', label: { tr: 'beş tür yüklüyken RSS (MB)', en: 'RSS with the five kinds loaded (MB)' }, format: 'decimal' },
      { key: 'rssLoadedMb', label: { tr: 'her dosya yüklüyken RSS (MB)', en: 'RSS with every file loaded (MB)' }, format: 'decimal' },
    ],
  },
  {
    id: 'times',
    title: { tr: 'Derleme ve testler', en: 'Build and tests' },
    intro: {
      tr: 'Komutların duvar saati süresi, proje klasöründe sırayla: önce önbelleği sıcakken derleme, sonra güncel bir derlemeyle testlerin tamamı.',
      en: 'Wall-clock time of the commands, run one after the other in the project folder: the build with a warm cache, then every test with a current build.',
    },
    figures: figureGroupSchema.parse(times),
    columns: [
      { key: 'command', label: { tr: 'Komut', en: 'Command' }, format: 'code' },
      { key: 'seconds', label: { tr: 'saniye', en: 'seconds' }, format: 'decimal' },
    ],
  },
  {
    id: 'lighthouse',
    title: { tr: 'Lighthouse', en: 'Lighthouse' },
    intro: {
      tr: 'Her sayfa türünden bir sayfa, masaüstü ön ayarı ve benzetilmiş kısıtlamayla, Debian’ın Chromium’unda.',
      en: 'One page of every kind, desktop preset with simulated throttling, in Debian’s Chromium.',
    },
    figures: figureGroupSchema.parse(lighthouse),
    columns: [
      pathColumn,
      { key: 'performance', label: { tr: 'Performans', en: 'Performance' }, format: 'integer' },
      { key: 'accessibility', label: { tr: 'Erişilebilirlik', en: 'Accessibility' }, format: 'integer' },
      { key: 'bestPractices', label: { tr: 'En iyi uygulamalar', en: 'Best practices' }, format: 'integer' },
      { key: 'seo', label: { tr: 'SEO', en: 'SEO' }, format: 'integer' },
    ],
  },
  {
    id: 'addresses-offline',
    title: { tr: 'Adres dosyası, çevrim dışı', en: 'An address file, offline' },
    intro: {
      tr: '`npm run addresses`, gerçek kayıtlardan (her mahalle ve köy, ilçesi ve iliyle; posta kodlu, kısaltmalı, Türkçe harfsiz, büyük harfli) üretilmiş 1.000.000 farklı satırlık bir CSV’yi okur. Süre komutun kendi özet satırından; en yüksek RSS, iş parçacıklarıyla birlikte bütün sürecin, `/usr/bin/time -v` ile. Hedef: iki çekirdekte 60 saniyenin altında, 600 MB’ın altında. Ana iş parçacığı dosyayı okuyup yazar, işçiler satırları okur; bu yüzden ikinci işçi süreyi yarıya değil, yaklaşık beşte dört oranına indirir.',
      en: '`npm run addresses` reads a CSV of 1,000,000 distinct lines generated from the real records (every neighborhood and village with its district and province; with a postal code, abbreviated, without Turkish letters, in capitals). Time from the command’s own summary line; peak RSS of the whole process, threads included, from `/usr/bin/time -v`. Goal: under 60 s on two cores, under 600 MB. The main thread reads and writes the file while the workers read the lines, so a second worker takes the time to about four fifths, not half.',
    },
    figures: figureGroupSchema.parse(addressesOffline),
    columns: [
      { key: 'row', label: { tr: 'Satır', en: 'Row' }, format: 'words', words: { 'offline command, 1 worker': { tr: 'çevrim dışı komut, 1 iş parçacığı', en: 'offline command, 1 worker' }, 'offline command, 2 workers': { tr: 'çevrim dışı komut, 2 iş parçacığı', en: 'offline command, 2 workers' } } },
      { key: 'lines', label: { tr: 'satır', en: 'lines' }, format: 'integer' },
      { key: 'seconds', label: { tr: 'saniye', en: 'seconds' }, format: 'decimal' },
      { key: 'linesPerSecond', label: { tr: 'satır/sn', en: 'lines/s' }, format: 'integer' },
      { key: 'peakRssMb', label: { tr: 'en yüksek RSS (MB)', en: 'peak RSS (MB)' }, format: 'integer' },
    ],
  },
  {
    id: 'addresses-post',
    title: { tr: 'POST /v2/addresses/parse', en: 'POST /v2/addresses/parse' },
    intro: {
      tr: '`wrk -t1 -c8`, 10 saniye; her istek aynı üretilmiş satırlardan 100 satırlık bir gövde taşır (on gövde sırayla; POST yanıtları hiç saklanmaz). Satır/sn = istek/sn × 100. Hız sınırları kapalı. Hedef: nginx ve 2 işçiyle saniyede en az 10.000 satır.',
      en: '`wrk -t1 -c8`, 10 seconds; each request carries a body of 100 of the same generated lines (ten bodies in turn; POST answers are never kept). Lines/s = requests/s × 100. Rate limits off. Goal: at least 10,000 lines per second through nginx with 2 workers.',
    },
    figures: figureGroupSchema.parse(addressesPost),
    columns: [
      { key: 'row', label: { tr: 'Satır', en: 'Row' }, format: 'words', words: { 'POST, embedded server': { tr: 'POST, gömülü sunucu', en: 'POST, embedded server' }, 'POST, nginx + 2 workers': { tr: 'POST, nginx + 2 işçi', en: 'POST, nginx + 2 workers' } } },
      { key: 'linesPerSecond', label: { tr: 'satır/sn', en: 'lines/s' }, format: 'integer' },
      { key: 'rps', label: { tr: 'istek/sn', en: 'req/s' }, format: 'integer' },
      { key: 'p99Ms', label: { tr: 'p99 (ms)', en: 'p99 (ms)' }, format: 'integer' },
    ],
  },
  {
    id: 'security',
    title: { tr: 'Güvenlik: Mozilla HTTP Observatory', en: 'Security: Mozilla HTTP Observatory' },
    intro: {
      tr: 'Mozilla HTTP Observatory’nin kendi tarayıcısı (npm `@mdn/mdn-http-observatory`, developer.mozilla.org/observatory’nin motoru) kök sayfada (`/`): başlıkları, yönlendirmeleri ve sayfanın kendisi. Düz HTTP üzerinden HTTPS gerektiren iki test (HTTPS’e yönlendirme ve HSTS) geçemez; tarayıcı ek puanları ancak not A’ya ulaştığında sayar, bu yüzden puan 60’ta kalır. TLS ile nginx (`TLS_CERT`, `TLS_KEY`) için 127.0.0.1’e verilmiş, kendinden imzalı ve tarayıcının güvenmesi söylenen bir sertifika kullanılır. Vercel’de her yanıt HTTPS’tir ve aynı başlıkları gönderir. Testler (`tests/http/observatory.test.ts`) her sunucuda aynı sonucu ister.',
      en: 'The Mozilla HTTP Observatory’s own scanner (npm `@mdn/mdn-http-observatory`, the engine of developer.mozilla.org/observatory) on the root page (`/`): its headers, its redirects and the page itself. Over plain HTTP the two tests that need HTTPS (the redirection to it, and HSTS) cannot pass, and the scanner counts bonus points only once the grade reaches A, so the score stays at 60. nginx with TLS (`TLS_CERT`, `TLS_KEY`) uses a self-signed certificate for 127.0.0.1 that the scanner is told to trust. On Vercel every answer is HTTPS, with the same headers. The tests (`tests/http/observatory.test.ts`) require the same results on every host.',
    },
    figures: figureGroupSchema.parse(security),
    columns: [
      { key: 'host', label: { tr: 'Sunucu', en: 'Host' }, format: 'code' },
      {
        key: 'transport',
        label: { tr: 'Bağlantı', en: 'Connection' },
        format: 'words',
        words: { http: { tr: 'düz HTTP', en: 'plain HTTP' }, https: { tr: 'HTTPS (TLS, HTTP/2)', en: 'HTTPS (TLS, HTTP/2)' } },
      },
      { key: 'grade', label: { tr: 'Not', en: 'Grade' }, format: 'code' },
      { key: 'score', label: { tr: 'Puan', en: 'Score' }, format: 'integer' },
      { key: 'passed', label: { tr: 'Geçen test', en: 'Tests passed' }, format: 'integer' },
      { key: 'tests', label: { tr: 'Test', en: 'Tests' }, format: 'integer' },
      {
        key: 'failed',
        label: { tr: 'Geçemeyen', en: 'Failed' },
        format: 'words',
        words: {
          'redirection, strict-transport-security': { tr: 'HTTPS’e yönlendirme ve HSTS (ikisi de HTTPS ister)', en: 'redirection to HTTPS, and HSTS (both need HTTPS)' },
          '–': { tr: 'yok', en: 'none' },
        },
      },
    ],
  },
];

/** The columns of a table that some row of its current file has. */
export const shownColumns = (table: PerformanceTable): Column[] =>
  table.columns.filter((column) => table.figures.rows.some((row) => row[column.key] !== undefined));
