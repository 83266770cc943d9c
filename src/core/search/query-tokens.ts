// The query side of place search: `q` folded and cut into tokens exactly as names were at build time
// (data/search-index/search-tokens.ts), settlement words (data/search-index/settlement-words.ts)
// dropped, duplicates merged. The last token is a prefix: the person is still typing it.
import { searchTokens } from '../../data/search-index/search-tokens.ts';
import { settlementWords } from '../../data/search-index/settlement-words.ts';

export interface QueryToken {
  text: string;
  /** Matches any name token that starts with it (only the query's last token). */
  prefix: boolean;
}

export function queryTokens(q: string): QueryToken[] {
  const all = searchTokens(q);
  const meaningful = all.filter((token) => !settlementWords.has(token));
  // A query of settlement words alone ("mah", still typing "Mahmutbey") is taken as it is.
  const kept = meaningful.length > 0 ? meaningful : all;
  // After "cumhuriyet mah" the person has finished "cumhuriyet": only a token typed last is a prefix.
  const lastIsPrefix = kept.at(-1) === all.at(-1);
  const tokens: QueryToken[] = [];
  kept.forEach((text, i) => {
    const prefix = lastIsPrefix && i === kept.length - 1;
    const same = tokens.find((token) => token.text === text);
    if (same) same.prefix &&= prefix;
    else tokens.push({ text, prefix });
  });
  return tokens;
}
