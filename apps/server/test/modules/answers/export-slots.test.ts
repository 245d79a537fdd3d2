import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { ApiError } from '../../../src/http/errors.ts';
import { ExportSlots } from '../../../src/modules/answers/export/slots.ts';

/** The per-instance line of Excel exports (EXPORT_CONCURRENCY); the HTTP side is in answers-export.test.ts. */

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('export slots', () => {
  it('runs as many as it has slots and lets the others wait, first come first served', async () => {
    const slots = new ExportSlots(2, 10);
    const signal = new AbortController().signal;
    const first = await slots.take(signal);
    await slots.take(signal);
    const third = slots.take(signal);
    const fourth = slots.take(signal);
    expect([slots.inUse, slots.waiting]).toEqual([2, 2]);
    expect(await settled(third)).toBe('pending');

    first();
    expect(await settled(third)).toBe('resolved');
    expect(await settled(fourth)).toBe('pending');
    expect([slots.inUse, slots.waiting]).toEqual([2, 1]);

    (await third)();
    const giveBackFourth = await fourth;
    expect([slots.inUse, slots.waiting]).toEqual([2, 0]);
    giveBackFourth();
    expect([slots.inUse, slots.waiting]).toEqual([1, 0]);
  });

  it('counts a slot given back twice once', async () => {
    const slots = new ExportSlots(1, 10);
    const signal = new AbortController().signal;
    const giveBack = await slots.take(signal);
    giveBack();
    giveBack();
    expect(slots.inUse).toBe(0);
    await slots.take(signal);
    expect(await settled(slots.take(signal))).toBe('pending');
  });

  it('refuses with EXPORT_BUSY when the line is full, and takes again once it moves', async () => {
    const slots = new ExportSlots(1, 2);
    const signal = new AbortController().signal;
    const running = await slots.take(signal);
    const waiting = [slots.take(signal), slots.take(signal)];
    const refused = await slots.take(signal).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'EXPORT_BUSY', status: 503 });
    expect(slots.waiting).toBe(2);

    running();
    await waiting[0];
    expect(await settled(slots.take(signal))).toBe('pending');
    expect(slots.waiting).toBe(2);
  });

  it('lets someone who leaves the line give up their place without taking a slot', async () => {
    const slots = new ExportSlots(1, 10);
    const running = await slots.take(new AbortController().signal);
    const leaver = new AbortController();
    const left = slots.take(leaver.signal);
    const next = slots.take(new AbortController().signal);
    leaver.abort(new Error('gone'));
    await expect(left).rejects.toThrow('gone');
    expect(slots.waiting).toBe(1);

    running();
    expect(await settled(next)).toBe('resolved');
    expect([slots.inUse, slots.waiting]).toEqual([1, 0]);
  });

  it('does not queue someone who has already left', async () => {
    const slots = new ExportSlots(1, 10);
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    await expect(slots.take(gone.signal)).rejects.toThrow('gone');
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
  });
});

describe('EXPORT_CONCURRENCY', () => {
  it('defaults to the cores, at least 2, and takes 1 to 64', () => {
    expect(loadConfig({}).exportConcurrency).toBe(Math.max(2, os.availableParallelism()));
    expect(loadConfig({ EXPORT_CONCURRENCY: '1' }).exportConcurrency).toBe(1);
    expect(loadConfig({ EXPORT_CONCURRENCY: '64' }).exportConcurrency).toBe(64);
    for (const wrong of ['0', '65', '1.5', 'many'])
      expect(() => loadConfig({ EXPORT_CONCURRENCY: wrong })).toThrow(/EXPORT_CONCURRENCY: /);
  });
});
