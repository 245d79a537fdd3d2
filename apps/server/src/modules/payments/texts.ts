import { PAYMENT_CATALOGUES, type Language } from '@cabildo/domain';
import i18next, { type TFunction } from 'i18next';

/**
 * The payment texts of the server (the sandbox's card page, the receipt) from the catalogues in
 * packages/domain/src/i18n/catalogues/payment; languages without one get Spanish, as the server's
 * other texts do (apps/server/src/i18n.ts).
 */
const paymentI18n = i18next.createInstance();
void paymentI18n.init({
  resources: Object.fromEntries(
    Object.entries(PAYMENT_CATALOGUES).map(([language, payment]) => [language, { payment }]),
  ),
  ns: ['payment'],
  defaultNS: 'payment',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export const paymentTexts = (language: Language): TFunction<'payment'> =>
  paymentI18n.getFixedT(language, 'payment');
