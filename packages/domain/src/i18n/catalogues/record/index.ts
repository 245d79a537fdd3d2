import { en } from './en.ts';
import { es, type RecordCatalogue } from './es.ts';

export type { RecordCatalogue };
/** The PDF record's catalogues by language; languages without one fall back as the e-mails do. */
export const RECORD_CATALOGUES = { en, es } as const;
