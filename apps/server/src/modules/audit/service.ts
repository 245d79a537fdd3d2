import {
  AUDIT_EXPORT_MAX,
  AUDIT_SUBJECT_ALIASES,
  subject,
  type AuditFilter,
  type AuditList,
  type AuditVerification,
  type Language,
} from '@cabildo/domain';
import type { Db } from '../../db/client.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { auditCsv } from './csv.ts';
import { auditConditions, auditPage, type AuditReach } from './query.ts';
import { verifyChains } from './verify.ts';
import { audit } from './write.ts';

type Page = { cursor?: string | undefined; limit: number };

/**
 * The audit trail's reader (issue 31): the viewer's pages, a record's history, the CSV export and
 * the chain's verification. Admin: every municipality (and the verification); elevated supervisor:
 * the own municipality; nobody else.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, filter: AuditFilter, page: Page): Promise<AuditList> {
    requireAccess(auth, 'read', 'auditoria');
    return auditPage(this.db, auditConditions(this.reach(auth, filter.municipalityId), filter), page);
  }

  async history(
    auth: AuthContext,
    target: { subject: 'respuesta' | 'usuario'; subjectId: string },
    page: Page,
  ): Promise<AuditList> {
    requireAccess(auth, 'read', 'auditoria');
    const condition = auditConditions(this.reach(auth, undefined), {
      subjects: AUDIT_SUBJECT_ALIASES[target.subject],
      subjectId: target.subjectId,
    } as AuditFilter);
    return auditPage(this.db, condition, page);
  }

  /** The filtered rows as CSV (at most AUDIT_EXPORT_MAX); the export is itself audited with its filter. */
  async exportCsv(auth: AuthContext, filter: AuditFilter, language: Language) {
    requireAccess(auth, 'read', 'auditoria');
    const condition = auditConditions(this.reach(auth, filter.municipalityId), filter);
    return this.db.transaction(async (tx) => {
      const { rows } = await auditPage(tx, condition, { limit: AUDIT_EXPORT_MAX });
      await audit(tx, {
        actorId: auth.row.id,
        action: 'audit.export',
        subject: 'auditoria',
        municipalityId: filter.municipalityId ?? auth.actor.municipalityId,
        after: { filter, rows: rows.length },
        changedFields: null,
      });
      return auditCsv(rows, language);
    });
  }

  async verify(auth: AuthContext, municipalityId: string | undefined): Promise<AuditVerification> {
    requireAccess(auth, 'manage', 'auditoria');
    return verifyChains(this.db, municipalityId);
  }

  /** Everywhere for whoever may manage the trail; else the own municipality, and 403 for another one. */
  private reach(auth: AuthContext, asked: string | undefined): AuditReach {
    if (mayAccess(auth, 'manage', 'auditoria')) return 'everywhere';
    const own = auth.actor.municipalityId;
    requireAccess(auth, 'read', subject('auditoria', { municipalityId: asked ?? own }));
    return { municipalityId: own };
  }
}
