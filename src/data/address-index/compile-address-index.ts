// The address index (DESIGN §6.5), compiled from the validated dataset into `.store/addresses.bin`:
// what the address reader needs beyond the search index, whose folded name tokens and typo
// neighbours it reuses (token ids are the search index's, see name-vocabulary.ts). A line names a
// place by a phrase, the whole sequence of its name's tokens (`fatih sultan mehmet`), so the index
// holds every distinct phrase with the places it names, twice ordered: by chain key (the places
// under a province, district or municipality are one run: a district narrows `cumhuriyet` by two
// binary searches, not by reading its 402 places) and by population (the candidates of an ambiguous
// line). Per place: its chain, postal code, population and name, and for a district whether a
// metropolitan province's former central district became it (data/merkez-districts.csv).
// A place's colloquial names (data/aliases.csv) are phrases of it too, and so are its former names
// (DESIGN §6.8), as phrases of their own that say so: a line that names a place by a former name is
// read as the place it became, with status `replaced`.
import { type KindName, kindNames, kinds, parentField } from '../kinds.ts';
import { flattenLists } from '../flat-lists.ts';
import type { Dataset } from '../read-dataset.ts';
import type { CompiledIndex, StoreIndex } from '../store-index.ts';
import { nameVocabulary } from '../search-index/name-vocabulary.ts';
import { type SearchPlace, searchPlacesOf } from '../search-index/search-places.ts';
import { searchTokens, typoAllowance } from '../search-index/search-tokens.ts';
import { type ChainFields, chainKey } from './chain-key.ts';
import { tokensDigest } from './tokens-digest.ts';
import { formerCentralDistricts } from '../name-tables.ts';
import { removedPlacesOf } from '../change-history.ts';
import { spellingKey } from '../fold.ts';

export const addressIndexName = 'addresses';

export interface AddressIndexMeta {
  placeCount: number;
  tokenCount: number;
  phraseCount: number;
  /** The search index's token list this index's token ids point into (checked when opened). */
  tokensDigest: string;
}

/**
 * The token sequences that name a place: its whole name; without an alias in parentheses, which
 * people leave out (`Beşeylül (merkez)` is typed `Beşeylül Mah.`); and a name of several words
 * typed as one (`Bahçeli Evler` as `Bahçelievler`) when that word is itself a name token, at the
 * cost of one edit per space left out (within search's typo rule for the word's length), so a place
 * whose name it is exactly reads first.
 */
function namePhrases(name: string, tokenIndex: ReadonlyMap<string, number>): Array<{ tokens: string[]; edits: number }> {
  const phrases = [{ tokens: searchTokens(name), edits: 0 }];
  const withoutAlias = name.replace(/\([^)]*\)/g, ' ');
  if (withoutAlias !== name) phrases.push({ tokens: searchTokens(withoutAlias), edits: 0 });
  for (const { tokens } of [...phrases]) {
    const joined = tokens.join('');
    const edits = tokens.length - 1;
    if (edits > 0 && edits <= typoAllowance(joined.length) && tokenIndex.has(joined)) phrases.push({ tokens: [joined], edits });
  }
  return phrases.filter((phrase) => phrase.tokens.length > 0);
}

/** Each place's province, district and municipality (place indexes), from the records' parent ids. */
function chainsOf(places: readonly SearchPlace[]): ChainFields[] {
  const indexOf = new Map<KindName, Map<number, number>>(kindNames.map((kind) => [kind, new Map()]));
  for (const place of places) indexOf.get(place.kind)!.set(place.record.id, place.index);
  const parent = (place: SearchPlace, kind: KindName) => {
    if (place.kind === kind) return place.index;
    return kinds[place.kind].parents.includes(kind) ? indexOf.get(kind)!.get(place.record[parentField(kind)] as number)! : 0;
  };
  return places.map((place) => ({
    province: parent(place, 'provinces'),
    district: parent(place, 'districts'),
    municipality: parent(place, 'municipalities'),
    place: place.index,
  }));
}

function compileAddressIndex(dataset: Dataset): CompiledIndex {
  const places = searchPlacesOf(dataset);
  const { tokens, tokenIndex } = nameVocabulary(places);
  const chains = chainsOf(places);
  const formerCentral = formerCentralDistricts(dataset);
  const keys = Float64Array.from(chains, chainKey);
  const population = (place: number) => places[place]!.record.population as number;

  // Keyed by edits, whether a former name, then token ids: a joined name and a name that is that word
  // are two phrases, and so are a name and the same words as another place's former name.
  const placesOfPhrase = new Map<string, number[]>();
  for (const place of places) {
    const seen = new Set<string>();
    const named = [place.record.name, ...place.aliases].flatMap((name) => namePhrases(name, tokenIndex).map((phrase) => ({ ...phrase, former: 0 })));
    const formerly = place.formerNames.flatMap((name) => namePhrases(name, tokenIndex).map((phrase) => ({ ...phrase, former: 1 })));
    for (const phrase of [...named, ...formerly]) {
      // A former name that is also a name of the place today is no former name of it.
      if (phrase.former === 1 && named.some((current) => current.tokens.join(' ') === phrase.tokens.join(' '))) continue;
      const key = [phrase.edits, phrase.former, ...phrase.tokens.map((token) => tokenIndex.get(token)!)].join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const list = placesOfPhrase.get(key);
      if (list) list.push(place.index);
      else placesOfPhrase.set(key, [place.index]);
    }
  }
  // Phrases by first token (then the rest, then edits, then former), so the phrases a token starts are one run.
  const phraseKeys = [...placesOfPhrase.keys()].map((key) => key.split(',').map(Number));
  phraseKeys.sort((a, b) => {
    for (let i = 2; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length || a[0]! - b[0]! || a[1]! - b[1]!;
  });
  const phrases = phraseKeys.map((key) => key.slice(2));
  const firstTokenOffsets = new Uint32Array(tokens.length + 1);
  for (const phrase of phrases) firstTokenOffsets[phrase[0]! + 1]!++;
  for (let t = 0; t < tokens.length; t++) firstTokenOffsets[t + 1]! += firstTokenOffsets[t]!;

  const placeLists = phraseKeys.map((key) => placesOfPhrase.get(key.join(','))!);
  const byChain = flattenLists(placeLists.map((list) => [...list].sort((a, b) => keys[a]! - keys[b]!)));
  const kindIndex = (place: number) => kindNames.indexOf(places[place]!.kind);
  const byPopulation = flattenLists(
    placeLists.map((list) => [...list].sort((a, b) => kindIndex(a) - kindIndex(b) || population(b) - population(a) || places[a]!.record.id - places[b]!.record.id)),
  );
  const phraseTokens = flattenLists(phrases);
  // Every phrase under its spelling key (fold.ts): a line's run of words with the same key names it
  // with other spacing or numbers written otherwise (`On Dokuz Mayıs` for `19 Mayıs`).
  const phrasesOfKey = new Map<string, number[]>();
  phrases.forEach((phrase, p) => {
    const key = spellingKey(phrase.map((token) => tokens[token]!));
    const list = phrasesOfKey.get(key);
    if (list) list.push(p);
    else phrasesOfKey.set(key, [p]);
  });
  const spellingKeys = [...phrasesOfKey.keys()].sort();
  const keyPhrases = flattenLists(spellingKeys.map((key) => phrasesOfKey.get(key)!));
  // Per province (provinces are the first places, by id), the districts its former central district
  // became: what `Merkez` names there when no district of the province is called Merkez.
  const provinces = places.filter((place) => place.kind === 'provinces');
  const centralOf = flattenLists(provinces.map((province) => places.filter((place) => place.kind === 'districts' && formerCentral.has(place.record.id) && chains[place.index]!.province === province.index).map((place) => place.index)));
  // The places the imports removed (DESIGN §6.8), by the spelling key of their name, with their
  // district's place index: an old address that names one is read as naming a place that is gone.
  const districtPlace = new Map(places.filter((place) => place.kind === 'districts').map((place) => [place.record.id, place.index]));
  const removed = removedPlacesOf(dataset).filter((place) => districtPlace.has(place.districtId));
  const meta: AddressIndexMeta = { placeCount: places.length, tokenCount: tokens.length, phraseCount: phrases.length, tokensDigest: tokensDigest(tokens.join('\n')) };
  return {
    meta,
    sections: {
      phraseTokenOffsets: phraseTokens.offsets,
      phraseTokens: phraseTokens.values,
      phraseEdits: Uint8Array.from(phraseKeys, (key) => key[0]!),
      phraseFormer: Uint8Array.from(phraseKeys, (key) => key[1]!),
      firstTokenPhraseOffsets: firstTokenOffsets,
      phrasePlaceOffsets: byChain.offsets,
      phrasePlacesByChain: byChain.values,
      phrasePlacesByPopulation: byPopulation.values,
      spellingKeys: { text: spellingKeys.join('\n') },
      spellingKeyPhraseOffsets: keyPhrases.offsets,
      spellingKeyPhrases: keyPhrases.values,
      placeChainKey: keys,
      placeProvince: Uint32Array.from(chains, (chain) => chain.province),
      placeDistrict: Uint32Array.from(chains, (chain) => chain.district),
      placeMunicipality: Uint32Array.from(chains, (chain) => chain.municipality),
      placePostalCode: Uint32Array.from(places, (place) => (typeof place.record.postalCode === 'string' ? Number(place.record.postalCode) : 0)),
      placePopulation: Uint32Array.from(places, (place) => population(place.index)),
      placeFormerCentral: Uint8Array.from(places, (place) => (place.kind === 'districts' && formerCentral.has(place.record.id) ? 1 : 0)),
      formerCentralOffsets: centralOf.offsets,
      formerCentral: centralOf.values,
      removedKeys: { text: removed.map((place) => spellingKey(searchTokens(place.name))).join('\n') },
      removedDistrict: Uint32Array.from(removed, (place) => districtPlace.get(place.districtId)!),
      removedKind: Uint8Array.from(removed, (place) => kindNames.indexOf(place.kind)),
      removedId: Uint32Array.from(removed, (place) => place.id),
      removedRelease: { text: removed.map((place) => place.release).join('\n') },
      names: { text: places.map((place) => place.record.name).join('\n') },
    },
  };
}

export const addressIndex: StoreIndex = { name: addressIndexName, compile: compileAddressIndex };
