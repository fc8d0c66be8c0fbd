import { describe, expect, it } from 'vitest';
import {
  compactDate,
  formatDate,
  formatLongDate,
  formatTimestamp,
  isFutureDate,
  isoDate,
  isValidIsoDate,
  monthYearKey,
  todayIso,
} from './dates';

describe('dates (docs/product.md §9)', () => {
  it('formats a date as DD-MM-YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05-03-2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
  it('formats a timestamp as DD-MM-YYYY HH:mm in a given zone', () => {
    expect(formatTimestamp('2026-03-05T09:07:00.000Z', 'UTC')).toBe('05-03-2026 09:07');
    expect(formatTimestamp('2026-07-05T23:30:00.000Z', 'Europe/London')).toBe('06-07-2026 00:30');
    expect(formatTimestamp('2026-01-05T00:00:00.000Z', 'UTC')).toBe('05-01-2026 00:00');
    expect(formatTimestamp('garbage')).toBe('');
    expect(formatTimestamp(undefined)).toBe('');
  });
  it('reads UTC timestamps from their text exactly as through Date (the export fast path)', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const viaDate = (iso: string) => {
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return '';
      return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    };
    // Every day of 1999–2001 and 2024 (leap years, month ends) at a moving time of day, as stored.
    for (const [from, to] of [
      [Date.UTC(1999, 0, 1), Date.UTC(2002, 0, 1)],
      [Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1)],
    ] as const) {
      for (let t = from, i = 0; t < to; t += 86_400_000, i += 1) {
        const iso = new Date(t + ((i * 7_919_000) % 86_400_000)).toISOString();
        expect(formatTimestamp(iso, 'UTC'), iso).toBe(viaDate(iso));
      }
    }
    // Text that Date reads differently from its digits, or not at all, takes the Date path.
    for (const iso of [
      '2026-02-30T10:00:00.000Z',
      '2026-04-31T23:59:59.999Z',
      '2026-02-29T00:00:00.000Z',
      '2024-02-29T12:34:56.789Z',
      '0999-03-05T10:15:00.000Z',
      '2026-03-05T24:00:00.000Z',
      '2026-03-05T10:15:00Z',
      '2026-03-05T10:15:00.000+01:00',
      '+012026-03-05T10:15:00.000Z',
      '2026-13-05T10:15:00.000Z',
      '2026-03-05',
    ]) {
      expect(formatTimestamp(iso, 'UTC'), iso).toBe(viaDate(iso));
    }
  });
  it('keeps zones apart when they alternate (one cached formatter per zone)', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(formatTimestamp('2026-07-05T23:30:00.000Z', 'Asia/Tokyo')).toBe('06-07-2026 08:30');
      expect(formatTimestamp('2026-07-05T23:30:00.000Z', 'America/New_York')).toBe('05-07-2026 19:30');
      expect(isoDate(new Date('2026-12-31T23:59:00.000Z'), 'Asia/Tokyo')).toBe('2027-01-01');
      expect(formatTimestamp('2026-12-31T23:59:00.000Z', 'UTC')).toBe('31-12-2026 23:59');
    }
  });
  it('formats a timestamp in local time without a zone', () => {
    const d = new Date(2026, 2, 5, 14, 9);
    expect(formatTimestamp(d.toISOString())).toBe('05-03-2026 14:09');
    expect(isoDate(d)).toBe('2026-03-05');
  });
  it('validates ISO dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-3-5')).toBe(false);
    expect(isValidIsoDate(20260305)).toBe(false);
  });
  it('detects future dates', () => {
    expect(isFutureDate('2026-03-06', '2026-03-05')).toBe(true);
    expect(isFutureDate('2026-03-05', '2026-03-05')).toBe(false);
    expect(isFutureDate('2025-12-31', '2026-03-05')).toBe(false);
  });
  it('gives today in a zone', () => {
    expect(todayIso('UTC', new Date('2026-03-05T23:30:00Z'))).toBe('2026-03-05');
    expect(todayIso('Asia/Tokyo', new Date('2026-03-05T23:30:00Z'))).toBe('2026-03-06');
  });
  it('formats export and print dates and month keys', () => {
    expect(compactDate('2026-03-05')).toBe('20260305');
    expect(formatLongDate('2026-03-05')).toBe('05 March 2026');
    expect(monthYearKey('2026-03-05')).toBe('03-2026');
    expect(monthYearKey('')).toBe('');
  });
});

describe('UTC fast path', () => {
  it('gives the same timestamps and dates as the Intl formatter of the UTC zone', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Every 97 minutes over ~20 years: month ends, leap days and midnights included.
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2030, 0, 1); t += 97 * 60_000 * 53) {
      const date = new Date(t);
      const p = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
      expect(formatTimestamp(date.toISOString(), 'UTC')).toBe(
        `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`,
      );
      expect(isoDate(date, 'UTC')).toBe(`${p.year}-${p.month}-${p.day}`);
    }
  });
});
