// Text that reaches a level without a choice from its list: a person typing, the browser's autofill,
// a form reset. A text that names one place exactly chooses it (cascade.ts), so `İSTANBUL` typed or
// autofilled is İstanbul with its id; anything else stays as typed, and validity.ts marks it.
import type { Cascade } from './cascade.ts';
import { type Level, levelNames, showMatches } from './level.ts';
import { exactPlace } from './match-places.ts';
import { narrowByPostalCode } from './postal-code.ts';

/** A level's `input` event. */
export function typed(cascade: Cascade, level: Level, event: Event): void {
  // The element's own events while it fills the levels are not typing; a person's always is,
  // even while a list is still arriving.
  if (cascade.busy && !event.isTrusted) return;
  // Lower levels keep their choice until another place is chosen here (Cascade.choose clears them then).
  if (level.chosen && level.input.value !== level.chosen.name) cascade.setChosen(level, null);
  const place = exactPlace(level.places, level.input.value);
  const typing = event.isTrusted && document.activeElement === level.input && (event as InputEvent).inputType !== undefined;
  if (typing) showMatches(level);
  if (place && !level.chosen) {
    cascade.busy++;
    void cascade.hooks.track(
      cascade.choose(level, place, false).finally(() => {
        cascade.busy--;
        cascade.hooks.changed();
      }),
    );
  } else if (!typing) void cascade.hooks.track(reconcileAll(cascade, true));
}

/**
 * Reconciles every level's text, top down (autofill may have filled the lower levels first), then
 * a postal code typed with no settlement chosen; `announce` tells the page (the change event).
 */
export async function reconcileAll(cascade: Cascade, announce: boolean): Promise<void> {
  for (const name of levelNames) {
    const level = cascade.levels[name];
    if (!level) continue;
    if (level.chosen && level.input.value !== level.chosen.name) cascade.setChosen(level, null);
    if (!level.chosen) await cascade.reconcile(level);
  }
  if (!cascade.levels.settlement?.chosen && /^\d{5}$/.test(cascade.postal?.value ?? '')) await narrowByPostalCode(cascade, false);
  cascade.hooks.validate();
  if (announce) cascade.hooks.changed();
}
