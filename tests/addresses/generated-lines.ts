// Address lines generated with a seeded PRNG from real records (DESIGN §6.5, issue 21): the formats
// people write, and what each line must read as. A line's meaning comes from the record it was made
// from and from the dataset (dataset-lookup.ts), never from the reader: the places its names fit are
// looked up by name, and when more than one fits, the line is ambiguous and must not get a confident
// answer.
import {
  allowedEdits,
  asciiLower,
  districtOf,
  editDistance,
  municipalityOf,
  type Place,
  places,
  placesNamed,
  placesNamedJoined,
  provinceOf,
  vocabulary,
  withoutAlias,
  words,
} from './dataset-lookup.ts';
import { seededRandom } from '../support/seeded-random.ts';

export interface ExpectedPart {
  id: number;
  name: string;
  status: 'confirmed' | 'corrected' | 'inferred' | 'replaced';
}

export interface ExpectedReading {
  granularity: string;
  province: ExpectedPart | null;
  district: ExpectedPart | null;
  municipality: ExpectedPart | null;
  neighborhood: ExpectedPart | null;
  village: ExpectedPart | null;
  postalCode: { value: string; status: ExpectedPart['status'] } | null;
  street: string | null;
  formatted: string;
  /** Candidate ids, most populous first. */
  candidates: number[];
  issues: string[];
  verdict: 'accept' | 'confirm' | 'fix';
}

export interface GeneratedLine {
  q: string;
  /** The formats the line was written in. */
  group: string;
  /** The record it was made from. */
  source: Place;
  /** How many places its names fit: 1 is an unambiguous line. */
  fits: number;
  expected: ExpectedReading;
}


// Words the reader treats as markers; a name holding one is left to the hand-written rows. The last
// line: DESIGN §6.5.1's landmark words (`Büyük Camii` is read as a landmark, not a place).
const markerWords = new Set(
  [
    'mahallesi mahalle mah mh koyu koy belde beldesi belediyesi ilcesi ili cadde caddesi cad cd sokak sokagi sok sk bulvar bulvari blv bulv meydan meydani yolu kume evler evleri no numara kat k daire d apt apartmani blok sitesi',
    'parki camii camisi okulu ilkokulu ortaokulu lisesi hastanesi universitesi kampusu fakultesi kavsagi stadyumu stadi pazari halisahasi alani lojmani lojmanlari karsisi yani arkasi uzeri kooperatifi mudurlugu karakolu konagi salonu ocagi garaji otogari istasyonu carsisi duragi koprusu kulesi havalimani havaalani terminali limani bolgesi',
  ]
    .join(' ')
    .split(' '),
);
const neighborhoodMarks = ['Mah.', 'Mahallesi', 'Mh.', 'MAH.', 'mah', 'Mah'];
const villageMarks = ['Köyü', 'Köy', 'KÖYÜ', 'köyü'];
// Street names, several of them also names of places (Cumhuriyet, Fatih, Gazi, Kadıköy): a street word marks them as the street's.
const streetNames = ['Atatürk', 'Cumhuriyet', 'İnönü', 'Gazi', 'Fatih', 'Bağdat', 'Lale', 'Okul', 'Çamlık', 'Şehit Ahmet Yılmaz', '1203', 'Hürriyet', 'Mimar Sinan', 'Kadıköy'];
const streetWords = ['Cad.', 'Cd.', 'Caddesi', 'Sok.', 'Sk.', 'Sokak', 'Sokağı', 'Bulvarı', 'Blv.'];
const postalCodes = new Set([...places.neighborhoods, ...places.villages].map((place) => place.postalCode!));
const codeList = [...postalCodes].sort();
const placesWithCode = new Map<string, Place[]>();
for (const place of [...places.neighborhoods, ...places.villages]) placesWithCode.set(place.postalCode!, [...(placesWithCode.get(place.postalCode!) ?? []), place]);

const byPopulation = (a: Place, b: Place) => b.population - a.population || a.id - b.id;
const higherKinds = new Set(['provinces', 'districts', 'municipalities']);

/** One tolerated typo in the name's longest word (two neighbours swapped), if it corrects to that word alone. */
function typoOf(name: string): { typed: string; edits: number } | undefined {
  const parts = name.split(' ');
  const longest = parts.reduce((best, part, i) => (words(part).length > words(parts[best]!).length ? i : best), 0);
  const word = parts[longest]!;
  if (words(word).length < 5 || !/^\p{L}+$/u.test(word)) return undefined;
  const middle = Math.floor(word.length / 2);
  if (word[middle - 1] === word[middle]) return undefined;
  const typed = word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1);
  const folded = words(typed);
  const near = vocabulary.filter((other) => editDistance(other, folded, allowedEdits(folded)) <= allowedEdits(folded));
  if (near.length !== 1 || near[0] !== words(word)) return undefined;
  parts[longest] = typed;
  return { typed: parts.join(' '), edits: editDistance(folded, words(word)) };
}

interface Part {
  /** What the line names with it (the record's name), for statuses. */
  names: string;
  edits: number;
}

export function generateLines(count: number, seed: number): GeneratedLine[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const lines: GeneratedLine[] = [];
  const townNeighborhoods = places.neighborhoods.filter((place) => municipalityOf(place)?.type === 'town');
  while (lines.length < count) {
    const source = chance(0.3) ? pick(places.villages) : chance(0.2) ? pick(townNeighborhoods) : pick(places.neighborhoods);
    const isVillage = source.kind === 'villages';
    const typedName = chance(0.5) ? withoutAlias(source.name) : source.name;
    if (words(typedName).split(' ').some((word) => markerWords.has(word))) continue;
    const district = districtOf(source)!;
    const province = provinceOf(source);
    const town = municipalityOf(source)?.type === 'town' ? municipalityOf(source) : undefined;
    // Unmarked only where the name is no province's, district's or municipality's (those read higher).
    const marked = chance(0.85) || placesNamed(typedName).some((place) => higherKinds.has(place.kind));
    const spelling = pick(['as typed', 'as typed', 'ASCII', 'upper case', 'typo'] as const);
    const typo = spelling === 'typo' ? typoOf(typedName) : undefined;
    if (spelling === 'typo' && !typo) continue;
    const area = pick(['district and province', 'district and province', 'district and province', 'district', 'province', 'neither'] as const);
    const withTown = town !== undefined && area !== 'neither' && chance(0.5);
    // The places the names fit (kind by the settlement word), narrowed by what else the line names.
    const kinds = marked ? [source.kind] : ['neighborhoods', 'villages'];
    const narrowed = (named: Place[]) => {
      let places = named.filter((place) => kinds.includes(place.kind));
      if (area !== 'province' && area !== 'neither') places = places.filter((place) => words(districtOf(place)!.name) === words(district.name));
      if (withTown) places = places.filter((place) => municipalityOf(place)?.id === town.id);
      return places;
    };
    const inProvince = (places: Place[]) => (area === 'district' || area === 'neither' ? places : places.filter((place) => place.provinceId === province.id));
    // A name written as one word fits the places of that name; those of a name of several words
    // (one edit per space) only when none of the first does.
    const named = inProvince(narrowed(placesNamed(typedName))).length > 0 ? placesNamed(typedName) : placesNamedJoined(typedName);
    // Without its province, for a line that will name the wrong one.
    const fitsBesideProvince = narrowed(named);
    let fits = inProvince(fitsBesideProvince);
    const postal = pick(['none', 'none', 'right', 'right', 'wrong', 'unknown'] as const);
    let code: string | undefined;
    if (postal === 'right') {
      code = source.postalCode!;
      fits = fits.filter((place) => place.postalCode === code);
    } else if (postal !== 'none') {
      // Only on lines that name their place unambiguously, with a district or province beside it.
      if (fits.length !== 1 || area === 'neither') continue;
      if (postal === 'unknown') {
        const plate = source.postalCode!.slice(0, 2);
        code = Array.from({ length: 1000 }, (_, i) => `${plate}${String(i).padStart(3, '0')}`).find((candidate) => !postalCodes.has(candidate) && chance(0.05));
        if (!code) continue;
      } else {
        const foreign = (place: Place) => place.provinceId !== province.id && placesNamed(typedName).concat(placesNamed(district.name)).every((named) => named.provinceId !== place.provinceId);
        code = codeList.find((candidate) => chance(0.002) && foreign(placesWithCode.get(candidate)![0]!));
        if (!code) continue;
      }
    }
    // A wrong province: one where none of the line's names is a place.
    let wrongProvince: Place | undefined;
    if (area === 'district and province' && fitsBesideProvince.length === 1 && fits.length === 1 && postal !== 'wrong' && chance(0.08)) {
      const named = [...placesNamed(typedName), ...placesNamed(district.name), ...(town ? placesNamed(town.name) : [])];
      // … and whose own name is no place of the line's province (a neighborhood called Denizli in Urla would be no contradiction).
      wrongProvince = places.provinces.find(
        (other) => chance(0.05) && other.id !== province.id && named.every((place) => place.provinceId !== other.id) && placesNamed(other.name).every((place) => place.kind === 'provinces' || place.provinceId !== province.id),
      );
      if (!wrongProvince) continue;
    }

    // The line.
    const placeChunk = `${typo?.typed ?? typedName}${marked ? ` ${pick(isVillage ? villageMarks : neighborhoodMarks)}` : ''}`;
    const number = () => 1 + Math.floor(random() * 120);
    const building = pick([`No:${number()}`, `No: ${number()}`, `No ${number()}`, `No:${number()} D:${number()}`, `No:${number()} Kat ${number() % 9}`, `No:${number()}/${number()}`, `No:${number()} Daire ${number()}`, `No:${number()} K:${number() % 9} D:${number()}`]);
    const streetChunk = chance(0.7) ? (isVillage && chance(0.4) ? `Küme Evler ${building}` : `${pick(streetNames)} ${pick(streetWords)} ${building}`) : undefined;
    const provinceName = (wrongProvince ?? province).name;
    const areaNames = [...(withTown ? [town.name] : []), ...(area === 'district and province' || area === 'district' ? [district.name] : []), ...(area === 'district and province' || area === 'province' ? [provinceName] : [])];
    const areaChunk = areaNames.join(pick(['/', ' / ', ', ', ' ']));
    const codeAtEnd = chance(0.5);
    const placeFirst = chance(0.5);
    const chunks = placeFirst ? [placeChunk, streetChunk] : [streetChunk, placeChunk];
    chunks.push(code && !codeAtEnd ? [code, areaChunk].filter(Boolean).join(' ') : areaChunk, code && codeAtEnd ? code : undefined);
    const spell = (text: string) => (spelling === 'ASCII' ? asciiLower(text) : spelling === 'upper case' ? text.toLocaleUpperCase('tr') : text);
    // An unmarked name right before a street's name is part of it (DESIGN §6.5: the street word marks
    // the name before it), unless a comma parts them.
    const joiner = pick([' ', ', ']);
    const q = spell(
      chunks
        .filter(Boolean)
        .map((chunk, i) => (i === 0 ? chunk : `${!marked && placeFirst && i === 1 && streetChunk ? ', ' : joiner}${chunk}`))
        .join(''),
    );

    // What it must read as.
    const parts: Part[] = [
      { names: typedName, edits: typo?.edits ?? 0 },
      ...areaNames.filter((name) => name !== wrongProvince?.name).map((name) => ({ names: name, edits: 0 })),
    ];
    const statusOf = (place: Place): ExpectedPart['status'] => {
      const edits = parts.filter((part) => [words(place.name), words(withoutAlias(place.name))].includes(words(part.names))).map((part) => part.edits);
      return edits.length === 0 ? 'inferred' : Math.min(...edits) === 0 ? 'confirmed' : 'corrected';
    };
    const part = (place: Place | undefined): ExpectedPart | null => (place ? { id: place.id, name: place.name, status: statusOf(place) } : null);
    const street = streetChunk ? spell(streetChunk) : null;
    const issues: string[] = [];
    let expected: ExpectedReading;
    if (fits.length === 1) {
      const provincePart = part(province)!;
      if (wrongProvince) {
        issues.push('INCONSISTENT_PROVINCE');
        if (provincePart.status === 'inferred') provincePart.status = 'replaced';
      }
      const placeCode = source.postalCode!;
      if (postal === 'wrong') issues.push('POSTAL_CODE_MISMATCH');
      if (postal === 'unknown') issues.push('UNKNOWN_POSTAL_CODE');
      expected = {
        granularity: isVillage ? 'village' : 'neighborhood',
        province: provincePart,
        district: part(district),
        municipality: part(municipalityOf(source)),
        neighborhood: isVillage ? null : part(source),
        village: isVillage ? part(source) : null,
        postalCode: { value: placeCode, status: postal === 'none' ? 'inferred' : postal === 'right' ? 'confirmed' : 'replaced' },
        street,
        formatted: [street, `${source.name} ${isVillage ? 'Köyü' : 'Mah.'}`, `${placeCode} ${district.name}/${province.name}`].filter(Boolean).join(', '),
        candidates: [],
        issues,
        verdict: 'accept',
      };
      // DESIGN §6.5.2: an unknown code needs a person; a correction, replacement or any issue is shown, and
      // so is a place that rests on its own name alone (neither district nor province named, no fitting
      // code: a major inference). An inferred postal code, district or province is a minor inference.
      const statuses = [expected.province, expected.district, expected.municipality, expected.neighborhood, expected.village, expected.postalCode].map((p) => p?.status);
      const placeAlone = expected.district?.status === 'inferred' && expected.province?.status === 'inferred' && expected.postalCode?.status !== 'confirmed';
      if (issues.includes('UNKNOWN_POSTAL_CODE')) expected.verdict = 'fix';
      else if (issues.length > 0 || placeAlone || statuses.includes('corrected') || statuses.includes('replaced')) expected.verdict = 'confirm';
    } else {
      if (fits.length === 0) throw new Error(`${q}: the names fit no place, not even ${source.kind} ${source.id}`);
      // Ambiguous: only the levels every fitting place shares, and the most populous as candidates.
      const shared = (of: (place: Place) => Place | undefined) => {
        const first = of(fits[0]!);
        return first && fits.every((place) => of(place)?.id === first.id && of(place)?.kind === first.kind) ? first : undefined;
      };
      const [sharedProvince, sharedDistrict, sharedMunicipality] = [shared(provinceOf), shared(districtOf), shared(municipalityOf)];
      const codeFits = code !== undefined;
      expected = {
        granularity: sharedMunicipality ? 'municipality' : sharedDistrict ? 'district' : sharedProvince ? 'province' : 'none',
        province: part(sharedProvince),
        district: part(sharedDistrict),
        municipality: part(sharedMunicipality),
        neighborhood: null,
        village: null,
        postalCode: codeFits ? { value: code!, status: 'confirmed' } : null,
        street,
        formatted: [street, [codeFits ? code : undefined, [sharedDistrict?.name, sharedProvince?.name].filter(Boolean).join('/')].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        candidates: [...fits].sort(byPopulation).slice(0, 10).map((place) => place.id),
        issues: ['AMBIGUOUS_PLACE'],
        verdict: 'fix',
      };
    }
    // DESIGN §6.5.1: a typo needs company. A name with a typo and nothing beside it (no district,
    // province or postal code) resolves nothing: the line reads as no place.
    if (typo && area === 'neither' && postal === 'none') {
      expected = { granularity: 'none', province: null, district: null, municipality: null, neighborhood: null, village: null, postalCode: null, street: q, formatted: q, candidates: [], issues: [], verdict: 'fix' };
    }
    const group = [
      isVillage ? 'village' : town ? 'town neighborhood' : 'neighborhood',
      marked ? 'marked' : 'unmarked',
      spelling,
      area,
      ...(withTown ? ['with town'] : []),
      `postal code ${postal}`,
      ...(wrongProvince ? ['wrong province'] : []),
      streetChunk ? 'with street' : 'no street',
    ].join(', ');
    lines.push({ q, group, source, fits: fits.length, expected });
  }
  return lines;
}

