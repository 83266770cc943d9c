// The API addresses behind a place page, from the route table: only routes that exist are linked.
// The boundary link appears once the geography route (/v2/provinces/{provinceId}/boundary) is in
// the table.
import { childKindsOf, type KindName } from '../../data/kinds.ts';
import { idParamOf } from '../../core/resources/registry.ts';
import { routeTable } from '../../core/routing/route-table.ts';
import type { Text } from '../../core/text.ts';
import { placeText } from './place-text.ts';

const childLabels: Partial<Record<KindName, Text>> = {
  districts: placeText.itsDistricts,
  municipalities: placeText.itsMunicipalities,
  neighborhoods: placeText.itsNeighborhoods,
  villages: placeText.itsVillages,
};

const hasRoute = (template: string) => routeTable.some((route) => route.path === template);

/** The record, its nested lists, its boundary and its changes, each with a label. */
export function apiLinksOf(kind: 'provinces' | 'districts', id: number): Array<{ label: Text; href: string }> {
  const record = `/v2/${kind}/${id}`;
  const links = [{ label: kind === 'provinces' ? placeText.provinceRecord : placeText.districtRecord, href: record }];
  for (const child of childKindsOf(kind)) {
    if (hasRoute(`/v2/${kind}/{${idParamOf(kind)}}/${child}`)) links.push({ label: childLabels[child]!, href: `${record}/${child}` });
  }
  if (hasRoute(`/v2/${kind}/{${idParamOf(kind)}}/boundary`)) links.push({ label: placeText.itsBoundary, href: `${record}/boundary` });
  if (hasRoute(`/v2/${kind}/{${idParamOf(kind)}}/changes`)) links.push({ label: placeText.itsChanges, href: `${record}/changes` });
  return links;
}
