// Old addresses (DESIGN §6.8, issue 44): a line may name a neighborhood or village that a release
// removed. Such a name must not pull the answer to a same-named place elsewhere (`Kobaklar Mah.
// 45500` is the Kobaklar of Soma that the 2025 list dropped, not the one of Gördes), and the answer
// says the place is gone and where its history is.
import type { AddressIndexView } from '../../data/address-index/address-index-view.ts';
import { spellingKey } from '../../data/fold.ts';
import { kindNames } from '../../data/kinds.ts';
import type { Mention } from './place-mentions.ts';

export interface RemovedPlaceNamed {
  kind: (typeof kindNames)[number];
  id: number;
  /** Place index of its district. */
  district: number;
  release: string;
}

/** The removed place of one of `districts` (place indexes) that the mention names, if any. */
export function removedPlaceNamed(view: AddressIndexView, mention: Mention, districts: readonly number[]): RemovedPlaceNamed | undefined {
  const { removed, phraseTokenOffsets, phraseTokens } = view;
  if (removed.keys.length === 0) return undefined;
  const words = Array.from(phraseTokens.subarray(phraseTokenOffsets[mention.phrase]!, phraseTokenOffsets[mention.phrase + 1]!), (token) => view.search.tokens[token]!);
  const key = spellingKey(words);
  for (let i = 0; i < removed.keys.length; i++) {
    if (removed.keys[i] === key && districts.includes(removed.district[i]!)) return { kind: kindNames[removed.kind[i]!]!, id: removed.id[i]!, district: removed.district[i]!, release: removed.release[i]! };
  }
  return undefined;
}
