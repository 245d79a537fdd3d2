import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { audit, verifyChain } from '../../../src/modules/audit/index.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/** The hash chain (issue 31 item 2): written at commit, verified, and broken by any direct change. */
describe('audit hash chain', () => {
  let t: TestApp;
  let admin: Session;
  const rosario = DEMO_IDS.rosario;

  const rows = async (municipalityId: string) =>
    (
      await t.database.db.execute<{ id: string; seq: string; hash: string; prev_hash: string | null }>(
        sql`select id::text, seq::text, hash, prev_hash from audit_events where municipality_id = ${municipalityId}::uuid order by audit_events.seq`,
      )
    ).rows;
  const write = (action: string, extra: Record<string, unknown> = {}) =>
    audit(t.database.db, { actorId: null, action, subject: 'test', municipalityId: rosario, ...extra });
  const verify = async (session = admin) =>
    t.app.inject({ method: 'POST', url: '/api/audit/verify', headers: as(session), payload: {} });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.app, demoEmail('admin'));
    for (let i = 0; i < 5; i += 1) await write(`test.${i}`, { after: { name: 'Ñandú 日本 😀', i } });
  });
  afterAll(async () => t?.close());

  it('links every row to the previous one, per municipality, and verifies', async () => {
    const chain = await rows(rosario);
    expect(chain.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5]);
    expect(chain[0]!.prev_hash).toBeNull();
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.prev_hash).toBe(chain[i - 1]!.hash);
    const report = await verifyChain(t.database.db, rosario);
    expect(report).toMatchObject({ rows: 5, firstBreak: null, headHash: chain[4]!.hash });
    const response = await verify();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true });
  });

  it('keeps an anonymous address masked only', async () => {
    await write('test.masked', { ip: '203.0.113.77' });
    const { rows: found } = await t.database.db.execute<{
      actor_kind: string;
      actor_address: string;
      ip: string;
    }>(sql`select actor_kind, actor_address, ip from audit_events where action = 'test.masked'`);
    expect(found[0]).toEqual({ actor_kind: 'anonymous', actor_address: '203.0.113.0/24', ip: null });
  });

  it('leaves no row, and no gap, when the change fails', async () => {
    const before = (await rows(rosario)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await audit(tx, { actorId: null, action: 'test.failed', subject: 'test', municipalityId: rosario });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows(rosario)).toHaveLength(before);
    await write('test.after-failure');
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toBeNull();
  });

  it('stays one chain under concurrent writers', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.database.db.transaction(async (tx) => {
          await audit(tx, {
            actorId: null,
            action: `test.concurrent.${i}`,
            subject: 'test',
            municipalityId: rosario,
          });
        }),
      ),
    );
    const chain = await rows(rosario);
    expect(chain.map((row) => Number(row.seq))).toEqual(chain.map((_, i) => i + 1));
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toBeNull();
  });

  it('names an edited row', async () => {
    const target = (await rows(rosario))[2]!;
    await t.database.db.execute(
      sql`update audit_events set action = 'test.forged' where id = ${target.id}::bigint`,
    );
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toEqual({
      id: target.id,
      seq: 3,
      reason: 'hash',
    });
    const response = await verify();
    expect(response.json()).toMatchObject({ ok: false });
    await t.database.db.execute(
      sql`update audit_events set action = 'test.2' where id = ${target.id}::bigint`,
    );
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toBeNull();
  });

  it('names an inserted row', async () => {
    const [, second, third] = await rows(rosario);
    // A row slipped in after the second one, claiming its place and linking to it.
    const { rows: inserted } = await t.database.db.execute<{ id: string }>(sql`insert into audit_events
      (actor_kind, action, subject, municipality_id, seq, prev_hash, hash)
      values ('user', 'test.inserted', 'test', ${rosario}::uuid, 3, ${second!.hash}, ${third!.hash})
      returning id::text`);
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toEqual({
      id: inserted[0]!.id,
      seq: 3,
      reason: 'sequence',
    });
    await t.database.db.execute(sql`delete from audit_events where id = ${inserted[0]!.id}::bigint`);
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toBeNull();
  });

  it('names the row after a deleted one, and a chain whose last rows went', async () => {
    const chain = await rows(rosario);
    await t.database.db.execute(sql`delete from audit_events where id = ${chain[3]!.id}::bigint`);
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toEqual({
      id: chain[4]!.id,
      seq: 5,
      reason: 'sequence',
    });
    await t.database.db.execute(
      sql`delete from audit_events where municipality_id = ${rosario}::uuid and seq >= 4`,
    );
    expect((await verifyChain(t.database.db, rosario)).firstBreak).toMatchObject({
      id: null,
      reason: 'head',
    });
  });

  it('chains rows written without the chain (an upgraded database) as the migration does', async () => {
    const municipality = DEMO_IDS.carlosPaz;
    await t.database.db.execute(sql`alter table audit_events disable trigger audit_events_chain`);
    for (let i = 0; i < 3; i += 1)
      await audit(t.database.db, {
        actorId: null,
        action: `old.${i}`,
        subject: 'test',
        municipalityId: municipality,
      });
    await t.database.db.execute(sql`alter table audit_events enable trigger audit_events_chain`);
    expect((await verifyChain(t.database.db, municipality)).firstBreak).toMatchObject({
      reason: 'unchained',
    });
    await t.database.db.execute(sql`select cabildo_audit_backfill()`);
    expect(await verifyChain(t.database.db, municipality)).toMatchObject({ rows: 3, firstBreak: null });
  });

  it('lets only the admin verify', async () => {
    expect((await verify(await signIn(t.app, demoEmail('supervisor-elevado')))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/audit/verify', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
