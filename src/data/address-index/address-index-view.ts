// The run-time view of the address index: typed arrays over the file read by `store.index`, the
// place names split once, and the search index it points into. Requests only read these.
import { type KindName, kindNames } from '../kinds.ts';
import type { Store } from '../store.ts';
import type { StoreFile } from '../store-file.ts';
import { openSearchIndex, type SearchIndexView } from '../search-index/search-index-view.ts';
import { type AddressIndexMeta, addressIndexName } from './compile-address-index.ts';
import { tokensDigest } from './tokens-digest.ts';

export interface AddressIndexView {
  meta: AddressIndexMeta;
  /** The search index: tokens, typo neighbours, each place's kind and id, the hits' JSON. */
  search: SearchIndexView;
  /** Phrase p's token ids: phraseTokens[phraseTokenOffsets[p] .. [p + 1]). */
  phraseTokenOffsets: Uint32Array;
  phraseTokens: Uint32Array;
  /** What reading phrase p costs: 0, or one edit per space of a name typed as one word. */
  phraseEdits: Uint8Array;
  /** 1 when phrase p is a former name of its places (DESIGN §6.8): they are read with status `replaced`. */
  phraseFormer: Uint8Array;
  /** The phrases whose first token is t: phrases firstTokenPhraseOffsets[t] .. [t + 1]. */
  firstTokenPhraseOffsets: Uint32Array;
  /** Phrase p's places, phrasePlaceOffsets[p] .. [p + 1), by chain key … */
  phrasePlaceOffsets: Uint32Array;
  phrasePlacesByChain: Uint32Array;
  /** … and by kind, then population (most populous first), then id. */
  phrasePlacesByPopulation: Uint32Array;
  /** Phrases by spelling key (fold.ts, sorted): key k's phrases are spellingKeyPhrases[offsets[k] .. [k + 1]). */
  spellingKeys: readonly string[];
  spellingKeyPhraseOffsets: Uint32Array;
  spellingKeyPhrases: Uint32Array;
  placeChainKey: Float64Array;
  /** Place indexes of each place's province (itself for a province), district and municipality (0: none). */
  placeProvince: Uint32Array;
  placeDistrict: Uint32Array;
  placeMunicipality: Uint32Array;
  /** The postal code as a number (0: none). */
  placePostalCode: Uint32Array;
  placePopulation: Uint32Array;
  /** 1 for a district that a metropolitan province's former central district became: what `Merkez` means there. */
  placeFormerCentral: Uint8Array;
  /** The former central districts of a province, by its place index (provinces are the first places): what its `Merkez` means. */
  formerCentralOf(provincePlace: number): Uint32Array;
  names: readonly string[];
  /**
   * The places the imports removed (DESIGN §6.8): each one's spelling key (fold.ts), district (place
   * index), kind (kindNames index), id and the release that removed it.
   */
  removed: { keys: readonly string[]; district: Uint32Array; kind: Uint8Array; id: Uint32Array; release: readonly string[] };
  /**
   * The place index of a kind's record index: places are the kinds in kindNames order, each by
   * ascending id, as the kind files hold their records.
   */
  placeOfRecord(kind: KindName, recordIndex: number): number;
}

const views = new WeakMap<StoreFile<AddressIndexMeta>, AddressIndexView>();

export function openAddressIndex(store: Store): AddressIndexView {
  const file = store.index<AddressIndexMeta>(addressIndexName);
  let view = views.get(file);
  if (!view) {
    const search = openSearchIndex(store);
    if (tokensDigest(search.tokens.join('\n')) !== file.meta.tokensDigest) {
      throw new Error(`The address index in ${store.dir} was not built with its search index; run the build again (npm run build).`);
    }
    const kindStarts = new Map<KindName, number>();
    let start = 0;
    for (const kind of kindNames) {
      kindStarts.set(kind, start);
      start += store.meta.counts[kind];
    }
    const formerCentralOffsets = file.u32('formerCentralOffsets');
    const formerCentral = file.u32('formerCentral');
    view = {
      meta: file.meta,
      search,
      phraseTokenOffsets: file.u32('phraseTokenOffsets'),
      phraseTokens: file.u32('phraseTokens'),
      phraseEdits: file.bytes('phraseEdits'),
      phraseFormer: file.bytes('phraseFormer'),
      firstTokenPhraseOffsets: file.u32('firstTokenPhraseOffsets'),
      phrasePlaceOffsets: file.u32('phrasePlaceOffsets'),
      phrasePlacesByChain: file.u32('phrasePlacesByChain'),
      phrasePlacesByPopulation: file.u32('phrasePlacesByPopulation'),
      spellingKeys: file.text('spellingKeys').split('\n'),
      spellingKeyPhraseOffsets: file.u32('spellingKeyPhraseOffsets'),
      spellingKeyPhrases: file.u32('spellingKeyPhrases'),
      placeChainKey: file.f64('placeChainKey'),
      placeProvince: file.u32('placeProvince'),
      placeDistrict: file.u32('placeDistrict'),
      placeMunicipality: file.u32('placeMunicipality'),
      placePostalCode: file.u32('placePostalCode'),
      placePopulation: file.u32('placePopulation'),
      placeFormerCentral: file.bytes('placeFormerCentral'),
      formerCentralOf: (province) => formerCentral.subarray(formerCentralOffsets[province]!, formerCentralOffsets[province + 1]!),
      names: file.text('names').split('\n'),
      removed: {
        keys: file.text('removedKeys') === '' ? [] : file.text('removedKeys').split('\n'),
        district: file.u32('removedDistrict'),
        kind: file.bytes('removedKind'),
        id: file.u32('removedId'),
        release: file.text('removedRelease').split('\n'),
      },
      placeOfRecord: (kind, recordIndex) => kindStarts.get(kind)! + recordIndex,
    };
    views.set(file, view);
  }
  return view;
}
