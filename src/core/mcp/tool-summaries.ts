// The short text each tool puts before the route's JSON: what the answer holds, in a line or two, so a
// person reading the conversation (and a model skimming it) sees the result at a glance. The bodies are
// the routes' own 200 answers; their types are the zod schemas the OpenAPI document is made from.
import type { z } from 'zod';
import { kindNames, kinds } from '../../data/kinds.ts';
import type { parsedAddressesEnvelopeSchema } from '../addresses/address-batch-route.ts';
import type { parsedAddressEnvelopeSchema } from '../addresses/address-schemas.ts';
import type { locateEnvelopeSchema } from '../geo/geo-schemas.ts';
import type { postalCodeDetailEnvelopeSchema } from '../postal-codes/postal-code-schemas.ts';
import type { searchAnswerSchema } from '../search/search-schemas.ts';
import type { changeListEnvelopeSchema, changeRowSchema, recordHistoryEnvelopeSchema } from '../changes/changes-schemas.ts';

const namesShown = 10;

/** What every record of every kind has, which is all a summary reads of one. */
type Place = { id?: number; name?: string } & Record<string, unknown>;

const nameList = (places: readonly Place[]) => {
  const names = places.slice(0, namesShown).map((place) => place.name ?? `#${place.id}`);
  return names.join(', ') + (places.length > namesShown ? ', …' : '');
};

export function summarizeSearch(body: unknown): string {
  const { data } = body as z.infer<typeof searchAnswerSchema>;
  if (data.length === 0) return 'No place matches.';
  return `${data.length} place${data.length === 1 ? '' : 's'}, best first: ${data.map((hit) => `${hit.label} (${hit.type} ${hit.id})`).join('; ')}.`;
}

export function summarizePostalCode(body: unknown): string {
  const { data } = body as z.infer<typeof postalCodeDetailEnvelopeSchema>;
  const places = [...data.neighborhoods, ...data.villages];
  return `Postal code ${data.code}: ${data.neighborhoods.length} neighborhood(s) and ${data.villages.length} village(s) in province ${data.provinceId}, district(s) ${data.districtIds.join(', ')}: ${nameList(places)}.`;
}

export function summarizeLocation(body: unknown): string {
  const { data } = body as z.infer<typeof locateEnvelopeSchema>;
  const where = (match: string, distanceKm: number) => (match === 'inside' ? 'inside' : `${distanceKm} km outside the outline of`);
  const province = `${data.province.name} (province ${data.province.id})`;
  if (!data.district) return `The point is in no district; it is ${where(data.match, data.distanceKm)} ${province}.`;
  const nearby = data.nearby.length > 0 ? ` Nearby: ${data.nearby.map((place) => `${place.name} (${place.type} ${place.id}, ${place.distanceKm} km)`).join('; ')}.` : '';
  return `The point is ${where(data.districtMatch!, data.districtDistanceKm!)} ${data.district.name} (district ${data.district.id}), ${province}.${nearby}`;
}

const relationNames = new Set(kindNames.flatMap((kind) => [kind, kinds[kind].singular]));

export function summarizePlace(body: unknown): string {
  const { data } = body as { data: Place };
  const parts = Object.entries(data)
    .filter(([key]) => relationNames.has(key))
    .map(([key, value]) => (Array.isArray(value) ? `${value.length} ${key}` : `${key} ${(value as Place).name}`));
  const id = data.id === undefined ? '' : ` (id ${data.id})`;
  return `${data.name ?? 'The place'}${id}${parts.length > 0 ? `, with ${parts.join(', ')}` : ''}.`;
}

export function summarizeList(body: unknown): string {
  const { data, meta } = body as { data: Place[]; meta: { total: number; offset: number } };
  if (meta.total === 0) return 'No place matches.';
  const range = data.length === 0 ? `none at offset ${meta.offset}` : `${meta.offset + 1}–${meta.offset + data.length}`;
  return `${range} of ${meta.total}${data.length > 0 ? `: ${nameList(data)}` : ''}.`;
}

export function summarizeAddress(body: unknown): string {
  const { data } = body as z.infer<typeof parsedAddressEnvelopeSchema>;
  const sentences: string[] = [];
  if (data.granularity === 'none') sentences.push('No place recognised.');
  else {
    const level = data.granularity;
    const part = data[level]!;
    const parents = (['district', 'province'] as const).filter((parent) => parent !== level && data[parent]).map((parent) => data[parent]!.name);
    const code = data.postalCode ? `, postal code ${data.postalCode.value} (${data.postalCode.status})` : '';
    sentences.push(`${[part.name, ...parents].join(', ')} (${level} ${part.id}, ${part.status})${code}.`);
  }
  if (data.street !== null) sentences.push(`Street: ${data.street}.`);
  if (data.candidates.length > 0) sentences.push(`Candidates: ${data.candidates.map((hit) => `${hit.label} (${hit.type} ${hit.id})`).join('; ')}.`);
  for (const issue of data.issues) sentences.push(issue.message);
  sentences.push(`Verdict: ${data.verdict}.`);
  return sentences.join(' ');
}

/** A count per verdict, then one line per address (its summary, or its error), numbered from 1. */
export function summarizeAddresses(body: unknown): string {
  const { data, meta } = body as z.infer<typeof parsedAddressesEnvelopeSchema>;
  const counts = { accept: 0, confirm: 0, fix: 0, error: 0 };
  const lines = data.map((item, i) => {
    if ('error' in item) {
      counts.error++;
      return `${i + 1}. Error: ${item.error.message}`;
    }
    counts[item.verdict]++;
    return `${i + 1}. ${summarizeAddress({ data: item, meta })}`;
  });
  const total = `${data.length} lines: ${counts.accept} accept, ${counts.confirm} confirm, ${counts.fix} fix, ${counts.error} errors.`;
  return [total, ...lines].join('\n');
}

type ChangeRow = z.infer<typeof changeRowSchema>;

/** One change in words: `Yeşilvadi (neighborhood 177113) renamed from Çürükler in release 2025`. */
function changeText({ kind, id, type, name, previous, current, successorIds, release, date }: ChangeRow): string {
  const what: Record<ChangeRow['type'], () => string> = {
    added: () => 'added',
    removed: () => `removed${successorIds.length > 0 ? ` (successor ${successorIds.join(', ')})` : ''}`,
    renamed: () => `renamed from ${previous?.name}`,
    moved: () =>
      previous?.districtId !== current?.districtId
        ? `moved from district ${previous?.districtId} to ${current?.districtId}`
        : `moved from municipality ${previous?.municipalityId} to ${current?.municipalityId}`,
    postalCode: () => `postal code ${previous?.postalCode} (${previous?.postalCodeStatus}) → ${current?.postalCode} (${current?.postalCodeStatus})`,
    split: () => `formed from ${previous?.name}`,
  };
  return `${name} (${kind} ${id}) ${what[type]()} ${release ? `in release ${release}` : `on ${date}`}`;
}

export function summarizeChanges(body: unknown): string {
  const { data, meta } = body as z.infer<typeof changeListEnvelopeSchema>;
  if (meta.total === 0) return 'No change matches.';
  if (data.length === 0) return `None at offset ${meta.offset} of ${meta.total}.`;
  return `${meta.offset + 1}–${meta.offset + data.length} of ${meta.total} changes, newest first: ${data.slice(0, namesShown).map(changeText).join('; ')}${data.length > namesShown ? '; …' : ''}.`;
}

export function summarizeHistory(body: unknown): string {
  const { data } = body as z.infer<typeof recordHistoryEnvelopeSchema>;
  if (data.length === 0) return 'No change recorded: the place is as it has always been in this dataset.';
  return `${data.length} change${data.length === 1 ? '' : 's'}, newest first: ${data.map(changeText).join('; ')}.`;
}
