/**
 * The hash chain of the audit trail (issue 31 item 2): each row's hash is sha256 over the previous
 * row's hash (empty for a chain's first row), a line feed, and the row's canonical content. The
 * database computes it as the row commits (migration 0022, `cabildo_audit_content` and
 * `cabildo_audit_hash`); the verification (apps/server/src/modules/audit/chain.ts, which holds the
 * sha256) recomputes it from this content. Change both or neither.
 */

/** A row's fields as the database renders them as text (jsonb through `::text`, `at` to the microsecond in UTC). */
export type AuditChainFields = {
  seq: number;
  municipalityId: string | null;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  at: string;
  actorKind: string;
  actorId: string | null;
  actorAddress: string | null;
  action: string;
  subject: string;
  subjectId: string | null;
  formId: string | null;
  requestId: string | null;
  changedFields: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
};

export const AUDIT_CHAIN_VERSION = 'cabildo-audit-v1';

/** Length in UTF-8 bytes, as PostgreSQL's octet_length counts it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** One field: `-` for null, else its length in UTF-8 bytes, a colon and the text (so no field can pose as two). */
const field = (value: string | null): string => (value === null ? '-' : `${utf8Length(value)}:${value}`);

/** The row's canonical content: the version, then every field in a fixed order, one per line. */
export function auditCanonicalContent(row: AuditChainFields): string {
  return [
    AUDIT_CHAIN_VERSION,
    field(String(row.seq)),
    field(row.municipalityId),
    field(row.at),
    field(row.actorKind),
    field(row.actorId),
    field(row.actorAddress),
    field(row.action),
    field(row.subject),
    field(row.subjectId),
    field(row.formId),
    field(row.requestId),
    field(row.changedFields),
    field(row.before),
    field(row.after),
    field(row.ip),
  ].join('\n');
}

/** What is hashed for a row: the previous hash (empty for the first), a line feed, the content. */
export const auditChainInput = (prevHash: string | null, content: string): string =>
  `${prevHash ?? ''}\n${content}`;
