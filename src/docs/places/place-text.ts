// The words of the place pages, in both languages. Plain strings are UI words (the language-purity
// test looks for each language's strings on the other language's pages); functions build sentences
// around place names.
import type { Text } from '../../core/text.ts';

export const placeText = {
  provinces: { tr: 'İller', en: 'Provinces' },
  provincesByRegion: { tr: 'Bölgelere göre 81 il', en: 'The 81 provinces by region' },
  provincesIntro: {
    tr: 'Her ilin sayfasında ilçeleri, nüfusu, yüzölçümü ve alan kodları; her ilçenin sayfasında mahalleleri, köyleri ve posta kodları var.',
    en: 'Each province’s page lists its districts, population, area and area codes; each district’s page its neighborhoods, villages and postal codes.',
  },
  breadcrumb: { tr: 'Sayfa yolu', en: 'Breadcrumb' },
  facts: { tr: 'Bilgiler', en: 'Facts' },
  region: { tr: 'Bölge', en: 'Region' },
  population: { tr: 'Nüfus', en: 'Population' },
  area: { tr: 'Yüzölçümü', en: 'Area' },
  density: { tr: 'Nüfus yoğunluğu', en: 'Population density' },
  perKm2: { tr: 'kişi/km²', en: 'people per km²' },
  altitude: { tr: 'Rakım (merkez)', en: 'Altitude (centre)' },
  areaCodes: { tr: 'Telefon alan kodu', en: 'Telephone area code' },
  coastal: { tr: 'Kıyısı var', en: 'Coastal' },
  metropolitan: { tr: 'Büyükşehir', en: 'Metropolitan municipality' },
  yes: { tr: 'Evet', en: 'Yes' },
  no: { tr: 'Hayır', en: 'No' },
  districtCount: { tr: 'İlçe sayısı', en: 'Districts' },
  municipalityCount: { tr: 'Belediye sayısı', en: 'Municipalities' },
  neighborhoodCount: { tr: 'Mahalle sayısı', en: 'Neighborhoods' },
  villageCount: { tr: 'Köy sayısı', en: 'Villages' },
  districts: { tr: 'İlçeler', en: 'Districts' },
  district: { tr: 'İlçe', en: 'District' },
  areaKm2: { tr: 'Yüzölçümü (km²)', en: 'Area (km²)' },
  neighborhoodsShort: { tr: 'Mahalle', en: 'Neighborhoods' },
  villagesShort: { tr: 'Köy', en: 'Villages' },
  sortHint: {
    tr: 'Tablo ada göre sıralıdır; sütun başlıklarındaki düğmeler ada ya da nüfusa göre sıralar.',
    en: 'The table is sorted by name; the buttons in the column headings sort it by name or by population.',
  },
  municipalities: { tr: 'Belediyeler', en: 'Municipalities' },
  municipality: { tr: 'Belediye', en: 'Municipality' },
  type: { tr: 'Tür', en: 'Type' },
  province_center: { tr: 'İl merkezi', en: 'Province centre' },
  district_center: { tr: 'İlçe merkezi', en: 'District centre' },
  town: { tr: 'Belde', en: 'Town' },
  neighborhoodsAndCodes: { tr: 'Mahalleler ve posta kodları', en: 'Neighborhoods and postal codes' },
  neighborhood: { tr: 'Mahalle', en: 'Neighborhood' },
  villagesAndCodes: { tr: 'Köyler ve posta kodları', en: 'Villages and postal codes' },
  village: { tr: 'Köy', en: 'Village' },
  noVillages: { tr: 'Bu ilçede köy yok: bütün yerleşimler mahalledir.', en: 'This district has no villages: every settlement is a neighborhood.' },
  postalCode: { tr: 'Posta kodu', en: 'Postal code' },
  codeSource: { tr: 'Kodun kaynağı', en: 'Source of the code' },
  official: { tr: 'resmî', en: 'official' },
  derived: { tr: 'eski köyden', en: 'derived' },
  estimated: { tr: 'tahmini', en: 'estimated' },
  statusHeading: { tr: 'Posta kodlarının kaynağı', en: 'Where the postal codes come from' },
  officialText: { tr: 'PTT’nin resmî posta kodu listesinden alındı.', en: 'taken from the postal operator’s (PTT) official list.' },
  derivedText: {
    tr: 'mahalle listede kendi adıyla yok; listede bulunan eski köyünün kodu verildi.',
    en: 'the neighborhood is not in that list under its own name; it has the code of the former village it was.',
  },
  estimatedText: {
    tr: 'aynı belediyenin ya da ilçenin diğer mahallelerinden çıkarıldı; göndermeden önce doğrulayın.',
    en: 'inferred from the other neighborhoods of the same municipality or district; check it before you post.',
  },
  asJson: { tr: 'Aynı veri JSON olarak', en: 'The same data as JSON' },
  asJsonIntro: {
    tr: 'Bu sayfadaki her şey API’den gelir; aynı kayıtlar şu adreslerde:',
    en: 'Everything on this page comes from the API; the same records are at these addresses:',
  },
  provinceRecord: { tr: 'il kaydı', en: 'the province record' },
  districtRecord: { tr: 'ilçe kaydı', en: 'the district record' },
  itsDistricts: { tr: 'ilçeleri', en: 'its districts' },
  itsMunicipalities: { tr: 'belediyeleri', en: 'its municipalities' },
  itsNeighborhoods: { tr: 'mahalleleri', en: 'its neighborhoods' },
  itsVillages: { tr: 'köyleri', en: 'its villages' },
  itsBoundary: { tr: 'sınırı (GeoJSON)', en: 'its boundary (GeoJSON)' },
  itsChanges: { tr: 'değişiklikleri', en: 'its changes' },
  tryIt: { tr: 'Bu isteği Dene sayfasında açın', en: 'Open this request in Try it' },
} satisfies Record<string, Text>;

export const placeSentences = {
  provinceTitle: { tr: (name: string) => `${name} ili`, en: (name: string) => `${name} Province` },
  districtTitle: { tr: (name: string, province: string) => `${name} ilçesi (${province})`, en: (name: string, province: string) => `${name} District (${province})` },
  provinceDescription: {
    tr: (name: string, districts: number, villages: number) =>
      `${name} ili: ${districts} ilçesi, nüfusu, yüzölçümü, alan kodu; ${villages} köyü, mahalleleri ve posta kodları.`,
    en: (name: string, districts: number, villages: number) =>
      `${name} Province, Türkiye: its ${districts} districts, population, area and area code; its ${villages} villages, neighborhoods and postal codes.`,
  },
  districtDescription: {
    tr: (name: string, province: string, neighborhoods: number, villages: number) =>
      `${name} ilçesi (${province}): ${neighborhoods} mahalle ve ${villages} köy, posta kodlarıyla; nüfus ve yüzölçümü.`,
    en: (name: string, province: string, neighborhoods: number, villages: number) =>
      `${name} District, ${province}: ${neighborhoods} neighborhoods and ${villages} villages with their postal codes; population and area.`,
  },
  municipalityHeading: { tr: (name: string) => `${name} Belediyesi`, en: (name: string) => `${name} municipality` },
};
