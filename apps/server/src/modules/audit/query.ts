import { AUDIT_SUBJECT_ALIASES, type AuditEvent, type AuditFilter } from '@cabildo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { decodeAuditCursor, encodeAuditCursor } from './cursor.ts';

/** Which rows a reader may see: every municipality's (null), or one municipality's. */
export type AuditReach = { municipalityId: string | null } | 'everywhere';

const ANSWER_SUBJECTS = AUDIT_SUBJECT_ALIASES.respuesta!;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The filters of the viewer (and the history) as one SQL condition on `e` (audit_events). */
export function auditConditions(
  reach: AuditReach,
  filter: AuditFilter & { subjects?: readonly string[]; subjectId?: string },
): SQL {
  const parts: SQL[] = [sql`true`];
  const municipality = reach === 'everywhere' ? filter.municipalityId : reach.municipalityId;
  if (reach !== 'everywhere' && municipality == null) parts.push(sql`false`);
  else if (municipality) parts.push(sql`e.municipality_id = ${municipality}::uuid`);
  if (filter.actorId) parts.push(sql`e.actor_id = ${filter.actorId}::uuid`);
  if (filter.person) {
    const like = `%${filter.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`e.actor_id in (select u.id from users u where u.email ilike ${like}
      or concat_ws(' ', u.first_name, u.last_name) ilike ${like} or u.username ilike ${like})`);
  }
  if (filter.action) parts.push(sql`e.action = ${filter.action}`);
  if (filter.formId) parts.push(sql`e.form_id = ${filter.formId}::uuid`);
  if (filter.answerCode) {
    parts.push(sql`e.subject in (${inList(ANSWER_SUBJECTS)}) and e.subject_id in
      (select a.id::text from answers a where upper(a.code) = upper(${filter.answerCode}))`);
  }
  if (filter.from) parts.push(sql`e.at >= ${filter.from}::date::timestamp at time zone 'UTC'`);
  if (filter.to) parts.push(sql`e.at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (filter.subjects) parts.push(sql`e.subject in (${inList(filter.subjects)})`);
  if (filter.subjectId) parts.push(sql`e.subject_id = ${filter.subjectId}`);
  return sql.join(parts, sql` and `);
}

type Row = Omit<AuditEvent, 'actor' | 'seq'> & {
  seq: string | null;
  actorKind: AuditEvent['actor']['kind'];
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  actorAddress: string | null;
  atKey: string;
};

const columns = sql`e.id::text as "id",
  to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "at",
  to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "atKey",
  e.actor_kind as "actorKind", e.actor_id as "actorId",
  nullif(concat_ws(' ', u.first_name, u.last_name), '') as "actorName", u.email as "actorEmail",
  e.actor_address as "actorAddress", e.action, e.subject, e.subject_id as "subjectId",
  case when m.id is null then null else jsonb_build_object('id', m.id, 'name', m.name) end as "municipality",
  case when f.id is null then null else jsonb_build_object('id', f.id, 'title', f.title) end as "form",
  (select a.code from answers a where e.subject in (${inList(ANSWER_SUBJECTS)})
    and a.id = cabildo_audit_uuid(e.subject_id)) as "answerCode",
  e.request_id as "requestId", e.changed_fields as "changedFields", e.before, e.after, e.ip,
  e.seq::text as "seq"`;

const toEvent = ({
  actorKind,
  actorId,
  actorName,
  actorEmail,
  actorAddress,
  atKey: _,
  seq,
  ...row
}: Row): AuditEvent => ({
  ...row,
  seq: seq === null ? null : Number(seq),
  actor: { kind: actorKind, id: actorId, name: actorName, email: actorEmail, address: actorAddress },
});

/** One page of the trail, newest first, from a keyset cursor; the next page's cursor when there is one. */
export async function auditPage(
  db: DbOrTx,
  condition: SQL,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<{ rows: AuditEvent[]; nextCursor: string | null }> {
  const position = cursor ? decodeAuditCursor(cursor) : null;
  const after = position
    ? sql`and (e.at, e.id) < (${position.at}::timestamptz, ${position.id}::bigint)`
    : sql``;
  const { rows } = await db.execute<Row>(sql`select ${columns} from audit_events e
    left join users u on u.id = e.actor_id
    left join municipalities m on m.id = e.municipality_id
    left join forms f on f.id = e.form_id
    where ${condition} ${after}
    order by e.at desc, e.id desc limit ${limit + 1}`);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(toEvent),
    nextCursor: rows.length > limit && last ? encodeAuditCursor({ at: last.atKey, id: last.id }) : null,
  };
}
