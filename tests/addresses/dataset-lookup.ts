// The real dataset, read straight from data/2025/*.json and looked up by name with this file's own
// folding: the reading-quality table decides what a line means (which places fit its names) here,
// independently of the reader under test (src/core/addresses) and of its index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realDatasetDir } from '../support/datasets.ts';

export type Kind = 'provinces' | 'districts' | 'municipalities' | 'neighborhoods' | 'villages';
export const kindList: readonly Kind[] = ['provinces', 'districts', 'municipalities', 'neighborhoods', 'villages'];

export interface Place {
  kind: Kind;
  id: number;
  name: string;
  population: number;
  provinceId: number;
  districtId?: number;
  municipalityId?: number;
  postalCode?: string;
  type?: string;
}

const read = (kind: Kind): Place[] =>
  (JSON.parse(readFileSync(join(realDatasetDir, `${kind}.json`), 'utf8')) as Array<Omit<Place, 'kind' | 'provinceId'> & { provinceId?: number }>).map(
    (record) => ({ ...record, kind, provinceId: record.provinceId ?? record.id }),
  );

export const places: Record<Kind, Place[]> = Object.fromEntries(kindList.map((kind) => [kind, read(kind)])) as Record<Kind, Place[]>;
export const byId: Record<Kind, Map<number, Place>> = Object.fromEntries(kindList.map((kind) => [kind, new Map(places[kind].map((place) => [place.id, place]))])) as Record<Kind, Map<number, Place>>;

// Written out here rather than taken from src/data/fold.ts: the table must not lean on the code it tests.
const asciiLetters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
export const asciiLower = (text: string): string => [...text.normalize('NFC').toLocaleLowerCase('tr')].map((letter) => asciiLetters[letter] ?? letter).join('');
/** A name as words: `75.yıl (sultandere)` → `75 yil sultandere`. */
export const words = (text: string): string => asciiLower(text).split(/[^a-z0-9]+/).filter(Boolean).join(' ');
/** The name people type: without an alias in parentheses (`Beşeylül (merkez)` → `Beşeylül`). */
export const withoutAlias = (name: string): string => name.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();

/** DESIGN §6.1's typo rule: one edit from 5 letters, two from 8. */
export const allowedEdits = (word: string): number => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

const allPlaces = kindList.flatMap((kind) => places[kind]);

/** Every distinct word of every name: a typo must not be one of them, nor be near two of them. */
export const vocabulary: readonly string[] = [...new Set(allPlaces.flatMap((place) => words(place.name).split(' ')))];
const vocabularySet = new Set(vocabulary);

/** Every place a typed name (in words) fits: its whole name, or its name without the alias. */
const byWords = new Map<string, Place[]>();
/** … and the places whose name of several words it writes as one (`Yeni Cami` as `Yenicami`), a typo of one edit per space. */
const byJoinedWords = new Map<string, Place[]>();
for (const place of allPlaces) {
  const keys = new Set([words(place.name), words(withoutAlias(place.name))]);
  for (const key of keys) {
    if (key) byWords.set(key, [...(byWords.get(key) ?? []), place]);
    const joined = key.replaceAll(' ', '');
    const spaces = key.length - joined.length;
    if (spaces > 0 && spaces <= allowedEdits(joined) && vocabularySet.has(joined)) byJoinedWords.set(joined, [...(byJoinedWords.get(joined) ?? []), place]);
  }
}
export const placesNamed = (name: string): Place[] => byWords.get(words(name)) ?? [];
export const placesNamedJoined = (name: string): Place[] => (byJoinedWords.get(words(name)) ?? []).filter((place) => !placesNamed(name).includes(place));

export const districtOf = (place: Place): Place | undefined => (place.districtId ? byId.districts.get(place.districtId) : place.kind === 'districts' ? place : undefined);
export const provinceOf = (place: Place): Place => byId.provinces.get(place.provinceId)!;
export const municipalityOf = (place: Place): Place | undefined => (place.municipalityId ? byId.municipalities.get(place.municipalityId) : undefined);

/**
 * Optimal string alignment distance (insert, delete, substitute, swap of neighbours), written here
 * for the same reason; stops early, returning `max + 1`, once every cell of a row exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Int32Array(width);
  let previous = Int32Array.from({ length: width }, (_, j) => j);
  let current = new Int32Array(width);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

