// The body of a /v2/search answer, in one buffer: each hit's JSON up to its score was written at
// build time (search-index), so a request only appends the score and the url (ASCII) of each hit.
import type { SearchIndexView } from '../../data/search-index/search-index-view.ts';
import type { StoreMeta } from '../../data/store-layout.ts';
import { datasetMetaJson } from '../envelopes.ts';
import type { RankedPlace } from './rank-places.ts';

export function searchAnswer(index: SearchIndexView, hits: readonly RankedPlace[], meta: StoreMeta): Buffer {
  const { hitHeads, hitHeadOffsets, placeKind, placeId, urlPrefixes, formerNames } = index;
  const tails = hits.map(
    ({ place, score, formerName }, i) =>
      `${formerName === undefined ? '' : `"formerName":${JSON.stringify(formerNames[formerName])},`}"score":${score},"url":"${urlPrefixes[placeKind[place]!]}${placeId[place]}"}${i < hits.length - 1 ? ',' : ''}`,
  );
  const head = '{"data":[';
  const tail = `],"meta":{"count":${hits.length},${datasetMetaJson(meta)}}}`;
  let size = head.length + Buffer.byteLength(tail);
  hits.forEach(({ place }, i) => {
    size += hitHeadOffsets[place + 1]! - hitHeadOffsets[place]! + Buffer.byteLength(tails[i]!);
  });
  const body = Buffer.allocUnsafe(size);
  let at = body.write(head, 0, 'latin1');
  hits.forEach(({ place }, i) => {
    at += hitHeads.copy(body, at, hitHeadOffsets[place]!, hitHeadOffsets[place + 1]!);
    at += body.write(tails[i]!, at, 'utf8');
  });
  body.write(tail, at, 'utf8');
  return body;
}
