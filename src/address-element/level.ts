// A level of the address (province, district, or neighborhood or village): the author's control,
// made a combobox in place (src/combobox/combobox.ts) over the level's places. A `<select>` becomes a
// text input with the select's id, name, token and `required`, so its label still names it and the
// form still submits the name.
import { type Combobox, createCombobox } from '../combobox/combobox.ts';
import { matchedAlias, matchPlaces } from './match-places.ts';
import type { Place } from './places.ts';
import type { AddressStrings } from './strings.ts';

export type LevelName = 'province' | 'district' | 'settlement';
export const levelNames: readonly LevelName[] = ['province', 'district', 'settlement'];

export interface Level {
  name: LevelName;
  input: HTMLInputElement;
  combobox: Combobox<Place>;
  /** The places the level offers: every province; a chosen parent's districts or settlements. */
  places: Place[];
  /** Ids a typed postal code narrowed the level to. */
  only: Set<number> | null;
  chosen: Place | null;
  /** The level's list is known (until then, and when it fails to load, any text is accepted). */
  loaded: boolean;
}

/** At most this many options in a list (a district has up to ~300 settlements; typing narrows them). */
const maxOptions = 100;
const copied = ['id', 'name', 'autocomplete', 'required', 'aria-describedby', 'data-level'];

export interface LevelSetup {
  name: LevelName;
  /** The author's control: a `<select>` or a text input. */
  control: HTMLInputElement | HTMLSelectElement;
  /** The listbox's id, unique in the page. */
  listId: string;
  /** The element's live region, shared by its levels. */
  status: HTMLElement;
  strings(): AddressStrings;
  /** The person chose `place` from the list. */
  choose(level: Level, place: Place): void;
}

export function createLevel({ name, control, listId, status, strings, choose }: LevelSetup): Level {
  let input = control as HTMLInputElement;
  if (control instanceof HTMLSelectElement) {
    input = document.createElement('input');
    input.className = control.className;
    input.type = 'text';
    for (const attribute of copied) {
      const value = control.getAttribute(attribute);
      if (value !== null) input.setAttribute(attribute, value);
    }
    const selected = control.selectedOptions[0];
    input.defaultValue = selected?.value ? selected.text : '';
    control.replaceWith(input);
  }
  input.classList.add('turkiye-address__input', `turkiye-address__input--${name}`);
  for (const [key, value] of Object.entries({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': listId }))
    input.setAttribute(key, value);
  const field = input.closest('label') ?? input;
  field.classList.add('turkiye-address__field');
  const listbox = document.createElement('ul');
  listbox.className = 'turkiye-address__listbox';
  listbox.id = listId;
  listbox.hidden = true;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', strings()[name]);
  field.after(listbox);
  const level: Level = { name, input, combobox: undefined!, places: [], only: null, chosen: null, loaded: name === 'province' };
  level.combobox = createCombobox<Place>({
    input,
    listbox,
    status,
    countText: (count) => (count ? strings().results(count) : strings().noResults),
    renderOption(place, option) {
      option.textContent = place.name;
      const alias = level.chosen ? undefined : matchedAlias(place, input.value);
      if (alias) {
        const also = document.createElement('span');
        also.className = 'turkiye-address__alias';
        also.textContent = `(${alias})`;
        option.append(' ', also);
      }
      if (place.kind !== 'village') return;
      const kind = document.createElement('span');
      kind.className = 'turkiye-address__kind';
      kind.textContent = `(${strings().village})`;
      option.append(' ', kind);
    },
    choose: (place) => choose(level, place),
    expand: () => showMatches(level),
    tabChooses: true,
    optionClass: 'turkiye-address__option',
    field: { element: field, openClass: 'turkiye-address__field--open' },
  });
  return level;
}

/** Opens the level's list on the places matching its text (all of them while a place is chosen). */
export function showMatches(level: Level): void {
  if (!level.loaded) return;
  const offered = level.only ? level.places.filter((place) => level.only!.has(place.id)) : level.places;
  const matches = matchPlaces(offered, level.chosen ? '' : level.input.value);
  level.combobox.show(matches.slice(0, maxOptions), matches.length);
}
