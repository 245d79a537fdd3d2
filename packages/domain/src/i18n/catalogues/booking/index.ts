import { en } from './en.ts';
import { es, type BookingCatalogue } from './es.ts';

export type { BookingCatalogue };
/** The embedded booking page's catalogues by language; languages without one fall back as the e-mails do. */
export const BOOKING_CATALOGUES = { en, es } as const;
