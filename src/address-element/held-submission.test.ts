// The work a held submission waits for (PendingWork): counted while in flight, whether it succeeds or
// fails; settled when the last of it is done, including work that started more work; and given up on
// after the wait, so a list that never arrives does not hold a form for ever. Holding the form's
// `submit` itself is in the browser tests (tests/browser/address-element*.spec.ts).
import { describe, expect, it } from 'vitest';
import { PendingWork, submitWaitMs } from './held-submission.ts';

const settleIn = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('PendingWork', () => {
  it('counts work until it settles, fulfilled or rejected, and hands back the same promise', async () => {
    const work = new PendingWork();
    const listed = settleIn(10, 'list');
    expect(work.track(listed)).toBe(listed);
    const failed = work.track(settleIn(20, 'gone', true));
    expect(work.size).toBe(2);
    await listed;
    expect(work.size).toBe(1);
    await expect(failed).rejects.toThrow('gone');
    expect(work.size).toBe(0);
  });

  it('settles when the work is done, and waits for work started meanwhile', async () => {
    const work = new PendingWork();
    const order: string[] = [];
    work.track(settleIn(10, 'district').then(() => work.track(settleIn(30, 'settlements').then(() => order.push('settlements')))));
    const started = performance.now();
    await work.settled();
    order.push('settled');
    expect(order).toEqual(['settlements', 'settled']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(performance.now() - started).toBeLessThan(submitWaitMs);
  });

  it('settles at once with nothing in flight, and after the wait with work that never ends', async () => {
    const work = new PendingWork();
    let started = performance.now();
    await work.settled();
    expect(performance.now() - started).toBeLessThan(20);
    work.track(new Promise(() => {}));
    started = performance.now();
    await work.settled(60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(work.size).toBe(1);
  });

  it('waits five seconds by default (the guide says so)', () => {
    expect(submitWaitMs).toBe(5000);
  });
});
