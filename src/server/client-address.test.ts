// The client address behind N trusted proxies: the rule is a table (compare Express's `trust proxy`
// with a hop count, which walks the same chain).
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';

describe('clientAddressOf', () => {
  it.each([
    { forwardedFor: undefined, hops: 0, expected: '10.0.0.9' },
    { forwardedFor: '203.0.113.7', hops: 0, expected: '10.0.0.9' },
    { forwardedFor: undefined, hops: 1, expected: '10.0.0.9' },
    { forwardedFor: '203.0.113.7', hops: 1, expected: '203.0.113.7' },
    // A client-written entry on the left changes nothing: the proxy appended the real address.
    { forwardedFor: '198.51.100.1, 203.0.113.7', hops: 1, expected: '203.0.113.7' },
    { forwardedFor: '198.51.100.1, 203.0.113.7, 10.0.0.2', hops: 2, expected: '203.0.113.7' },
    { forwardedFor: ' 203.0.113.7 ,,10.0.0.2 ', hops: 2, expected: '203.0.113.7' },
    // Fewer entries than proxies: the furthest address known.
    { forwardedFor: '203.0.113.7', hops: 3, expected: '203.0.113.7' },
    { forwardedFor: ' , ', hops: 1, expected: '10.0.0.9' },
  ])('X-Forwarded-For $forwardedFor behind $hops proxies is $expected', ({ forwardedFor, hops, expected }) => {
    expect(clientAddressOf(forwardedFor, '10.0.0.9', hops)).toBe(expected);
  });
});
