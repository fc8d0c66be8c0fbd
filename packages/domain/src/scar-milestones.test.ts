import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCAR_MILESTONE_DAYS,
  milestoneMetAt,
  milestoneState,
  milestonesOf,
  SCAR_MILESTONE_MSG,
  scheduleFor,
} from './scar-milestones';

describe('SCAR milestones', () => {
  it('dates each milestone of the form from the admin defaults', () => {
    const { schedule, issues } = scheduleFor('full-8d', '2026-03-01', DEFAULT_SCAR_MILESTONE_DAYS);
    expect(issues).toEqual([]);
    expect(schedule).toEqual({
      acknowledge: '2026-03-03',
      containment: '2026-03-04',
      rootCause: '2026-03-15',
      actions: '2026-03-31',
      closure: '2026-04-30',
    });
    expect(milestonesOf('short')).toEqual(['acknowledge', 'containment', 'actions']);
    expect(Object.keys(scheduleFor('short', '2026-03-01', DEFAULT_SCAR_MILESTONE_DAYS).schedule)).toEqual([
      'acknowledge',
      'containment',
      'actions',
    ]);
  });

  it('takes given dates, refusing one in the past or before an earlier milestone', () => {
    const given = scheduleFor('short', '2026-03-01', DEFAULT_SCAR_MILESTONE_DAYS, {
      containment: '2026-03-10',
    });
    expect(given.schedule.containment).toBe('2026-03-10');
    expect(given.issues).toEqual([]);
    const early = scheduleFor('short', '2026-03-01', DEFAULT_SCAR_MILESTONE_DAYS, { actions: '2026-03-02' });
    expect(early.issues).toEqual([{ path: 'dueDates.actions', message: SCAR_MILESTONE_MSG.order }]);
    const past = scheduleFor('short', '2026-03-01', DEFAULT_SCAR_MILESTONE_DAYS, {
      acknowledge: '2026-02-28',
    });
    expect(past.issues).toEqual([{ path: 'dueDates.acknowledge', message: SCAR_MILESTONE_MSG.past }]);
  });

  it('is met by acknowledging or by its stage submitted, and open again when the stage is returned', () => {
    const stages = {
      d3: { status: 'submitted' as const, firstSubmittedAt: '2026-03-05T10:00:00.000Z' },
      d4: { status: 'returned' as const, firstSubmittedAt: '2026-03-06T10:00:00.000Z' },
    };
    expect(milestoneMetAt('acknowledge', '2026-03-02T08:00:00.000Z', stages)).toBe(
      '2026-03-02T08:00:00.000Z',
    );
    expect(milestoneMetAt('containment', null, stages)).toBe('2026-03-05T10:00:00.000Z');
    expect(milestoneMetAt('rootCause', null, stages)).toBeNull();
    expect(milestoneMetAt('closure', null, stages)).toBeNull();
  });

  it('tells open, overdue, met and met late apart', () => {
    expect(milestoneState({ dueDate: '2026-03-04', metAt: null }, '2026-03-04')).toBe('open');
    expect(milestoneState({ dueDate: '2026-03-04', metAt: null }, '2026-03-05')).toBe('overdue');
    expect(milestoneState({ dueDate: '2026-03-04', metAt: '2026-03-04T23:00:00.000Z' }, '2026-03-09')).toBe(
      'met',
    );
    expect(milestoneState({ dueDate: '2026-03-04', metAt: '2026-03-05T01:00:00.000Z' }, '2026-03-09')).toBe(
      'met-late',
    );
  });
});
