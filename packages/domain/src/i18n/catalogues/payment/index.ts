import { en } from './en.ts';
import { es, type PaymentCatalogue } from './es.ts';

export type { PaymentCatalogue };
/** The payment texts of the server (sandbox card page, receipt) by language. */
export const PAYMENT_CATALOGUES = { en, es } as const;
