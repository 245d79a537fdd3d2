import {
  formatMoney,
  payOrderRequestSchema,
  type CitizenData,
  type PaymentView,
  type PayOrderRequest,
} from '@cabildo/domain';
import i18next from 'i18next';
import type { PayDetails } from './types.ts';

/**
 * The payment wizard's rules (spec part 2 §2 "Payment wizard", §5 "Ticket payment"): three steps —
 * order, user data, account summary — each checked before the next, with the shared schema.
 */

export type { DraftPayment, PayDetails } from './types.ts';

export const WIZARD_STEPS = ['order', 'user', 'summary'] as const;
export type WizardStep = 0 | 1 | 2;

export type DetailField = keyof PayDetails;
/** Catalogue keys of the problems, by field. */
export type DetailErrors = Partial<Record<DetailField, string>>;

const STEP_FIELDS: Record<WizardStep, DetailField[]> = {
  0: ['sectionName', 'quantity'],
  1: ['fullName', 'idNumber', 'email', 'phone'],
  2: ['sectionName', 'quantity', 'fullName', 'idNumber', 'email', 'phone'],
};

/** Blank details; the citizen's own data filled in when the form has one (citizen portal, citizen step). */
export function blankDetails(citizen: CitizenData | null): PayDetails {
  // A legal entity's surname is 'Dummy' (spec part 2 §3): its name alone.
  const surname = citizen?.lastName === 'Dummy' ? '' : citizen?.lastName;
  return {
    sectionName: '',
    quantity: 0,
    fullName: [citizen?.firstName, surname].filter(Boolean).join(' '),
    idNumber: citizen?.dni ?? citizen?.cuit ?? '',
    email: citizen?.email ?? '',
    phone: citizen?.phone ?? '',
  };
}

/**
 * The problems of one step's fields: the section must be one with tickets left, the quantity one
 * of its choices (1 to the maximum per transaction, limited by the stock left), the user data as
 * the shared schema says (full name, id of 7 to 12 characters, e-mail, phone).
 */
export function stepErrors(step: WizardStep, details: PayDetails, view: PaymentView): DetailErrors {
  const errors: DetailErrors = {};
  const fields = STEP_FIELDS[step];
  const section = view.sections.find((candidate) => candidate.name === details.sectionName);
  if (fields.includes('sectionName') && (!section || section.quantityOptions.length === 0))
    errors.sectionName = 'payments.wizard.chooseSection';
  if (fields.includes('quantity') && !section?.quantityOptions.includes(details.quantity))
    errors.quantity = 'payments.wizard.chooseQuantity';
  const parsed = payOrderRequestSchema.safeParse(details);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DetailField;
      if (!fields.includes(field) || field === 'sectionName' || field === 'quantity') continue;
      errors[field] ??= /^payments\.errors\./.test(issue.message)
        ? issue.message
        : 'errors.VALIDATION_FAILED';
    }
  return errors;
}

/** The order as sent: the details trimmed. */
export const orderRequest = (details: PayDetails): PayOrderRequest => ({
  sectionName: details.sectionName,
  quantity: details.quantity,
  fullName: details.fullName.trim(),
  idNumber: details.idNumber.trim(),
  email: details.email.trim(),
  phone: details.phone.trim(),
});

/** A price in cents in the reader's number and currency format ('25,00 €' in Spanish, '€25.00' in English). */
export const money = (cents: number, currency = 'EUR') => formatMoney(cents, currency, i18next.language);

/** The catalogue key of a failed validation (spec part 2 §8): no stock and unknown section have their own. */
export function orderFailureKey(code: string | null): string {
  if (code === 'PAYMENT_NO_STOCK') return 'errors.PAYMENT_NO_STOCK';
  if (code === 'PAYMENT_SECTION_UNKNOWN') return 'errors.PAYMENT_SECTION_UNKNOWN';
  if (code === 'RATE_LIMITED') return 'errors.RATE_LIMITED';
  if (code === 'NETWORK') return 'errors.network';
  return 'payments.wizard.orderFailed';
}
