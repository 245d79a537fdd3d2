import { en } from './en.ts';
import { es, type ExportCatalogue } from './es.ts';

export type { ExportCatalogue };
/** The Excel export's reference catalogues; the server reads every language's file (apps/server/src/i18n.ts). */
export const EXPORT_CATALOGUES = { en, es } as const;
