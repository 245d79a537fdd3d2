import type { AuditActorKind } from '@cabildo/domain';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { currentRequestId } from '../../http/request-id.ts';
import { changedFields } from './changed-fields.ts';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  subject: string;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /** Default: a user when there is an actor id, else anonymous. */
  actorKind?: AuditActorKind;
  /** Default: the form's, the subject's, else the actor's (the database derives it, migration 0022). */
  municipalityId?: string | null;
  formId?: string | null;
  /** Default: the top-level keys that differ between before and after. */
  changedFields?: string[] | null;
  /** Default: the id of the request whose work this is. */
  requestId?: string | null;
};

/**
 * Who did what, when, with the record before and after. Written in the change's transaction; the
 * database links the row into its municipality's hash chain as that transaction commits, so a
 * change that fails leaves no row and the chain no gap.
 */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const actorKind = entry.actorKind ?? (entry.actorId ? 'user' : 'anonymous');
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    actorKind,
    action: entry.action,
    subject: entry.subject,
    subjectId: entry.subjectId ?? null,
    municipalityId: entry.municipalityId ?? null,
    formId: entry.formId ?? null,
    requestId: entry.requestId ?? currentRequestId() ?? null,
    changedFields:
      entry.changedFields === undefined ? changedFields(entry.before, entry.after) : entry.changedFields,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
