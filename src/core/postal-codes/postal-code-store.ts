// The postal-code index of a store, as typed views (src/data/postal-code-index.ts compiled it).
import { type PostalCodeIndexMeta, postalCodeIndexName } from '../../data/postal-code-index.ts';
import { type PostalCodes, postalCodesOf } from '../../data/postal-code-view.ts';
import type { Store } from '../../data/store.ts';

export const postalCodesIn = (store: Store): PostalCodes => postalCodesOf(store.index<PostalCodeIndexMeta>(postalCodeIndexName));

/** A code as its five-digit string (`1010` → `01010`). */
export const codeText = (code: number): string => String(code).padStart(5, '0');
