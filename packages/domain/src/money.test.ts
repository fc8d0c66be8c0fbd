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
});
