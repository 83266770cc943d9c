// The element's validity, on the native controls themselves (setCustomValidity), so the browser's own
// validation shows it and the form's checkValidity counts it: a required level left empty, a text that
// names no place of a level whose list is known, a postal code that is not five digits. Messages in
// the element's language (strings.ts).
import type { Cascade } from './cascade.ts';
import type { Level } from './level.ts';
import type { AddressStrings } from './strings.ts';

export function validate(cascade: Cascade, strings: AddressStrings): void {
  for (const level of Object.values(cascade.levels)) {
    const text = level.input.value.trim();
    let message = '';
    if (!text && level.input.required) message = strings.required(strings[level.name]);
    else if (text && !level.chosen && level.loaded && level.places.length) message = strings.notAPlace(strings[level.name]);
    level.input.setCustomValidity(message);
    if (message && text) level.input.setAttribute('aria-invalid', 'true');
    else level.input.removeAttribute('aria-invalid');
  }
  if (cascade.postal) {
    const code = cascade.postal.value.trim();
    cascade.postal.setCustomValidity(code && !/^\d{5}$/.test(code) ? strings.postalCodeFormat : '');
  }
}

/** Marks levels the person must still choose (a pasted line that named none of them). */
export function markMissing(levels: readonly Level[], strings: AddressStrings): void {
  for (const level of levels) {
    level.input.setAttribute('aria-invalid', 'true');
    level.input.setCustomValidity(strings.notAPlace(strings[level.name]));
  }
}

/** Every level and the postal code, as the form would check them; `report` shows the first problem. */
export function checkControls(cascade: Cascade, strings: AddressStrings, report: boolean): boolean {
  validate(cascade, strings);
  const controls = [...Object.values(cascade.levels).map((level) => level.input), cascade.postal];
  return report ? controls.every((control) => control?.reportValidity() ?? true) : controls.every((control) => control?.checkValidity() ?? true);
}
