// The words of the "What changed" page and of the changes on the place pages, in both languages. Plain
// Text entries are UI words (the language-purity test looks for each language's on the other's pages);
// functions build sentences around names, codes and dates.
import type { Text } from '../../core/text.ts';
import type { ChangeType } from '../../data/change-list.ts';

export const changeText = {
  description: {
    tr: 'Veri setinin her sürümünün yerini aldığı sürüme göre neleri eklediği, kaldırdığı, yeniden adlandırdığı, taşıdığı ve posta kodunu değiştirdiği; eski resmî adlar ve merkez ilçeden kurulan ilçeler.',
    en: 'What each release of the dataset added, removed, renamed, moved and gave another postal code, against the release it replaced; former official names and the districts formed from a central district.',
  },
  intro: {
    tr: 'Her yeni sürüm, yerini aldığı sürümle kayıt kayıt karşılaştırılır (npm run data:import) ve bulunan her fark burada listelenir. Yalnızca harfleri aynı kalan bir yazım düzeltmesi ad değişikliği sayılmaz; nüfuslar değişiklik sayılmaz. Aynı satırlar API’de ve indirilebilir dosyalardadır:',
    en: 'Each new release is compared record by record with the release it replaces (npm run data:import), and every difference found is listed here. A spelling fix that keeps the letters is not a rename; populations are not changes. The same rows are in the API and in the downloads:',
  },
  downloads: { tr: 'İndirmeler', en: 'Downloads' },
  change: { tr: 'Değişiklik', en: 'Change' },
  place: { tr: 'Yer', en: 'Place' },
  history: { tr: 'Geçmişi (JSON)', en: 'History (JSON)' },
  byProvinceIntro: {
    tr: 'Bir ili açınca değişen yerleri görünür; her yer, ilçesinin sayfasındaki satırına ve API’deki geçmişine bağlanır.',
    en: 'Open a province to see the places that changed; each links to its row on its district’s page and to its history in the API.',
  },
  noChanges: { tr: 'Bu karşılaştırma hiçbir fark bulmadı.', en: 'This comparison found no difference.' },
  curated: { tr: 'Sürümlerden önce', en: 'Before the releases' },
  curatedIntro: {
    tr: 'Karşılaştırmaların kapsamadığı daha eski değişiklikler, her biri resmî kaynağı ve yürürlük tarihiyle: illerin ve ilçelerin eski resmî adları ve bir ilin merkez ilçesinden kanunla kurulan ilçeler. Halk arasındaki adlar ve kısaltmalar (Maraş, K.Maraş) değişiklik değildir.',
    en: 'Older changes that no comparison covers, each with its official source and the day it took effect: former official names of provinces and districts, and the districts a law formed from a province’s central district. Everyday names and abbreviations (Maraş, K.Maraş) are not changes.',
  },
  formerNames: { tr: 'Eski resmî adlar', en: 'Former official names' },
  formedDistricts: { tr: 'Merkez ilçeden kurulan ya da adı değişen ilçeler', en: 'Districts formed from or renamed from a central district' },
  nowCalled: { tr: 'Bugünkü adı', en: 'Name now' },
  formerName: { tr: 'Eski adı', en: 'Former name' },
  formedFrom: { tr: 'Önceki ilçe', en: 'Formed from' },
  date: { tr: 'Tarih', en: 'Date' },
  source: { tr: 'Kaynak', en: 'Source' },
  province: { tr: 'İl', en: 'Province' },
  ownChanges: { tr: 'Değişiklikler', en: 'Changes' },
  successor: { tr: 'yerine gelen', en: 'successor' },
  allOfPlace: { tr: 'Bu yerin bütün değişiklikleri JSON olarak:', en: 'All changes of this place as JSON:' },
  districtsChanged: { tr: 'İlçelerinin değişiklikleri', en: 'Changes of its districts' },
  leftHeading: { tr: 'Bu ilçeden ayrılan yerleşimler', en: 'Settlements that left this district' },
  seeChangesPage: { tr: 'Bütün değişiklikler: Neler değişti', en: 'All changes: What changed' },
  settlementChangesNote: {
    tr: 'Değişen mahalle ve köyler aşağıdaki tablolarda adlarının yanında belirtilmiştir.',
    en: 'The neighborhoods and villages that changed are marked beside their names in the tables below.',
  },
  kinds: {
    provinces: { tr: 'İller', en: 'Provinces' },
    districts: { tr: 'İlçeler', en: 'Districts' },
    municipalities: { tr: 'Belediyeler', en: 'Municipalities' },
    neighborhoods: { tr: 'Mahalleler', en: 'Neighborhoods' },
    villages: { tr: 'Köyler', en: 'Villages' },
  },
  types: {
    added: { tr: 'Eklenen', en: 'Added' },
    removed: { tr: 'Kaldırılan', en: 'Removed' },
    renamed: { tr: 'Adı değişen', en: 'Renamed' },
    moved: { tr: 'Başka üst birime taşınan', en: 'Moved to another parent' },
    postalCode: { tr: 'Posta kodu değişen', en: 'Another postal code' },
    split: { tr: 'Ayrılarak kurulan', en: 'Formed from another' },
  } satisfies Record<ChangeType, Text>,
} satisfies Record<string, Text | Record<string, Text>>;

type Sentence<A extends unknown[]> = { tr: (...args: A) => string; en: (...args: A) => string };
const sentence = <A extends unknown[]>(tr: (...args: A) => string, en: (...args: A) => string): Sentence<A> => ({ tr, en });

/** Notes beside a place: what one change did to it. Names and codes are data, the rest words. */
export const changeSentences = {
  releaseHeading: sentence(
    (release: string, date: string, previousDate: string) => `${release} sürümü, ${date}: ${previousDate} tarihli kopyaya göre`,
    (release: string, date: string, previousDate: string) => `Release ${release} of ${date}, against the copy of ${previousDate}`,
  ),
  summaryCaption: sentence(
    (release: string) => `${release} sürümünün değişiklikleri, türe göre (sayılar API’deki listeye bağlanır)`,
    (release: string) => `The changes of release ${release}, by type (each count links to its list in the API)`,
  ),
  added: sentence((release: string) => `${release} sürümünde yeni`, (release: string) => `new in release ${release}`),
  removed: sentence((release: string) => `${release} sürümünde kaldırıldı`, (release: string) => `removed in release ${release}`),
  renamed: sentence((name: string) => `eski adı ${name}`, (name: string) => `formerly ${name}`),
  movedFromMunicipality: sentence((name: string) => `önceden ${name} Belediyesine bağlıydı`, (name: string) => `moved from the ${name} municipality`),
  movedFromDistrict: sentence((name: string) => `önceden ${name} ilçesindeydi`, (name: string) => `moved from ${name} District`),
  movedToDistrict: sentence((name: string) => `${name} ilçesine taşındı`, (name: string) => `moved to ${name} District`),
  postalCodeWas: sentence((code: string, status: string) => `posta kodu önceden ${code} (${status})`, (code: string, status: string) => `postal code was ${code} (${status})`),
  postalStatusWas: sentence((status: string, previous: string) => `kodu artık ${status}, önceden ${previous}`, (status: string, previous: string) => `code now ${status}, was ${previous}`),
  split: sentence((name: string) => `${name} ilçesinden ayrılarak kuruldu`, (name: string) => `formed from the ${name} district`),
  /** A record of the dataset no longer has: its id stands for its name. */
  places: sentence((count: string) => `${count} yer`, (count: string) => (count === '1' ? '1 place' : `${count} places`)),
  inRelease: sentence((release: string) => `${release} sürümü`, (release: string) => `release ${release}`),
  unknownPlace: sentence((id: number) => `kimliği ${id} olan yer`, (id: number) => `the place with id ${id}`),
  districtChangeCounts: sentence(
    (release: string, count: string) => `${release} sürümü bu ilçenin mahalle ve köylerinde ${count} değişiklik buldu.`,
    (release: string, count: string) => `Release ${release} found ${count} changes of this district’s neighborhoods and villages.`,
  ),
  provinceChangeCounts: sentence(
    (release: string, count: string) => `${release} sürümü bu ildeki yerlerde ${count} değişiklik buldu.`,
    (release: string, count: string) => `Release ${release} found ${count} changes of places in this province.`,
  ),
};
