/** docs/product.md §9: costs are in pounds with 2 decimals. */
const POUNDS = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → '£1,234.50'; -5 → '-£5.00'; null/undefined/NaN → '£0.00'. */
export function formatPounds(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const text = POUNDS.format(Math.abs(n));
  return n < 0 && text !== '0.00' ? `-£${text}` : `£${text}`;
}

/** Like formatPounds, but a dash when the value is 0, null or not a number (docs/product.md §2 Total Cost). */
export function formatPoundsOrDash(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return '-';
  return formatPounds(value);
}

/** Sum of money values, null treated as 0, rounded to pennies. */
export function sumPounds(...values: (number | null | undefined)[]): number {
  const total = values.reduce<number>(
    (acc, v) => acc + (typeof v === 'number' && Number.isFinite(v) ? v : 0),
    0,
  );
  return Math.round(total * 100) / 100;
}
