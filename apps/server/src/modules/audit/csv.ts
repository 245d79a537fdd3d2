import { toCsv, type AuditEvent, type Language } from '@cabildo/domain';
import { auditTexts } from '../../i18n.ts';

const COLUMNS = [
  'at',
  'actorKind',
  'person',
  'email',
  'address',
  'action',
  'subject',
  'subjectId',
  'answerCode',
  'form',
  'municipality',
  'changedFields',
  'requestId',
  'ip',
] as const;

/** The trail's rows as CSV (headers in the reader's language; toCsv adds the BOM and guards formulas). */
export function auditCsv(
  rows: readonly AuditEvent[],
  language: Language,
): { body: string; fileName: string } {
  const t = auditTexts(language);
  const line = (row: AuditEvent): string[] => [
    row.at,
    t(`actorKinds.${row.actor.kind}`),
    row.actor.name ?? '',
    row.actor.email ?? '',
    row.actor.address ?? '',
    row.action,
    row.subject,
    row.subjectId ?? '',
    row.answerCode ?? '',
    row.form?.title ?? '',
    row.municipality?.name ?? '',
    (row.changedFields ?? []).join(' '),
    row.requestId ?? '',
    row.ip ?? '',
  ];
  const header = COLUMNS.map((column) => t(`columns.${column}`));
  return { body: toCsv([header, ...rows.map(line)]), fileName: `${t('fileName')}.csv` };
}
