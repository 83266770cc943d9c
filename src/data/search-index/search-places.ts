// Every record of the five kinds as one list of places, the shape place search ranks: its own name
// tokens, the places named in its label (its "ancestors": district, province and, for a town's
// neighborhood, the town; DESIGN §6.1) and what a hit shows. Built once at compile time.
import { type DataRecord, type KindName, kindNames, kinds, parentField } from '../kinds.ts';
import type { Dataset } from '../read-dataset.ts';
import { formerNamesOf } from '../change-history.ts';
import { placeAliases } from '../name-tables.ts';

export interface SearchPlace {
  kind: KindName;
  record: DataRecord;
  /** Colloquial names and abbreviations (data/aliases.csv): names of the place too, for search and addresses. */
  aliases: string[];
  /**
   * Former names (the releases' renames and data/aliases.csv's former official names, DESIGN §6.8):
   * they find the place too, a little below its own name, and an answer says it was found by one.
   */
  formerNames: string[];
  /** Places named in the label after the place itself, most specific first. */
  ancestors: SearchPlace[];
  /** Ancestors whose names narrow a search (provinces, districts, towns) list their descendants here. */
  descendants: SearchPlace[];
  index: number;
}

/** Municipalities of this type are named in their neighborhoods' labels; a center municipality is not. */
const townType = 'town';

/** Places in kind order (provinces first), each kind by ascending id. */
export function searchPlacesOf(dataset: Dataset): SearchPlace[] {
  const places: SearchPlace[] = [];
  const byKind = new Map<KindName, Map<number, SearchPlace>>();
  const aliases = placeAliases(dataset).filter((alias) => alias.type !== 'former');
  const formerNames = formerNamesOf(dataset);
  for (const kind of kindNames) {
    const byId = new Map<number, SearchPlace>();
    for (const record of [...dataset.records[kind]].sort((a, b) => a.id - b.id)) {
      const own = aliases.filter((alias) => alias.kind === kind && alias.id === record.id).map((alias) => alias.alias);
      const former = formerNames.get(`${kind}:${record.id}`) ?? [];
      const place: SearchPlace = { kind, record, aliases: own, formerNames: former, ancestors: [], descendants: [], index: places.length };
      places.push(place);
      byId.set(record.id, place);
    }
    byKind.set(kind, byId);
  }
  const parentOf = (place: SearchPlace, kind: KindName) => byKind.get(kind)!.get(place.record[parentField(kind)] as number)!;
  for (const place of places) {
    // Parents are listed outermost first in kinds.ts; a label reads from the most specific one.
    for (const kind of [...kinds[place.kind].parents].reverse()) {
      const parent = parentOf(place, kind);
      if (kind === 'municipalities' && parent.record.type !== townType) continue;
      place.ancestors.push(parent);
      parent.descendants.push(place);
    }
  }
  return places;
}

/** `Caferağa, Kadıköy, İstanbul`: the name, then the ancestors' names. */
export const labelOf = (place: SearchPlace): string => [place, ...place.ancestors].map((p) => p.record.name).join(', ');
