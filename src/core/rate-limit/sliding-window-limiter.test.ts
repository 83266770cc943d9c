// The in-process limiter with a controlled clock: limits, headers, the sliding estimate, client keys,
// and memory that stays bounded under a flood of distinct addresses.
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';
import { createSlidingWindowLimiter } from './sliding-window-limiter.ts';

function limiterAt(start: number, policies = [{ name: 'minute', limit: 5, windowSeconds: 60 }], maxClients?: number) {
  const clock = { now: start };
  const limiter = createSlidingWindowLimiter({ policies, maxClients, now: () => clock.now })!;
  return { limiter, clock };
}

describe('the sliding-window limiter', () => {
  it('allows the limit, then refuses with Retry-After, per client', () => {
    const { limiter } = limiterAt(60_000 * 1000);
    const answers = Array.from({ length: 6 }, () => limiter.consume('1.2.3.4'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, true, false]);
    expect(answers[0]!.headers).toEqual({
      'RateLimit-Policy': '"minute";q=5;w=60',
      RateLimit: '"minute";r=4;t=60',
      'X-RateLimit-Limit': '5',
      'X-RateLimit-Remaining': '4',
      'X-RateLimit-Reset': '60',
    });
    expect(answers[4]!.headers['X-RateLimit-Remaining']).toBe('0');
    // This window is full, so the next request fits only once most of it has slid out of the next.
    // The rest of this window (60 s), then 20 s into the next, when 6 × (1 - 20/60) + 1 = 5 fits.
    expect(answers[5]!.retryAfterSeconds).toBe(80);
    expect(limiter.consume('5.6.7.8').allowed).toBe(true);
  });

  it('slides: the previous window weighs less as the current one goes on', () => {
    const { limiter, clock } = limiterAt(60_000 * 1000);
    for (let i = 0; i < 5; i++) limiter.consume('a');
    clock.now += 60_000; // the next window starts: the previous 5 still weigh fully
    expect(limiter.consume('a').allowed).toBe(false);
    clock.now += 45_000; // three quarters in: 6 × 0.25 + the new requests
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(false);
  });

  it('reports the policy closest to its limit', () => {
    const { limiter } = limiterAt(300_000 * 100, [
      { name: 'minute', limit: 300, windowSeconds: 60 },
      { name: '5-minutes', limit: 4, windowSeconds: 300 },
    ]);
    const answer = limiter.consume('c');
    expect(answer.headers['RateLimit-Policy']).toBe('"minute";q=300;w=60, "5-minutes";q=4;w=300');
    expect(answer.headers.RateLimit).toBe('"5-minutes";r=3;t=300');
  });

  it('is off when every policy is 0', () => {
    expect(createSlidingWindowLimiter({ policies: [{ name: 'minute', limit: 0, windowSeconds: 60 }] })).toBeUndefined();
  });

  it('keeps memory bounded under a flood of distinct clients, and forgets ended windows', () => {
    const { limiter, clock } = limiterAt(60_000 * 1000, [{ name: 'minute', limit: 5, windowSeconds: 60 }], 1000);
    for (let i = 0; i < 200_000; i++) limiter.consume(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(limiter.trackedClients()).toBe(1000);
    clock.now += 60_000;
    limiter.consume('late');
    expect(limiter.trackedClients()).toBe(1001); // this window's one client, and the previous window's
    clock.now += 120_000;
    limiter.consume('later');
    expect(limiter.trackedClients()).toBe(1);
  });
});

describe('client keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
