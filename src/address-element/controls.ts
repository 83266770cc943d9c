// The element's nodes: the author's controls, found by their `autocomplete` token (or `data-level`,
// for a form that cannot use the token), and what the element adds beside them: its style rules
// (once per page and tag), two live regions, and the hidden inputs the ids are submitted in.
import type { IdInputs } from './cascade.ts';
import type { LevelName } from './level.ts';
import { stylesFor } from './styles.ts';

/** The token that finds each control (HTML's autofill field names, which autofill also reads). */
const tokens: Record<LevelName | 'street' | 'postal', string> = {
  province: 'address-level1',
  district: 'address-level2',
  settlement: 'address-level3',
  street: 'street-address',
  postal: 'postal-code',
};
/** The ids' names in the form, unless the element's `{kind}-id-name` attribute says otherwise. */
const idNames = { province: 'il_id', district: 'ilce_id', neighborhood: 'mahalle_id', village: 'koy_id' } as const;

/** The author's control for `key` inside `element` (a street may also be `address-line1`). */
export const findControl = (element: Element, key: keyof typeof tokens): HTMLInputElement | null =>
  element.querySelector<HTMLInputElement>(
    `[data-level="${key}"], [autocomplete~="${tokens[key]}"]${key === 'street' ? ', [autocomplete~="address-line1"]' : ''}`,
  );

/** The rules for `tag`, added to the page's head once (no global rule: every selector starts with the tag). */
const styled = new Set<string>();

/**
 * The element's CSS for its tag, added to the document once, as a constructed stylesheet: a page
 * whose Content-Security-Policy allows no inline style (a shop's checkout, this site's own pages)
 * refuses a `<style>` element made by script, but not a stylesheet adopted through the CSSOM. A
 * browser without adoptedStyleSheets (before Safari 16.4) gets the `<style>` element.
 */
export function addStyles(tag: string): void {
  if (styled.has(tag) || document.getElementById(`${tag}-style`)) return;
  styled.add(tag);
  if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(stylesFor(tag));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.id = `${tag}-style`;
  style.textContent = stylesFor(tag);
  document.head.append(style);
}

/**
 * The element's two live regions, appended to it: `status` says how many places match (visually
 * hidden, shared by the levels' lists), `notice` what the element did or needs (a filled postal code,
 * a line read, what is missing).
 */
export function addRegions(element: Element): { status: HTMLElement; notice: HTMLElement } {
  const status = document.createElement('div');
  status.className = 'turkiye-address__status';
  status.setAttribute('role', 'status');
  const notice = document.createElement('div');
  notice.className = 'turkiye-address__notice';
  notice.setAttribute('aria-live', 'polite');
  element.append(status, notice);
  return { status, notice };
}

/** The hidden id inputs, named by the element's attributes or the defaults (not yet in the page). */
export const createIdInputs = (element: Element): IdInputs =>
  Object.fromEntries(
    Object.entries(idNames).map(([kind, fallback]) => [
      kind,
      Object.assign(document.createElement('input'), { type: 'hidden', name: element.getAttribute(`${kind}-id-name`) ?? fallback }),
    ]),
  ) as IdInputs;
