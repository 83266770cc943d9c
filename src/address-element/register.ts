// The module the site serves (/turkiye-address.js) and the package's `turkiye-divisions/address-element`:
// it registers <turkiye-address> and exports what the element module does. Importing
// turkiye-address.ts alone defines nothing, for a page that wants another tag or registry
// (`TurkiyeAddressElement.define('my-address', registry)`).
import { TurkiyeAddressElement } from './turkiye-address.ts';

export * from './turkiye-address.ts';

// Where no DOM exists (a server-side render) there is nothing to register; a page that loads the
// module twice (the site's copy and a bundled one) keeps the first registration.
if (typeof customElements !== 'undefined' && !customElements.get('turkiye-address')) TurkiyeAddressElement.define();
