// The doorkeeper: it remembers the keys it was given, forgets them all after its window, and takes a
// key never given for one seldom (the false-positive rate its header states).
import { describe, expect, it } from 'vitest';
import { createDoorkeeper, largestWindow } from './doorkeeper.ts';

describe('the doorkeeper', () => {
  it('says a key is new the first time and seen after that', () => {
    const seenBefore = createDoorkeeper();
    expect(seenBefore('/v2/provinces?limit=5')).toBe(false);
    expect(seenBefore('/v2/provinces?limit=6')).toBe(false);
    expect(seenBefore('/v2/provinces?limit=5')).toBe(true);
    expect(seenBefore('/v2/provinces?limit=6')).toBe(true);
  });

  it('forgets every key once its window of keys is full', () => {
    const seenBefore = createDoorkeeper({ bits: 1 << 12, window: () => 100 });
    seenBefore('first');
    for (let i = 0; i < 99; i++) seenBefore(`key ${i}`);
    expect(seenBefore('first')).toBe(true);
    seenBefore('the 101st key starts a new window');
    expect(seenBefore('first')).toBe(false);
  });

  it('takes under 3 % of keys never given for seen, with a full window', () => {
    let falsePositives = 0;
    const probe = createDoorkeeper();
    for (let i = 0; i < largestWindow - 1; i++) probe(`/v2/neighborhoods?search=a${i}&limit=20`);
    // Each probe is recorded too, so the window starts again after the first: it is full for that one.
    for (let i = 0; i < 1000; i++) if (probe(`/v2/villages?search=b${i}&sort=-name`)) falsePositives++;
    expect(falsePositives).toBeGreaterThan(0);
    expect(falsePositives / 1000).toBeLessThan(0.03);
  });
});
