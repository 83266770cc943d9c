// `turkiye-address-change`: fired on the element after every change, beside the native `input` and
// `change` of its controls, with the chosen places as records. A class with a typed `type` and
// `detail`, as GitHub's elements write their rich events (auto-complete-element's
// auto-complete-event.ts), so a listener is typed without a cast.
import type { Place } from './places.ts';

export interface AddressChangeDetail {
  province: Place | null;
  district: Place | null;
  neighborhood: Place | null;
  village: Place | null;
  postalCode: string;
  street: string;
}

export class TurkiyeAddressChangeEvent extends Event {
  declare readonly type: 'turkiye-address-change';
  readonly detail: AddressChangeDetail;

  constructor(detail: AddressChangeDetail) {
    super('turkiye-address-change', { bubbles: true });
    this.detail = detail;
  }
}
