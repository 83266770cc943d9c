// <turkiye-address>: progressive enhancement of an address form's own native controls (DESIGN §6.7).
// The author writes labelled controls with `autocomplete` tokens inside the element; without
// JavaScript they submit the texts. The element makes the three place levels comboboxes in the light
// DOM (autofill never reaches into a shadow root), adds hidden inputs with the ids, keeps the levels
// consistent, fills the postal code, and reads a pasted line through POST /v2/addresses/parse.
// This class is the element's surface only (attributes, lifecycle, properties, events), as GitHub's
// auto-complete-element is beside its behaviour; what the element does is in modules of one idea:
// controls.ts (the author's controls found, the element's own nodes), level.ts (a control made a
// combobox, src/combobox/combobox.ts), cascade.ts (the levels kept consistent), typing.ts and
// postal-code.ts (typed and autofilled text), paste-reader.ts, validity.ts, held-submission.ts,
// back-forward.ts, and service.ts (what it loads). Importing this module defines nothing:
// register.ts does, for the site's module and the package.
import { TurkiyeAddressChangeEvent } from './address-change-event.ts';
import { restorableValue, saveValue } from './back-forward.ts';
import { type AddressValue, Cascade } from './cascade.ts';
import { addRegions, addStyles, createIdInputs, findControl } from './controls.ts';
import { holdSubmissions, PendingWork } from './held-submission.ts';
import { createLevel, type Level, type LevelName, levelNames, showMatches } from './level.ts';
import { createPasteReader } from './paste-reader.ts';
import { postalCodeTyped } from './postal-code.ts';
import { createService, type Parsed } from './service.ts';
import { type AddressStrings, builtInStrings } from './strings.ts';
import { reconcileAll, typed } from './typing.ts';
import { checkControls, validate } from './validity.ts';

export type { AddressChangeDetail } from './address-change-event.ts';
export { TurkiyeAddressChangeEvent } from './address-change-event.ts';
export type { AddressValue } from './cascade.ts';
export type { Place, PlaceKind } from './places.ts';
export type { Parsed } from './service.ts';
export type { AddressStrings } from './strings.ts';

let instances = 0;

// A server-side render (Next.js, Astro, Nuxt) imports the module where no DOM exists: it must load
// there and define nothing (Mapbox's element needed `ssr: false` for want of this, mapbox-sdk-js#477).
const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

/**
 * A Turkish address form: the province, district, neighborhood or village, street and postal-code
 * controls written inside it, enhanced in place. Each level is searchable as people type, the levels
 * stay consistent, the form submits the names and the ids, and a pasted line fills the form.
 *
 * @tagname turkiye-address
 * @attr {string} lang - `tr` or `en` for the element's messages; otherwise the nearest `lang` of the page.
 * @attr {string} base - The service to read from (a self-hosted copy); default: the origin the module was loaded from.
 * @attr {string} province-id-name - Name of the hidden input with the province's id (default `il_id`).
 * @attr {string} district-id-name - Name of the hidden input with the district's id (default `ilce_id`).
 * @attr {string} neighborhood-id-name - Name of the hidden input with the neighborhood's id (default `mahalle_id`).
 * @attr {string} village-id-name - Name of the hidden input with the village's id (default `koy_id`).
 * @attr {boolean} disabled - Disables every control inside (the levels, street, postal code, ids and the Apply button) until removed, as a disabled fieldset does.
 * @fires {TurkiyeAddressChangeEvent} turkiye-address-change - After every change (bubbles); `detail` is `{province, district, neighborhood, village, postalCode, street}`, each place a record or null.
 * @cssprop [--turkiye-address-background=Canvas] - The list's background (and the narrow-screen sheet's).
 * @cssprop [--turkiye-address-color=CanvasText] - The list's text.
 * @cssprop [--turkiye-address-border-color=GrayText] - The list's border.
 * @cssprop [--turkiye-address-radius=.25rem] - The list's corner radius.
 * @cssprop [--turkiye-address-active-background=Highlight] - The active option's background.
 * @cssprop [--turkiye-address-active-color=HighlightText] - The active option's text.
 * @cssprop [--turkiye-address-invalid-color=#b3261e] - The outline of a level whose text names no place.
 * @cssprop [--turkiye-address-notice-color=inherit] - The notice's text (what was filled, what is missing).
 * @cssprop [--turkiye-address-list-height=16rem] - The list's greatest height.
 * @cssprop [--turkiye-address-list-width=min(24rem,100vw)] - The list's width.
 * @cssprop [--turkiye-address-sheet-top=5.5rem] - Where the full-screen list starts on screens up to 480 px.
 * @cssprop [--turkiye-address-z-index=1000] - The open list's stacking order.
 */
export class TurkiyeAddressElement extends ElementBase {
  static readonly observedAttributes = ['disabled'];

  /** Registers the element as `tag` in `registry` (the site's module and the package's entry do this for you). */
  static define(tag = 'turkiye-address', registry: CustomElementRegistry = customElements): typeof TurkiyeAddressElement {
    // `this`, not the class's name: a subclass defines itself (`class A extends TurkiyeAddressElement {}; A.define('a-address')`).
    // biome-ignore lint/complexity/noThisInStatic: the subclass, as said above
    registry.define(tag, this);
    // biome-ignore lint/complexity/noThisInStatic: the subclass, as said above
    return this;
  }

  #cascade: Cascade | null = null;
  #reader: ReturnType<typeof createPasteReader> | null = null;
  #notice: HTMLElement | null = null;
  #overrides: Partial<AddressStrings> = {};
  /** The provinces and districts loaded (or failed to load: then the levels accept any text). */
  #loaded: Promise<void> = Promise.resolve();
  #ready: Promise<void> = Promise.resolve();
  /** Work in flight (a list arriving, a line being read) that a submission waits for. */
  #work = new PendingWork();
  #detach: (() => void) | null = null;
  /** The controls the `disabled` attribute disabled, and only those are enabled again. */
  #disabledHere = new Set<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement>();
  #onReset = () =>
    setTimeout(() => {
      const cascade = this.#cascade!;
      this.#notify('');
      for (const level of Object.values(cascade.levels)) level.only = null;
      void this.#work.track(reconcileAll(cascade, true));
    });
  #onPageHide = () => this.#cascade && saveValue(this, this.#cascade.value);

  /** The message table: assign any of its entries to replace them (functions for messages with a value). */
  get strings(): AddressStrings {
    return { ...builtInStrings[this.#lang()], ...this.#overrides };
  }
  set strings(value: Partial<AddressStrings>) {
    this.#overrides = { ...value };
  }

  /** Resolves once the provinces and districts are loaded and the initial text is reconciled. */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /** Reflects the `disabled` attribute. */
  get disabled(): boolean {
    return this.hasAttribute('disabled');
  }
  set disabled(value: boolean) {
    this.toggleAttribute('disabled', value);
  }

  /** The chosen places by id, and the postal code and street; setting it fills every level by id. */
  get value(): AddressValue {
    return this.#cascade?.value ?? { provinceId: null, districtId: null, neighborhoodId: null, postalCode: '', street: '' };
  }
  set value(value: Partial<AddressValue>) {
    void this.#work.track(this.setValue(value));
  }

  /** Sets the levels by id (as `value =` does) and resolves when every level is filled. */
  async setValue(value: Partial<AddressValue>): Promise<void> {
    await this.#loaded;
    await this.#cascade?.setValue(value);
  }

  /** Reads a one-line address through POST /v2/addresses/parse and acts on its verdict, as a paste does. */
  readLine(line: string): Promise<Parsed | null> {
    return this.#reader?.read(line) ?? Promise.resolve(null);
  }

  /** Checks every level and the postal code, as a form control does. */
  checkValidity(): boolean {
    return !this.#cascade || checkControls(this.#cascade, this.strings, false);
  }

  /** Checks every level and the postal code, and shows the first problem. */
  reportValidity(): boolean {
    return !this.#cascade || checkControls(this.#cascade, this.strings, true);
  }

  connectedCallback(): void {
    // Moving the element in the page connects it again: it is enhanced once, and listens to its new form.
    if (!this.#cascade) this.#enhance();
    const form = this.closest('form');
    const stopHolding = form && holdSubmissions(form, this.#work);
    form?.addEventListener('reset', this.#onReset);
    addEventListener('pagehide', this.#onPageHide);
    this.#detach = () => {
      stopHolding?.();
      form?.removeEventListener('reset', this.#onReset);
      removeEventListener('pagehide', this.#onPageHide);
    };
  }

  disconnectedCallback(): void {
    this.#detach?.();
    this.#detach = null;
  }

  attributeChangedCallback(): void {
    this.#reflectDisabled();
  }

  #enhance(): void {
    const n = ++instances;
    const tag = this.localName;
    addStyles(tag);
    const { status, notice } = addRegions(this);
    this.#notice = notice;
    const levels: Partial<Record<LevelName, Level>> = {};
    const strings = () => this.strings;
    const choose = (level: Level, place: Level['places'][number]) => void cascade.pick(level, place);
    for (const name of levelNames) {
      const found = findControl(this, name);
      if (found) levels[name] = createLevel({ name, control: found, listId: `${tag}-${n}-${name}`, status, strings, choose });
    }
    const ids = createIdInputs(this);
    const service = createService(() => this.#base());
    const work = this.#work;
    const cascade = new Cascade(
      { levels, ids, postal: findControl(this, 'postal'), street: findControl(this, 'street') },
      {
        service,
        strings,
        say: (text) => this.#notify(text),
        validate: () => validate(cascade, this.strings),
        changed: () => this.#changed(),
        track: (task) => work.track(task),
      },
    );
    this.#cascade = cascade;
    for (const level of Object.values(levels)) {
      level.input.addEventListener('input', (event) => typed(cascade, level, event));
      level.input.addEventListener('blur', () => validate(cascade, this.strings));
      level.input.addEventListener('click', () => showMatches(level));
    }
    if (cascade.postal) {
      cascade.postal.inputMode = 'numeric';
      cascade.postal.addEventListener('input', () => void work.track(postalCodeTyped(cascade)));
    }
    const reader = createPasteReader({
      cascade,
      loaded: () => this.#loaded,
      setValue: (value) => this.setValue(value),
      notify: (...content) => this.#notify(...content),
    });
    this.#reader = reader;
    cascade.street?.addEventListener('paste', (event) => reader.pasted(event as ClipboardEvent));
    this.append(...Object.values(ids));
    this.#reflectDisabled();
    this.#loaded = service.places().then(
      ({ provinces, districts }) => {
        cascade.districts = districts;
        if (levels.province) levels.province.places = provinces;
      },
      () => this.#notify(this.strings.loadFailed),
    );
    this.#ready = work.track(
      this.#loaded.then(async () => {
        const saved = restorableValue(this);
        if (saved) await this.setValue(saved);
        else await reconcileAll(cascade, false);
      }),
    );
  }

  #lang(): 'tr' | 'en' {
    const lang = (this.getAttribute('lang') ?? this.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang ?? '').toLowerCase();
    return lang.startsWith('tr') ? 'tr' : 'en';
  }

  #base(): string {
    const base = this.getAttribute('base');
    if (base) return base.replace(/\/$/, '');
    const own = new URL(import.meta.url);
    return own.protocol.startsWith('http') ? own.origin : location.origin;
  }

  /** The notice's new content (a message, or a message and the Apply button). */
  #notify(...content: (string | Node)[]): void {
    this.#notice?.replaceChildren(...content);
    this.#reflectDisabled();
  }

  /** `disabled` on the element disables every control in it, as on a fieldset; removed, it enables what it disabled. */
  #reflectDisabled(): void {
    if (!this.#cascade) return;
    const disabled = this.disabled;
    for (const control of this.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement>(
      'input, select, textarea, button',
    )) {
      if (disabled && !control.disabled) {
        control.disabled = true;
        this.#disabledHere.add(control);
      } else if (!disabled && this.#disabledHere.delete(control)) control.disabled = false;
    }
  }

  #changed(): void {
    const cascade = this.#cascade!;
    validate(cascade, this.strings);
    saveValue(this, cascade.value);
    const { province, district, settlement } = cascade.levels;
    const place = settlement?.chosen ?? null;
    this.dispatchEvent(
      new TurkiyeAddressChangeEvent({
        province: province?.chosen ?? null,
        district: district?.chosen ?? null,
        neighborhood: place?.kind === 'neighborhood' ? place : null,
        village: place?.kind === 'village' ? place : null,
        postalCode: cascade.postal?.value ?? '',
        street: cascade.street?.value ?? '',
      }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'turkiye-address': TurkiyeAddressElement;
  }
  interface HTMLElementEventMap {
    'turkiye-address-change': TurkiyeAddressChangeEvent;
  }
}
