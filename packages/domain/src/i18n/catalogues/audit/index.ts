import { en } from './en.ts';
import { es, type AuditCatalogue } from './es.ts';

export type { AuditCatalogue };
/** The audit export's reference catalogues; the server reads every language's file (apps/server/src/i18n.ts). */
export const AUDIT_CATALOGUES = { en, es } as const;
