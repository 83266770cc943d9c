// The write batch: writes wait for the end of the turn, keep their order, and one that throws cuts
// its own answer only.
import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createWriteBatch } from './write-batch.ts';

const fakeResponse = () => ({ destroy: vi.fn() }) as unknown as ServerResponse & { destroy: ReturnType<typeof vi.fn> };
const endOfTurn = () => new Promise((done) => setImmediate(done));

describe('the write batch', () => {
  it('writes nothing during the turn, then every queued answer in order', async () => {
    const writeLater = createWriteBatch();
    const written: number[] = [];
    for (let i = 0; i < 3; i++) writeLater(fakeResponse(), () => written.push(i));
    expect(written).toEqual([]);
    await endOfTurn();
    expect(written).toEqual([0, 1, 2]);
    writeLater(fakeResponse(), () => written.push(3));
    await endOfTurn();
    expect(written).toEqual([0, 1, 2, 3]);
  });

  it('destroys the answer whose write throws, logs it, and still writes the others', async () => {
    const writeLater = createWriteBatch();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = fakeResponse();
    const written: string[] = [];
    writeLater(broken, () => {
      throw new TypeError('Invalid character in header content ["X-Example"]');
    });
    writeLater(fakeResponse(), () => written.push('next'));
    await endOfTurn();
    expect(broken.destroy).toHaveBeenCalledOnce();
    expect(written).toEqual(['next']);
    expect(JSON.parse(errors.mock.calls[0]![0] as string)).toEqual({ level: 'error', event: 'server_error', error: 'TypeError: Invalid character in header content ["X-Example"]' });
    errors.mockRestore();
  });
});
