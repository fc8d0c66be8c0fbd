import { describe, expect, it } from 'vitest';
import { fromDbTimestamp } from './values';

describe('fromDbTimestamp', () => {
  it('returns canonical ISO text as it is and normalises anything else', () => {
    expect(fromDbTimestamp('2026-11-22T05:31:29.034Z')).toBe('2026-11-22T05:31:29.034Z');
    expect(fromDbTimestamp('2026-11-22T05:31:29Z')).toBe('2026-11-22T05:31:29.000Z');
    expect(fromDbTimestamp('2026-11-22 05:31:29+01:00')).toBe('2026-11-22T04:31:29.000Z');
    expect(fromDbTimestamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
  });

  it('refuses values that are not timestamps', () => {
    expect(() => fromDbTimestamp(42)).toThrow('Unexpected timestamp value');
  });
});
