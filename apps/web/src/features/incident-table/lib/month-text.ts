/** Months are typed MM-YYYY, as dates are typed DD-MM-YYYY (docs/product.md §9). */
export const MONTH_TEXT_PLACEHOLDER = 'MM-YYYY';

/** What is typed, shaped as MM-YYYY: digits only, a dash once the year's first digit comes. */
export function maskMonthText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** 'MM-YYYY' → 'YYYY-MM' (the filter's month) when the month is 01 to 12, else null. */
export function parseMonthText(text: string): string | null {
  const match = /^(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${match[1]}` : null;
}

/** 'YYYY-MM' → 'MM-YYYY'; anything else is shown as it is. */
export function monthTextOf(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? `${match[2]}-${match[1]}` : value;
}
