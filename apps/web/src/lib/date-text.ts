import { formatDate, isValidIsoDate } from '@qi/domain/dates';

/** docs/product.md §9: dates are shown and typed as DD-MM-YYYY. */
export const DATE_TEXT_PLACEHOLDER = 'DD-MM-YYYY';

/**
 * What is typed, shaped as DD-MM-YYYY: digits only, a dash after the day and the month once the next digit
 * comes (no trailing dash, so deleting one back works as expected).
 */
export function maskDateText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** 'DD-MM-YYYY' → 'YYYY-MM-DD' when it is a real calendar date, else null ('31-02-2026' is not). */
export function parseDateText(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' for the input; anything else is shown as it is. */
export function dateTextOf(value: string): string {
  return isValidIsoDate(value) ? formatDate(value) : value;
}
