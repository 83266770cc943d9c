// Values restored on back/forward (DESIGN §6.7). The browser restores the texts of the controls, but
// not hidden inputs, where the ids live: the element keeps its value in sessionStorage, keyed by the
// page and its place among the page's address elements, and sets it again when the page is reached
// by back or forward. Storage may be refused (a privacy mode): then nothing is kept.
import type { AddressValue } from './cascade.ts';

const keyOf = (element: Element) => `turkiye-address:${location.pathname}:${[...document.querySelectorAll(element.localName)].indexOf(element)}`;

export function saveValue(element: Element, value: AddressValue): void {
  try {
    sessionStorage.setItem(keyOf(element), JSON.stringify(value));
  } catch {}
}

/** The value kept for `element`, when the page was reached by back or forward. */
export function restorableValue(element: Element): AddressValue | null {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type !== 'back_forward') return null;
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(element)) ?? 'null') as AddressValue | null;
  } catch {
    return null;
  }
}
