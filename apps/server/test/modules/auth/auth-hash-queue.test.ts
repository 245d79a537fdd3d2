import { describe, expect, it } from 'vitest';
import { HashingBusyError, HashQueue } from '../../../src/modules/auth/hash-queue.ts';

/** Work that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the hashing queue', () => {
  it('runs a bounded number at once, queues a few and refuses the rest at once', async () => {
    const queue = new HashQueue(1, 2);
    const first = held();
    const started: string[] = [];
    const track = (name: string, work: () => Promise<void>) =>
      queue.run(() => {
        started.push(name);
        return work();
      });
    const running = track('first', first.work);
    const queued = [track('second', async () => undefined), track('third', async () => undefined)];
    // Refused while the first one still runs: nobody waits behind a full queue.
    await expect(queue.run(async () => undefined)).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual(['first']);

    first.finish();
    await Promise.all([running, ...queued]);
    expect(started).toEqual(['first', 'second', 'third']);
    // Freed again.
    await expect(queue.run(async () => 'done')).resolves.toBe('done');
  });

  it('frees the slot of work that fails', async () => {
    const queue = new HashQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
