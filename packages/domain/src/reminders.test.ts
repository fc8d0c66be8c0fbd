import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  daysBetween,
  daysOverdue,
  digestWeek,
  isoWeekday,
  remindersDue,
} from './reminders';

const due = (dueDate: string, today: string) => remindersDue({ dueDate }, today, DEFAULT_REMINDER_SETTINGS);

describe('reminders (docs/product.md §3 Reminders)', () => {
  it('counts days across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysOverdue('2026-12-01', '2026-12-04')).toBe(3);
    expect(daysOverdue('2026-12-05', '2026-12-04')).toBe(0);
  });

  it('reminds within 3 days of the due date, then says overdue, then escalates after 7 days overdue', () => {
    expect(due('2026-12-10', '2026-12-06')).toEqual([]);
    expect(due('2026-12-10', '2026-12-07')).toEqual(['due-soon']);
    expect(due('2026-12-10', '2026-12-10')).toEqual(['due-soon']);
    expect(due('2026-12-10', '2026-12-11')).toEqual(['overdue']);
    expect(due('2026-12-10', '2026-12-17')).toEqual(['overdue']);
    expect(due('2026-12-10', '2026-12-18')).toEqual(['overdue', 'escalation']);
  });

  it('takes its settings: on the day only, escalation at once', () => {
    const settings = { daysBefore: 0, escalateAfterDays: 0, digestWeekday: 5 };
    expect(remindersDue({ dueDate: '2026-12-10' }, '2026-12-09', settings)).toEqual([]);
    expect(remindersDue({ dueDate: '2026-12-10' }, '2026-12-11', settings)).toEqual([
      'overdue',
      'escalation',
    ]);
  });

  it('keys the weekly digest by the digest day on or before today', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(digestWeek('2026-11-30', 1)).toBe('2026-11-30');
    expect(digestWeek('2026-12-03', 1)).toBe('2026-11-30');
    expect(digestWeek('2026-12-07', 1)).toBe('2026-12-07');
    expect(digestWeek('2026-12-03', 5)).toBe('2026-11-27');
  });
});
