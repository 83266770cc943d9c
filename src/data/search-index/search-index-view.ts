// The run-time view of the place-search index: typed arrays over the file read by `store.index`,
// plus the token list split once on first use. Requests only read these.
import type { Store } from '../store.ts';
import type { StoreFile } from '../store-file.ts';
import { type SearchIndexMeta, searchIndexName } from './compile-search-index.ts';
import type { DeletionIndex } from './typo-candidates.ts';

export interface SearchIndexView extends DeletionIndex {
  meta: SearchIndexMeta;
  /** Distinct folded name tokens in code-unit order: a prefix is a contiguous range. */
  tokens: readonly string[];
  /** Places whose own name has token t, most important first: ownPlaces[ownOffsets[t] .. ownOffsets[t + 1]). */
  ownOffsets: Uint32Array;
  ownPlaces: Uint32Array;
  /** Of those, the ones with descendants: parentPlaces[parentOffsets[t] .. parentOffsets[t + 1]). */
  parentOffsets: Uint32Array;
  parentPlaces: Uint32Array;
  /** Tokens within the typo allowance of token t, and how far: typoNeighbours[typoNeighbourOffsets[t] .. [t + 1]). */
  typoNeighbourOffsets: Uint32Array;
  typoNeighbours: Uint32Array;
  typoNeighbourDistances: Uint8Array;
  placeKind: Uint8Array;
  placeId: Uint32Array;
  /** The province and district a place is in, or is (0: none), for the `provinceId`/`districtId` filters. */
  placeProvinceId: Uint32Array;
  placeDistrictId: Uint32Array;
  placeTokenOffsets: Uint32Array;
  placeTokens: Uint32Array;
  /** How many of a place's tokens (from placeTokenOffsets) are its name's; its aliases' and former names' follow. */
  placeNameTokenCounts: Uint8Array;
  /** Parallel to placeTokens: 1 + the index in formerNames of the former name a token comes from alone (0: its name or an alias). */
  placeTokenFormerNames: Uint32Array;
  /** Every place's former names (DESIGN §6.8). */
  formerNames: readonly string[];
  ancestorOffsets: Uint32Array;
  ancestors: Uint32Array;
  descendantOffsets: Uint32Array;
  /** Places below a province, district or town, most important first. */
  descendants: Uint32Array;
  importance: Float64Array;
  /** A place's hit JSON up to its score: hitHeads[hitHeadOffsets[p] .. hitHeadOffsets[p + 1]). */
  hitHeads: Buffer;
  hitHeadOffsets: Uint32Array;
  /** A hit's url up to its id, by place kind: `/v2/<kind>/`. */
  urlPrefixes: readonly string[];
}

const views = new WeakMap<StoreFile<SearchIndexMeta>, SearchIndexView>();

export function openSearchIndex(store: Store): SearchIndexView {
  const file = store.index<SearchIndexMeta>(searchIndexName);
  let view = views.get(file);
  if (!view) {
    view = {
      meta: file.meta,
      tokens: file.text('tokens').split('\n'),
      ownOffsets: file.u32('ownOffsets'),
      ownPlaces: file.u32('ownPlaces'),
      parentOffsets: file.u32('parentOffsets'),
      parentPlaces: file.u32('parentPlaces'),
      deletionBuckets: file.u32('deletionBuckets'),
      deletionHashes: file.u32('deletionHashes'),
      deletionTokens: file.u32('deletionTokens'),
      typoNeighbourOffsets: file.u32('typoNeighbourOffsets'),
      typoNeighbours: file.u32('typoNeighbours'),
      typoNeighbourDistances: file.bytes('typoNeighbourDistances'),
      placeKind: file.bytes('placeKind'),
      placeId: file.u32('placeId'),
      placeProvinceId: file.u32('placeProvinceId'),
      placeDistrictId: file.u32('placeDistrictId'),
      placeTokenOffsets: file.u32('placeTokenOffsets'),
      placeTokens: file.u32('placeTokens'),
      placeNameTokenCounts: file.bytes('placeNameTokenCounts'),
      placeTokenFormerNames: file.u32('placeTokenFormerNames'),
      formerNames: file.text('formerNames').split('\n'),
      ancestorOffsets: file.u32('ancestorOffsets'),
      ancestors: file.u32('ancestors'),
      descendantOffsets: file.u32('descendantOffsets'),
      descendants: file.u32('descendants'),
      importance: file.f64('importance'),
      hitHeads: file.bytes('hitHeads'),
      hitHeadOffsets: file.u32('hitHeadOffsets'),
      urlPrefixes: file.meta.kinds.map((kind) => `/v2/${kind}/`),
    };
    views.set(file, view);
  }
  return view;
}
