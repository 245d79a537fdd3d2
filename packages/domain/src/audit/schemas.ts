import { z } from 'zod';
import { textSchema } from '../text.ts';

/**
 * The audit API (apps/server/src/modules/audit/routes.ts): the trail's rows with the viewer's
 * filters, one record's history, the chain's verification. Admin: every municipality; elevated
 * supervisor: the own one.
 */

export const AUDIT_ACTOR_KINDS = ['user', 'citizen', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;
/** The most rows one CSV export holds (a narrower filter for more). */
export const AUDIT_EXPORT_MAX = 100_000;

/** The subjects a record's history covers: an answer was written as `respuesta` and as `answer`. */
export const AUDIT_SUBJECT_ALIASES: Record<string, readonly string[]> = {
  respuesta: ['respuesta', 'answer'],
  usuario: ['usuario'],
};

const emptyAsUndefined = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));
const day = z.iso.date();

export const auditFilterSchema = z.object({
  /** Admin: one municipality (all when empty). An elevated supervisor sees the own one only. */
  municipalityId: emptyAsUndefined(z.uuid()),
  /** Who acted: a user's id, or part of their e-mail or name. */
  actorId: emptyAsUndefined(z.uuid()),
  person: emptyAsUndefined(textSchema.trim().max(200)),
  action: emptyAsUndefined(textSchema.trim().max(100)),
  formId: emptyAsUndefined(z.uuid()),
  answerCode: emptyAsUndefined(textSchema.trim().max(100)),
  /** Days (YYYY-MM-DD) in UTC, both included. */
  from: emptyAsUndefined(day),
  to: emptyAsUndefined(day),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditListQuerySchema = auditFilterSchema.extend({
  cursor: emptyAsUndefined(z.string().max(200)),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditHistoryQuerySchema = z.object({
  subject: z.enum(['respuesta', 'usuario']),
  subjectId: z.uuid(),
  cursor: emptyAsUndefined(z.string().max(200)),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
});
export type AuditHistoryQuery = z.input<typeof auditHistoryQuerySchema>;

/** A JSON value as it was recorded (the record before and after, for settings; never an answer's values). */
const recordedSchema = z.unknown();

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.uuid().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** A citizen's or anonymous person's address, masked. */
    address: z.string().nullable(),
  }),
  action: z.string(),
  subject: z.string(),
  subjectId: z.string().nullable(),
  municipality: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  form: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  answerCode: z.string().nullable(),
  requestId: z.string().nullable(),
  changedFields: z.array(z.string()).nullable(),
  before: recordedSchema,
  after: recordedSchema,
  ip: z.string().nullable(),
  /** Place in its municipality's chain (null until its transaction committed). */
  seq: z.number().int().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = z.object({
  rows: z.array(auditEventSchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** Why a row breaks its chain. */
export const AUDIT_BREAKS = ['hash', 'link', 'sequence', 'unchained', 'head'] as const;
export type AuditBreak = (typeof AUDIT_BREAKS)[number];

export const auditChainReportSchema = z.object({
  municipality: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  rows: z.number().int(),
  /** The first row that does not match, and why; null when the chain holds. */
  firstBreak: z
    .object({
      /** The row's id; null when the chain's last rows are missing (its head names more than there are). */
      id: z.string().nullable(),
      seq: z.number().int().nullable(),
      reason: z.enum(AUDIT_BREAKS),
    })
    .nullable(),
  /** The last hash: written down elsewhere, it shows later that the chain was not rewritten. */
  headHash: z.string().nullable(),
});
export type AuditChainReport = z.infer<typeof auditChainReportSchema>;

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  chains: z.array(auditChainReportSchema),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
