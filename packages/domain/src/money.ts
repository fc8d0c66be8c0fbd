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

/** Pence beyond which a sum would stop being exact: every total is kept within it. */
const MAX_PENCE = Number.MAX_SAFE_INTEGER;

/** A value as whole pence, within ±MAX_PENCE (an infinite value counts as the bound, NaN as 0). */
function toPence(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.max(-MAX_PENCE, Math.min(MAX_PENCE, Math.round(value * 100)));
}

/**
 * Sum of money values, null treated as 0, added in whole pence so that it is exact and never overflows
 * (values stored before amounts were bounded may be huge: the total is held at the largest exact amount).
 */
export function sumPounds(...values: (number | null | undefined)[]): number {
  let pence = 0;
  for (const v of values) {
    if (typeof v === 'number') pence = Math.max(-MAX_PENCE, Math.min(MAX_PENCE, pence + toPence(v)));
  }
  return pence / 100;
}
