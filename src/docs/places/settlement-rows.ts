// Table rows of neighborhoods and villages as one HTML string. A district can have hundreds of them,
// so rows are written compactly: end tags of cells and rows are optional in HTML
// (https://html.spec.whatwg.org/multipage/syntax.html#optional-tags) and are left out, which keeps
// the largest district pages small.
import { neighborhoodPostalCodeStatuses } from '../../data/schemas.ts';
import type { Lang } from '../i18n.ts';
import { escapeHtml } from '../inline-code.ts';
import { formatInteger } from '../format.ts';
import type { Settlement } from './place-data.ts';
import { placeText } from './place-text.ts';

/**
 * `<tr id=n40512><th scope=row>Caferağa<td>34710<td>resmî<td class=number>20.116` per settlement; a
 * settlement with changes (DESIGN §6.8) has them beside its name: `Yeşilvadi <small>eski adı Çürükler</small>`.
 */
export function settlementRows(lang: Lang, settlements: readonly Settlement[], rowIdPrefix: string, notes: ReadonlyMap<number, string> = new Map()): string {
  // Keyed by string: the schema types postalCodeStatus as a string from its list of statuses.
  const statusWords: Record<string, string> = Object.fromEntries(neighborhoodPostalCodeStatuses.map((status) => [status, placeText[status][lang]]));
  const noteOf = (id: number) => {
    const note = notes.get(id);
    return note === undefined ? '' : ` <small class=change-note>${escapeHtml(note)}</small>`;
  };
  return settlements
    .map(
      (settlement) =>
        `<tr id=${rowIdPrefix}${settlement.id}><th scope=row>${escapeHtml(settlement.name)}${noteOf(settlement.id)}<td>${settlement.postalCode}<td>${statusWords[settlement.postalCodeStatus]}<td class=number>${formatInteger(lang, settlement.population)}`,
    )
    .join('\n');
}
