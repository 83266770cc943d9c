// The changes as HTML: the rows of the "What changed" page's tables (one a place, compact as the
// settlement rows are, settlement-rows.ts) and the list of settlements that left a district. Each
// place links to its page where it has one (a neighborhood or village to its row on its district's
// page, a removed one to its line in its former district's list) and to its history in the API.
import type { ComparisonHead } from '../../data/change-history.ts';
import { type KindName, kinds } from '../../data/kinds.ts';
import type { Lang } from '../i18n.ts';
import { escapeHtml } from '../inline-code.ts';
import { type District, type Province, provincePlaces } from '../places/place-data.ts';
import { districtPath, provincePath } from '../places/place-urls.ts';
import { ui } from '../i18n.ts';
import { changeNote, leavingNote } from './change-notes.ts';
import { changeText } from './change-text.ts';
import { leftItsDistrict, nameOf, type RecordChanges, whereIs } from './place-changes.ts';

interface PlaceIn {
  province: Province;
  district?: District;
}

let places: { provinces: Map<number, Province>; districts: Map<number, PlaceIn> } | undefined;

/** Provinces and districts by id, for their names and page paths. */
export function placesById() {
  if (!places) {
    places = { provinces: new Map(), districts: new Map() };
    for (const { province, districts } of provincePlaces()) {
      places.provinces.set(province.id, province);
      for (const district of districts) places.districts.set(district.id, { province, district });
    }
  }
  return places;
}

/** The id of a release's section of the "What changed" page, and of a province's part of it. */
export const releaseAnchor = ({ release, lastUpdated }: ComparisonHead): string => `release-${release}-${lastUpdated}`;
export const provinceAnchor = (comparison: ComparisonHead, provinceId: number): string => `${releaseAnchor(comparison)}-p${provinceId}`;

/** A settlement's row id on its district page (`n40512`, `v523`), or its line in the list of those that left (`was-n140909`). */
export const settlementAnchor = (kind: KindName, id: number, left = false): string => `${left ? 'was-' : ''}${kind === 'villages' ? 'v' : 'n'}${id}`;

/** The page a record's changes are shown on, with the fragment of its row where it has one. */
export function pageOf(lang: Lang, record: RecordChanges): string | undefined {
  const { provinces, districts } = placesById();
  if (record.kind === 'provinces') {
    const province = provinces.get(record.id);
    return province && provincePath(lang, province.slug);
  }
  if (record.kind === 'districts') {
    const place = districts.get(record.id);
    return place && districtPath(lang, place.province.slug, place.district!.slug);
  }
  const removed = record.entries[0]!.row.current === null;
  const place = districts.get(whereIs(record).districtId ?? 0);
  if (!place || (record.kind !== 'neighborhoods' && record.kind !== 'villages')) return undefined;
  return `${districtPath(lang, place.province.slug, place.district!.slug)}#${settlementAnchor(record.kind, record.id, removed)}`;
}

const link = (href: string | undefined, text: string) => (href ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text));

/** The successors of a removed settlement, each linked to its row (`#n60528` on `districtPage`, same district by the rule). */
function successorsHtml(lang: Lang, record: RecordChanges, districtPage: string): string {
  const { successorIds } = record.entries[0]!.row;
  if (successorIds.length === 0) return '';
  const links = successorIds.map((id) => link(`${districtPage}#${settlementAnchor(record.kind, id)}`, `${nameOf(record.kind, id) ?? id} (${id})`));
  return `; ${escapeHtml(changeText.successor[lang])}: ${links.join(', ')}`;
}

/** The notes of a record's changes, joined: "formerly Çürükler; postal code was 01410 (official)". */
export const notesOf = (lang: Lang, record: RecordChanges): string => record.entries.map((entry) => changeNote(lang, entry)).join('; ');

const historyPath = (record: RecordChanges) => `/v2/${record.kind}/${record.id}/changes`;

/** `<tr><th scope=row><a …>Yeşilvadi</a> <small>mahalle</small><td><a …>Feke</a><td>eski adı Çürükler<td><a …>177113</a>` per record. */
export function changeRows(lang: Lang, records: readonly RecordChanges[]): string {
  const { districts } = placesById();
  return records
    .map((record) => {
      const where = districts.get(whereIs(record).districtId ?? (record.kind === 'districts' ? record.id : 0));
      const districtPage = where ? districtPath(lang, where.province.slug, where.district!.slug) : '';
      const kindWord = ui.search.types[kinds[record.kind].singular as keyof typeof ui.search.types][lang];
      const name = record.entries[0]!.row.name;
      const notes = escapeHtml(notesOf(lang, record)) + (record.entries[0]!.row.type === 'removed' ? successorsHtml(lang, record, districtPage) : '');
      return `<tr><th scope=row>${link(pageOf(lang, record), name)} <small>${kindWord}</small><td>${where ? link(districtPage, where.district!.name) : ''}<td>${notes}<td>${link(historyPath(record), String(record.id))}`;
    })
    .join('\n');
}

/** The settlements that left a district, each with what became of it: `<li id=was-n140909>…`. */
export function leftDistrictItems(lang: Lang, records: readonly RecordChanges[], districtPage: string): string {
  return records
    .filter(leftItsDistrict)
    .map((record) => {
      const entry = record.entries[0]!;
      const current = entry.row.current;
      const now = current && placesById().districts.get(current.districtId ?? 0);
      const name = link(now ? `${districtPath(lang, now.province.slug, now.district!.slug)}#${settlementAnchor(record.kind, record.id)}` : undefined, entry.row.name);
      const successors = current === null ? successorsHtml(lang, record, districtPage) : '';
      return `<li id=${settlementAnchor(record.kind, record.id, true)}>${name} (${link(historyPath(record), String(record.id))}): ${escapeHtml(leavingNote(lang, entry))}${successors}`;
    })
    .join('\n');
}
