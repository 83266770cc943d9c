// Turkish descriptions of every parameter, for the reference in Turkish (the English ones are in the
// OpenAPI document, from the zod schemas). Keyed by name, or by `path:name` where the meaning as a
// path parameter differs from the same name as a filter, or by `<path>?name` where one route's
// parameter means something else (`q` of /v2/addresses/parse is a whole address, not a search). A
// test checks that every parameter of the document has one.
import { isV1Path } from '../core/error-envelope.ts';

export const parameterTextTr: Readonly<Record<string, string>> = {
  search: 'Adın bir parçası. Büyük/küçük harf ve Türkçe karakter duyarsız: `sanliurfa`, `ŞANLIURFA` ve `Şanlıurfa` Şanlıurfa’yı bulur; `istanbul` İstanbul’u bulur.',
  q: 'Yazılan metin: yer adları, büyük/küçük harf ve Türkçe karakter fark etmez, son sözcük yarım olabilir (`istnbul kadık`, `cumhuriyet mah çankaya`).',
  types: 'Döndürülecek yer türleri, virgülle ayrılmış (`province`, `district`, `municipality`, `neighborhood`, `village`); varsayılan hepsi.',
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
  prefix: 'Yalnızca bu bir ila beş haneyle başlayan posta kodları.',
  include: 'Eklenecek ilişkili kayıtlar, virgülle ayrılmış: üst birimler nesne olarak, alt birimler id’ye göre sıralı dizi olarak.',
  provinceId: 'Yalnızca bu ile ait kayıtlar.',
  districtId: 'Yalnızca bu ilçeye ait kayıtlar.',
  municipalityId: 'Yalnızca bu belediyeye ait kayıtlar.',
  'path:provinceId': 'İlin id’si (plaka kodu).',
  'path:districtId': 'İlçenin id’si.',
  'path:municipalityId': 'Belediyenin id’si.',
  'path:neighborhoodId': 'Mahallenin id’si.',
  'path:villageId': 'Köyün id’si.',
  'path:postalCode': 'Beş haneli posta kodu.',
  name: 'Adın bir parçası (v1); Türkçe karakter duyarsız: `istanbul` İstanbul’u bulur.',
  province: 'İl, adıyla (v1); Türkçe karakter duyarsız, adın tamamı.',
  district: 'İlçe, adıyla (v1); Türkçe karakter duyarsız, adın tamamı. Aynı adlı ilçeler olabilir (ör. Merkez).',
  extend: '`true` her ilçenin mahallelerini ve köylerini ekler (v1).',
  'path:id': 'Beldenin (belde belediyesinin) id’si (v1).',
  'v1:fields': 'Döndürülecek alanlar, virgülle ayrılmış; çıktı bu sırayı izler (v1).',
  'v1:sort': 'Virgülle ayrılmış sıralama anahtarları, önemliden önemsize; `-` azalan demektir. Adlar Türk alfabesine göre sıralanır; eşitlikte id belirler (v1).',
  'v1:isMetropolitan': 'Yalnızca büyükşehir (`true`) ya da diğer (`false`) illerdeki kayıtlar (v1).',
  'v1:isCoastal': 'Yalnızca kıyı (`true`) ya da iç (`false`) illerdeki kayıtlar (v1).',
  'v1:provinceId': 'İl, id ile (v1).',
  'v1:districtId': 'İlçe, id ile (v1).',
  'path:datasetFile': 'Veri seti dosyalarından biri: bir türün JSON dosyası ya da illerin GeoJSON dosyası.',
  latitude: 'Enlem, ondalık derece (WGS 84), -90 ile 90 arası. Zorunlu.',
  longitude: 'Boylam, ondalık derece (WGS 84), -180 ile 180 arası. Zorunlu.',
  'path:datasetVersion': 'Veri seti sürümü; tek sürüm `2025`.',
  '/v2/changes?kind': 'Yalnızca bu türdeki yerlerin değişiklikleri, virgülle ayrılmış ve tekil (`neighborhood,village`).',
  '/v2/changes?type': 'Yalnızca bu türdeki değişiklikler, virgülle ayrılmış (`renamed,removed`).',
  '/v2/changes?release': 'Yalnızca bu veri seti sürümünün içe aktarılmasının bulduğu farklar (derlenmiş geçmişin sürümü yoktur).',
  '/v2/changes?provinceId': 'Yalnızca bu ilde olmuş ya da bu ilde olan yerlerin değişiklikleri (ilin kendi değişiklikleri dahil).',
  '/v2/changes?districtId': 'Yalnızca bu ilçede olmuş ya da bu ilçede olan yerlerin değişiklikleri (ilçenin kendi değişiklikleri dahil).',
  '/v2/addresses/parse?q': 'Tek satırlık adres, insanların yazdığı gibi: herhangi bir sırada, büyük/küçük harf ve Türkçe karakter fark etmeden, kısaltmalarla (`Mh.`, `Cd.`, `Sk.`, `No:5`) ve yazım hatalarıyla, posta koduyla ya da kodsuz (`Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL`). Baştaki ve sondaki boşluklar atıldıktan sonra 1–300 karakter.',
};

/** The Turkish description of a parameter of a v1 or v2 path. */
export const parameterTextFor = (name: string, location: 'path' | 'query', path: string): string | undefined =>
  (location === 'query' ? parameterTextTr[`${path}?${name}`] : undefined) ??
  (location === 'path' ? parameterTextTr[`path:${name}`] : undefined) ??
  (isV1Path(path) && location === 'query' ? parameterTextTr[`v1:${name}`] : undefined) ??
  parameterTextTr[name];
