import { DEFAULT_SCAR_MILESTONE_DAYS, SCAR_MILESTONE_MSG } from '@qi/domain/scar-milestones';
import { describe, expect, it } from 'vitest';
import { changeForm, checkRaise, initialDraft, type ScarIncident, toggleIncident } from './raise-scar-form';

const PHOTO = { id: 'a-2', name: 'p.jpg', type: 'image/jpeg', size: 1, url: '/f' };
const ONE: ScarIncident = {
  id: 'i-1',
  incidentNumber: 1,
  partNumber: 'PN-1',
  grnNumber: 'G-1',
  defectiveQuantity: 4,
  attachments: [],
};
const TWO: ScarIncident = {
  id: 'i-2',
  incidentNumber: 2,
  partNumber: 'PN-2',
  grnNumber: '',
  defectiveQuantity: null,
  attachments: [PHOTO],
};
const TODAY = '2026-05-01';

describe('the raise dialog’s draft', () => {
  it('starts with the incident’s line and the defaults’ due dates, and needs a contact', () => {
    const draft = initialDraft(ONE, TODAY, DEFAULT_SCAR_MILESTONE_DAYS);
    expect(draft.lines).toEqual([
      { incidentId: 'i-1', partNumber: 'PN-1', lot: '', grnNumber: 'G-1', quantity: '4' },
    ]);
    expect(draft.dueDates).toEqual({
      acknowledge: '2026-05-03',
      containment: '2026-05-04',
      rootCause: '2026-05-15',
      actions: '2026-05-31',
      closure: '2026-06-30',
    });
    const check = checkRaise(draft, 's-1', TODAY, DEFAULT_SCAR_MILESTONE_DAYS);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues[0]?.path).toBe('contactId');
  });

  it('adds and drops an incident with its line and its shared files', () => {
    const start = initialDraft(ONE, TODAY, DEFAULT_SCAR_MILESTONE_DAYS);
    const added = { ...toggleIncident(start, TWO, true), sharedAttachmentIds: ['a-2'] };
    expect(added.incidentIds).toEqual(['i-1', 'i-2']);
    expect(added.lines[1]).toEqual({
      incidentId: 'i-2',
      partNumber: 'PN-2',
      lot: '',
      grnNumber: '',
      quantity: '',
    });
    const dropped = toggleIncident(added, TWO, false);
    expect(dropped.incidentIds).toEqual(['i-1']);
    expect(dropped.lines).toHaveLength(1);
    expect(dropped.sharedAttachmentIds).toEqual([]);
  });

  it('sends only the form’s milestones and refuses a due date before the one before it', () => {
    const draft = changeForm(
      { ...initialDraft(ONE, TODAY, DEFAULT_SCAR_MILESTONE_DAYS), contactId: 'c-1' },
      'short',
      TODAY,
      DEFAULT_SCAR_MILESTONE_DAYS,
    );
    const ok = checkRaise(draft, 's-1', TODAY, DEFAULT_SCAR_MILESTONE_DAYS);
    expect(ok.ok && ok.body.dueDates).toEqual({
      acknowledge: '2026-05-03',
      containment: '2026-05-04',
      actions: '2026-05-31',
    });
    expect(ok.ok && ok.body.items?.[0]?.quantity).toBe(4);
    const early = { ...draft, dueDates: { ...draft.dueDates, actions: '2026-05-02' } };
    const refused = checkRaise(early, 's-1', TODAY, DEFAULT_SCAR_MILESTONE_DAYS);
    expect(refused).toEqual({
      ok: false,
      issues: [{ path: 'dueDates.actions', message: SCAR_MILESTONE_MSG.order }],
    });
  });
});
