// Which places a level offers for the text typed into it, and which one place the text names. Search
// runs in the page over a level's list, folded as the API's search folds (src/data/fold.ts: İ/ı,
// ASCII), against each place's keys: its name and its former names (places.ts), so `eyup` finds
// Eyüpsultan. A new kind of name to match (a neighborhood's former name) is a new key of the place,
// not a change here.
import { foldForSearch } from '../data/fold.ts';
import type { Place } from './places.ts';

/**
 * The places matching `text`, best first: a name equal to the text, then names starting with it,
 * then names with a word starting with it; the list's order (the file's, by name) within each.
 */
export function matchPlaces(places: readonly Place[], text: string): Place[] {
  const query = foldForSearch(text);
  if (!query) return [...places];
  const ranked: Place[][] = [[], [], []];
  for (const candidate of places) {
    let rank = 3;
    for (const key of candidate.keys) {
      if (key === query) rank = 0;
      else if (key.startsWith(query)) rank = Math.min(rank, 1);
      else if (key.includes(` ${query}`) || key.replaceAll(' ', '').startsWith(query.replaceAll(' ', ''))) rank = Math.min(rank, 2);
    }
    if (rank < 3) ranked[rank]!.push(candidate);
  }
  return ranked.flat();
}

/**
 * The other name (`Çürükler` for Yeşilvadi, `Antep` for Gaziantep) by which `text` matches the place
 * when its own name does not: an option shows it, so a person who typed a former name sees why the
 * place they did not name is offered.
 */
export function matchedAlias(candidate: Place, text: string): string | undefined {
  const query = foldForSearch(text);
  if (!query || candidate.keys[0]!.startsWith(query) || candidate.keys[0]!.includes(` ${query}`)) return undefined;
  const at = candidate.keys.findIndex((key, i) => i > 0 && (key.startsWith(query) || key.includes(` ${query}`)));
  return at > 0 ? candidate.aliases[at - 1] : undefined;
}

/** The one place `text` names exactly (name or former name), if exactly one. */
export function exactPlace(places: readonly Place[], text: string): Place | undefined {
  const query = foldForSearch(text);
  if (!query) return undefined;
  const found = places.filter((candidate) => candidate.keys.includes(query));
  // A neighborhood and a village of one district may share a name: then the text decides nothing.
  return found.length === 1 ? found[0] : undefined;
}
