// Hand-written rows of the reading-quality table: the tricky cases, each with the part of the answer
// it is about. Ids, names and codes were looked up in data/2025/*.json (node and the JSON files).
import { byId, placesNamed } from './dataset-lookup.ts';

export interface HandWrittenRow {
  q: string;
  why: string;
  expected: Record<string, unknown>;
}

type Status = 'confirmed' | 'corrected' | 'inferred' | 'replaced';
const part = (id: number, name: string, status: Status) => ({ id, name, status });
const istanbul = (status: Status) => part(34, 'İstanbul', status);
const kadikoy = (status: Status) => part(1421, 'Kadıköy', status);
const kadikoyMunicipality = (status: Status) => part(2273, 'Kadıköy', status);
const caferaga = (status: Status) => part(40512, 'Caferağa', status);
/** Caferağa, Kadıköy, İstanbul: the DESIGN's example, every part named. */
const caferagaNamed = { granularity: 'neighborhood', province: istanbul('confirmed'), district: kadikoy('confirmed'), municipality: kadikoyMunicipality('confirmed'), neighborhood: caferaga('confirmed'), village: null, candidates: [] };
const code = (value: string, status: Status) => ({ value, status });

/** The most populous neighborhoods called Cumhuriyet, by the dataset files. */
const cumhuriyet = placesNamed('Cumhuriyet').filter((place) => place.kind === 'neighborhoods');
const cumhuriyetTop = [...cumhuriyet].sort((a, b) => b.population - a.population || a.id - b.id).slice(0, 10).map(({ id }) => ({ id }));

export const handWrittenRows: readonly HandWrittenRow[] = [
  {
    why: 'DESIGN §6.5: ASCII, upper case, abbreviations, the code before the district',
    q: 'Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL',
    expected: { ...caferagaNamed, postalCode: code('34710', 'confirmed'), street: 'Moda Cd. No:5 D:3', formatted: 'Moda Cd. No:5 D:3, Caferağa Mah., 34710 Kadıköy/İstanbul', issues: [], verdict: 'accept' },
  },
  {
    why: 'issue 21: all lower case, no punctuation, the code last',
    q: 'caferaga mh moda cd no 5 d 3 kadikoy/istanbul 34710',
    expected: { ...caferagaNamed, postalCode: code('34710', 'confirmed'), street: 'moda cd no 5 d 3', formatted: 'moda cd no 5 d 3, Caferağa Mah., 34710 Kadıköy/İstanbul', issues: [] },
  },
  {
    why: 'DESIGN §6.5: a province the rest contradicts is replaced, never followed',
    q: 'Caferağa Mah. Kadıköy/Ankara',
    expected: {
      ...caferagaNamed,
      province: istanbul('replaced'),
      postalCode: code('34710', 'inferred'),
      street: null,
      verdict: 'confirm',
      issues: [{ code: 'INCONSISTENT_PROVINCE', message: 'The line names the province "Ankara", but Caferağa (Kadıköy) is in İstanbul, which is shown instead.' }],
    },
  },
  {
    why: 'DESIGN §6.5.1: a district and a province that agree outweigh one neighborhood name (no Caferağa in Beşiktaş)',
    q: 'Caferağa Mah. Beşiktaş İstanbul',
    expected: {
      granularity: 'district',
      province: istanbul('confirmed'),
      district: part(1183, 'Beşiktaş', 'confirmed'),
      neighborhood: null,
      candidates: [],
      verdict: 'fix',
      issues: [{ code: 'UNKNOWN_NEIGHBORHOOD', message: 'The line names the neighborhood "Caferağa", but Beşiktaş has no neighborhood or village of that name, so only Beşiktaş is resolved; check the neighborhood\'s name or the district.' }],
    },
  },
  {
    why: 'a district that nothing else supports is replaced: the postal code is Caferağa\'s',
    q: 'Caferağa Mah. Beşiktaş 34710',
    expected: {
      ...caferagaNamed,
      province: istanbul('inferred'),
      district: kadikoy('replaced'),
      municipality: kadikoyMunicipality('inferred'),
      postalCode: code('34710', 'confirmed'),
      issues: [{ code: 'INCONSISTENT_DISTRICT', message: 'The line names the district "Beşiktaş", but Caferağa is in Kadıköy, which is shown instead.' }],
    },
  },
  {
    why: 'DESIGN §6.5: unmarked names are places too; Moda is no neighborhood of Kadıköy',
    q: 'Moda Caferağa Kadıköy İstanbul',
    expected: { ...caferagaNamed, street: 'Moda', formatted: 'Moda, Caferağa Mah., 34710 Kadıköy/İstanbul' },
  },
  {
    why: 'a street named like a neighborhood (Cumhuriyet) is the street',
    q: 'Cumhuriyet Cad. No:5 Caferağa Mah. Kadıköy İstanbul',
    expected: { ...caferagaNamed, street: 'Cumhuriyet Cad. No:5', issues: [] },
  },
  {
    why: 'a street named like a district (Kadıköy) is the street; the district is inferred',
    q: 'Kadıköy Cad. No 5 Caferağa Mah. İstanbul',
    expected: { ...caferagaNamed, district: kadikoy('inferred'), municipality: kadikoyMunicipality('inferred'), street: 'Kadıköy Cad. No 5' },
  },
  {
    why: 'a street of several words, one of them a neighborhood somewhere',
    q: 'Kızılay Mah. Gazi Mustafa Kemal Blv. No:33 Çankaya Ankara',
    expected: { granularity: 'neighborhood', neighborhood: part(1569, 'Kızılay', 'confirmed'), district: part(1231, 'Çankaya', 'confirmed'), street: 'Gazi Mustafa Kemal Blv. No:33' },
  },
  {
    why: 'an unmarked village before a street, with its province to agree',
    q: 'Karacalar Gazi Cad. No 21 Kastamonu',
    expected: { granularity: 'village', village: part(18210, 'Karacalar', 'confirmed'), district: part(1140, 'Araç', 'inferred'), street: 'Gazi Cad. No 21' },
  },
  {
    why: 'a numbered street with a slash',
    q: '1203/1 Sk. No:7 Caferağa Mah. Kadıköy',
    expected: { ...caferagaNamed, province: istanbul('inferred'), street: '1203/1 Sk. No:7' },
  },
  {
    why: 'commas between every part',
    q: 'Caferağa Mah., Moda Cd., No:5, Kadıköy, İstanbul',
    expected: { ...caferagaNamed, street: 'Moda Cd., No:5', formatted: 'Moda Cd., No:5, Caferağa Mah., 34710 Kadıköy/İstanbul' },
  },
  {
    why: 'ilçesi and ili mark the district and the province',
    q: 'Caferağa Mahallesi Kadıköy İlçesi İstanbul İli',
    expected: { ...caferagaNamed, street: null, formatted: 'Caferağa Mah., 34710 Kadıköy/İstanbul' },
  },
  { why: 'Turkish upper case', q: 'CAFERAĞA MAH. KADIKÖY/İSTANBUL', expected: { ...caferagaNamed, street: null } },
  {
    why: 'typos in the neighborhood and the province',
    q: 'Cafreaga Mah. Kadikoy Istnbul',
    expected: { ...caferagaNamed, province: istanbul('corrected'), neighborhood: caferaga('corrected'), verdict: 'confirm' },
  },
  {
    why: 'a code no place carries',
    q: 'Caferağa Mah. 34999 Kadıköy İstanbul',
    expected: {
      ...caferagaNamed,
      postalCode: code('34710', 'replaced'),
      issues: [{ code: 'UNKNOWN_POSTAL_CODE', message: 'No place carries postal code 34999; Caferağa (Kadıköy) has 34710, which is shown instead.' }],
      verdict: 'fix',
    },
  },
  {
    why: 'a code of other places',
    q: 'Caferaga Mh. 06420 Kadıköy',
    expected: {
      ...caferagaNamed,
      province: istanbul('inferred'),
      postalCode: code('34710', 'replaced'),
      issues: [{ code: 'POSTAL_CODE_MISMATCH', message: 'Postal code 06420 belongs to other places; Caferağa (Kadıköy) has 34710, which is shown instead.' }],
      verdict: 'confirm',
    },
  },
  {
    why: 'a code and a street only: the code’s district',
    q: 'Moda Cd. No:5 34710',
    expected: { granularity: 'district', province: istanbul('inferred'), district: kadikoy('inferred'), neighborhood: null, postalCode: code('34710', 'confirmed'), street: 'Moda Cd. No:5', formatted: 'Moda Cd. No:5, 34710 Kadıköy/İstanbul', verdict: 'fix' },
  },
  {
    why: 'a name of 409 neighborhoods, and of one until 2025 (Cumhuriyetköy, 191727), alone: ambiguous, nothing resolved',
    q: 'Cumhuriyet Mah. Atatürk Cad. No:12',
    expected: {
      granularity: 'none',
      province: null,
      neighborhood: null,
      postalCode: null,
      street: 'Atatürk Cad. No:12',
      formatted: 'Atatürk Cad. No:12',
      candidates: cumhuriyetTop,
      verdict: 'fix',
      issues: [
        {
          code: 'AMBIGUOUS_PLACE',
          message: `"Cumhuriyet" fits ${cumhuriyet.length + 1} places and nothing else in the line decides which; only what they share is resolved, and candidates lists the most populous. Let the person choose one, or add what tells them apart (the district, the province or the postal code).`,
        },
      ],
    },
  },
  {
    why: 'three Cumhuriyet in Besni, one per town: ambiguous, the district resolved',
    q: 'Cumhuriyet Mah. Besni/Adıyaman',
    expected: { granularity: 'district', district: part(1182, 'Besni', 'confirmed'), municipality: null, neighborhood: null, candidates: [{ id: 498 }, { id: 502 }, { id: 505 }] },
  },
  {
    why: 'the town decides (Şambayat, a town of Besni)',
    q: 'Cumhuriyet Mah. Şambayat Besni Adıyaman',
    expected: { granularity: 'neighborhood', neighborhood: part(505, 'Cumhuriyet', 'confirmed'), municipality: part(988, 'Şambayat', 'confirmed'), candidates: [] },
  },
  {
    why: 'a name with an alias typed without it (Beşeylül (merkez)) fits both Beşeylül of Kuyucak',
    q: 'Beşeylül Mah. İnönü Cd. No:4 Kuyucak Aydın',
    expected: { granularity: 'municipality', municipality: part(1340, 'Kuyucak', 'confirmed'), neighborhood: null, candidates: [{ id: 10200 }, { id: 144355 }], street: 'İnönü Cd. No:4' },
  },
  {
    why: 'a name holding a settlement word (Yeni Mahalle), marked',
    q: 'Yeni Mahalle Mah. Atatürk Cd. Beykoz İstanbul',
    expected: { granularity: 'neighborhood', neighborhood: part(40245, 'Yeni Mahalle', 'confirmed'), street: 'Atatürk Cd.' },
  },
  { why: 'a name holding a building word (K. Doğanca)', q: 'K. Doğanca Mah. Meriç Edirne', expected: { neighborhood: part(21254, 'K. Doğanca', 'confirmed'), street: null } },
  { why: 'a name holding a settlement word (94 Mahallesi)', q: '94 Mahallesi Mah. Ovacık Tunceli', expected: { neighborhood: part(196409, '94 Mahallesi', 'confirmed'), street: null } },
  {
    why: 'a marked name of two words is not split into a neighborhood and a district (Merkez)',
    q: 'Umurbey Merkez Mah. Lapseki Çanakkale',
    expected: { neighborhood: part(20199, 'Umurbey Merkez', 'confirmed'), municipality: part(1601, 'Umurbey', 'inferred'), district: part(1503, 'Lapseki', 'confirmed') },
  },
  {
    why: 'a marked name of two words is not split into a district and a neighborhood (Demirci, Ahmetler)',
    q: 'Atatürk Sok. No:32, Demirci Ahmetler Mh.',
    expected: { granularity: 'neighborhood', neighborhood: part(90690, 'Demirci Ahmetler', 'confirmed'), district: part(1172, 'Merkez', 'inferred'), street: 'Atatürk Sok. No:32' },
  },
  {
    why: 'the postal code decides between a name and a district plus a name (Yıldırım Beyazıt)',
    q: 'Yıldırım Beyazıt Mah. 03859',
    expected: { neighborhood: part(1106, 'Yıldırım Beyazıt', 'confirmed'), postalCode: code('03859', 'confirmed'), issues: [] },
  },
  {
    why: 'a village with küme evler',
    q: 'Bostanbükü Köyü Küme Evler No:12 Safranbolu/Karabük',
    expected: { granularity: 'village', village: part(36931, 'Bostanbükü', 'confirmed'), municipality: null, postalCode: code('78602', 'inferred'), street: 'Küme Evler No:12', formatted: 'Küme Evler No:12, Bostanbükü Köyü, 78602 Safranbolu/Karabük' },
  },
  {
    why: 'misspelt settlement and street words (Mahalesi, Cadesi) are still those words',
    q: 'Caferağa Mahalesi Moda Cadesi No 5 Kadıköy İstanbul',
    expected: { ...caferagaNamed, street: 'Moda Cadesi No 5', formatted: 'Moda Cadesi No 5, Caferağa Mah., 34710 Kadıköy/İstanbul' },
  },
  // DESIGN §6.5.1: the letters agree once spaces are ignored, so no typo.
  { why: 'a one-word name typed as three words is the name, confirmed', q: 'Gazi Osman Paşa İstanbul', expected: { granularity: 'district', district: part(1336, 'Gaziosmanpaşa', 'confirmed') } },
  {
    why: 'a one-word name typed as two words, marked',
    q: 'Bahçeli Evler Mah. Bahçelievler İstanbul',
    expected: { granularity: 'neighborhood', neighborhood: part(40177, 'Bahçelievler', 'confirmed'), district: part(2005, 'Bahçelievler', 'confirmed'), street: null },
  },
  { why: 'a district named alone', q: 'Kadıköy', expected: { granularity: 'district', district: kadikoy('confirmed'), province: istanbul('inferred'), candidates: [] } },
  { why: 'a district and its province, not a neighborhood called Bahçelievler', q: 'Bahçelievler İstanbul', expected: { granularity: 'district', district: part(2005, 'Bahçelievler', 'confirmed'), candidates: [] } },
  { why: 'a province alone', q: 'ankara', expected: { granularity: 'province', province: part(6, 'Ankara', 'confirmed'), district: null, formatted: 'Ankara' } },
  // Issue 44, DESIGN §6.8: a former name is a name of the place it became, read as `replaced`.
  {
    why: 'issue 44: a name the 2025 release changed (Çürükler is Yeşilvadi now), read as the place it became',
    q: 'Çürükler Mah. Feke/Adana',
    expected: {
      granularity: 'neighborhood',
      province: part(1, 'Adana', 'confirmed'),
      district: part(1329, 'Feke', 'confirmed'),
      neighborhood: part(177113, 'Yeşilvadi', 'replaced'),
      postalCode: code('01662', 'inferred'),
      street: null,
      formatted: 'Yeşilvadi Mah., 01662 Feke/Adana',
      issues: [{ code: 'FORMER_NAME', message: '"Çürükler" is a former name of Yeşilvadi, which is shown instead; update the stored address to the current name.' }],
      verdict: 'confirm',
    },
  },
  {
    why: 'issue 44: a former official name of a province (İçel, 2002), replaced by Mersin',
    q: 'Cumhuriyet Mah. Atatürk Cad. No:3 Mezitli/İçel',
    expected: {
      granularity: 'neighborhood',
      province: part(33, 'Mersin', 'replaced'),
      district: part(2065, 'Mezitli', 'confirmed'),
      street: 'Atatürk Cad. No:3',
      issues: [{ code: 'FORMER_NAME', message: '"İçel" is a former name of Mersin, which is shown instead; update the stored address to the current name.' }],
      verdict: 'confirm',
    },
  },
  {
    why: 'issue 44: a colloquial name is no former name (Antep is Gaziantep, accepted)',
    q: 'İnönü Mah. Atatürk Cad. Şahinbey/Antep',
    expected: { granularity: 'neighborhood', province: part(27, 'Gaziantep', 'confirmed'), district: part(1841, 'Şahinbey', 'confirmed'), issues: [], verdict: 'accept' },
  },
  {
    why: 'issue 44: alone, a former name ties with a name of today (an old address): Şehler of Senirkent, or Şeyhler of Mecitözü that was Şehler',
    q: 'Şehler Mah. Atatürk Cad. No:5',
    expected: { granularity: 'none', neighborhood: null, candidates: [{ id: 20444 }, { id: 31554 }], verdict: 'fix' },
  },
  {
    why: 'issue 44: an old address naming a place the 2025 release removed, with its code: the code’s district, not a Kobaklar elsewhere',
    q: 'Kobaklar Mah. 45500',
    expected: {
      granularity: 'district',
      province: part(45, 'Manisa', 'inferred'),
      district: part(1634, 'Soma', 'inferred'),
      neighborhood: null,
      street: 'Kobaklar Mah.',
      issues: [
        {
          code: 'REMOVED_PLACE',
          message: 'The line names "Kobaklar" of Soma, which release 2025 removed (its history: /v2/neighborhoods/155803/changes), so only Soma is resolved; ask for the address as it is today.',
        },
      ],
      verdict: 'fix',
    },
  },
  {
    why: 'issue 44: a name alone never lands in a province its postal code does not name (Alancık is left only in Diyarbakır)',
    q: 'Alancık Mah. 55900',
    expected: { granularity: 'district', province: part(55, 'Samsun', 'inferred'), district: part(1712, 'Vezirköprü', 'inferred'), neighborhood: null, verdict: 'fix' },
  },
  {
    why: 'issue 44: a place removed with a successor of the same name in its district is that successor',
    q: 'Karacaşar Mah. Gülşehir/Nevşehir',
    expected: { granularity: 'neighborhood', neighborhood: part(60528, 'Karacaşar', 'confirmed'), issues: [], verdict: 'accept' },
  },
  {
    why: 'issue 44: Merkez and a metropolitan province, no neighborhood: the province, the former central district’s successors as candidates',
    q: 'Atatürk Cad. No:5 MERKEZ/GAZİANTEP',
    expected: {
      granularity: 'province',
      province: part(27, 'Gaziantep', 'confirmed'),
      district: null,
      street: 'Atatürk Cad. No:5',
      candidates: [{ id: 1841 }, { id: 1844 }],
      issues: [{ code: 'AMBIGUOUS_PLACE', message: '"MERKEZ" fits 2 places and nothing else in the line decides which; only what they share is resolved, and candidates lists the most populous. Let the person choose one, or add what tells them apart (the district, the province or the postal code).' }],
      verdict: 'fix',
    },
  },
  {
    why: 'issue 44: Merkez alone beside a province with four former central districts',
    q: 'Merkez/Adana',
    expected: { granularity: 'province', province: part(1, 'Adana', 'confirmed'), district: null, street: null, candidates: [{ id: 1104 }, { id: 1748 }, { id: 2033 }, { id: 2032 }], verdict: 'fix' },
  },
  {
    why: 'issue 44: Merkez beside a province that has a district called Merkez is that district',
    q: 'Atatürk Cad. No:5 MERKEZ/OSMANİYE',
    expected: { granularity: 'district', province: part(80, 'Osmaniye', 'confirmed'), district: part(1560, 'Merkez', 'confirmed'), street: 'Atatürk Cad. No:5', candidates: [], issues: [] },
  },
  {
    why: 'nonsense: nothing recognised, the line is the street',
    q: '  xyzzy   plugh, 99 ',
    expected: {
      query: 'xyzzy   plugh, 99',
      granularity: 'none',
      province: null,
      district: null,
      municipality: null,
      neighborhood: null,
      village: null,
      postalCode: null,
      street: 'xyzzy plugh, 99',
      formatted: 'xyzzy plugh, 99',
      candidates: [],
      issues: [],
      verdict: 'fix',
    },
  },
];

// The rows' ids are the dataset's: a row naming a record the dataset lacks is a broken row.
for (const row of handWrittenRows) {
  const neighborhood = row.expected.neighborhood as { id: number; name: string } | null | undefined;
  if (neighborhood && byId.neighborhoods.get(neighborhood.id)?.name !== neighborhood.name) throw new Error(`${row.q}: neighborhood ${neighborhood.id} is not ${neighborhood.name}`);
}
