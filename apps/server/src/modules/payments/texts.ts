/**
 * The payment texts of the server (the sandbox's card page, the receipt) come from the catalogues in
 * packages/domain/src/i18n/catalogues/payment, through the server's one i18next instance.
 */
export { paymentTexts } from '../../i18n.ts';
