import { describe, expect, it } from 'vitest';
import { maskMonthText, monthTextOf, parseMonthText } from './month-text';

describe('month text', () => {
  it('shapes typed digits as MM-YYYY', () => {
    expect(maskMonthText('0')).toBe('0');
    expect(maskMonthText('03')).toBe('03');
    expect(maskMonthText('032')).toBe('03-2');
    expect(maskMonthText('03/2026 and more')).toBe('03-2026');
  });

  it('reads whole months only', () => {
    expect(parseMonthText('03-2026')).toBe('2026-03');
    expect(parseMonthText('12-1999')).toBe('1999-12');
    expect(parseMonthText('13-2026')).toBeNull();
    expect(parseMonthText('00-2026')).toBeNull();
    expect(parseMonthText('03-20')).toBeNull();
    expect(parseMonthText('')).toBeNull();
  });

  it('shows a filter month as MM-YYYY', () => {
    expect(monthTextOf('2026-03')).toBe('03-2026');
    expect(monthTextOf('03-20')).toBe('03-20');
  });
});
