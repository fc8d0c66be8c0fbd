import { describe, expect, it } from 'vitest';
import { formatListTotal, LIST_TOTAL_CAP, listTotalOf, totalCountLimit } from './list-total';

describe('list totals', () => {
  it('counts up to the cap on the first pages, and one page further on the pages past it', () => {
    expect(totalCountLimit(0, 25)).toBe(LIST_TOTAL_CAP);
    expect(totalCountLimit(399, 25)).toBe(LIST_TOTAL_CAP);
    expect(totalCountLimit(400, 25)).toBe(10_025);
    expect(totalCountLimit(500, 100)).toBe(50_100);
  });

  it('is exact up to the limit and capped past it', () => {
    expect(listTotalOf(0, 10_000)).toEqual({ total: 0, totalCapped: false });
    expect(listTotalOf(10_000, 10_000)).toEqual({ total: 10_000, totalCapped: false });
    expect(listTotalOf(10_001, 10_000)).toEqual({ total: 10_000, totalCapped: true });
  });

  it('writes a capped total with a plus and thousands separated', () => {
    expect(formatListTotal({ total: 7, totalCapped: false })).toBe('7');
    expect(formatListTotal({ total: 9_876, totalCapped: false })).toBe('9,876');
    expect(formatListTotal({ total: 10_000, totalCapped: true })).toBe('10,000+');
  });
});
