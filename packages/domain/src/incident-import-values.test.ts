import { describe, expect, it } from 'vitest';
import {
  parseImportDate,
  parseImportNumber,
  parseImportTimestamp,
  parseMoney,
  parseSeverityLabel,
  parseStatusLabel,
  parseYesNo,
  spreadsheetSerialToDate,
} from './incident-import-values';

describe('import dates (decision 054)', () => {
  it('reads DD-MM-YYYY, with other separators and one-digit days and months', () => {
    expect(parseImportDate('05-03-2026')).toBe('2026-03-05');
    expect(parseImportDate('5/3/2026')).toBe('2026-03-05');
    expect(parseImportDate('05.03.2026')).toBe('2026-03-05');
    expect(parseImportDate('05-03-2026 14:30')).toBe('2026-03-05');
  });
  it('reads YYYY-MM-DD and ISO timestamps', () => {
    expect(parseImportDate('2026-03-05')).toBe('2026-03-05');
    expect(parseImportDate('2026/3/5')).toBe('2026-03-05');
    expect(parseImportDate('2026-03-05T10:00:00Z')).toBe('2026-03-05');
  });
  it('reads spreadsheet serial numbers (1900 date system)', () => {
    expect(parseImportDate('45000')).toBe('2023-03-15');
    expect(parseImportDate(44927)).toBe('2023-01-01');
    expect(parseImportDate('1')).toBe('1900-01-01');
    expect(parseImportDate('61')).toBe('1900-03-01');
    expect(parseImportDate('45000.75')).toBe('2023-03-15');
    expect(spreadsheetSerialToDate(0)).toBeNull();
  });
  it('refuses what is not a real date, and answers null for an empty cell', () => {
    expect(parseImportDate('31-02-2026')).toBeNull();
    expect(parseImportDate('13-13-2026')).toBeNull();
    expect(parseImportDate('yesterday')).toBeNull();
    expect(parseImportDate('')).toBeNull();
    expect(parseImportDate(null)).toBeNull();
    expect(parseImportDate('99999999')).toBeNull();
  });
  it('reads timestamps as the export writes them, ISO ones and serials with a time of day', () => {
    expect(parseImportTimestamp('05-03-2026 14:30')).toBe('2026-03-05T14:30:00.000Z');
    expect(parseImportTimestamp('2026-03-05')).toBe('2026-03-05T00:00:00.000Z');
    expect(parseImportTimestamp('2026-03-05T14:30:00+01:00')).toBe('2026-03-05T13:30:00.000Z');
    expect(parseImportTimestamp('45000.5')).toBe('2023-03-15T12:00:00.000Z');
    expect(parseImportTimestamp('05-03-2026 25:00')).toBeNull();
    expect(parseImportTimestamp('soon')).toBeNull();
  });
});

describe('import numbers and money', () => {
  it('reads numbers with or without thousands separators', () => {
    expect(parseImportNumber('1234')).toBe(1234);
    expect(parseImportNumber('1,234')).toBe(1234);
    expect(parseImportNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseImportNumber('1 234')).toBe(1234);
    expect(parseImportNumber(12)).toBe(12);
    expect(parseImportNumber('12,34')).toBeNull();
    expect(parseImportNumber('twelve')).toBeNull();
    expect(parseImportNumber('')).toBeNull();
  });
  it('reads money with or without £ and thousands separators, negatives included', () => {
    expect(parseMoney('£1,234.50')).toBe(1234.5);
    expect(parseMoney('1234.5')).toBe(1234.5);
    expect(parseMoney('£12')).toBe(12);
    expect(parseMoney('-£5.00')).toBe(-5);
    expect(parseMoney('£-5')).toBe(-5);
    expect(parseMoney('(£5.00)')).toBe(-5);
    expect(parseMoney('GBP 10')).toBe(10);
    expect(parseMoney(7.25)).toBe(7.25);
  });
  it('refuses amounts with more than 2 decimals, other currencies and text', () => {
    expect(parseMoney('£1.234')).toBeNull();
    expect(parseMoney('$5')).toBeNull();
    expect(parseMoney('lots')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });
});

describe('import labels', () => {
  it('reads statuses by their label or name, whatever the case', () => {
    expect(parseStatusLabel('Pending Update')).toBe('pending-update');
    expect(parseStatusLabel('closed')).toBe('closed');
    expect(parseStatusLabel('under-investigation')).toBe('under-investigation');
    expect(parseStatusLabel(' INVESTIGATION COMPLETED ')).toBe('investigation-completed');
    expect(parseStatusLabel('Open')).toBeNull();
  });
  it('reads severities and yes/no', () => {
    expect(parseSeverityLabel('Major')).toBe('major');
    expect(parseSeverityLabel('bad')).toBeNull();
    expect(parseYesNo('Yes')).toBe(true);
    expect(parseYesNo('n')).toBe(false);
    expect(parseYesNo('')).toBeNull();
    expect(parseYesNo('maybe')).toBeUndefined();
  });
});
