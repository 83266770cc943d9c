// Indexes beyond the five kinds (place search, postal codes, point lookup, addresses), as rows of one table.
// Each row compiles one store file from the validated dataset at build time; at run time the file is
// read on first use and checked against the size and sha256 the build recorded, like a kind file.
// A feature adds a row here and reads its file through `store.index(name)`; nothing else changes.
import { addressIndex } from './address-index/compile-address-index.ts';
// A row's compiler takes its types from store-index.ts, never from this file, so no import goes round.
import { boundariesIndex, districtBoundariesIndex } from './boundaries-index.ts';
import { changesIndex } from './changes-index.ts';
import { placePointsIndex } from './place-points-index.ts';
import { postalCodeIndex } from './postal-code-index.ts';
import { searchIndex } from './search-index/compile-search-index.ts';
import type { StoreIndex } from './store-index.ts';

export const storeIndexes: readonly StoreIndex[] = [postalCodeIndex, boundariesIndex, districtBoundariesIndex, placePointsIndex, searchIndex, addressIndex, changesIndex];
