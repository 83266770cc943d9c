// The place-search index (DESIGN §6.1), compiled from the validated dataset into typed sections of
// `.store/search.bin`. Everything a query needs is here: the sorted distinct name tokens (a prefix is
// a range of them), which places carry each token, a deletion index for typos, each place's tokens,
// label ancestors, descendants, importance and the JSON of its hit. A request folds only the query.
import { type KindName, kindNames, kinds, parentField } from '../kinds.ts';
import type { Dataset } from '../read-dataset.ts';
import { flattenLists } from '../flat-lists.ts';
import type { CompiledIndex, StoreIndex } from '../store-index.ts';
import { bucketBits, forEachDeletion, indexedDeletions } from './deletion-hash.ts';
import { importanceOf } from './importance.ts';
import { labelOf, type SearchPlace, searchPlacesOf } from './search-places.ts';
import { nameVocabulary } from './name-vocabulary.ts';
import { type DeletionIndex, forEachTypoMatch } from './typo-candidates.ts';

export interface SearchIndexMeta {
  placeCount: number;
  tokenCount: number;
  /** Kind of each `placeKind` value. */
  kinds: readonly KindName[];
}

/** `{"type":…,"id":…,"name":…,"label":…,<parent ids>,"population":…,["postalCode":…,]`: a hit up to its score. */
function hitHead(place: SearchPlace): string {
  const { record, kind } = place;
  const fields: Record<string, unknown> = { type: kinds[kind].singular, id: record.id, name: record.name, label: labelOf(place) };
  for (const parent of kinds[kind].parents) fields[parentField(parent)] = record[parentField(parent)];
  fields.population = record.population;
  if (typeof record.postalCode === 'string') fields.postalCode = record.postalCode;
  return `${JSON.stringify(fields).slice(0, -1)},`;
}

/** Deletion hashes of every token, sorted, with a directory of where each hash's top bits start. */
function deletionIndex(tokens: readonly string[]) {
  const tokenBits = 2 ** 20; // > the ~23,000 distinct tokens; checked below
  if (tokens.length >= tokenBits) throw new Error(`Too many distinct name tokens for the search index (${tokens.length}).`);
  const keys: number[] = [];
  tokens.forEach((token, tokenIndex) => {
    const deletions = indexedDeletions(token.length);
    if (deletions >= 0) forEachDeletion(token, deletions, (hash) => keys.push(hash * tokenBits + tokenIndex));
  });
  const sorted = Float64Array.from(keys).sort();
  const hashes: number[] = [];
  const owners: number[] = [];
  let previous = -1;
  for (const key of sorted) {
    if (key === previous) continue; // one token reached twice by the same deletion
    previous = key;
    hashes.push(Math.floor(key / tokenBits));
    owners.push(key % tokenBits);
  }
  const buckets = new Uint32Array(2 ** bucketBits + 1);
  for (const hash of hashes) buckets[(hash >>> (32 - bucketBits)) + 1]!++;
  for (let i = 1; i < buckets.length; i++) buckets[i]! += buckets[i - 1]!;
  return { buckets, hashes: Uint32Array.from(hashes), owners: Uint32Array.from(owners) };
}

/**
 * Each token's typo neighbours (itself left out) and their distances: a query word that is a name
 * token, as most are, reads its list instead of hashing its deletions and measuring every candidate
 * (28 µs a request for `bagcilar`, which two edits allow, against 1 µs).
 */
function typoNeighbours(index: DeletionIndex) {
  const visited = new Uint32Array(index.tokens.length);
  const lists: number[][] = [];
  const distances: number[] = [];
  index.tokens.forEach((word, self) => {
    const list: number[] = [];
    forEachTypoMatch(index, word, visited, self + 1, (token) => token === self, (token, distance) => {
      list.push(token);
      distances.push(distance);
    });
    lists.push(list);
  });
  return { ...flattenLists(lists), distances: Uint8Array.from(distances) };
}

function compileSearchIndex(dataset: Dataset): CompiledIndex {
  const places = searchPlacesOf(dataset);
  const importance = Float64Array.from(places, (place) => importanceOf(place.kind, place.record.population as number));
  // Lists of places are kept most important first, so a query can stop reading a list as soon as
  // nothing further down could still reach its top hits.
  const byImportance = (a: number, b: number) => importance[b]! - importance[a]! || a - b;
  const { placeTokens, nameTokenCounts, formerOfTokens, formerNames, tokens, tokenIndex } = nameVocabulary(places);
  const ownPlaces: number[][] = tokens.map(() => []);
  placeTokens.forEach((list, place) => {
    for (const token of list) ownPlaces[tokenIndex.get(token)!]!.push(place);
  });
  for (const list of ownPlaces) list.sort(byImportance);
  // Per token, the places carrying it that have descendants: what a match through ancestors starts from.
  const parentPlaces = ownPlaces.map((list) => list.filter((place) => places[place]!.descendants.length > 0));

  const own = flattenLists(ownPlaces);
  const parents = flattenLists(parentPlaces);
  const perPlace = flattenLists(placeTokens.map((list) => list.map((token) => tokenIndex.get(token)!)));
  const ancestors = flattenLists(places.map((place) => place.ancestors.map((ancestor) => ancestor.index)));
  const descendants = flattenLists(places.map((place) => place.descendants.map((descendant) => descendant.index).sort(byImportance)));
  // Kept as UTF-8 bytes (not a string) so the run-time view holds them once, in the file's buffer.
  const heads = places.map((place) => Buffer.from(hitHead(place), 'utf8'));
  const headOffsets = new Uint32Array(places.length + 1);
  heads.forEach((head, i) => {
    headOffsets[i + 1] = headOffsets[i]! + head.length;
  });
  const deletions = deletionIndex(tokens);
  const neighbours = typoNeighbours({ tokens, deletionBuckets: deletions.buckets, deletionHashes: deletions.hashes, deletionTokens: deletions.owners });
  const provinceOf = (place: SearchPlace) => (place.kind === 'provinces' ? place.record.id : (place.record.provinceId as number));
  const districtOf = (place: SearchPlace) => (place.kind === 'districts' ? place.record.id : ((place.record.districtId as number | undefined) ?? 0));

  const meta: SearchIndexMeta = {
    placeCount: places.length,
    tokenCount: tokens.length,
    kinds: kindNames,
  };
  return {
    meta,
    sections: {
      tokens: { text: tokens.join('\n') },
      ownOffsets: own.offsets,
      ownPlaces: own.values,
      parentOffsets: parents.offsets,
      parentPlaces: parents.values,
      deletionBuckets: deletions.buckets,
      deletionHashes: deletions.hashes,
      deletionTokens: deletions.owners,
      typoNeighbourOffsets: neighbours.offsets,
      typoNeighbours: neighbours.values,
      typoNeighbourDistances: neighbours.distances,
      placeKind: Uint8Array.from(places, (place) => kindNames.indexOf(place.kind)),
      placeId: Uint32Array.from(places, (place) => place.record.id),
      placeProvinceId: Uint32Array.from(places, provinceOf),
      placeDistrictId: Uint32Array.from(places, districtOf),
      placeTokenOffsets: perPlace.offsets,
      placeTokens: perPlace.values,
      placeNameTokenCounts: Uint8Array.from(nameTokenCounts),
      // Parallel to placeTokens: which former name (1-based, 0: none) a token comes from alone.
      placeTokenFormerNames: Uint32Array.from(formerOfTokens.flat()),
      formerNames: { text: formerNames.join('\n') },
      ancestorOffsets: ancestors.offsets,
      ancestors: ancestors.values,
      descendantOffsets: descendants.offsets,
      descendants: descendants.values,
      importance,
      hitHeads: Buffer.concat(heads),
      hitHeadOffsets: headOffsets,
    },
  };
}

export const searchIndexName = 'search';

export const searchIndex: StoreIndex = { name: searchIndexName, compile: compileSearchIndex };
