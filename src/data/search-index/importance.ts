// How much a place matters to someone typing, whatever they typed: its kind, then its population.
// Added to the match quality in one score (core/search/match-weights.ts), and weighted so that a big
// place still being typed beats a small place matched exactly (`gazi` → Gaziantep, DESIGN §6.1).
import type { KindName } from '../kinds.ts';

const kindWeight: Readonly<Record<KindName, number>> = {
  provinces: 12,
  districts: 8,
  municipalities: 5,
  neighborhoods: 0,
  villages: 0,
};

/** Per tenfold population: İstanbul (15.7 M) gets 10.8, a village of 300 people 3.7. */
const populationWeight = 1.5;

export const importanceOf = (kind: KindName, population: number): number =>
  kindWeight[kind] + populationWeight * Math.log10(population + 1);
