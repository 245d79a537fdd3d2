import type { AuditChainReport, AuditVerification } from '@cabildo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ChainWalk, type ChainRow } from './chain.ts';

const BATCH = 5_000;

type RawRow = Omit<ChainRow, 'seq'> & { seq: string };

/** The row's fields as the database renders them as text: what its hash was computed over. */
const rowColumns = sql`id::text as "id", seq::text as "seq", municipality_id::text as "municipalityId",
  to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "at", actor_kind as "actorKind",
  actor_id::text as "actorId", actor_address as "actorAddress", action, subject, subject_id as "subjectId",
  form_id::text as "formId", request_id as "requestId", changed_fields::text as "changedFields",
  before::text as "before", after::text as "after", ip, prev_hash as "prevHash", hash`;

const inChain = (municipalityId: string | null): SQL =>
  municipalityId === null ? sql`municipality_id is null` : sql`municipality_id = ${municipalityId}::uuid`;

/** Recomputes one municipality's chain (null: the rows of no municipality) and names its first break. */
export async function verifyChain(db: DbOrTx, municipalityId: string | null): Promise<AuditChainReport> {
  const walk = new ChainWalk();
  let after: { seq: string; id: string } | null = null;
  for (;;) {
    const position: SQL = after ? sql`and (seq, id) > (${after.seq}::bigint, ${after.id}::bigint)` : sql``;
    const { rows } = await db.execute<RawRow>(sql`select ${rowColumns} from audit_events
      where ${inChain(municipalityId)} and seq is not null ${position}
      order by audit_events.seq, audit_events.id limit ${BATCH}`);
    if (!walk.take(rows.map((row) => ({ ...row, seq: Number(row.seq) }))) || rows.length < BATCH) break;
    const last = rows.at(-1)!;
    after = { seq: last.seq, id: last.id };
  }
  if (!walk.firstBreak) {
    const { rows } = await db.execute<{ id: string }>(sql`select id::text as id from audit_events
      where ${inChain(municipalityId)} and seq is null order by audit_events.id limit 1`);
    if (rows[0]) walk.firstBreak = { id: rows[0].id, seq: null, reason: 'unchained' };
  }
  const { rows: heads } = await db.execute<{ seq: string; hash: string | null }>(
    sql`select seq::text as seq, hash from audit_chain_heads where chain = ${municipalityId ?? ''}`,
  );
  const head = heads[0] ? { seq: Number(heads[0].seq), hash: heads[0].hash } : null;
  const firstBreak = walk.finish(head);
  const { rows: named } = municipalityId
    ? await db.execute<{ name: string }>(
        sql`select name from municipalities where id = ${municipalityId}::uuid`,
      )
    : { rows: [] };
  return {
    municipality: municipalityId ? { id: municipalityId, name: named[0]?.name ?? '' } : null,
    rows: walk.rows,
    firstBreak,
    headHash: walk.headHash,
  };
}

/** Every chain there is (those with a head, and any municipality with rows), or the one asked for. */
export async function verifyChains(db: DbOrTx, only?: string | null): Promise<AuditVerification> {
  let chains: (string | null)[];
  if (only !== undefined) {
    chains = [only];
  } else {
    const { rows } = await db.execute<{ chain: string }>(sql`select chain from audit_chain_heads
      union select coalesce(municipality_id::text, '') from audit_events where seq is null
      order by 1`);
    chains = rows.map((row) => (row.chain === '' ? null : row.chain));
  }
  const reports: AuditChainReport[] = [];
  for (const chain of chains) reports.push(await verifyChain(db, chain));
  return { ok: reports.every((report) => report.firstBreak === null), chains: reports };
}
