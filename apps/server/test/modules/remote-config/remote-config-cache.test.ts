import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { SessionService } from '../../../src/modules/auth/sessions.ts';
import { RemoteConfigService } from '../../../src/modules/remote-config/service.ts';

/**
 * The remote configuration's 5-second cache across instances: another instance's change arrives by
 * NOTIFY. A read that was already under way when it arrived read the rows from before the change;
 * that read must not be kept, or this instance serves the old value until the cache expires.
 */

type Row = { key: string; value: unknown };

/** A database whose reads are answered by hand (the rows as they were when the read began). */
function fakeDatabase() {
  let stored: Row[] = [];
  const reads: { rows: Row[]; answer: () => void }[] = [];
  let announce: () => void = () => undefined;
  const database = {
    db: {
      select: () => ({
        from: () =>
          new Promise<Row[]>((resolve) => {
            const rows = stored;
            reads.push({ rows, answer: () => resolve(rows) });
          }),
      }),
    },
    listen: async (_channel: string, onPayload: () => void) => {
      announce = onPayload;
      return async () => undefined;
    },
    notify: async () => undefined,
  };
  return {
    database: database as unknown as Database,
    reads,
    /** Another instance stores `rows` and announces it. */
    changeElsewhere: (rows: Row[]) => {
      stored = rows;
      announce();
    },
  };
}

/** Answers the reads one by one as they come, until `value` settles. */
async function answered<T>(fake: ReturnType<typeof fakeDatabase>, value: Promise<T>): Promise<T> {
  let settled = false;
  void value.finally(() => (settled = true));
  while (!settled) {
    fake.reads.shift()?.answer();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return value;
}

describe('remote configuration cache', () => {
  it('does not keep a read that a change announced meanwhile may have missed', async () => {
    const fake = fakeDatabase();
    const service = new RemoteConfigService(fake.database, {} as SessionService);
    await service.start();

    const before = service.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.reads).toHaveLength(1);
    // The change commits and is announced while the read (taken before it) is still on its way.
    fake.changeElsewhere([{ key: 'dev_new_login_method', value: true }]);
    fake.reads.shift()!.answer();
    expect((await before).dev_new_login_method).toBe(false);

    // The next request reads again and sees the change, well within the cache's 5 seconds.
    expect((await answered(fake, service.get())).dev_new_login_method).toBe(true);
  });

  it('keeps a read no change interrupted (one read serves the next requests)', async () => {
    const fake = fakeDatabase();
    const service = new RemoteConfigService(fake.database, {} as SessionService);
    await service.start();
    await answered(fake, service.get());
    expect(fake.reads).toHaveLength(0);
    const again = service.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.reads).toHaveLength(0);
    expect((await again).dev_new_login_method).toBe(false);
  });
});
