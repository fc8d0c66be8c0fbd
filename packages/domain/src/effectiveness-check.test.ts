import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  decideNewInvestigation,
  decideRecord,
  decideReschedule,
  defaultEffectivenessDueDate,
  EFFECTIVENESS_MSG,
  effectivenessChecksDue,
  isEffectivenessCheckOverdue,
  isIneffective,
  restartNeedsReason,
  ZRecordEffectivenessRequest,
  ZRescheduleEffectivenessRequest,
  ZStartInvestigationFromCheckRequest,
} from './effectiveness-check';
import type { Role } from './roles';

const scheduled = {
  owner: 'owner-1',
  status: 'scheduled' as const,
  result: null,
  followUpInvestigationId: null,
};
const recorded = (result: 'effective' | 'not-effective' | 'inconclusive') => ({
  ...scheduled,
  status: 'recorded' as const,
  result,
});
const actor = (role: Role, id = 'someone') => ({ id, role });

describe('effectiveness check dates', () => {
  it('is due 90 days after completion by default, across month and year ends', () => {
    expect(defaultEffectivenessDueDate('2026-01-01')).toBe('2026-04-01');
    expect(defaultEffectivenessDueDate('2026-11-27')).toBe('2027-02-25');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is overdue after its due date while scheduled, never once recorded', () => {
    const check = { status: 'scheduled' as const, dueDate: '2026-03-01' };
    expect(isEffectivenessCheckOverdue(check, '2026-03-01')).toBe(false);
    expect(isEffectivenessCheckOverdue(check, '2026-03-02')).toBe(true);
    expect(isEffectivenessCheckOverdue({ ...check, status: 'recorded' }, '2026-04-01')).toBe(false);
  });

  it('lists the scheduled checks due on a given day, soonest first', () => {
    const checks = [
      { id: 'b', status: 'scheduled' as const, dueDate: '2026-03-02' },
      { id: 'a', status: 'scheduled' as const, dueDate: '2026-03-01' },
      { id: 'later', status: 'scheduled' as const, dueDate: '2026-03-03' },
      { id: 'done', status: 'recorded' as const, dueDate: '2026-02-01' },
    ];
    expect(effectivenessChecksDue(checks, '2026-03-02').map((c) => c.id)).toEqual(['a', 'b']);
  });
});

describe('who may do what with a check', () => {
  it('lets only quality and admin reschedule, and only while scheduled', () => {
    expect(decideReschedule(scheduled, actor('quality')).ok).toBe(true);
    expect(decideReschedule(scheduled, actor('admin')).ok).toBe(true);
    expect(decideReschedule(scheduled, actor('investigator', 'owner-1'))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: EFFECTIVENESS_MSG.rescheduleForbidden,
    });
    expect(decideReschedule(recorded('effective'), actor('quality'))).toMatchObject({ code: 'CONFLICT' });
  });

  it('lets the owner, quality and admin record, once', () => {
    expect(decideRecord(scheduled, actor('investigator', 'owner-1')).ok).toBe(true);
    expect(decideRecord(scheduled, actor('user', 'owner-1')).ok).toBe(true);
    expect(decideRecord(scheduled, actor('quality')).ok).toBe(true);
    expect(decideRecord(scheduled, actor('investigator'))).toMatchObject({
      code: 'FORBIDDEN',
      message: EFFECTIVENESS_MSG.recordForbidden,
    });
    expect(decideRecord(recorded('inconclusive'), actor('admin'))).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: EFFECTIVENESS_MSG.alreadyRecorded,
    });
  });

  it('starts a new investigation only from a not-effective check, by quality, once', () => {
    expect(decideNewInvestigation(recorded('not-effective'), actor('quality')).ok).toBe(true);
    expect(decideNewInvestigation(recorded('not-effective'), actor('investigator'))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(decideNewInvestigation(recorded('effective'), actor('admin'))).toMatchObject({
      code: 'CONFLICT',
      message: EFFECTIVENESS_MSG.notNotEffective,
    });
    expect(decideNewInvestigation(scheduled, actor('admin'))).toMatchObject({ code: 'CONFLICT' });
    expect(
      decideNewInvestigation({ ...recorded('not-effective'), followUpInvestigationId: 'x' }, actor('admin')),
    ).toMatchObject({ code: 'CONFLICT', message: EFFECTIVENESS_MSG.alreadyRestarted });
  });

  it('flags incidents as ineffective only for a not-effective result', () => {
    expect(isIneffective([{ result: null }, { result: 'effective' }])).toBe(false);
    expect(isIneffective([{ result: 'effective' }, { result: 'not-effective' }])).toBe(true);
  });
});

describe('request validation', () => {
  it('needs a result and non-blank evidence; attachments are optional', () => {
    const parsed = ZRecordEffectivenessRequest.safeParse({ result: 'effective', evidence: ' held ' });
    expect(parsed.success && parsed.data).toEqual({ result: 'effective', evidence: 'held', attachments: [] });
    const blank = ZRecordEffectivenessRequest.safeParse({ result: 'effective', evidence: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(EFFECTIVENESS_MSG.evidence);
    const noResult = ZRecordEffectivenessRequest.safeParse({ result: 'maybe', evidence: 'x' });
    expect(noResult.error?.issues[0]?.message).toBe(EFFECTIVENESS_MSG.result);
  });

  it('reschedules with a real date or an owner, at least one of them', () => {
    expect(
      ZRescheduleEffectivenessRequest.safeParse({ dueDate: '2026-02-30' }).error?.issues[0]?.message,
    ).toBe(EFFECTIVENESS_MSG.dueDate);
    expect(ZRescheduleEffectivenessRequest.safeParse({}).error?.issues[0]?.message).toBe(
      EFFECTIVENESS_MSG.nothingToChange,
    );
    expect(ZRescheduleEffectivenessRequest.safeParse({ owner: 'u1' }).success).toBe(true);
  });
});

describe('signing a restart and a recording', () => {
  it('a restart needs a reason while signatures are on, or when it withdraws a live Closed record', () => {
    expect(restartNeedsReason({ signaturesOn: false, liveClosedSignature: false })).toBe(false);
    expect(restartNeedsReason({ signaturesOn: true, liveClosedSignature: false })).toBe(true);
    expect(restartNeedsReason({ signaturesOn: false, liveClosedSignature: true })).toBe(true);
  });

  it('the requests carry the password (and the restart its reason), nothing else unknown', () => {
    const record = ZRecordEffectivenessRequest.parse({
      result: 'effective',
      evidence: 'Held.',
      signature: { password: 'secret' },
    });
    expect(record.signature).toEqual({ password: 'secret' });
    expect(
      ZStartInvestigationFromCheckRequest.parse({ signature: { password: 'p' }, reasonForChange: 'Back.' }),
    ).toEqual({ signature: { password: 'p' }, reasonForChange: 'Back.' });
    expect(ZStartInvestigationFromCheckRequest.safeParse({ reason: 'x' }).success).toBe(false);
  });
});
