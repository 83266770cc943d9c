// The words of the Downloads page (src/pages/[lang]/downloads.astro), in both languages. The table of
// files, sizes and checksums is not here: the page reads it from the dataset index, which is made
// from the files' own bytes. `backticks` become <code> (inline-code.ts); `{changes}` is a link to the What changed page.
import type { Lang } from './i18n.ts';

export interface ToolExample {
  tool: string;
  intro: string;
  code: string;
}

interface DownloadsText {
  description: string;
  intro: string[];
  tableCaption: string;
  columns: { file: string; format: string; records: string; size: string; sha256: string };
  allKinds: string;
  /** What a file holds beyond its format, for the files that are not one kind's records. */
  fileNotes: Record<string, string>;
  checksumsTitle: string;
  checksums: string[];
  toolsTitle: string;
  examplesNote: string;
  csvNotes: string[];
  tools: ToolExample[];
}

// The examples read the pinned files, so they keep working when a new dataset version comes out, from
// a local copy (`npm start`), as the guide's examples do; the page says to put this site's address.
const base = 'http://127.0.0.1:4321/v2/datasets/2025';

const code = {
  curl: `curl -O "${base}/neighborhoods.csv" -O "${base}/SHA256SUMS"\nsha256sum -c --ignore-missing SHA256SUMS`,
  pandas: `import pandas as pd\n\nneighborhoods = pd.read_csv("${base}/neighborhoods.csv", dtype={"postalCode": str})\nprovinces = pd.read_json("${base}/provinces.ndjson", lines=True)\nneighborhoods.groupby("provinceId")["population"].sum()`,
  duckdb: `SELECT provinceId, sum(population) AS population\nFROM read_csv('${base}/neighborhoods.csv', types = {'postalCode': 'VARCHAR'})\nGROUP BY provinceId ORDER BY population DESC;`,
  sqlite: `curl -O "${base}/turkiye.sqlite"\nsqlite3 turkiye.sqlite "SELECT n.name, n.postalCode FROM neighborhoods n JOIN districts d ON d.id = n.districtId WHERE d.name = 'Kadıköy' ORDER BY n.name;"`,
  r: `neighborhoods <- read.csv("${base}/neighborhoods.csv", encoding = "UTF-8",\n                          colClasses = c(postalCode = "character"))\naggregate(population ~ provinceId, data = neighborhoods, FUN = sum)`,
};

export const downloadsText: Record<Lang, DownloadsText> = {
  tr: {
    description: 'Veri setinin tamamı JSON, CSV, NDJSON ve SQLite olarak; boyutları ve SHA-256 sağlama toplamlarıyla.',
    intro: [
      'Her tür (iller, ilçeler, belediyeler, mahalleler, köyler) üç biçimde indirilebilir: JSON dizisi, CSV ve NDJSON (satır başına bir JSON kaydı). Beş türün tamamı ayrıca tek bir SQLite veritabanıdır. Hepsi API’nin sunduğu kayıtların aynısıdır, id sırasıyla.',
      'Sınırlar (`provinces.geojson`, `districts.geojson`) OpenStreetMap’ten türetilmiştir ve Open Database License (ODbL) 1.0 ile sunulur: "© OpenStreetMap katkıda bulunanlar" atfını verin, türettiğiniz veritabanını ODbL ile paylaşın. Yerleşim noktaları (`place-points.csv`, SQLite’ta `place_points`) GeoNames verisidir (CC BY 4.0) ve Who’s On First’ten gelir; atıf metinleri Lisanslar sayfasındadır.',
      'Değişiklik listesi (`changes.json`, `changes.csv`, SQLite’ta `changes`) her sürümün yerini aldığı sürüme göre neleri eklediğini, kaldırdığını, yeniden adlandırdığını, taşıdığını ve posta kodunu değiştirdiğini, ardından sürümlerden önceki derlenmiş geçmişi verir; `GET /v2/changes` ile aynı satırlardır ({changes} sayfası).',
      'Sabit adresler (`/v2/datasets/2025/…`) hiç değişmez; güncel adresler (`/v2/datasets/…`) her zaman en yeni veri setini verir. Bu tablo `GET /v2/datasets` dizininden üretilir.',
    ],
    tableCaption: 'İndirilebilir dosyalar (veri seti {version}, {date})',
    columns: { file: 'Dosya', format: 'Biçim', records: 'Kayıt', size: 'Boyut', sha256: 'SHA-256' },
    allKinds: 'beş tür',
    fileNotes: {
      'turkiye.sqlite': 'beş tür, place_points ve changes',
      'provinces.geojson': 'il sınırları; © OpenStreetMap katkıda bulunanlar, ODbL 1.0',
      'districts.geojson': 'ilçe sınırları; © OpenStreetMap katkıda bulunanlar, ODbL 1.0',
      'place-points.csv': 'ilçe, köy ve mahalle noktaları; GeoNames, CC BY 4.0',
      'changes.json': 'değişiklik listesi: sürümler arası farklar ve derlenmiş geçmiş, en yenisi önce',
      'changes.csv': 'değişiklik listesi, CSV olarak',
    },
    checksumsTitle: 'Sağlama toplamları',
    checksums: [
      '`SHA256SUMS` dosyası yukarıdaki her dosyanın SHA-256 özetini `sha256sum` biçiminde listeler. Dosyaları indirdiğiniz klasörde `sha256sum -c` ile doğrulayın; yalnızca bazılarını indirdiyseniz `--ignore-missing` ekleyin. Her dosyanın `ETag` başlığı da aynı özettir.',
    ],
    toolsTitle: 'Araçlarla kullanım',
    examplesNote: 'Örnekler `npm start` ile başlatılan yerel kopyanın adresini (`http://127.0.0.1:4321`) kullanır; yerine bu sitenin adresini yazın.',
    csvNotes: [
      'CSV dosyaları RFC 4180 biçimindedir: virgülle ayrılmış, gerektiğinde çift tırnaklı, CRLF satır sonlu, başlık satırlı, UTF-8. İç içe alanlar `_` ile birleştirilir (`area_value`, `stats_districtCount`), diziler `;` ile (`212;216`); mantıksal değerler `true`/`false`.',
      'Dosyalarda bayt sırası işareti (BOM) yoktur: BOM çoğu okuyucuda ilk sütunun adına karışır. Posta kodlarını metin olarak okuyun, yoksa baştaki sıfır düşer (`01720` → `1720`).',
    ],
    tools: [
      { tool: 'curl ve sha256sum', intro: 'İndirip doğrulamak:', code: code.curl },
      { tool: 'pandas', intro: 'CSV’yi posta kodu metin olarak okuyun; NDJSON için `lines=True`:', code: code.pandas },
      { tool: 'DuckDB', intro: 'DuckDB CSV’yi adresinden doğrudan okur:', code: code.duckdb },
      { tool: 'sqlite3', intro: 'Veritabanında tablolar türlerin adını taşır; üst kayıt kimlikleri yabancı anahtardır:', code: code.sqlite },
      { tool: 'R', intro: 'Posta kodunu metin olarak okuyun:', code: code.r },
    ],
  },
  en: {
    description: 'The whole dataset as JSON, CSV, NDJSON and SQLite, with sizes and SHA-256 checksums.',
    intro: [
      'Every kind (provinces, districts, municipalities, neighborhoods, villages) comes in three formats: a JSON array, CSV, and NDJSON (one JSON record per line). All five kinds are also one SQLite database. Each holds exactly the records the API serves, in id order.',
      'The outlines (`provinces.geojson`, `districts.geojson`) are derived from OpenStreetMap and offered under the Open Database License (ODbL) 1.0: credit "© OpenStreetMap contributors" and share a database you derive from them under the ODbL. The settlement points (`place-points.csv`, `place_points` in SQLite) are GeoNames data (CC BY 4.0) through Who’s On First; the Licences page has the attribution to give.',
      'The change list (`changes.json`, `changes.csv`, `changes` in SQLite) holds what each release added, removed, renamed, moved and gave another postal code against the release it replaced, then the curated history before the releases: the same rows as `GET /v2/changes` (the {changes} page).',
      'Pinned URLs (`/v2/datasets/2025/…`) never change; latest URLs (`/v2/datasets/…`) always give the newest dataset. This table is made from the `GET /v2/datasets` index.',
    ],
    tableCaption: 'Downloadable files (dataset {version}, {date})',
    columns: { file: 'File', format: 'Format', records: 'Records', size: 'Size', sha256: 'SHA-256' },
    allKinds: 'all five kinds',
    fileNotes: {
      'turkiye.sqlite': 'all five kinds, place_points and changes',
      'provinces.geojson': 'province outlines; © OpenStreetMap contributors, ODbL 1.0',
      'districts.geojson': 'district outlines; © OpenStreetMap contributors, ODbL 1.0',
      'place-points.csv': 'points of districts, villages and neighborhoods; GeoNames, CC BY 4.0',
      'changes.json': 'the change list: differences between releases and the curated history, newest first',
      'changes.csv': 'the change list, as CSV',
    },
    checksumsTitle: 'Checksums',
    checksums: [
      '`SHA256SUMS` lists the SHA-256 of every file above in the `sha256sum` format. Check your downloads with `sha256sum -c` in their folder; add `--ignore-missing` if you downloaded only some. Each file’s `ETag` header is the same digest.',
    ],
    toolsTitle: 'Using the files',
    examplesNote: 'The examples use the address of a local copy started with `npm start` (`http://127.0.0.1:4321`); put this site’s address in its place.',
    csvNotes: [
      'The CSV files are RFC 4180: comma-separated, double-quoted where needed, CRLF line ends, a header row, UTF-8. Nested fields are joined with `_` (`area_value`, `stats_districtCount`), arrays with `;` (`212;216`); booleans are `true`/`false`.',
      'The files have no byte order mark (BOM): most readers would take it into the first column’s name. Read postal codes as text, or the leading zero is lost (`01720` → `1720`).',
    ],
    tools: [
      { tool: 'curl and sha256sum', intro: 'Download and verify:', code: code.curl },
      { tool: 'pandas', intro: 'Read the CSV with postal codes as text; `lines=True` for NDJSON:', code: code.pandas },
      { tool: 'DuckDB', intro: 'DuckDB reads the CSV straight from its URL:', code: code.duckdb },
      { tool: 'sqlite3', intro: 'Tables are named after the kinds; parent ids are foreign keys:', code: code.sqlite },
      { tool: 'R', intro: 'Read postal codes as text:', code: code.r },
    ],
  },
};

/** Excel, step by step: opening the CSV by double-click guesses the wrong encoding and breaks ç, ğ, ı, ö, ş, ü. */
export const excelSteps: Record<Lang, { title: string; steps: string[] }> = {
  tr: {
    title: 'Excel',
    steps: [
      'CSV dosyasına çift tıklamayın: Excel kodlamayı yanlış tahmin eder ve ç, ğ, ı, İ, ö, ş, ü harfleri bozulur.',
      'Boş bir çalışma kitabında **Veri → Metinden/CSV’den** seçin ve dosyayı açın.',
      '**Dosya Kaynağı** olarak **65001: Unicode (UTF-8)**, **Sınırlayıcı** olarak **Virgül** seçin.',
      '**Verileri Dönüştür** ile `postalCode` sütununun türünü **Metin** yapın, sonra **Kapat ve Yükle**.',
    ],
  },
  en: {
    title: 'Excel',
    steps: [
      'Do not double-click the CSV file: Excel guesses the wrong encoding and breaks ç, ğ, ı, İ, ö, ş, ü.',
      'In an empty workbook choose **Data → From Text/CSV** and open the file.',
      'Set **File Origin** to **65001: Unicode (UTF-8)** and **Delimiter** to **Comma**.',
      'Under **Transform Data**, set the type of the `postalCode` column to **Text**, then **Close & Load**.',
    ],
  },
};
