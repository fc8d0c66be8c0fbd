import { describe, expect, it } from 'vitest';
import { DEFAULT_DUE_DAYS, type DueSection, defaultSchedule } from './due-dates';
import { isSeverityRaise, replanMoves, replanReason } from './investigation-replan';

describe('re-planning open sections after a severity change', () => {
  const start = '2026-03-01';
  const signed = (...sections: DueSection[]) =>
    Object.fromEntries(
      [
        'containmentAction',
        'rootCause',
        'correctiveAction',
        'verificationOfEffectiveness',
        'preventiveAction',
      ].map((s) => [s, sections.includes(s as DueSection)]),
    ) as Record<DueSection, boolean>;
  const minorPlan = defaultSchedule(DEFAULT_DUE_DAYS, 'minor', start, 'u1');
  const majorPlan = defaultSchedule(DEFAULT_DUE_DAYS, 'major', start, 'u1');

  it('moves each open section to the default of the new severity, from the start day', () => {
    const moves = replanMoves(
      { completed: false, schedule: minorPlan, signed: signed('containmentAction') },
      DEFAULT_DUE_DAYS,
      'major',
      start,
    );
    expect(moves.map((m) => m.section)).not.toContain('containmentAction');
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      expect(move).toEqual({
        section: move.section,
        from: minorPlan[move.section].dueDate,
        to: majorPlan[move.section].dueDate,
      });
    }
  });

  it('a completed investigation, or one already on plan, has no moves', () => {
    expect(
      replanMoves(
        { completed: true, schedule: minorPlan, signed: signed() },
        DEFAULT_DUE_DAYS,
        'major',
        start,
      ),
    ).toEqual([]);
    expect(
      replanMoves(
        { completed: false, schedule: majorPlan, signed: signed() },
        DEFAULT_DUE_DAYS,
        'major',
        start,
      ),
    ).toEqual([]);
  });

  it('the moves carry a reason naming the severity', () => {
    expect(replanReason('critical')).toBe('Re-planned from the due-date defaults for severity Critical.');
    expect(replanReason(null)).toBe('Re-planned from the due-date defaults for severity No severity.');
  });
});

describe('a severity raise', () => {
  it('is a change to a more severe one (or a first severity)', () => {
    expect(isSeverityRaise('minor', 'major')).toBe(true);
    expect(isSeverityRaise(null, 'minor')).toBe(true);
    expect(isSeverityRaise('major', 'critical')).toBe(true);
    expect(isSeverityRaise('critical', 'major')).toBe(false);
    expect(isSeverityRaise('major', 'major')).toBe(false);
    expect(isSeverityRaise('major', null)).toBe(false);
  });
});
