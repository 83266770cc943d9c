// The typo measure: insert, delete, substitute and swap of two neighbours each count one edit.
import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from './edit-distance.ts';

describe('boundedEditDistance', () => {
  it.each([
    ['istanbul', 'istanbul', 2, 0],
    ['istnbul', 'istanbul', 2, 1], // a letter left out
    ['isttanbul', 'istanbul', 2, 1], // a letter too many
    ['istanbol', 'istanbul', 2, 1], // a wrong letter
    ['itsanbul', 'istanbul', 2, 1], // two neighbours swapped
    ['itsanbol', 'istanbul', 2, 2],
    ['ankara', 'ankra', 1, 1],
    ['ankara', 'ankr', 1, 2], // over the bound: max + 1
    ['kadikoy', 'uskudar', 2, 3],
    ['ca', 'abc', 3, 3], // optimal string alignment: no edit of a swapped pair
  ])('%s ↔ %s (at most %i) = %i', (a, b, max, distance) => {
    expect(boundedEditDistance(a, b, max)).toBe(distance);
    expect(boundedEditDistance(b, a, max)).toBe(distance);
  });
});
