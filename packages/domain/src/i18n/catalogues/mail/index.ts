import { en } from './en.ts';
import { es, type MailCatalogue } from './es.ts';

export type { MailCatalogue };
/** The server's e-mail catalogues by language; languages without one fall back as the web app does. */
export const MAIL_CATALOGUES = { en, es } as const;
