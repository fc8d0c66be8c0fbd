import { describe, expect, it } from 'vitest';
import {
  addDays,
  applyScheduleUpdate,
  DEFAULT_DUE_DAYS,
  DUE_DATE_MSG,
  daysOverdue,
  defaultSchedule,
  dueOrOverdue,
  earliestOpenDueDate,
  emptySchedule,
  investigationSeverity,
  overdueSections,
  type ScheduledInvestigation,
  ZDueDateDefaults,
} from './due-dates';
import {
  CHART_INCIDENT_COLUMN_IDS,
  hasOverdueOnlyFilter,
  INCIDENT_COLUMN_IDS,
  overdueOnlyFilter,
} from './incident-columns';

const unsigned = {
  containmentAction: false,
  rootCause: false,
  correctiveAction: false,
  verificationOfEffectiveness: false,
  preventiveAction: false,
};

describe('due date defaults', () => {
  it('gives containment 1, 3 and 7 days for critical, major and minor', () => {
    const start = '2026-03-10';
    expect(defaultSchedule(DEFAULT_DUE_DAYS, 'critical', start, 'u1').containmentAction).toEqual({
      owner: 'u1',
      dueDate: '2026-03-11',
    });
    expect(defaultSchedule(DEFAULT_DUE_DAYS, 'major', start, 'u1').containmentAction.dueDate).toBe(
      '2026-03-13',
    );
    expect(defaultSchedule(DEFAULT_DUE_DAYS, 'minor', start, 'u1').containmentAction.dueDate).toBe(
      '2026-03-17',
    );
  });

  it("uses the 'none' row without a severity and the admin's table when edited", () => {
    const edited = { ...DEFAULT_DUE_DAYS, rootCause: { critical: 2, major: 4, minor: 6, none: 11 } };
    const schedule = defaultSchedule(edited, null, '2026-12-30', 'u2');
    expect(schedule.rootCause).toEqual({ owner: 'u2', dueDate: '2027-01-10' });
    expect(schedule.preventiveAction.dueDate).toBe(
      addDays('2026-12-30', DEFAULT_DUE_DAYS.preventiveAction.none),
    );
  });

  it('takes the most severe of the incidents as the investigation severity', () => {
    expect(investigationSeverity(['minor', null, 'critical', 'major'])).toBe('critical');
    expect(investigationSeverity(['minor', 'major'])).toBe('major');
    expect(investigationSeverity([null, undefined])).toBeNull();
    expect(investigationSeverity([])).toBeNull();
  });

  it('refuses negative, fractional and missing days in an edited table', () => {
    expect(ZDueDateDefaults.safeParse(DEFAULT_DUE_DAYS).success).toBe(true);
    const bad = (days: unknown) =>
      ZDueDateDefaults.safeParse({
        ...DEFAULT_DUE_DAYS,
        rootCause: { ...DEFAULT_DUE_DAYS.rootCause, major: days },
      }).success;
    expect(bad(-1)).toBe(false);
    expect(bad(1.5)).toBe(false);
    expect(bad(undefined)).toBe(false);
  });
});

describe('overdue', () => {
  const inv = (over: Partial<ScheduledInvestigation> = {}): ScheduledInvestigation => ({
    completed: false,
    signed: unsigned,
    schedule: {
      ...emptySchedule(),
      containmentAction: { owner: 'a', dueDate: '2026-03-01' },
      rootCause: { owner: 'b', dueDate: '2026-03-05' },
    },
    ...over,
  });

  it('counts days overdue as today minus the due date, 0 on or before the due date', () => {
    expect(daysOverdue('2026-03-01', '2026-03-04')).toBe(3);
    expect(daysOverdue('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysOverdue('2026-03-01', '2026-02-20')).toBe(0);
    expect(daysOverdue(null, '2026-03-04')).toBe(0);
  });

  it('lists open sections due before today only', () => {
    expect(overdueSections(inv(), '2026-03-05')).toEqual([
      { section: 'containmentAction', owner: 'a', dueDate: '2026-03-01', daysOverdue: 4 },
    ]);
  });

  it('never counts signed-off sections or completed investigations', () => {
    expect(overdueSections(inv({ signed: { ...unsigned, containmentAction: true } }), '2026-03-05')).toEqual(
      [],
    );
    expect(overdueSections(inv({ completed: true }), '2026-04-01')).toEqual([]);
  });

  it('gives the earliest open due date', () => {
    expect(earliestOpenDueDate(inv())).toBe('2026-03-01');
    expect(earliestOpenDueDate(inv({ signed: { ...unsigned, containmentAction: true } }))).toBe('2026-03-05');
    expect(earliestOpenDueDate(inv({ completed: true }))).toBeNull();
  });

  it('lists what is due within some days or overdue for a given day', () => {
    const items = [
      { dueDate: '2026-03-01' },
      { dueDate: '2026-03-08' },
      { dueDate: '2026-03-09' },
      { dueDate: null },
    ];
    expect(dueOrOverdue(items, '2026-03-05', 3)).toEqual([
      { dueDate: '2026-03-01' },
      { dueDate: '2026-03-08' },
    ]);
  });
});

describe('moving a due date', () => {
  const previous = { ...emptySchedule(), rootCause: { owner: 'a', dueDate: '2026-03-05' } };

  it('refuses a move without a reason', () => {
    const result = applyScheduleUpdate(
      previous,
      { rootCause: { dueDate: '2026-03-20' } },
      { rootCause: '  ' },
    );
    expect(result).toEqual({
      ok: false,
      message: DUE_DATE_MSG.reasonRequired,
      issues: [{ path: 'dueDateReasons.rootCause', message: DUE_DATE_MSG.reasonRequired }],
    });
  });

  it('moves it with a reason and reports the move', () => {
    const result = applyScheduleUpdate(
      previous,
      { rootCause: { dueDate: '2026-03-20' } },
      { rootCause: 'Waiting for the supplier report.' },
    );
    expect(result.ok && result.next.rootCause).toEqual({ owner: 'a', dueDate: '2026-03-20' });
    expect(result.ok && result.moved).toEqual([
      {
        section: 'rootCause',
        from: '2026-03-05',
        to: '2026-03-20',
        reason: 'Waiting for the supplier report.',
      },
    ]);
  });

  it('needs no reason for a first due date, an unchanged one or an owner change', () => {
    const result = applyScheduleUpdate(
      previous,
      {
        containmentAction: { dueDate: '2026-03-02' },
        rootCause: { owner: 'b', dueDate: '2026-03-05' },
      },
      undefined,
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.next.rootCause).toEqual({ owner: 'b', dueDate: '2026-03-05' });
    expect(result.ok && result.moved).toEqual([]);
  });

  it('needs a reason to clear a due date', () => {
    expect(applyScheduleUpdate(previous, { rootCause: { dueDate: null } }, {}).ok).toBe(false);
  });
});

describe('overdue only filter', () => {
  it('is recognised among the filters', () => {
    expect(hasOverdueOnlyFilter([overdueOnlyFilter()])).toBe(true);
    expect(hasOverdueOnlyFilter([{ ...overdueOnlyFilter(), from: 5 }])).toBe(false);
  });

  it('keeps Due and Days overdue out of the chart columns (they change with the day)', () => {
    expect(INCIDENT_COLUMN_IDS.slice(-2)).toEqual(['dueDate', 'daysOverdue']);
    expect(CHART_INCIDENT_COLUMN_IDS).not.toContain('dueDate');
    expect(CHART_INCIDENT_COLUMN_IDS).not.toContain('daysOverdue');
    expect(CHART_INCIDENT_COLUMN_IDS).toHaveLength(INCIDENT_COLUMN_IDS.length - 2);
  });
});
