// Turkish descriptions of every parameter, for the reference in Turkish (the English ones are in the
// OpenAPI document, from the zod schemas). Keyed by name, or by `path:name` where the meaning as a
// path parameter differs from the same name as a filter. A test checks that every parameter of the
// document has one.
export const parameterTextTr: Readonly<Record<string, string>> = {
  search: 'Adın bir parçası. Büyük/küçük harf ve Türkçe karakter duyarsız: `sanliurfa`, `ŞANLIURFA` ve `Şanlıurfa` Şanlıurfa’yı bulur; `istanbul` İstanbul’u bulur.',
  fields: 'Döndürülecek alanlar, virgülle ayrılmış; diğerleri çıkarılır. Çıktı şemadaki alan sırasını korur.',
  sort: 'Sıralama; `-` azalan demektir. Adlar Türk alfabesine göre sıralanır; eşitlikte artan id belirler.',
  limit: 'Sayfa boyutu.',
  offset: 'Atlanacak eşleşen kayıt sayısı.',
  minPopulation: 'En az nüfus (dahil).',
  maxPopulation: 'En çok nüfus (dahil).',
  minArea: 'En az yüzölçümü, km² (dahil).',
  maxArea: 'En çok yüzölçümü, km² (dahil).',
  minAltitude: 'En az rakım, metre (dahil).',
  maxAltitude: 'En çok rakım, metre (dahil).',
  isCoastal: 'Yalnızca kıyı (`true`) ya da iç (`false`) iller.',
  isMetropolitan: 'Yalnızca büyükşehir (`true`) ya da diğer (`false`) iller.',
  type: 'Yalnızca bu türdeki belediyeler.',
  postalCode: 'Tam beş haneli posta kodu.',
  postalCodePrefix: 'Posta kodunun ilk bir ila beş hanesi.',
  postalCodeStatus: 'Virgülle ayrılmış posta kodu durumları.',
  include: 'Eklenecek ilişkili kayıtlar, virgülle ayrılmış: üst birimler nesne olarak, alt birimler id’ye göre sıralı dizi olarak.',
  provinceId: 'Yalnızca bu ile ait kayıtlar.',
  districtId: 'Yalnızca bu ilçeye ait kayıtlar.',
  municipalityId: 'Yalnızca bu belediyeye ait kayıtlar.',
  'path:provinceId': 'İlin id’si (plaka kodu).',
  'path:districtId': 'İlçenin id’si.',
  'path:municipalityId': 'Belediyenin id’si.',
  'path:neighborhoodId': 'Mahallenin id’si.',
  'path:villageId': 'Köyün id’si.',
  'path:datasetFile': 'Beş veri seti dosyasından biri.',
  'path:datasetVersion': 'Veri seti sürümü; tek sürüm `2025`.',
};

export const parameterTextFor = (name: string, location: 'path' | 'query'): string | undefined =>
  (location === 'path' ? parameterTextTr[`path:${name}`] : undefined) ?? parameterTextTr[name];
