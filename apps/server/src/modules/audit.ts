import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  subject: string;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Who did what, when, with the record before and after. Written in the change's transaction. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
