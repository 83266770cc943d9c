// The cascade: the three levels kept consistent (DESIGN §6.7). Choosing a place sets its level's
// hidden id, clears the lower levels that belong elsewhere, loads the next level's list and chooses in
// it what was already typed there (autofill fills every field at once, in any order); a neighborhood
// or village fills its postal code. typing.ts reconciles typed text, postal-code.ts a typed code.
import { type Level, type LevelName, levelNames, showMatches } from './level.ts';
import { exactPlace } from './match-places.ts';
import type { Place } from './places.ts';
import type { Service } from './service.ts';
import type { AddressStrings } from './strings.ts';

/** The element's `value`: the chosen places by id, and the postal code and street as typed. */
export interface AddressValue {
  provinceId: number | null;
  districtId: number | null;
  neighborhoodId?: number | null;
  villageId?: number | null;
  postalCode: string;
  street: string;
}

/** The hidden inputs the ids are submitted in. */
export type IdInputs = Record<'province' | 'district' | 'neighborhood' | 'village', HTMLInputElement>;

export interface CascadeHooks {
  service: Service;
  strings(): AddressStrings;
  /** Says `text` in the element's notice (a polite live region). */
  say(text: string): void;
  /** Checks every level's text and the postal code (validity.ts). */
  validate(): void;
  /** A choice was made: the page hears of it (the change event, storage for back/forward). */
  changed(): void;
  /** Runs `task` as work a submission waits for (held-submission.ts). */
  track<T>(task: Promise<T>): Promise<T>;
}

export const fire = (target: EventTarget, type: string): boolean => target.dispatchEvent(new Event(type, { bubbles: true }));

export class Cascade {
  /** Every district, each level of its province's list. */
  districts: Place[] = [];
  /** Above zero while the element fills the levels itself: its own input events are not typing. */
  busy = 0;

  readonly levels: Partial<Record<LevelName, Level>>;
  readonly ids: IdInputs;
  readonly postal: HTMLInputElement | null;
  readonly street: HTMLInputElement | HTMLTextAreaElement | null;
  readonly hooks: CascadeHooks;

  constructor(controls: Pick<Cascade, 'levels' | 'ids' | 'postal' | 'street'>, hooks: CascadeHooks) {
    this.levels = controls.levels;
    this.ids = controls.ids;
    this.postal = controls.postal;
    this.street = controls.street;
    this.hooks = hooks;
  }

  get value(): AddressValue {
    const settlement = this.levels.settlement?.chosen ?? null;
    return {
      provinceId: this.levels.province?.chosen?.id ?? null,
      districtId: this.levels.district?.chosen?.id ?? null,
      ...(settlement?.kind === 'village' ? { villageId: settlement.id } : { neighborhoodId: settlement?.id ?? null }),
      postalCode: this.postal?.value ?? '',
      street: this.street?.value ?? '',
    };
  }

  /** Sets the levels by id, then the postal code and street when given; resolves when every level is filled. */
  async setValue(value: Partial<AddressValue>): Promise<void> {
    const { province, district, settlement } = this.levels;
    this.clearFrom('province');
    const chosenProvince = province?.places.find((p) => p.id === value.provinceId);
    if (province && chosenProvince) await this.choose(province, chosenProvince, false);
    const chosenDistrict = this.districts.find((d) => d.id === value.districtId);
    if (district && chosenDistrict) await this.choose(district, chosenDistrict, false);
    const settlementId = value.neighborhoodId ?? value.villageId;
    const kind = value.villageId != null ? 'village' : 'neighborhood';
    const chosenSettlement = settlement?.places.find((s) => s.id === settlementId && s.kind === kind);
    if (settlement && chosenSettlement) await this.choose(settlement, chosenSettlement, false);
    if (this.postal && value.postalCode !== undefined) this.postal.value = value.postalCode;
    if (this.street && value.street !== undefined) this.street.value = value.street;
    this.hooks.changed();
  }

  /**
   * Makes `place` the level's choice: lower levels that belong elsewhere are cleared, lower levels
   * with text and no choice yet (autofill) are reconciled into the new parent.
   */
  async choose(level: Level, place: Place, announce: boolean): Promise<void> {
    const { province, district, settlement } = this.levels;
    const { strings, say } = this.hooks;
    level.input.value = place.name;
    this.setChosen(level, place);
    if (level === province) {
      if (district?.chosen && district.chosen.parent !== place.id) this.clearFrom('district');
      if (district) {
        district.places = this.districts.filter((d) => d.parent === place.id);
        district.loaded = true;
        if (!district.chosen) await this.reconcile(district);
      }
    } else if (level === district) {
      const parent = province?.places.find((p) => p.id === place.parent);
      if (province && parent && province.chosen?.id !== parent.id) {
        province.input.value = parent.name;
        this.setChosen(province, parent);
      }
      if (settlement?.chosen && settlement.chosen.parent !== place.id) this.clearFrom('settlement');
      if (settlement) {
        settlement.loaded = false;
        let places: Place[] | null = null;
        try {
          places = await this.hooks.service.settlements(place.id);
        } catch {
          say(strings().loadFailed);
        }
        // Another district was chosen while this one's list was arriving: that choice fills the level.
        if (level.chosen !== place) return;
        if (places) {
          settlement.places = places;
          settlement.loaded = true;
        }
        if (!settlement.chosen) await this.reconcile(settlement);
        // Typed into before its list arrived: show the matches now.
        if (!settlement.chosen && document.activeElement === settlement.input) showMatches(settlement);
      }
    } else if (level === settlement && place.postalCode && this.postal) {
      const changed = this.postal.value !== place.postalCode;
      this.postal.value = place.postalCode;
      if (changed) fire(this.postal, 'input');
      if (announce) say((place.unofficial ? strings().postalCodeUnofficial : strings().postalCodeFilled)(place.postalCode));
    }
  }

  /** The person chose an option: fill it, tell the form. */
  async pick(level: Level, place: Place): Promise<void> {
    this.busy++;
    await this.hooks.track(this.choose(level, place, true));
    this.busy--;
    fire(level.input, 'input');
    fire(level.input, 'change');
    this.hooks.changed();
  }

  /** Chooses the place a level's text names exactly, if one. */
  async reconcile(level: Level): Promise<void> {
    const text = level.input.value;
    if (!text || !level.loaded) return;
    const place = exactPlace(level.places, text);
    if (place) await this.choose(level, place, false);
  }

  /** Empties `from` and every level below it, and the postal code (it belongs to the settlement). */
  clearFrom(from: LevelName): void {
    for (const name of levelNames.slice(levelNames.indexOf(from))) {
      const level = this.levels[name];
      if (!level) continue;
      level.input.value = '';
      this.setChosen(level, null);
      level.only = null;
      if (name !== 'province') {
        level.places = [];
        level.loaded = false;
      }
    }
    if (this.postal) this.postal.value = '';
  }

  setChosen(level: Level, place: Place | null): void {
    level.chosen = place;
    level.input.removeAttribute('aria-invalid');
    const id = (kind: Place['kind']) => (place?.kind === kind ? String(place.id) : '');
    if (level.name === 'province') this.ids.province.value = id('province');
    if (level.name === 'district') this.ids.district.value = id('district');
    if (level.name === 'settlement') {
      this.ids.neighborhood.value = id('neighborhood');
      this.ids.village.value = id('village');
    }
  }
}
