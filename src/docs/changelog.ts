// The changelog as data, newest first: what a dataset or API version changed, in both languages.
// Versions come from the code (apiVersion) and the dataset's meta.json, so the page cannot drift
// from what the service reports at /v2/meta.
import type { Text } from '../core/text.ts';

export interface ChangelogEntry {
  /** e.g. `2026-11-23`: when the release was made. */
  date: string;
  title: Text;
  changes: Text[];
}

export const changelog: readonly ChangelogEntry[] = [
  {
    date: '2026-11-28',
    title: { tr: 'Python istemcisi', en: 'A Python client' },
    changes: [
      {
        tr: '`clients/python`: yalnızca standart kütüphaneyle, Python 3.9 ve üstü için tip güvenli bir istemci (`pip install ./clients/python`, `turkiye_divisions.Client`). Her işlem için bir yöntem (`get_province(34)`), her liste için sayfaları dolaşan bir `iter_` yöntemi, 100’erlik isteklere bölünen `parse_addresses(lines)`, sha256’sı denetlenen `download_dataset(file, path)`, `If-None-Match` önbelleği, `429` ve `503`’te sınırlı bekleme, tek bir `ApiError`. Tipleri ve yöntemleri TypeScript istemcisininkilerle birlikte OpenAPI belgesinden üretilir (İstemciler rehberi).',
        en: '`clients/python`: a typed client with the standard library only, for Python 3.9 and up (`pip install ./clients/python`, `turkiye_divisions.Client`). One method per operation (`get_province(34)`), an `iter_` method per list that walks its pages, `parse_addresses(lines)` in requests of 100, `download_dataset(file, path)` with its sha256 checked, an `If-None-Match` cache, a bounded wait on `429` and `503`, one `ApiError`. Its types and methods are generated from the OpenAPI document with the TypeScript client’s (Clients guide).',
      },
      {
        tr: 'TypeScript istemcisi artık `503`’te de (nginx arkasında hiçbir işçi ayakta değilken) `Retry-After` kadar bekler. OpenAPI belgesinde her yol parametresinin gerçek veriden bir örneği var; iç içe listelerde yol parametresiyle aynı adlı sorgu süzgeci yalnızca onu tekrarlayabileceğini söyler.',
        en: 'The TypeScript client now waits on `503` too (behind nginx while no worker is up), as `Retry-After` says. In the OpenAPI document every path parameter has an example from the data; on nested lists the query filter named as the path parameter says it may only repeat it.',
      },
    ],
  },
  {
    date: '2026-11-28',
    title: { tr: 'Güncel mahalleler ve neyin değiştiği', en: 'Current neighborhoods, and what changed' },
    changes: [
      {
        tr: 'Mahalleler TurkiyeAPI’nin güncel listesidir: 2025 nüfusları, yeni mahalleler (organize sanayi bölgeleri dahil), yeni adlar, belediyeler ve posta kodları. Her türün nüfusu artık 2025 yılınındır; `/v2/meta` bunu `populationYears` ile söyler.',
        en: 'The neighborhoods are TurkiyeAPI’s current list: 2025 populations, new neighborhoods (organized industrial zones among them), new names, municipalities and postal codes. Every kind’s populations are now 2025’s; `/v2/meta` says so in `populationYears`.',
      },
      {
        tr: '`GET /v2/changes` ve `GET /v2/{kind}/{id}/changes`: her sürümün yerini aldığına göre eklenen, kaldırılan (yerine gelenlerle), yeniden adlandırılan, taşınan ve posta kodu değişen yerler ile sürümlerden önceki derlenmiş geçmiş (eski resmî adlar, merkez ilçeden kurulan ilçeler). İndirmeler: `changes.json`, `changes.csv` ve SQLite’ta `changes` tablosu. Kaldırılmış bir id’nin 404 iletisi ne zaman kaldırıldığını ve geçmişinin nerede olduğunu söyler.',
        en: '`GET /v2/changes` and `GET /v2/{kind}/{id}/changes`: the places each release added, removed (with their successors), renamed, moved or gave another postal code against the one it replaced, and the curated history before the releases (former official names, districts formed from a central district). Downloads: `changes.json`, `changes.csv` and a `changes` table in the SQLite file. A removed id’s 404 says when it went and where its history is.',
      },
      {
        tr: 'Eski adlar addır: yer araması bir yeri eski adıyla da bulur ve `formerName` ile söyler; adres okuyucu eski adı yerin bugünkü hâli olarak `replaced` okur (`FORMER_NAME`, karar `confirm`), kaldırılmış bir yeri başka yerdeki aynı adlı bir yer yapmaz (`REMOVED_PLACE`), büyükşehirde `Merkez` yazan ve mahalle yazmayan satıra ili ve eski merkez ilçenin ilçelerini aday olarak verir. MCP: `list_changes` ve `place_history`.',
        en: 'Former names are names: place search finds a place by a former name and says so in `formerName`; the address reader reads a former name as the place it became, `replaced` (`FORMER_NAME`, verdict `confirm`), never turns a removed place into a same-named one elsewhere (`REMOVED_PLACE`), and answers `Merkez` beside a metropolitan province with no neighborhood with the province and the former central district’s districts as candidates. MCP: `list_changes` and `place_history`.',
      },
    ],
  },
  {
    date: '2026-11-28',
    title: { tr: 'Adres formu öğesi: devre dışı bırakma ve araçlar için tanım', en: 'The address form element: disabled, and a description for tools' },
    changes: [
      {
        tr: '`<turkiye-address disabled>` içindeki bütün denetimleri ve Uygula düğmesini devre dışı bırakır; öznitelik kaldırılınca geri verir. `form.requestSubmit()` bir tıklama gibi listeleri bekler; `form.submit()` olay tetiklemediği için bekleyemez (Adres formu rehberi).',
        en: '`<turkiye-address disabled>` disables every control inside and the Apply button, and gives them back when the attribute goes. `form.requestSubmit()` waits for the lists as a click does; `form.submit()` fires no event, so it cannot (Address form guide).',
      },
      {
        tr: 'Öğenin Custom Elements Manifest’i (`/turkiye-address/custom-elements.json`, pakette `turkiye-divisions/address-element/custom-elements.json`): öznitelikler, özellikler, olaylar, CSS özel özellikleri ve ileti tablosu, kaynaktan üretilir. `TurkiyeAddressElement.define(tag, registry)` ve tipli `TurkiyeAddressChangeEvent`.',
        en: 'The element’s Custom Elements Manifest (`/turkiye-address/custom-elements.json`, `turkiye-divisions/address-element/custom-elements.json` in the package): attributes, properties, events, CSS custom properties and the message table, generated from the source. `TurkiyeAddressElement.define(tag, registry)` and a typed `TurkiyeAddressChangeEvent`.',
      },
      {
        tr: 'Sitenin arama kutusu ve adres formunun düzeyleri artık tek bir combobox kullanır: klavye, ekran okuyucu ve dokunma davranışı ikisinde aynıdır. Arama kutusunda Alt+Aşağı, listeyi bir seçenek seçmeden açar.',
        en: 'The site’s search box and the address form’s levels now share one combobox: keyboard, screen reader and touch behave the same in both. In the search box Alt+Down opens the list without choosing an option.',
      },
    ],
  },
  {
    date: '2026-11-28',
    title: { tr: 'Gömmek ve ziyaret etmek için güvenli', en: 'Safe to embed and safe to visit' },
    changes: [
      {
        tr: 'Her sunucu aynı güvenlik başlıklarını gönderir: sayfalar satır içi kod içermeyen bir `Content-Security-Policy` (`frame-ancestors \'none\'`), `X-Frame-Options`, `Referrer-Policy`, `Permissions-Policy` ve `Cross-Origin-Opener-Policy`; diğer her yanıt `Content-Security-Policy: default-src \'none\'; frame-ancestors \'none\'`. Mozilla HTTP Observatory notu HTTPS üzerinden A+. Bkz. Güvenlik rehberi.',
        en: 'Every host sends the same security headers: pages a `Content-Security-Policy` without inline code (`frame-ancestors \'none\'`), `X-Frame-Options`, `Referrer-Policy`, `Permissions-Policy` and `Cross-Origin-Opener-Policy`; every other answer `Content-Security-Policy: default-src \'none\'; frame-ancestors \'none\'`. The Mozilla HTTP Observatory grades it A+ over HTTPS. See the Security guide.',
      },
      {
        tr: '`<turkiye-address>` kod parçası modülü sürümü sabit adresinden `integrity="sha384-…"` ile yükler: tarayıcı yalnızca o baytları çalıştırır. Modül, veri dosyaları ve veri setleri `Cross-Origin-Resource-Policy: cross-origin` gönderir.',
        en: 'The `<turkiye-address>` snippet loads the module from its pinned address with `integrity="sha384-…"`: the browser runs those bytes or none. The module, its data files and the datasets send `Cross-Origin-Resource-Policy: cross-origin`.',
      },
      {
        tr: '`npm run serve` `TLS_CERT` ve `TLS_KEY` ile HTTPS konuşur (HTTP/2, HSTS, düz HTTP’den yönlendirme; `HTTP_REDIRECT_PORT`). `/.well-known/security.txt` ve `SECURITY.md` bir sorunun nereye bildirileceğini söyler.',
        en: '`npm run serve` speaks HTTPS with `TLS_CERT` and `TLS_KEY` (HTTP/2, HSTS, plain HTTP redirected; `HTTP_REDIRECT_PORT`). `/.well-known/security.txt` and `SECURITY.md` say where to report a problem.',
      },
    ],
  },
  {
    date: '2026-11-27',
    title: { tr: 'İlçesine kadar coğrafya', en: 'Geography to the district' },
    changes: [
      {
        tr: '`GET /v2/districts/{districtId}/boundary`: her ilçenin sınırı (OpenStreetMap, ODbL). İl sınırları artık ilçelerinin birleşimidir.',
        en: '`GET /v2/districts/{districtId}/boundary`: every district’s outline (OpenStreetMap, ODbL). Province outlines are now the union of their districts.',
      },
      {
        tr: '`/v2/locate` noktanın ilçesini (`district`, `districtMatch`, `districtDistanceKm`) ve en yakın yerleşimleri (`nearby`) de verir; il, ilçenin ilidir.',
        en: '`/v2/locate` also gives the point’s district (`district`, `districtMatch`, `districtDistanceKm`) and the nearest settlements (`nearby`); the province is the district’s province.',
      },
      {
        tr: 'İndirmeler: `districts.geojson`, `place-points.csv` ve SQLite dosyasında `place_points` tablosu. İl ve ilçe sayfaları sınırlarını çizer.',
        en: 'Downloads: `districts.geojson`, `place-points.csv` and a `place_points` table in the SQLite file. Province and district pages draw their outlines.',
      },
    ],
  },
  {
    date: '2026-11-26',
    title: { tr: 'Adres formu öğesi ve birlikte duran sunucu', en: 'An address form element, and a server that stops as one' },
    changes: [
      {
        tr: '`<turkiye-address>`: formunuzun kendi il, ilçe, mahalle/köy, adres ve posta kodu alanlarını aranabilir, klavyeyle ve ekran okuyucuyla kullanılabilir bir forma çevirir; adlarla birlikte kimlikleri gönderir. Bkz. Adres formu rehberi.',
        en: '`<turkiye-address>`: turns your form’s own province, district, neighborhood or village, street and postal-code fields into a searchable form that works with a keyboard and a screen reader, and submits ids with the names. See the Address form guide.',
      },
      {
        tr: '`npm run serve`: nginx ve işçileri gözetmenleriyle birlikte durur; nginx arkasında `/health` bir işçiye sorar ve ayakta işçi yoksa `503 SERVICE_UNAVAILABLE` döner.',
        en: '`npm run serve`: nginx and its workers stop with their supervisor; behind nginx `/health` asks a worker, and with no worker up it answers `503 SERVICE_UNAVAILABLE`.',
      },
    ],
  },
  {
    date: '2026-11-26',
    title: { tr: 'Otomatikleştiren bir adres kararı', en: 'An address verdict that automates' },
    changes: [
      {
        tr: '`verdict` artık satırın ima ettiğini doldurmayı kabul eder: ilçesi ya da ili yazılmış bir mahallenin posta kodu, ilçesi ya da ili çıkarıldığında yanıt `accept`’tir. `confirm` yalnızca bir kısım düzeltildiğinde ya da değiştirildiğinde, ya da yer tek başına yerleşimin adına dayandığında (ne ilçe ne il yazılmış) verilir.',
        en: '`verdict` now accepts filling in what the line implies: a neighborhood named with its district or province whose postal code, district or province was inferred is `accept`. `confirm` is only for a part corrected or replaced, or a place that rests on the settlement’s name alone (neither district nor province named).',
      },
    ],
  },
  {
    date: '2026-11-25',
    title: { tr: 'Konteyner imajı', en: 'A container image' },
    changes: [
      {
        tr: 'Kök dizinde bir `Dockerfile`: Node 22, nginx ve derlenmiş dosyalarla tek imaj (`docker run -p 8080:8080`), `/health` üzerinde sağlık denetimi, SIGTERM’de düzgün kapanış; `deploy/` altında Compose ve Kubernetes örnekleri. `WORKERS` artık konteynerin CPU sınırını izler.',
        en: 'A `Dockerfile` at the root: one image with Node 22, nginx and the built files (`docker run -p 8080:8080`), a health check on `/health`, a clean stop on SIGTERM; Compose and Kubernetes examples in `deploy/`. `WORKERS` now follows the container’s CPU limit.',
      },
      {
        tr: '1 KB’tan büyük her önceden üretilmiş dosya `br` ve `gzip` ile sıkıştırılmış gider (`/v2/datasets/provinces.csv`, iç içe listelerin varsayılan sayfaları): nginx önünde de, gömülü sunucuda olduğu gibi.',
        en: 'Every prebuilt file over 1 KB goes out compressed with `br` or `gzip` (`/v2/datasets/provinces.csv`, nested lists’ default pages): behind nginx too, as on the embedded server.',
      },
    ],
  },
  {
    date: '2026-11-25',
    title: { tr: 'Birçok adres tek seferde', en: 'Many addresses at once' },
    changes: [
      {
        tr: '`POST /v2/addresses/parse`: `{"lines": [...]}` gövdesiyle tek istekte en çok 100 adres satırı, aynı sırayla; geçersiz bir satır kendi hatasını alır, öbürleri yine okunur. MCP aracı `parse_addresses` ve tipli istemcide `parseAddresses`.',
        en: '`POST /v2/addresses/parse`: up to 100 address lines in one request as `{"lines": [...]}`, answered in order; an invalid line gets its own error and the others are still read. The MCP tool `parse_addresses` and the typed client’s `parseAddresses`.',
      },
      {
        tr: '`npm run addresses -- DOSYA`: bir CSV, NDJSON ya da metin dosyasındaki bütün adresleri kendi makinenizde, bütün çekirdeklerle okur ve satırları çözülen sütunlarla yazar; hiçbir şey gönderilmez (KVKK).',
        en: '`npm run addresses -- FILE`: reads every address of a CSV, NDJSON or text file on your own machine, on every core, and writes the rows back with the parsed columns; nothing is sent anywhere (KVKK).',
      },
      { tr: 'Kılavuzda yeni sayfa: “Adres dosyasını temizle”, tarayıcıda bir CSV’yi okuyup sonucu indirmek için.', en: 'A new guide page, “Clean an address file”, to read a CSV in the browser and download the result.' },
    ],
  },
  {
    date: '2026-11-25',
    title: { tr: 'Adresler insanların yazdığı gibi', en: 'Addresses as people write them' },
    changes: [
      {
        tr: '`GET /v2/addresses/parse` önce kesinlik ilkesiyle okur: büyükşehirlerde `Merkez`, eski ve halk arasındaki adlar (Afyon, İçel, Maraş, Antep, Urfa, Eyüp, Kazan), sayılarla ve boşluklarla yazılan adlar (`On Dokuz Mayıs`, `Mustafa Kemal Paşa`), simge yapılar (`… Parkı`, `… Camii Yanı`) ve sıradan sözcükler; uyuşan ilçe ve il tek bir mahalle adından üstündür (yeni uyarı `UNKNOWN_NEIGHBORHOOD`).',
        en: '`GET /v2/addresses/parse` reads precision first: `Merkez` in metropolitan provinces, former and colloquial names (Afyon, İçel, Maraş, Antep, Urfa, Eyüp, Kazan), names written with numbers and spaces (`On Dokuz Mayıs`, `Mustafa Kemal Paşa`), landmarks (`… Parkı`, `… Camii Yanı`) and ordinary words; a district and province that agree outweigh one neighborhood name (new issue `UNKNOWN_NEIGHBORHOOD`).',
      },
      { tr: '`GET /v2/search` eski ve halk arasındaki adları da bulur (`afyon`, `urfa`, `eyüp`).', en: '`GET /v2/search` finds former and colloquial names too (`afyon`, `urfa`, `eyüp`).' },
      {
        tr: 'Her çözümlenen adres bir `verdict` taşır: `accept` (olduğu gibi saklayın), `confirm` (kişiye biçimli satırı gösterin), `fix` (kişiye sorun).',
        en: 'Every parsed address carries a `verdict`: `accept` (store it as it is), `confirm` (show the person the formatted line), `fix` (ask the person).',
      },
    ],
  },
  {
    date: '2026-11-25',
    title: { tr: 'Temiz duruşlar ve her hata zarfta', en: 'Clean stops and every error in the envelope' },
    changes: [
      {
        tr: '`npm start` ve `npm run serve`, SIGTERM ya da SIGINT nasıl gönderilirse gönderilsin (npm’e, betiğe, sunucuya, süreç grubuna) süren istekleri `SHUTDOWN_TIMEOUT_MS` içinde bitirir, geride süreç ve klasör bırakmaz; bir istek kesildiyse çıkış kodu 1’dir.',
        en: '`npm start` and `npm run serve` finish the requests in flight within `SHUTDOWN_TIMEOUT_MS` however SIGTERM or SIGINT is sent (to npm, the script, the server, the process group), and leave no process or folder behind; the exit code is 1 when a request was cut.',
      },
      {
        tr: 'Kodlanmış ayraçlar (`%2f`, `%2e`, `%5c`) hiçbir dosyaya ulaşmaz (404 `ROUTE_NOT_FOUND`); kendi sunucunuzda ayrıştırıcının ve nginx’in kendi hataları da JSON zarfındadır (yeni kodlar: `NOT_IMPLEMENTED`, `HTTP_VERSION_NOT_SUPPORTED`); POST gövdeleri en çok 64 düzey iç içe olabilir.',
        en: 'Encoded separators (`%2f`, `%2e`, `%5c`) reach no file (404 `ROUTE_NOT_FOUND`); when self-hosted, the parser’s and nginx’s own refusals are in the JSON envelope too (new codes: `NOT_IMPLEMENTED`, `HTTP_VERSION_NOT_SUPPORTED`); POST bodies may nest at most 64 levels.',
      },
    ],
  },
  {
    date: '2026-11-24',
    title: { tr: 'Adres satırları', en: 'Address lines' },
    changes: [
      {
        tr: '`GET /v2/addresses/parse`: tek satırlık bir adresi (kısaltmalı, Türkçe harfsiz, yazım hatalı, posta kodlu ya da kodsuz) veri setinin doğrulanmış mahalle ya da köyüne, ilçesine, iline ve posta koduna çevirir; her kısmın nereden geldiğini, belirsiz adlarda adayları, çelişen kod, il ya da ilçe için uyarıları verir.',
        en: '`GET /v2/addresses/parse`: reads a one-line address (abbreviated, without Turkish letters, with typos, with or without a postal code) into the dataset’s verified neighborhood or village, district, province and postal code, saying where each part came from, with candidates for an ambiguous name and issues for a contradicting code, province or district.',
      },
      { tr: 'Kılavuzda yeni sayfa: “Yazılan adresten yerlere”, bir deneme kutusuyla.', en: 'A new guide page, “From a typed address to places”, with a box to try it.' },
    ],
  },
  {
    date: '2026-11-24',
    title: { tr: 'Yapay zekâ asistanları için MCP sunucusu ve tip güvenli TypeScript istemcisi', en: 'An MCP server for AI assistants and a typed TypeScript client' },
    changes: [
      {
        tr: '`POST /mcp`: API, yapay zekâ asistanlarına araç olarak (`search_places`, `get_place`, `list_places`, `lookup_postal_code`, `locate_point`, `parse_address`); `npm run mcp` aynısını ağsız, yerelde sunar.',
        en: '`POST /mcp`: the API as tools for AI assistants (`search_places`, `get_place`, `list_places`, `lookup_postal_code`, `locate_point`, `parse_address`); `npm run mcp` serves the same locally, offline.',
      },
      {
        tr: '`turkiye-divisions/client`: OpenAPI belgesinden üretilen tiplerle, sayfalama, `If-None-Match` ve `429` beklemesi olan bağımlılıksız bir istemci.',
        en: '`turkiye-divisions/client`: a dependency-free client typed from the OpenAPI document, with paging, `If-None-Match` and waiting out `429`.',
      },
      { tr: 'Yeni kılavuz sayfaları: Yapay zekâ asistanlarıyla kullanım, İstemciler.', en: 'New guide pages: Use with AI assistants, Clients.' },
    ],
  },
  {
    date: '2026-11-24',
    title: { tr: 'Performans sayfası ve bilinmeyen parametre adları', en: 'A Performance page, and unknown parameter names' },
    changes: [
      {
        tr: 'Performans sayfası: ölçülen her sayı, onu üreten komut, tarih ve makineyle birlikte.',
        en: 'A Performance page: every measured figure, with the command, date and machine that made it.',
      },
      {
        tr: 'Belgeler, önceden üretilmiş adreslerin istisnasını söyler: sorgusunda yalnızca API’nin tanımadığı adlar olan istek dosyadan yanıtlanır (`/v2/provinces/34/districts?limt=5`); API başvurusu tanınan adları listeler.',
        en: 'The docs state the exception of prebuilt URLs: a request whose query holds only names the API does not know is answered by the file (`/v2/provinces/34/districts?limt=5`); the reference lists the known names.',
      },
      {
        tr: 'Dene sayfası, uç noktanın almadığı bir parametre adı yazıldığında API’nin ne yanıt vereceğini söyler ve doğru adı önerir; sayfa açılırken artık kaymaz.',
        en: 'The Try it page says what the API will answer when you type a parameter name the endpoint does not take, and suggests the right one; the page no longer shifts as it loads.',
      },
    ],
  },
  {
    date: '2026-11-24',
    title: { tr: 'Kendi sunucunuzda ölçeklenme: nginx önde, birden çok işçi', en: 'Self-hosting at scale: nginx in front, several workers' },
    changes: [
      {
        tr: '`npm run serve`: hazır dosyaları nginx sunar, sorguları birden çok işlem yanıtlar; nginx yapılandırması rota tablosundan üretilir, istek sınırları nginx’te uygulanır.',
        en: '`npm run serve`: nginx serves the prebuilt files and several processes answer the queries; the nginx configuration is generated from the route table, and the rate limits are applied in nginx.',
      },
      {
        tr: 'İstek günlüğü artık eşzamansız yazılır (`LOG_LEVEL` ile düzeyi seçilir) ve kapanışta hiçbir satır kaybolmaz.',
        en: 'The request log is written asynchronously (its level set with `LOG_LEVEL`), and no line is lost on shutdown.',
      },
    ],
  },
  {
    date: '2026-11-23',
    title: { tr: 'Veri seti depoda; arama, posta kodları, coğrafya, indirmeler ve yer sayfaları', en: 'The dataset in the repository; search, postal codes, geography, downloads and place pages' },
    changes: [
      {
        tr: 'Veri seti artık kodla birlikte depoda (`data/2025/`) gelir; her derleme aynı veriyle aynı sonucu verir.',
        en: 'The dataset now ships in the repository (`data/2025/`): every build from the same commit serves the same data.',
      },
      { tr: 'Yer araması: il, ilçe, mahalle ve köyleri adla bulma.', en: 'Place search: find provinces, districts, neighborhoods and villages by name.' },
      { tr: 'Posta kodu sorguları: bir kodun hangi mahalle ve köylere ait olduğu.', en: 'Postal-code lookups: which neighborhoods and villages a code belongs to.' },
      { tr: 'Coğrafya: il sınırları GeoJSON olarak ve bir noktanın hangi ilde olduğu.', en: 'Geography: province boundaries as GeoJSON, and which province a point lies in.' },
      { tr: 'İndirmeler: her tür için sürümlü veri seti dosyaları.', en: 'Downloads: versioned dataset files for every kind.' },
      {
        tr: 'Her il ve ilçe için Türkçe ve İngilizce birer sayfa: bilgiler, mahalleler, köyler ve posta kodları; site haritası ve `robots.txt`.',
        en: 'A page for every province and district in Turkish and English: facts, neighborhoods, villages and postal codes; a sitemap and `robots.txt`.',
      },
      {
        tr: 'Belgeler: bağlantıyla doldurulabilen Dene sayfası, kod bloklarında kopyalama düğmesi, curl, JavaScript ve Python örnekleri.',
        en: 'Docs: a Try it page that a link can fill in, copy buttons on code, curl, JavaScript and Python examples.',
      },
    ],
  },
  {
    date: '2026-11-21',
    title: { tr: 'API v2 ve eski v1 yüzeyi', en: 'API v2 and the legacy v1 surface' },
    changes: [
      {
        tr: 'TürkiyeAPI v2 sözleşmesiyle salt okunur REST API: listeler, tek kayıtlar, iç içe listeler, filtreler, sıralama, sayfalama.',
        en: 'A read-only REST API on the TürkiyeAPI v2 contract: lists, single records, nested lists, filters, sorting, paging.',
      },
      { tr: 'Servisin kendisinden üretilen OpenAPI 3.1 belgesi.', en: 'An OpenAPI 3.1 document generated from the service itself.' },
      { tr: 'Eski v1 adresleri `/v1` ve `/api/v1` altında, kullanımı önerilmeden sürdürülür.', en: 'The legacy v1 addresses under `/v1` and `/api/v1`, kept and deprecated.' },
      { tr: 'İki dilde belgeler: kılavuz, API başvurusu ve Dene sayfası.', en: 'Docs in two languages: the guide, the API reference and the Try it page.' },
    ],
  },
];
