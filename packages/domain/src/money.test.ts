import { describe, expect, it } from 'vitest';
import { formatPounds, formatPoundsOrDash, sumPounds } from './money';

describe('money (docs/product.md §9)', () => {
  it('formats pounds with two decimals and thousands separators', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(-5)).toBe('-£5.00');
    expect(formatPounds(1_000_000.456)).toBe('£1,000,000.46');
    expect(formatPounds(null)).toBe('£0.00');
  });
  it('shows a dash for zero or nothing', () => {
    expect(formatPoundsOrDash(0)).toBe('-');
    expect(formatPoundsOrDash(null)).toBe('-');
    expect(formatPoundsOrDash(Number.NaN)).toBe('-');
    expect(formatPoundsOrDash(12)).toBe('£12.00');
  });
  it('sums to pennies', () => {
    expect(sumPounds(0.1, 0.2, null)).toBe(0.3);
    expect(sumPounds()).toBe(0);
  });
  it('stays finite and exact in pence for any values, even those stored before amounts were bounded', () => {
    expect(sumPounds(1e308, 1e308, 1e308)).toBe(Number.MAX_SAFE_INTEGER / 100);
    expect(sumPounds(-1e308, -1e308)).toBe(-Number.MAX_SAFE_INTEGER / 100);
    expect(sumPounds(100_000_000, 100_000_000, -0.01)).toBe(199_999_999.99);
    expect(sumPounds(Number.NaN, 1)).toBe(1);
  });
});
