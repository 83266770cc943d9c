// One change as a short note beside a place, in the reader's language: "formerly Çürükler", "new in
// release 2025", "moved from the Merkez municipality", "postal code was 01410 (official)", "formed from
// the Merkez district". The names of the places a change refers to come from the store.
import type { PlaceSnapshot } from '../../data/change-list.ts';
import type { KindName } from '../../data/kinds.ts';
import type { Lang } from '../i18n.ts';
import { placeText } from '../places/place-text.ts';
import { changeSentences as say } from './change-text.ts';
import { type ChangeEntry, nameOf } from './place-changes.ts';

/** The parents a move can change, outermost first, with the note that names the one it came from. */
const parents = [
  { field: 'provinceId', kind: 'provinces', from: { tr: (name: string) => `önceden ${name} ilindeydi`, en: (name: string) => `moved from ${name} Province` } },
  { field: 'districtId', kind: 'districts', from: say.movedFromDistrict },
  { field: 'municipalityId', kind: 'municipalities', from: say.movedFromMunicipality },
] as const satisfies ReadonlyArray<{ field: keyof PlaceSnapshot; kind: KindName; from: unknown }>;

const named = (lang: Lang, kind: KindName, id: number) => nameOf(kind, id) ?? say.unknownPlace[lang](id);

const statusWord = (lang: Lang, status: string | undefined) => (status === 'official' || status === 'derived' || status === 'estimated' ? placeText[status][lang] : (status ?? ''));

function movedNote(lang: Lang, previous: PlaceSnapshot, current: PlaceSnapshot): string {
  const parent = parents.find(({ field }) => previous[field] !== current[field]) ?? parents[2];
  return parent.from[lang](named(lang, parent.kind, previous[parent.field]!));
}

function postalCodeNote(lang: Lang, previous: PlaceSnapshot, current: PlaceSnapshot): string {
  const was = statusWord(lang, previous.postalCodeStatus);
  if (previous.postalCode === current.postalCode) return say.postalStatusWas[lang](statusWord(lang, current.postalCodeStatus), was);
  return say.postalCodeWas[lang](previous.postalCode ?? '', was);
}

/** What the change did to the place, seen from where the place is now. */
export function changeNote(lang: Lang, { row }: ChangeEntry): string {
  const { previous, current } = row;
  switch (row.type) {
    case 'added':
      return say.added[lang](row.release ?? '');
    case 'removed':
      return say.removed[lang](row.release ?? '');
    case 'renamed':
      return say.renamed[lang](previous!.name);
    case 'moved':
      return movedNote(lang, previous!, current!);
    case 'postalCode':
      return postalCodeNote(lang, previous!, current!);
    case 'split':
      return say.split[lang](previous!.name);
  }
}

/** What became of a place that left a district: removed, or moved to which district. */
export function leavingNote(lang: Lang, entry: ChangeEntry): string {
  const { current } = entry.row;
  return current === null ? changeNote(lang, entry) : say.movedToDistrict[lang](named(lang, 'districts', current.districtId!));
}
