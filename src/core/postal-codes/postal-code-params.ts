// The two postal-code parameters, shared by the place lists' filters and /v2/postal-codes: five ASCII
// digits, as the records' `postalCode` (schemas.ts; full-width or other Unicode digits are not
// codes), or one to five leading ones.
import { messages } from '../messages.ts';
import { type Param, patternParam } from '../params/param.ts';

export const postalCodeParam = (description: string): Param<string> => patternParam(/^[0-9]{5}$/, messages.postalCode, description, '34710');

export const postalCodePrefixParam = (description: string): Param<string> =>
  patternParam(/^[0-9]{1,5}$/, messages.postalCodePrefix, description, '347');
