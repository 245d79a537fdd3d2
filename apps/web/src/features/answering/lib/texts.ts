export { dateToDisplay, localized } from '@cabildo/domain';
export { displayToStored, formatTypedDate } from '../../../components/PickerField.tsx';

/** Digits typed into a time field, laid out as HH:MM (24 hours) while typing. */
export function formatTypedTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
