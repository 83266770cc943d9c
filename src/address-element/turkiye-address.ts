// <turkiye-address>: progressive enhancement of an address form's own native controls (DESIGN §6.7).
// The author writes labelled controls with `autocomplete` tokens inside the element; without
// JavaScript they submit the texts. The element turns the three place levels into WAI-ARIA APG
// comboboxes (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/)
// in the light DOM (autofill never reaches into a shadow root), adds hidden inputs with the ids,
// keeps the levels consistent, fills the postal code, and reads a pasted line through
// POST /v2/addresses/parse. The cascade reads only static files, so it works from a CDN.
import { type AddressStrings, builtInStrings } from './strings.ts';
import { styleText } from './styles.ts';
import { exactPlace, matchPlaces, type Place, type PlacesFile, placesPath, readPlaces, readSettlements, type SettlementsFile, settlementsPath } from './places.ts';

export type { AddressStrings } from './strings.ts';
export type { Place, PlaceKind } from './places.ts';

export interface AddressValue {
  provinceId: number | null;
  districtId: number | null;
  neighborhoodId?: number | null;
  villageId?: number | null;
  postalCode: string;
  street: string;
}

export interface AddressChangeDetail {
  province: Place | null;
  district: Place | null;
  neighborhood: Place | null;
  village: Place | null;
  postalCode: string;
  street: string;
}

type LevelName = 'province' | 'district' | 'settlement';

interface Level {
  name: LevelName;
  input: HTMLInputElement;
  listbox: HTMLUListElement;
  field: HTMLElement;
  places: Place[];
  /** Ids a typed postal code narrowed the level to. */
  only: Set<number> | null;
  shown: Place[];
  active: number;
  chosen: Place | null;
  loaded: boolean;
}

/** The parts of POST /v2/addresses/parse's answer the element acts on. */
export interface Parsed {
  verdict: 'accept' | 'confirm' | 'fix';
  province: { id: number } | null;
  district: { id: number } | null;
  neighborhood: { id: number } | null;
  village: { id: number } | null;
  postalCode: { value: string } | null;
  street: string | null;
  formatted: string;
  granularity: string;
  candidates: unknown[];
  issues: unknown[];
}

const tokens: Record<LevelName | 'street' | 'postal', string> = {
  province: 'address-level1',
  district: 'address-level2',
  settlement: 'address-level3',
  street: 'street-address',
  postal: 'postal-code',
};
const idNames = { province: 'il_id', district: 'ilce_id', neighborhood: 'mahalle_id', village: 'koy_id' } as const;
/** At most this many options in a list (a district has up to ~300 settlements; typing narrows them). */
const maxOptions = 100;
/** How long a submission waits for a list still arriving before it goes without the ids. */
const submitWaitMs = 5000;
let instances = 0;
/** One load of the provinces and districts per service, shared by every element of the page. */
const placesLoad = new Map<string, Promise<PlacesFile>>();

let stylesAdopted = false;

/**
 * The element's CSS, added to the document once, as a constructed stylesheet: a page whose
 * Content-Security-Policy allows no inline style (a shop's checkout, this site's own pages) refuses a
 * `<style>` element made by script, but not a stylesheet adopted through the CSSOM. A browser without
 * adoptedStyleSheets (before Safari 16.4) gets the `<style>` element.
 */
function adoptStyles(): void {
  if (stylesAdopted) return;
  stylesAdopted = true;
  if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styleText);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = styleText;
  document.head.append(style);
}

const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));
const wordCount = (text: string) => text.trim().split(/\s+/).length;

// A server-side render (Next.js, Astro, Nuxt) imports the module where no DOM exists: it must load
// there and define nothing (Mapbox's element needed `ssr: false` for want of this, mapbox-sdk-js#477).
const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

export class TurkiyeAddressElement extends ElementBase {
  #levels: Partial<Record<LevelName, Level>> = {};
  #street: HTMLInputElement | HTMLTextAreaElement | null = null;
  #postal: HTMLInputElement | null = null;
  #ids: Record<keyof typeof idNames, HTMLInputElement> | null = null;
  #status!: HTMLElement;
  #notice!: HTMLElement;
  #districts: Place[] = [];
  #settlementFiles = new Map<number, Promise<Place[]>>();
  #overrides: Partial<AddressStrings> = {};
  #connected = false;
  /** The provinces and districts loaded (or failed to load: then the levels accept any text). */
  #loaded: Promise<void> = Promise.resolve();
  #ready: Promise<void> = Promise.resolve();
  #busy = 0;
  /** Work in flight (a list arriving, a line being read) that a submission waits for. */
  #work = new Set<Promise<unknown>>();
  /** Set while the held submission is sent again. */
  #resubmitting = false;
  #form: HTMLFormElement | null = null;
  #onReset = () =>
    setTimeout(() => {
      this.#say('');
      for (const level of Object.values(this.#levels)) level.only = null;
      void this.#track(this.#reconcileAll(true));
    });
  #onPageHide = () => this.#save();
  /**
   * A form submitted while a district's settlements are still arriving would send the text without
   * its id: hold the submission (capture, so it runs before the page's own listeners), let the lists
   * arrive and the texts resolve, then submit again, which validates afresh. A list that never
   * arrives holds it for at most `submitWaitMs`.
   */
  #onSubmit = (event: SubmitEvent) => {
    if (!this.#work.size || this.#resubmitting) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    void this.#settled().then(() => {
      // requestSubmit dispatches `submit` at once: this one goes through, even with work still in flight.
      this.#resubmitting = true;
      try {
        form.requestSubmit(submitter?.isConnected ? submitter : null);
      } finally {
        this.#resubmitting = false;
      }
    });
  };

  /** Strings to use instead of the built-in ones (any subset of the table). */
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

  get value(): AddressValue {
    const settlement = this.#levels.settlement?.chosen ?? null;
    return {
      provinceId: this.#levels.province?.chosen?.id ?? null,
      districtId: this.#levels.district?.chosen?.id ?? null,
      ...(settlement?.kind === 'village' ? { villageId: settlement.id } : { neighborhoodId: settlement?.id ?? null }),
      postalCode: this.#postal?.value ?? '',
      street: this.#street?.value ?? '',
    };
  }
  set value(value: Partial<AddressValue>) {
    void this.#track(this.setValue(value));
  }

  /** Sets the levels by id (as `value =` does) and resolves when every level is filled. */
  async setValue(value: Partial<AddressValue>): Promise<void> {
    await this.#loaded;
    const { province, district, settlement } = this.#levels;
    this.#clearFrom('province');
    const chosenProvince = province?.places.find((p) => p.id === value.provinceId);
    if (province && chosenProvince) await this.#choose(province, chosenProvince, false);
    const chosenDistrict = this.#districts.find((d) => d.id === value.districtId);
    if (district && chosenDistrict) await this.#choose(district, chosenDistrict, false);
    const settlementId = value.neighborhoodId ?? value.villageId;
    const kind = value.villageId != null ? 'village' : 'neighborhood';
    const chosenSettlement = settlement?.places.find((s) => s.id === settlementId && s.kind === kind);
    if (settlement && chosenSettlement) await this.#choose(settlement, chosenSettlement, false);
    if (this.#postal && value.postalCode !== undefined) this.#postal.value = value.postalCode;
    if (this.#street && value.street !== undefined) this.#street.value = value.street;
    this.#changed();
  }

  connectedCallback(): void {
    // Moving the element in the page connects it again: it is enhanced once.
    if (this.#connected) return;
    this.#connected = true;
    const n = ++instances;
    adoptStyles();
    this.#status = this.#make('div', 'turkiye-address__status', { role: 'status' });
    this.#notice = this.#make('div', 'turkiye-address__notice', { 'aria-live': 'polite' });
    this.append(this.#status, this.#notice);
    const control = (level: keyof typeof tokens) =>
      this.querySelector<HTMLInputElement>(`[data-level="${level}"], [autocomplete~="${tokens[level]}"]${level === 'street' ? ', [autocomplete~="address-line1"]' : ''}`);
    for (const name of ['province', 'district', 'settlement'] as const) {
      const found = control(name);
      if (found) this.#levels[name] = this.#enhance(name, found, n);
    }
    this.#street = control('street');
    this.#postal = control('postal');
    if (this.#postal) {
      this.#postal.inputMode = 'numeric';
      this.#postal.addEventListener('input', () => void this.#track(this.#postalTyped()));
    }
    this.#street?.addEventListener('paste', (event) => this.#pasted(event as ClipboardEvent));
    this.#ids = Object.fromEntries(
      Object.entries(idNames).map(([kind, fallback]) => {
        const hidden = this.#make('input', '', { type: 'hidden', name: this.getAttribute(`${kind}-id-name`) ?? fallback });
        this.append(hidden);
        return [kind, hidden];
      }),
    ) as Record<keyof typeof idNames, HTMLInputElement>;
    this.#form = this.closest('form');
    this.#form?.addEventListener('reset', this.#onReset);
    this.#form?.addEventListener('submit', this.#onSubmit, { capture: true });
    addEventListener('pagehide', this.#onPageHide);
    this.#loaded = this.#load();
    this.#ready = this.#track(
      this.#loaded.then(async () => {
        const saved = this.#restorable();
        if (saved) await this.setValue(saved);
        else await this.#reconcileAll(false);
      }),
    );
  }

  disconnectedCallback(): void {
    this.#form?.removeEventListener('reset', this.#onReset);
    this.#form?.removeEventListener('submit', this.#onSubmit, { capture: true });
    removeEventListener('pagehide', this.#onPageHide);
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

  async #json<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(this.#base() + path, init);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  #make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
    const made = document.createElement(tag);
    if (className) made.className = className;
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    return made;
  }

  /** Runs `task` as work a submission waits for. */
  #track<T>(task: Promise<T>): Promise<T> {
    this.#work.add(task);
    const done = () => this.#work.delete(task);
    task.then(done, done);
    return task;
  }

  /** Resolves when no work is in flight (work may start more), or after `submitWaitMs`. */
  async #settled(): Promise<void> {
    let late = false;
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, submitWaitMs)).then(() => {
      late = true;
    });
    while (this.#work.size && !late) await Promise.race([Promise.allSettled([...this.#work]), deadline]);
  }

  /** Turns a level's native control into a combobox; a `<select>` becomes a text input with its name, id and token. */
  #enhance(name: LevelName, found: HTMLInputElement | HTMLSelectElement, n: number): Level {
    let input = found as HTMLInputElement;
    if (found instanceof HTMLSelectElement) {
      input = this.#make('input', found.className, { type: 'text' });
      for (const attribute of ['id', 'name', 'autocomplete', 'required', 'aria-describedby', 'data-level']) {
        const value = found.getAttribute(attribute);
        if (value !== null) input.setAttribute(attribute, value);
      }
      const selected = found.selectedOptions[0];
      input.defaultValue = selected?.value ? selected.text : '';
      found.replaceWith(input);
    }
    const listId = `turkiye-address-${n}-${name}`;
    input.classList.add('turkiye-address__input', `turkiye-address__input--${name}`);
    for (const [key, value] of Object.entries({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': listId })) input.setAttribute(key, value);
    const field = input.closest('label') ?? input;
    field.classList.add('turkiye-address__field');
    const listbox = this.#make('ul', 'turkiye-address__listbox', { role: 'listbox', id: listId, hidden: '' });
    const level: Level = { name, input, listbox, field, places: [], only: null, shown: [], active: -1, chosen: null, loaded: name === 'province' };
    listbox.setAttribute('aria-label', this.#label(level));
    field.after(listbox);
    input.addEventListener('input', (event) => this.#typed(level, event));
    input.addEventListener('keydown', (event) => this.#key(level, event));
    input.addEventListener('blur', () => {
      this.#close(level);
      this.#validate();
    });
    input.addEventListener('click', () => this.#open(level));
    listbox.addEventListener('mousedown', (event) => event.preventDefault());
    listbox.addEventListener('click', (event) => {
      const option = (event.target as Element).closest('[role=option]');
      const index = option ? [...listbox.children].indexOf(option) : -1;
      if (index >= 0) void this.#pick(level, level.shown[index]!);
    });
    return level;
  }

  #label(level: Level): string {
    const strings = this.strings;
    return { province: strings.province, district: strings.district, settlement: strings.settlement }[level.name];
  }

  async #load(): Promise<void> {
    const file = placesLoad.get(this.#base()) ?? this.#json<PlacesFile>(placesPath);
    placesLoad.set(this.#base(), file);
    try {
      const { provinces, districts } = readPlaces(await file);
      this.#districts = districts;
      if (this.#levels.province) this.#levels.province.places = provinces;
    } catch {
      placesLoad.delete(this.#base());
      this.#say(this.strings.loadFailed);
    }
  }

  // --- back/forward: the ids live in hidden inputs, which a browser's form restore skips.
  #storageKey(): string {
    return `turkiye-address:${location.pathname}:${[...document.querySelectorAll('turkiye-address')].indexOf(this)}`;
  }
  #save(): void {
    try {
      sessionStorage.setItem(this.#storageKey(), JSON.stringify(this.value));
    } catch {}
  }
  #restorable(): AddressValue | null {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type !== 'back_forward') return null;
    try {
      return JSON.parse(sessionStorage.getItem(this.#storageKey()) ?? 'null') as AddressValue | null;
    } catch {
      return null;
    }
  }

  // --- the cascade
  async #settlementsOf(districtId: number): Promise<Place[]> {
    let load = this.#settlementFiles.get(districtId);
    if (!load) {
      load = this.#json<SettlementsFile>(settlementsPath(districtId)).then((file) => readSettlements(file, districtId));
      this.#settlementFiles.set(districtId, load);
      load.catch(() => this.#settlementFiles.delete(districtId));
    }
    return load;
  }

  /** Empties `from` and every level below it. */
  #clearFrom(from: LevelName): void {
    const order: LevelName[] = ['province', 'district', 'settlement'];
    for (const name of order.slice(order.indexOf(from))) {
      const level = this.#levels[name];
      if (!level) continue;
      level.input.value = '';
      this.#setChosen(level, null);
      level.only = null;
      if (name !== 'province') {
        level.places = [];
        level.loaded = false;
      }
    }
    // The postal code belongs to the settlement, which every clearing empties.
    if (this.#postal) this.#postal.value = '';
  }

  #setChosen(level: Level, place: Place | null): void {
    level.chosen = place;
    level.input.removeAttribute('aria-invalid');
    const ids = this.#ids!;
    if (level.name === 'province') ids.province.value = place ? String(place.id) : '';
    if (level.name === 'district') ids.district.value = place ? String(place.id) : '';
    if (level.name === 'settlement') {
      ids.neighborhood.value = place?.kind === 'neighborhood' ? String(place.id) : '';
      ids.village.value = place?.kind === 'village' ? String(place.id) : '';
    }
  }

  /**
   * Makes `place` the level's choice: lower levels that belong elsewhere are cleared, lower levels
   * with text and no choice yet (autofill) are reconciled into the new parent.
   */
  async #choose(level: Level, place: Place, announce: boolean): Promise<void> {
    const { province, district, settlement } = this.#levels;
    level.input.value = place.name;
    this.#setChosen(level, place);
    if (level === province) {
      if (district?.chosen && district.chosen.parent !== place.id) this.#clearFrom('district');
      if (district) {
        district.places = this.#districts.filter((d) => d.parent === place.id);
        district.loaded = true;
        if (!district.chosen) await this.#reconcile(district);
      }
    } else if (level === district) {
      const parent = province?.places.find((p) => p.id === place.parent);
      if (province && parent && province.chosen?.id !== parent.id) {
        province.input.value = parent.name;
        this.#setChosen(province, parent);
      }
      if (settlement?.chosen && settlement.chosen.parent !== place.id) this.#clearFrom('settlement');
      if (settlement) {
        settlement.loaded = false;
        let places: Place[] | null = null;
        try {
          places = await this.#settlementsOf(place.id);
        } catch {
          this.#say(this.strings.loadFailed);
        }
        // Another district was chosen while this one's list was arriving: that choice fills the level.
        if (level.chosen !== place) return;
        if (places) {
          settlement.places = places;
          settlement.loaded = true;
        }
        if (!settlement.chosen) await this.#reconcile(settlement);
        // Typed into before its list arrived: show the matches now.
        if (!settlement.chosen && document.activeElement === settlement.input) this.#open(settlement);
      }
    } else if (level === settlement && place.postalCode && this.#postal) {
      const changed = this.#postal.value !== place.postalCode;
      this.#postal.value = place.postalCode;
      if (changed) fire(this.#postal, 'input');
      if (announce) this.#say((place.unofficial ? this.strings.postalCodeUnofficial : this.strings.postalCodeFilled)(place.postalCode));
    }
  }

  /** The user chose an option: fill it, tell the form, close the list. */
  async #pick(level: Level, place: Place): Promise<void> {
    this.#close(level);
    this.#busy++;
    await this.#track(this.#choose(level, place, true));
    this.#busy--;
    fire(level.input, 'input');
    fire(level.input, 'change');
    this.#changed();
  }

  /** Chooses the place a level's text names exactly, if one. */
  async #reconcile(level: Level): Promise<void> {
    const text = level.input.value;
    if (!text || !level.loaded) return;
    const place = exactPlace(level.places, text);
    if (place) await this.#choose(level, place, false);
  }

  async #reconcileAll(announce: boolean): Promise<void> {
    for (const name of ['province', 'district', 'settlement'] as const) {
      const level = this.#levels[name];
      if (!level) continue;
      if (level.chosen && level.input.value !== level.chosen.name) this.#setChosen(level, null);
      if (!level.chosen) await this.#reconcile(level);
    }
    if (!this.#levels.settlement?.chosen && /^\d{5}$/.test(this.#postal?.value ?? '')) await this.#narrowByPostalCode(false);
    this.#validate();
    if (announce) this.#changed();
  }

  // --- typing
  #typed(level: Level, event: Event): void {
    // The element's own events while it fills the levels are not typing; a person's always is,
    // even while a list is still arriving.
    if (this.#busy && !event.isTrusted) return;
    // Lower levels keep their choice until another place is chosen here (#choose clears them then).
    if (level.chosen && level.input.value !== level.chosen.name) this.#setChosen(level, null);
    const place = exactPlace(level.places, level.input.value);
    const typing = event.isTrusted && document.activeElement === level.input && (event as InputEvent).inputType !== undefined;
    if (typing) this.#open(level);
    if (place && !level.chosen) {
      this.#busy++;
      void this.#track(
        this.#choose(level, place, false).finally(() => {
          this.#busy--;
          this.#changed();
        }),
      );
    } else if (!typing) void this.#track(this.#reconcileAll(true));
  }

  #open(level: Level): void {
    if (!level.loaded) return;
    const matches = matchPlaces(level.only ? level.places.filter((p) => level.only!.has(p.id)) : level.places, level.chosen ? '' : level.input.value);
    level.shown = matches.slice(0, maxOptions);
    const strings = this.strings;
    level.listbox.replaceChildren(
      ...level.shown.map((place, index) => {
        const option = this.#make('li', 'turkiye-address__option', { role: 'option', id: `${level.listbox.id}-${index}`, 'aria-selected': 'false' });
        option.textContent = place.name;
        if (place.kind === 'village') option.append(' ', Object.assign(this.#make('span', 'turkiye-address__kind'), { textContent: `(${strings.village})` }));
        return option;
      }),
    );
    level.active = -1;
    level.input.removeAttribute('aria-activedescendant');
    level.listbox.hidden = level.shown.length === 0;
    level.input.setAttribute('aria-expanded', String(!level.listbox.hidden));
    level.field.classList.toggle('turkiye-address__field--open', !level.listbox.hidden);
    this.#status.textContent = matches.length ? strings.results(matches.length) : strings.noResults;
  }

  #close(level: Level): void {
    level.listbox.hidden = true;
    level.active = -1;
    level.input.setAttribute('aria-expanded', 'false');
    level.input.removeAttribute('aria-activedescendant');
    level.field.classList.remove('turkiye-address__field--open');
  }

  #move(level: Level, to: number): void {
    const options = level.listbox.children;
    if (!options.length) return;
    level.active = (to + options.length) % options.length;
    for (let i = 0; i < options.length; i++) options[i]!.setAttribute('aria-selected', String(i === level.active));
    const active = options[level.active]!;
    level.input.setAttribute('aria-activedescendant', active.id);
    active.scrollIntoView?.({ block: 'nearest' });
  }

  #key(level: Level, event: KeyboardEvent): void {
    const open = !level.listbox.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) this.#open(level);
      if (event.altKey) return;
      this.#move(level, event.key === 'ArrowDown' ? level.active + 1 : level.active < 0 ? -1 : level.active - 1);
    } else if (event.key === 'Enter' && open && level.active >= 0) {
      event.preventDefault();
      void this.#pick(level, level.shown[level.active]!);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        this.#close(level);
      } else if (level.input.value) {
        level.input.value = '';
        fire(level.input, 'input');
      }
    } else if (event.key === 'Tab' && open && level.active >= 0) void this.#pick(level, level.shown[level.active]!);
  }

  // --- postal code
  async #postalTyped(): Promise<void> {
    if (this.#busy) return;
    const code = this.#postal!.value.trim();
    for (const level of Object.values(this.#levels)) level.only = null;
    if (/^\d{5}$/.test(code) && this.#levels.settlement?.chosen?.postalCode !== code) await this.#narrowByPostalCode(true);
    this.#validate();
  }

  /** A typed postal code chooses the levels all its places share, and narrows the rest to its places. */
  async #narrowByPostalCode(announce: boolean): Promise<void> {
    const code = this.#postal!.value.trim();
    interface Record_ {
      id: number;
      provinceId: number;
      districtId: number;
    }
    let places: (Record_ & { kind: string })[];
    try {
      const { data } = await this.#json<{ data: { neighborhoods: Record_[]; villages: Record_[] } }>(`/v2/postal-codes/${code}`);
      places = [...data.neighborhoods.map((p) => ({ ...p, kind: 'neighborhood' })), ...data.villages.map((p) => ({ ...p, kind: 'village' }))];
    } catch {
      if (announce) this.#say(this.strings.postalCodeUnknown(code));
      return;
    }
    const { province, district, settlement } = this.#levels;
    const provinceIds = new Set(places.map((p) => p.provinceId));
    const districtIds = new Set(places.map((p) => p.districtId));
    this.#busy++;
    try {
      if (province && provinceIds.size === 1 && !province.chosen) {
        const only = province.places.find((p) => provinceIds.has(p.id));
        if (only) await this.#choose(province, only, false);
      }
      if (district) district.only = districtIds;
      if (district && districtIds.size === 1 && !district.chosen) {
        const only = this.#districts.find((d) => districtIds.has(d.id));
        if (only) await this.#choose(district, only, false);
      }
      if (settlement) {
        settlement.only = new Set(places.map((p) => p.id));
        const candidates = settlement.places.filter((p) => settlement.only!.has(p.id));
        if (candidates.length === 1 && !settlement.chosen) await this.#choose(settlement, candidates[0]!, false);
        // The code stays as typed: choosing its only place must not replace it.
        // A list opened while the district's places were arriving shows them all: narrow it now.
        else if (!settlement.listbox.hidden) this.#open(settlement);
      }
    } finally {
      this.#busy--;
    }
    this.#changed();
  }

  // --- pasting a whole line
  #pasted(event: ClipboardEvent): void {
    const text = event.clipboardData?.getData('text') ?? '';
    if (wordCount(text) < 3) return;
    event.preventDefault();
    this.#street!.value = text.trim();
    fire(this.#street!, 'input');
    void this.readLine(text);
  }

  /** Reads a one-line address through POST /v2/addresses/parse and acts on its verdict (DESIGN §6.5.2). */
  readLine(line: string): Promise<Parsed | null> {
    return this.#track(this.#read(line));
  }

  async #read(line: string): Promise<Parsed | null> {
    const strings = this.strings;
    this.#say(strings.reading);
    let parsed: Parsed;
    try {
      const answer = await this.#json<{ data: (Parsed | { error: unknown })[] }>('/v2/addresses/parse', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lines: [line] }),
      });
      const first = answer.data[0];
      if (!first || 'error' in first) throw new Error('unreadable');
      parsed = first;
    } catch {
      this.#say(strings.parseFailed);
      return null;
    }
    await this.#loaded;
    // A pasted street line names no place: nothing to fill or mark.
    if (parsed.granularity === 'none' && !parsed.candidates.length && !parsed.issues.length) {
      this.#say('');
      return parsed;
    }
    const apply = async () => {
      await this.setValue({
        provinceId: parsed.province?.id ?? null,
        districtId: parsed.district?.id ?? null,
        neighborhoodId: parsed.neighborhood?.id ?? null,
        villageId: parsed.village?.id ?? null,
        ...(parsed.postalCode ? { postalCode: parsed.postalCode.value } : {}),
        ...(parsed.street ? { street: parsed.street } : {}),
      });
      for (const level of Object.values(this.#levels)) fire(level.input, 'change');
      this.#say(strings.filled(parsed.formatted));
      this.#validate();
    };
    if (parsed.verdict === 'accept') await apply();
    else if (parsed.verdict === 'confirm') {
      const button = this.#make('button', 'turkiye-address__apply', { type: 'button' });
      button.textContent = strings.apply;
      button.addEventListener('click', () => void this.#track(apply()));
      this.#notice.replaceChildren(strings.confirm(parsed.formatted), button);
    } else {
      // fix: keep the text, fill only what the reader is sure of, mark the rest.
      const missing: Level[] = [];
      for (const level of Object.values(this.#levels)) {
        const part = level.name === 'settlement' ? (parsed.neighborhood ?? parsed.village) : parsed[level.name];
        if (!part) missing.push(level);
      }
      if (parsed.province || parsed.district) await this.setValue({ provinceId: parsed.province?.id ?? null, districtId: parsed.district?.id ?? null });
      this.#validate();
      for (const level of missing) {
        level.input.setAttribute('aria-invalid', 'true');
        level.input.setCustomValidity(strings.notAPlace(this.#label(level)));
      }
      this.#say(strings.missing(missing.map((level) => this.#label(level)).join(', ')));
    }
    return parsed;
  }

  // --- validity, events, announcements
  #validate(): void {
    const strings = this.strings;
    for (const level of Object.values(this.#levels)) {
      const text = level.input.value.trim();
      let message = '';
      if (!text && level.input.required) message = strings.required(this.#label(level));
      else if (text && !level.chosen && level.loaded && level.places.length) message = strings.notAPlace(this.#label(level));
      level.input.setCustomValidity(message);
      if (message && text) level.input.setAttribute('aria-invalid', 'true');
      else level.input.removeAttribute('aria-invalid');
    }
    if (this.#postal) {
      const code = this.#postal.value.trim();
      this.#postal.setCustomValidity(code && !/^\d{5}$/.test(code) ? strings.postalCodeFormat : '');
    }
  }

  checkValidity(): boolean {
    this.#validate();
    return Object.values(this.#levels).every((level) => level.input.checkValidity()) && (this.#postal?.checkValidity() ?? true);
  }

  reportValidity(): boolean {
    this.#validate();
    return [...Object.values(this.#levels).map((level) => level.input), this.#postal].every((control) => control?.reportValidity() ?? true);
  }

  #say(text: string): void {
    this.#notice.replaceChildren(text);
  }

  #changed(): void {
    this.#validate();
    this.#save();
    const settlement = this.#levels.settlement?.chosen ?? null;
    const detail: AddressChangeDetail = {
      province: this.#levels.province?.chosen ?? null,
      district: this.#levels.district?.chosen ?? null,
      neighborhood: settlement?.kind === 'neighborhood' ? settlement : null,
      village: settlement?.kind === 'village' ? settlement : null,
      postalCode: this.#postal?.value ?? '',
      street: this.#street?.value ?? '',
    };
    this.dispatchEvent(new CustomEvent<AddressChangeDetail>('turkiye-address-change', { bubbles: true, detail }));
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('turkiye-address')) customElements.define('turkiye-address', TurkiyeAddressElement);

declare global {
  interface HTMLElementTagNameMap {
    'turkiye-address': TurkiyeAddressElement;
  }
  interface HTMLElementEventMap {
    'turkiye-address-change': CustomEvent<AddressChangeDetail>;
  }
}
