import { describe, expect, it } from 'vitest';
import {
  acceptanceCloses,
  acceptPrecondition,
  closingStage,
  decideStageAction,
  SCAR_STAGE_MSG,
  stagesOf,
  submitPrecondition,
  writableStages,
} from './scar-stages';

describe('SCAR stages', () => {
  it('asks the full 8D for every discipline and the short form for containment and actions only', () => {
    expect(stagesOf('full-8d')).toEqual(['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7', 'd8']);
    expect(stagesOf('short')).toEqual(['d3', 'd5d6']);
    expect(closingStage('full-8d')).toBe('d8');
    expect(closingStage('short')).toBe('d5d6');
    expect(acceptanceCloses('full-8d', 'd8')).toBe(true);
    expect(acceptanceCloses('full-8d', 'd5d6')).toBe(false);
    expect(acceptanceCloses('short', 'd5d6')).toBe(true);
  });

  it('moves a stage: the supplier saves and submits, the buyer accepts or returns a submitted one', () => {
    expect(decideStageAction('open', 'save')).toEqual({ ok: true, to: 'draft' });
    expect(decideStageAction('returned', 'save')).toEqual({ ok: true, to: 'returned' });
    expect(decideStageAction('draft', 'submit')).toEqual({ ok: true, to: 'submitted' });
    expect(decideStageAction('returned', 'submit')).toEqual({ ok: true, to: 'submitted' });
    expect(decideStageAction('submitted', 'accept')).toEqual({ ok: true, to: 'accepted' });
    expect(decideStageAction('submitted', 'return')).toEqual({ ok: true, to: 'returned' });
  });

  it('refuses writing on a stage under review or accepted, and reviewing one not submitted', () => {
    expect(decideStageAction('submitted', 'save')).toEqual({
      ok: false,
      message: SCAR_STAGE_MSG.alreadySubmitted,
    });
    expect(decideStageAction('submitted', 'submit')).toEqual({
      ok: false,
      message: SCAR_STAGE_MSG.alreadySubmitted,
    });
    expect(decideStageAction('accepted', 'save')).toEqual({
      ok: false,
      message: SCAR_STAGE_MSG.alreadyAccepted,
    });
    for (const status of ['open', 'draft', 'returned', 'accepted'] as const) {
      expect(decideStageAction(status, 'accept').ok).toBe(false);
      expect(decideStageAction(status, 'return').ok).toBe(false);
    }
  });

  it('takes D8 last: submitted after every other stage, accepted after every other is accepted', () => {
    const submitted = {
      d1: 'submitted',
      d2: 'accepted',
      d3: 'submitted',
      d4: 'submitted',
      d5d6: 'submitted',
      d7: 'submitted',
    } as const;
    expect(submitPrecondition('full-8d', 'd8', { ...submitted, d7: 'draft' })).toBe(
      SCAR_STAGE_MSG.closureBeforeOthers,
    );
    expect(submitPrecondition('full-8d', 'd8', submitted)).toBeNull();
    expect(submitPrecondition('full-8d', 'd3', {})).toBeNull();
    expect(acceptPrecondition('full-8d', 'd8', submitted)).toBe(SCAR_STAGE_MSG.othersNotAccepted);
    const accepted = Object.fromEntries(Object.keys(submitted).map((s) => [s, 'accepted']));
    expect(acceptPrecondition('full-8d', 'd8', accepted)).toBeNull();
    expect(acceptPrecondition('full-8d', 'd4', {})).toBeNull();
    expect(acceptPrecondition('short', 'd5d6', { d3: 'returned' })).toBe(SCAR_STAGE_MSG.othersNotAccepted);
    expect(acceptPrecondition('short', 'd5d6', { d3: 'accepted' })).toBeNull();
  });

  it('lists the stages the supplier can still write on', () => {
    expect(writableStages('short', { d3: 'submitted', d5d6: 'returned' })).toEqual(['d5d6']);
    expect(writableStages('short', {})).toEqual(['d3', 'd5d6']);
  });
});
