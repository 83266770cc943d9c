// Turkish alphabetical order: C < Ç, G < Ğ, I < İ, O < Ö, S < Ş, U < Ü. Used only at build time to
// precompute the name sort permutations; requests never compare names.
const turkishCollator = new Intl.Collator('tr');

export const compareTurkish = (a: string, b: string): number => turkishCollator.compare(a, b);
