import { isValidDate } from '@cabildo/domain';

export { dateToDisplay, localized } from '@cabildo/domain';

/** Digits typed into a date field, laid out as DD/MM/YYYY while typing. */
export function formatTypedDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * What a date field stores: YYYY-MM-DD once the shown date is complete and real, blank when empty;
 * an unfinished or impossible date is kept as typed so the value check can point at it.
 */
export function displayToStored(display: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display);
  if (match) {
    const iso = `${match[3]}-${match[2]}-${match[1]}`;
    if (isValidDate(iso)) return iso;
  }
  return display;
}

/** Digits typed into a time field, laid out as HH:MM (24 hours) while typing. */
export function formatTypedTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
