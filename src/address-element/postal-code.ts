// A postal code typed before the places (DESIGN §6.7): it chooses the province and district all its
// places share and narrows the lower levels to its places (GET /v2/postal-codes/{code}); a code no
// place has is said. A code the chosen neighborhood or village fills in is not typing.
import type { Cascade } from './cascade.ts';
import { showMatches } from './level.ts';

const fiveDigits = /^\d{5}$/;

/** The postal code's `input` event. */
export async function postalCodeTyped(cascade: Cascade): Promise<void> {
  if (cascade.busy || !cascade.postal) return;
  const code = cascade.postal.value.trim();
  for (const level of Object.values(cascade.levels)) level.only = null;
  if (fiveDigits.test(code) && cascade.levels.settlement?.chosen?.postalCode !== code) await narrowByPostalCode(cascade, true);
  cascade.hooks.validate();
}

/** Chooses the levels all the code's places share, and narrows the rest to its places. */
export async function narrowByPostalCode(cascade: Cascade, announce: boolean): Promise<void> {
  const code = cascade.postal?.value.trim() ?? '';
  const { service, strings, say } = cascade.hooks;
  let places: Awaited<ReturnType<typeof service.postalCodePlaces>>;
  try {
    places = await service.postalCodePlaces(code);
  } catch {
    if (announce) say(strings().postalCodeUnknown(code));
    return;
  }
  const { province, district, settlement } = cascade.levels;
  const provinceIds = new Set(places.map((p) => p.provinceId));
  const districtIds = new Set(places.map((p) => p.districtId));
  cascade.busy++;
  try {
    if (province && provinceIds.size === 1 && !province.chosen) {
      const only = province.places.find((p) => provinceIds.has(p.id));
      if (only) await cascade.choose(province, only, false);
    }
    if (district) district.only = districtIds;
    if (district && districtIds.size === 1 && !district.chosen) {
      const only = cascade.districts.find((d) => districtIds.has(d.id));
      if (only) await cascade.choose(district, only, false);
    }
    if (settlement) {
      const only = new Set(places.map((p) => p.id));
      settlement.only = only;
      const candidates = settlement.places.filter((p) => only.has(p.id));
      // The code stays as typed: choosing its only place must not replace it.
      if (candidates.length === 1 && !settlement.chosen) await cascade.choose(settlement, candidates[0]!, false);
      // A list opened while the district's places were arriving shows them all: narrow it now.
      else if (settlement.combobox.isOpen) showMatches(settlement);
    }
  } finally {
    cascade.busy--;
  }
  cascade.hooks.changed();
}
